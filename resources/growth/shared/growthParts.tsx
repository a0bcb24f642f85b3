import { PageSection } from '../../shared/PageSection';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import {
  APPLICATION_STATUSES,
  type ApplicationCounts,
  type ApplicationStatus,
  type OpeningSummary,
} from '../../../contracts/growth/growth';
import { DotStatusChip } from '../../shared/DotStatusChip';

/** The signed-in employee's badge: every growth call about "me" names it (the service checks it). */
export function useBadge(): string | undefined {
  const { identity } = useGetIdentity();
  return identity ? String(identity.id) : undefined;
}

/** A growth page: the main landmark, its title in the top bar, then its content. */
export function GrowthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={title} />
      {children}
    </Stack>
  );
}

/** A section of a growth page: a card titled by an h2 (`title` is an i18n key). */
export function GrowthCard({
  title,
  maxWidth,
  children,
}: {
  title: string;
  maxWidth?: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <PageSection title={translate(title)} maxWidth={maxWidth}>
      {children}
    </PageSection>
  );
}

/** Each status's theme colour: its chip's dot and its bar in the chart. */
export const STATUS_COLOR: Record<ApplicationStatus, string> = {
  submitted: 'text.disabled',
  in_review: 'info.main',
  interview: 'warning.main',
  selected: 'success.main',
  not_selected: 'error.main',
};

/** An application's status in words, told apart by a coloured dot. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip color={STATUS_COLOR[status]} label={translate(`growth.status.${status}`)} />
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
