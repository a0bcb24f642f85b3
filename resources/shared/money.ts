import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { fromMinorUnits } from '../../contracts/money';
import { intlLocale } from './dates';

/** The reader's language's colones formatter (₡25 000,50 in Spanish). */
function useColonesFormat(): Intl.NumberFormat {
  const [locale] = useLocaleState();
  return useMemo(
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: 'CRC',
        minimumFractionDigits: 2,
      }),
    [locale],
  );
}

/** Colones as the reader's language writes them (25000.5 → ₡25 000,50 in Spanish). */
export function useMoney(): (amount: number) => string {
  const format = useColonesFormat();
  return (amount) => format.format(amount);
}

/** Integer céntimos as colones in the reader's language (2500050 → ₡25 000,50 in Spanish). */
export function useMinorMoney(): (minor: number) => string {
  const format = useColonesFormat();
  return (minor) => format.format(fromMinorUnits(minor));
}
