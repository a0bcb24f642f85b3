import { Alert, AlertTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { isOwnerOf } from '../../../contracts/catalogue';
import type { DayRequest, UserValidation } from '../../../contracts/personalDays/personalDays';
import { type StatusHistoryEntry, useChangedBy } from '../../shared/StatusHistory';
import { intlLocale, useFormatDay } from '../../shared/dates';

/** A personal-days page: the main landmark, its title in the top bar (the h1), then its content. */
export function PersonalDaysPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title title={title} />
      {children}
    </Stack>
  );
}

/** An amount of days in words, halves with the language's decimal mark ('1,5 días'). */
export function useDays(): (days: number) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: 1,
  });
  return (days) => translate('personalDays.days', { smart_count: days, days: number.format(days) });
}

/** Whether the user is a personal-days owner (the holidays, every request to decide). */
export function useIsOwner(): boolean {
  const { permissions } = usePermissions<string[]>();
  return isOwnerOf('personalDays', permissions);
}

/** Why the employee may not request a day now, each reason worded with what it means for them. */
export function NotAllowed({
  validation,
  children,
}: {
  validation: UserValidation;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const reason = (code: UserValidation['reasons'][number]) =>
    code === 'probation' && validation.probationEndsOn
      ? translate('personalDays.reasons.probationUntil', {
          date: formatDay(validation.probationEndsOn),
        })
      : translate(`personalDays.reasons.${code}`);
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{translate('personalDays.notAllowed')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {validation.reasons.map((code) => (
          <li key={code}>{reason(code)}</li>
        ))}
      </ul>
      {children}
    </Alert>
  );
}

/** A request's moves as its history shows them, to its author and to whoever decides it. */
export function useDayHistory(): (request: DayRequest) => StatusHistoryEntry[] {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const changedBy = useChangedBy();
  return (request) =>
    request.history.map((change) => ({
      key: `${change.to}-${change.changedAt}`,
      primary: translate('personalDays.requests.move', {
        status: translate(`components.approvals.status.${change.to}`),
        date: formatDay(change.changedAt.slice(0, 10)),
      }),
      details: [changedBy(change), change.note],
    }));
}
