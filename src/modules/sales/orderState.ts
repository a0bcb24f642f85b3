import type { Delivery } from '../../../contracts/sales/sales';

/**
 * The purchase form's state: the quantities chosen, the delivery, and the
 * service's refusal. `cleanup` resets it — after an order is placed, and when the form opens
 * another campaign — so nothing of a previous purchase leaks into the next.
 */
export interface OrderState {
  quantities: Record<number, number>;
  /** The chosen items, the one whose quantity went up last at the end (see `quantityLimits`). */
  raised: number[];
  delivery: Delivery | null;
  buildingId: number | null;
  address: string;
  phone: string;
  /** The service's reason when it refused the order (409/400), shown as written. */
  refusal: string | null;
}

export type OrderAction =
  | { type: 'quantity'; itemId: number; quantity: number }
  | { type: 'delivery'; delivery: Delivery }
  | { type: 'building'; buildingId: number | null }
  | { type: 'address'; address: string }
  | { type: 'phone'; phone: string }
  | { type: 'refused'; reason: string }
  | { type: 'cleanup' };

export const initialOrderState: OrderState = {
  quantities: {},
  raised: [],
  delivery: null,
  buildingId: null,
  address: '',
  phone: '',
  refusal: null,
};

export function orderReducer(state: OrderState, action: OrderAction): OrderState {
  switch (action.type) {
    case 'quantity': {
      const { itemId, quantity } = action;
      const quantities = { ...state.quantities };
      if (quantity > 0) quantities[itemId] = quantity;
      else delete quantities[itemId];
      const others = state.raised.filter((id) => id !== itemId);
      const raised =
        quantity > (state.quantities[itemId] ?? 0)
          ? [...others, itemId]
          : quantity > 0
            ? state.raised
            : others;
      return { ...state, quantities, raised, refusal: null };
    }
    case 'delivery':
      return { ...state, delivery: action.delivery, refusal: null };
    case 'building':
      return { ...state, buildingId: action.buildingId, refusal: null };
    case 'address':
      return { ...state, address: action.address };
    case 'phone':
      return { ...state, phone: action.phone };
    case 'refused':
      return { ...state, refusal: action.reason };
    case 'cleanup':
      return initialOrderState;
  }
}

type LimitedItem = { id: number; stockQuantity: number; maxLimitPerPerson: number };
type Bought = { boughtByItem: Record<string, number>; boughtTotal: number };

/** The most of an item the buyer may still add by itself: its stock and its limit left. */
export function itemRoom(item: LimitedItem, bought: Bought): number {
  const itemLeft = item.maxLimitPerPerson - (bought.boughtByItem[String(item.id)] ?? 0);
  return Math.max(0, Math.min(item.stockQuantity, itemLeft));
}

/** An item's limit on the purchase form. */
export interface QuantityLimit {
  /** The most of it the buyer may choose, with the other items chosen. */
  max: number;
  /**
   * Why its quantity is refused: above its own stock or per-person limit (`item`), or it is the
   * one that takes the order past the campaign's per-person limit (`campaign`); null when it fits.
   */
  over: 'item' | 'campaign' | null;
}

/**
 * Each item's limit: its own (stock, its per-person limit left) and the campaign's, which the
 * chosen items share. The items take their share of the campaign's limit in the order they were
 * raised (`raised`, the last raised last), so the one whose increase went past the limit is
 * the one refused, never one chosen before it; an item above its own limit counts only up to it.
 */
export function quantityLimits(
  items: readonly LimitedItem[],
  quantities: Record<number, number>,
  raised: readonly number[],
  bought: Bought,
  campaignLimit: number,
): Record<number, QuantityLimit> {
  const campaignLeft = Math.max(0, campaignLimit - bought.boughtTotal);
  const position = (item: LimitedItem) => raised.indexOf(item.id);
  const chosen = items
    .filter((item) => (quantities[item.id] ?? 0) > 0)
    .sort((a, b) => position(a) - position(b));
  const kept: Record<number, number> = {};
  const limits: Record<number, QuantityLimit> = {};
  let used = 0;
  for (const item of chosen) {
    const quantity = quantities[item.id]!;
    const own = itemRoom(item, bought);
    const max = Math.min(own, campaignLeft - used);
    kept[item.id] = Math.min(quantity, max);
    used += kept[item.id]!;
    if (quantity > max) limits[item.id] = { max, over: quantity > own ? 'item' : 'campaign' };
  }
  // What fits of every other item, next to what is kept of the rest.
  for (const item of items) {
    limits[item.id] ??= {
      max: Math.min(itemRoom(item, bought), campaignLeft - (used - (kept[item.id] ?? 0))),
      over: null,
    };
  }
  return limits;
}
