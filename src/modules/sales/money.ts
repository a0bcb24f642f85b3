import { useLocaleState } from 'react-admin';

/** Colones as the reader's language writes them (₡25 000,50 in Spanish). */
export function useMoney(): (amount: number) => string {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale === 'es' ? 'es-CR' : 'en-US', {
    style: 'currency',
    currency: 'CRC',
    minimumFractionDigits: 2,
  });
  return (amount) => format.format(amount);
}
