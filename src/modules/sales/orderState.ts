import type { Delivery } from '../../../contracts/sales/sales';

/**
 * The purchase form's state: the quantities chosen, the delivery, and the
 * service's refusal. `cleanup` resets it — after an order is placed, and when the form opens
 * another campaign — so nothing of a previous purchase leaks into the next.
 */
export interface OrderState {
  quantities: Record<number, number>;
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
  delivery: null,
  buildingId: null,
  address: '',
  phone: '',
  refusal: null,
};

export function orderReducer(state: OrderState, action: OrderAction): OrderState {
  switch (action.type) {
    case 'quantity': {
      const quantities = { ...state.quantities };
      if (action.quantity > 0) quantities[action.itemId] = action.quantity;
      else delete quantities[action.itemId];
      return { ...state, quantities, refusal: null };
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

/** The most of an item the buyer may still add: stock, the item's and the campaign's limits. */
export function allowedQuantity(
  item: { id: number; stockQuantity: number; maxLimitPerPerson: number },
  bought: { boughtByItem: Record<string, number>; boughtTotal: number },
  campaignLimit: number,
  chosenElsewhere: number,
): number {
  const itemLeft = item.maxLimitPerPerson - (bought.boughtByItem[String(item.id)] ?? 0);
  const campaignLeft = campaignLimit - bought.boughtTotal - chosenElsewhere;
  return Math.max(0, Math.min(item.stockQuantity, itemLeft, campaignLeft));
}
