import { useLocaleState } from 'react-admin';
import { intlLocale } from './dates';

/** A number as the portal's language writes it ('4,5' in Spanish, '4.5' in English). */
export function useFormatNumber(): (value: number) => string {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(intlLocale(locale));
  return (value) => format.format(value);
}
