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

/** Who buys and who administers the sale (SPEC §6 Venta de Activos and its admin children). */
export const SALES_OWNERS = ['System_Admin', 'AssetsSale_Owner'] as const;
