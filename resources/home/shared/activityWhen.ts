import type { CalendarActivity } from '../../../contracts/home/settings';
import { intlLocale } from '../../shared/dates';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** "lun. 4 may., 10:00 – 11:00" in the user's language and time zone. */
export function formatActivityWhen(
  activity: Pick<CalendarActivity, 'startsAt' | 'endsAt'>,
  locale: string,
): string {
  const start = new Date(activity.startsAt);
  const end = new Date(activity.endsAt);
  const day = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const time = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' });
  return sameDay(start, end)
    ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
}
