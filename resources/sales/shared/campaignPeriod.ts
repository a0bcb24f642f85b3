import { useTranslate } from 'react-admin';
import { useFormatDay } from '../../shared/dates';

/**
 * A campaign's dates in the portal's language ('Del 1 de noviembre de 2026 al 15 de noviembre de
 * 2026', 'From November 1, 2026 to November 15, 2026'): the employees' campaign cards and the
 * campaigns' list on a phone.
 */
export function useCampaignPeriod(): (campaign: { startDate: string; endDate: string }) => string {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  return ({ startDate, endDate }) =>
    translate('sales.home.dates', { start: formatDay(startDate), end: formatDay(endDate) });
}
