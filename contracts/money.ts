/**
 * Money at the contract edge (asset sale, educational reimbursement), free of yup so the
 * portal's data provider can load it at start-up. Money is integer minor units (céntimos) inside.
 */

/** Minor units (céntimos) per colón. */
export const MINOR_PER_MAJOR = 100;
/** The highest amount (a price, a request): ₡10 000 000,00, a 32-bit integer in minor units. */
export const MAX_PRICE_MINOR = 1_000_000_000;

const MONEY = /^(\d{1,10})(?:[.,](\d{1,2}))?$/;

/**
 * A decimal amount ('2500,5', '2500.50', 2500.5) as integer minor units (250050), exactly: the
 * digits are read as text, never through a float. Null when it is not a non-negative amount
 * with at most two decimals.
 */
export function toMinorUnits(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value;
  const match = MONEY.exec(text.trim().replace(/\s/g, ''));
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  // A number with more than two decimals is refused; float noise (0.1 + 0.2) is not a decimal.
  if (
    typeof value === 'number' &&
    Math.abs(value * MINOR_PER_MAJOR - (whole * 100 + cents)) > 1e-6
  ) {
    return null;
  }
  return whole * MINOR_PER_MAJOR + cents;
}

/** Minor units as the decimal the contract shows (250050 → 2500.5). */
export const fromMinorUnits = (minor: number): number => minor / MINOR_PER_MAJOR;

/** The decimal point of the shipping price replaced by a comma (2500.5 → '2500,50'). */
export function withDecimalComma(value: number | string): string {
  const minor = toMinorUnits(value);
  if (minor === null) return String(value).replace('.', ',');
  const whole = Math.floor(minor / MINOR_PER_MAJOR);
  const cents = String(minor % MINOR_PER_MAJOR).padStart(2, '0');
  return `${whole},${cents}`;
}
