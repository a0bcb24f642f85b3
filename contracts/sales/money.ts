/** The asset sale's own numbers; its money helpers are the money kit's (`contracts/money.ts`). */

/** The campaign's max limit, quantity and stock are sent as integers ('12' → 12). */
export function toInteger(value: unknown): number {
  if (typeof value === 'number') return Math.trunc(value);
  const parsed = Number.parseInt(String(value ?? '').trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** The totals of an order's lines, in minor units (the service and the form's summary agree). */
export function orderTotals(
  lines: readonly { quantity: number; unitPriceMinor: number; shippingPriceMinor: number }[],
  sendHome: boolean,
): { itemsTotalMinor: number; shippingTotalMinor: number; totalMinor: number } {
  let itemsTotalMinor = 0;
  let shippingTotalMinor = 0;
  for (const line of lines) {
    itemsTotalMinor += line.quantity * line.unitPriceMinor;
    if (sendHome) shippingTotalMinor += line.quantity * line.shippingPriceMinor;
  }
  return { itemsTotalMinor, shippingTotalMinor, totalMinor: itemsTotalMinor + shippingTotalMinor };
}
