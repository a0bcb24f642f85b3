import { useLocaleState } from 'react-admin';
import { calendarDay } from '../../../contracts/calendar';
import { formatDay } from '../../shared/dates';

/** An instant as its day in the company's calendar, in words in the portal's language. */
export function useReferralDay(): (instant: string) => string {
  const [locale = 'es'] = useLocaleState();
  return (instant) => formatDay(calendarDay(new Date(instant)), locale);
}
