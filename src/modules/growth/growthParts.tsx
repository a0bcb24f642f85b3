import { Chip } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import {
  APPLICATION_STATUSES,
  type ApplicationCounts,
  type ApplicationStatus,
  type OpeningSummary,
} from '../../../contracts/growth/growth';

/** The signed-in employee's badge: every growth call about "me" names it (the service checks it). */
export function useBadge(): string | undefined {
  const { identity } = useGetIdentity();
  return identity ? String(identity.id) : undefined;
}

const STATUS_COLOR: Record<ApplicationStatus, 'default' | 'info' | 'warning' | 'success'> = {
  submitted: 'default',
  in_review: 'info',
  interview: 'warning',
  selected: 'success',
  not_selected: 'default',
};

/** An application's status, in words and colour. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === 'not_selected' ? 'outlined' : 'filled'}
      label={translate(`growth.status.${status}`)}
    />
  );
}

/** "Rotativo, de 06:00 a 14:00": an opening's shift in words. */
export function useShiftText() {
  const translate = useTranslate();
  return (opening: Pick<OpeningSummary, 'workSchedule' | 'startTime' | 'endTime'>) =>
    translate('growth.openings.shift', {
      schedule: opening.workSchedule,
      start: opening.startTime,
      end: opening.endTime,
    });
}

/** One bar of the applications-by-status chart: its count and its length (% of the longest). */
export interface StatusBar {
  status: ApplicationStatus;
  count: number;
  percent: number;
}

/** The chart's bars in workflow order; the longest fills the row, an empty one stays empty. */
export function statusBars(counts: ApplicationCounts): StatusBar[] {
  const longest = Math.max(0, ...APPLICATION_STATUSES.map((status) => counts[status] ?? 0));
  return APPLICATION_STATUSES.map((status) => {
    const count = counts[status] ?? 0;
    return { status, count, percent: longest ? Math.round((count / longest) * 100) : 0 };
  });
}
