import { useLocaleState } from 'react-admin';
import { companyWallClock } from '../../../contracts/calendar';
import { intlLocale } from '../../shared/dates';

/** A wall-clock 'YYYY-MM-DDTHH:mm[:ss]' (the company's) as the reader's language writes it. */
export function useFormatDateTime() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  // The text is a wall clock already: read it as UTC so no zone shifts it.
  return (wallClock: string) => {
    const date = new Date(`${wallClock.slice(0, 19)}Z`);
    return Number.isNaN(date.getTime()) ? wallClock : format.format(date);
  };
}

/** Where a discount stands: valid now, starting later, or ended (both ends inclusive). */
export type DiscountState = 'current' | 'upcoming' | 'ended';

/** A discount's state at `now`, all on the company's wall clock ('YYYY-MM-DDTHH:mm:ss'). */
export function discountState(
  { startDate, endDate }: { startDate: string; endDate: string },
  now: string = companyWallClock(),
): DiscountState {
  if (endDate.slice(0, 19) < now) return 'ended';
  if (startDate.slice(0, 19) > now) return 'upcoming';
  return 'current';
}
