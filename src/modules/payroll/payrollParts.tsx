import { Box, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { CellTable, type CellRow } from '../../../resources/shared/CellTable';
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

/** Figures line up on the right, as on a payslip. */
const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A column of a `PayTable`: its translated heading; an amount lines up on the right. */
export interface PayColumn {
  label: string;
  amount?: boolean;
}

/**
 * A table of pay figures that scrolls on its own on a phone: an optional caption (its name for
 * screen readers), its columns, a row each, and a bold total row that heads its amount.
 */
export function PayTable({
  caption,
  columns,
  rows,
  total,
  testId,
}: {
  caption?: ReactNode;
  columns: PayColumn[];
  rows: CellRow[];
  total?: { label: string; value: ReactNode; testId?: string };
  testId: string;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <CellTable
        data-testid={testId}
        caption={
          caption && (
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>
              <Typography variant="subtitle1" component="span">
                {caption}
              </Typography>
            </caption>
          )
        }
        headings={columns.map((column) => column.label)}
        rows={rows}
        column={(index) => ({ sx: columns[index]?.amount ? AMOUNT : undefined })}
      >
        {total && (
          <TableRow>
            <TableCell
              component="th"
              scope="row"
              colSpan={columns.length - 1}
              sx={{ fontWeight: 'bold' }}
            >
              {total.label}
            </TableCell>
            <TableCell sx={{ ...AMOUNT, fontWeight: 'bold' }} data-testid={total.testId}>
              {total.value}
            </TableCell>
          </TableRow>
        )}
      </CellTable>
    </Box>
  );
}
