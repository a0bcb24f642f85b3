import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useBasename, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  type CampaignItem,
  type Delivery,
  type OrderBody,
  orderTotals,
  toMinorUnits,
} from '../../../contracts/sales/sales';
import type {
  CampaignDetailRecord,
  MyOrdersDataProvider,
} from '../../../dataProviders/sales/sales';
import { useTyped } from '../../../resources/shared/LeaveWarning';
import { initialOrderState, orderReducer, quantityLimits } from './orderState';
import { pickUpBuildings } from './SalesHomePage';

const PHONE = /^[0-9 ()+-]{8,20}$/;

/** A chosen item with its quantity and prices in minor units (the totals add integers). */
interface PurchaseLine {
  item: CampaignItem;
  quantity: number;
  unitPriceMinor: number;
  shippingPriceMinor: number;
}

/**
 * The purchase form of a campaign: the campaign and what the buyer already
 * bought, the quantities and delivery chosen, their limits, errors and totals, and placing the
 * order once confirmed. Null while loading; `available` false when the campaign is not active.
 */
export function usePurchaseForm(campaignId: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider<MyOrdersDataProvider>();
  const [state, dispatch] = useReducer(orderReducer, initialOrderState);
  const [confirming, setConfirming] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [touched, setTouched] = useState(false);
  // Order cleanup: another campaign starts a clean form.
  useEffect(() => () => dispatch({ type: 'cleanup' }), [campaignId]);
  const { quantities, delivery: deliveryChosen, buildingId, address, phone } = state;
  const typed = useTyped({ quantities, deliveryChosen, buildingId, address, phone });

  const campaignQuery = useGetOne<CampaignDetailRecord>('sales-campaign-details', {
    id: Number(campaignId),
  });
  const boughtQuery = useQuery({
    queryKey: ['sales-my-orders', 'campaign', campaignId],
    queryFn: () => dataProvider.campaignOrders('sales-my-orders', { campaignId }),
  });
  const campaign = campaignQuery.data;
  const bought = boughtQuery.data;

  if (campaignQuery.isPending || boughtQuery.isPending) return null;
  if (!campaign || !bought || campaign.status !== 'active') return { available: false } as const;

  const buildings = pickUpBuildings(campaign);
  const deliveries: Delivery[] = [
    ...(campaign.pickUpInBuilding && buildings.length > 0 ? (['building'] as const) : []),
    ...(campaign.sentToHome ? (['home'] as const) : []),
  ];
  const delivery = state.delivery ?? deliveries[0] ?? null;
  const chosen = campaign.items.filter((item) => (state.quantities[item.id] ?? 0) > 0);
  const limits = quantityLimits(
    campaign.items,
    state.quantities,
    state.raised,
    bought,
    campaign.maxLimitPerPerson,
  );
  const aboveLimit = campaign.items.filter((item) => limits[item.id]!.over !== null);
  const lines: PurchaseLine[] = chosen.map((item) => ({
    item,
    quantity: state.quantities[item.id]!,
    unitPriceMinor: toMinorUnits(item.unitPrice) ?? 0,
    shippingPriceMinor: toMinorUnits(item.EstimatedPrice) ?? 0,
  }));
  const totals = orderTotals(lines, delivery === 'home');

  const deliveryErrors = {
    building: delivery === 'building' && !state.buildingId ? 'sales.form.required' : null,
    address:
      delivery === 'home' && state.address.trim().length < 10 ? 'sales.form.addressTooShort' : null,
    phone:
      delivery === 'home' && !PHONE.test(state.phone.trim()) ? 'sales.form.phoneInvalid' : null,
  };
  const canConfirm = chosen.length > 0 && aboveLimit.length === 0;
  const valid =
    canConfirm &&
    delivery !== null &&
    !deliveryErrors.building &&
    !deliveryErrors.address &&
    !deliveryErrors.phone;

  const order = (): OrderBody => ({
    campaignId: campaign.id,
    delivery: delivery!,
    buildingId: delivery === 'building' ? state.buildingId : null,
    address: delivery === 'home' ? state.address.trim() : null,
    phone: delivery === 'home' ? state.phone.trim() : null,
    items: lines.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
  });

  const place = async () => {
    setPlacing(true);
    try {
      const placed = await dataProvider.placeOrder('sales-my-orders', { order: order() });
      dispatch({ type: 'cleanup' });
      notify('sales.form.placed', { type: 'success' });
      navigate(`${basename}/Ventas/CompraDetalle/${placed.id}`);
    } catch (error) {
      dispatch({ type: 'refused', reason: (error as Error).message });
      void boughtQuery.refetch();
      void campaignQuery.refetch();
    } finally {
      setPlacing(false);
      setConfirming(false);
    }
  };

  return {
    available: true,
    campaign,
    bought,
    state,
    dispatch,
    buildings,
    deliveries,
    delivery,
    /** Each item's most and, when its quantity is refused, why. */
    limitOf: (item: CampaignItem) => limits[item.id]!,
    lines,
    totals,
    campaignRemaining: Math.max(0, campaign.maxLimitPerPerson - bought.boughtTotal),
    /** Shown once the buyer has tried to confirm. */
    deliveryErrors: touched ? deliveryErrors : { building: null, address: null, phone: null },
    canConfirm,
    /** Asks for confirmation when the order is complete; shows what is missing otherwise. */
    confirm: () => {
      setTouched(true);
      if (valid) setConfirming(true);
    },
    confirming,
    cancel: () => setConfirming(false),
    placing,
    place,
    /** What the buyer chose and would lose by leaving; an order being placed is not lost. */
    unsaved: typed && !placing,
  } as const;
}

export type PurchaseForm = Extract<ReturnType<typeof usePurchaseForm>, { available: true }>;
