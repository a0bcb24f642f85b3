import { addDays } from '../../../contracts/calendar';
import { INCAPACITY_MAX_DAYS_BACK } from '../../../contracts/certificates/certificates';

export type IncapacityProblem = 'required' | 'future' | 'tooOld';

/**
 * What is wrong with an incapacity's start before it is sent (the service checks the same): it is
 * required, not after today, and at most a year back (company calendar days, 'YYYY-MM-DD').
 */
export function incapacityProblem(start: string, today: string): IncapacityProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return 'required';
  if (start > today) return 'future';
  if (start < addDays(today, -INCAPACITY_MAX_DAYS_BACK)) return 'tooOld';
  return null;
}
