import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { intlLocale } from '../../../resources/shared/dates';

/** A payroll page: the main landmark, its title in the top bar (the h1), then its content. */
export function PayrollPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title title={title} />
      {children}
    </Stack>
  );
}

/** The session's badge: every payroll call is about it (the service refuses any other). */
export function useBadge(): string {
  const { identity } = useGetIdentity();
  return identity ? String(identity.id) : '';
}

/**
 * What a payroll call gave: a skeleton while it loads, the service's own message with a retry
 * when it failed (these services never sign the user out), else the content.
 */
export function ServiceState({
  isPending,
  error,
  refetch,
  children,
}: {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  children: () => ReactNode;
}) {
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (isPending) return <LoadingSkeleton height={120} />;
  return <>{children()}</>;
}

/** A month's name (1–12) in the portal's language ('noviembre'). */
export function useMonthName(): (month: number) => string {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    timeZone: 'UTC',
  });
  return (month) => format.format(new Date(Date.UTC(2000, month - 1, 15, 12)));
}

/** A payslip line's or a bonus's code in words; an unknown code shows as it is. */
export function useCodeLabel(): (group: 'lines' | 'concepts', code: string) => string {
  const translate = useTranslate();
  return (group, code) => translate(`payroll.${group}.${code}`, { _: code });
}

/** A number of days in words ('12 días'). */
export function useDays(): (days: number) => string {
  const translate = useTranslate();
  return (days) => translate('payroll.days', { smart_count: days });
}
