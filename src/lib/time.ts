const TIME_24H = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * Custom schedule times: 24-hour 'HH:MM' becomes 12-hour 'h:MM am/pm'
 * ('13:05' → '1:05 pm', '00:30' → '12:30 am', '12:00' → '12:00 pm').
 *
 * An empty (or missing) value stays empty. A value that is not a valid time also gives '',
 * so a form never sends garbage: validate the input itself if the user must see an error.
 * A single-digit hour ('9:05') and trailing seconds ('13:05:59', what a browser time input
 * may give) are accepted; the seconds are dropped.
 */
export function to12Hour(value: string | null | undefined): string {
  const match = TIME_24H.exec((value ?? '').trim());
  if (!match) return '';
  const hours = Number(match[1]);
  const minutes = match[2];
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}
