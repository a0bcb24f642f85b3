import { useLocaleState } from 'react-admin';
import { companyWallClock } from '../../../contracts/calendar';

/** A wall-clock 'YYYY-MM-DDTHH:mm[:ss]' (the company's) as the reader's language writes it. */
export function useFormatDateTime() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CR', {
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

/** 'YYYY-MM' as the month's name ('noviembre de 2026'). */
export function useFormatMonth() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (month: string) => format.format(new Date(`${month}-01T12:00:00Z`));
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
