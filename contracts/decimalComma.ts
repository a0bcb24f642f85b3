/**
 * Latitude and longitude travel with a decimal comma ("9,9281"). These conversions are
 * the contract edge on both sides (the services and the portal's adapters); inside, coordinates
 * are numbers. Schema-free, so the portal can import it at start-up.
 */

/** A decimal number written with a comma (a point is tolerated); no thousands separators. */
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

/** "9,9281" → 9.9281, "-84,09" → -84.09, "10" → 10; NaN when it is not such a number. */
export function parseDecimalComma(value: string | number): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** 9.9281 → "9,9281", -84.09 → "-84,09", 10 → "10". */
export function formatDecimalComma(value: number): string {
  return String(value).replace('.', ',');
}
