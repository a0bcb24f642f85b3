import { PageSection } from '../../../resources/shared/PageSection';
import { Box, Stack, Typography } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PAYSLIPS_LISTED, type PayslipLine } from '../../../contracts/payroll/payroll';
import type {
  PayslipRecord,
  VacationsRecord,
  YearBonusRecord,
} from '../../../dataProviders/payroll/payroll';
import { DocumentLink } from '../../../resources/shared/DocumentLink';
import { FactList } from '../../../resources/shared/FactList';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay, useFormatMonth } from '../../../resources/shared/dates';
import { PAYSLIP_TABS, type PayslipTab } from '../../../resources/payroll/shared/paths';
import { linesByKind } from './payRules';
import {
  PayrollPage,
  PayTable,
  ServiceState,
  useBadge,
  useCodeLabel,
  useDays,
} from './payrollParts';
import { PageTabs, tabPanel } from '../../../resources/shared/PageTabs';
import { SpreadRow } from '../../../resources/shared/SpreadRow';
import { FilterSelect } from '../../../resources/shared/FilterSelect';

/** One kind of a payslip's lines as a table: what each is and its amount, then their sum. */
function LinesTable({
  caption,
  lines,
  totalLabel,
  totalMinor,
  testId,
}: {
  caption: string;
  lines: readonly PayslipLine[];
  totalLabel: string;
  totalMinor: number;
  testId: string;
}) {
  const translate = useTranslate();
  const money = useMinorMoney();
  const label = useCodeLabel();
  return (
    <PayTable
      caption={caption}
      testId={testId}
      columns={[
        { label: translate('payroll.payslips.concept') },
        { label: translate('payroll.payslips.amount'), amount: true },
      ]}
      rows={lines.map((line) => ({
        key: `${line.kind}-${line.code}`,
        cells: [label('lines', line.code), money(line.amountMinor)],
      }))}
      total={{ label: totalLabel, value: money(totalMinor) }}
    />
  );
}

/** One payslip: its period, pay date, earnings, deductions, net pay and its PDF. */
function PayslipDetail({ payslip, badge }: { payslip: PayslipRecord; badge: string }) {
  const translate = useTranslate();
  const money = useMinorMoney();
  const formatDay = useFormatDay();
  const { earnings, deductions } = linesByKind(payslip);
  return (
    <Stack spacing={2}>
      <FactList
        facts={[
          {
            label: 'payroll.payslips.period',
            value: translate('payroll.range', {
              from: formatDay(payslip.periodStart),
              to: formatDay(payslip.periodEnd),
            }),
          },
          { label: 'payroll.payslips.payDate', value: formatDay(payslip.payDate) },
        ]}
      />
      <LinesTable
        caption={translate('payroll.payslips.earnings')}
        lines={earnings}
        totalLabel={translate('payroll.payslips.gross')}
        totalMinor={payslip.grossMinor}
        testId="earnings"
      />
      <LinesTable
        caption={translate('payroll.payslips.deductions')}
        lines={deductions}
        totalLabel={translate('payroll.payslips.deductionsTotal')}
        totalMinor={payslip.deductionsMinor}
        testId="deductions"
      />
      <SpreadRow gap={2}>
        <Typography variant="h6" component="p">
          {translate('payroll.payslips.net')}{' '}
          <span data-testid="payslip-net">{money(payslip.netMinor)}</span>
        </Typography>
        <DocumentLink
          url={payslip.pdfUrl}
          name={`colilla-${badge}-${payslip.periodStart}.pdf`}
          label={translate('payroll.payslips.download')}
        />
      </SpreadRow>
    </Stack>
  );
}

/** Salarios: the period picker (newest first) and the chosen payslip (`?period=`). */
function Salaries({ badge }: { badge: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const [params, setParams] = useSearchParams();
  const { data, isPending, error, refetch } = useGetList<PayslipRecord>(
    'payslips',
    { filter: { badge }, pagination: { page: 1, perPage: PAYSLIPS_LISTED } },
    { enabled: Boolean(badge) },
  );
  const chosen = data?.find((payslip) => payslip.id === params.get('period')) ?? data?.[0];
  return (
    <ServiceState isPending={isPending} error={error} refetch={refetch}>
      {() =>
        !chosen || !data ? (
          <Typography color="text.secondary">{translate('payroll.payslips.empty')}</Typography>
        ) : (
          <Stack spacing={2}>
            <FilterSelect
              label="payroll.payslips.choose"
              value={String(chosen.id)}
              choices={data.map((payslip) => ({
                id: String(payslip.id),
                name: translate('payroll.range', {
                  from: formatDay(payslip.periodStart),
                  to: formatDay(payslip.periodEnd),
                }),
              }))}
              onChange={(period) => setParams({ tab: 'salaries', period }, { replace: true })}
              sx={{ maxWidth: 480 }}
            />
            <PayslipDetail payslip={chosen} badge={badge} />
          </Stack>
        )
      }
    </ServiceState>
  );
}

/** Vacaciones: the balance, accrued and taken days, and the leaves taken. */
function Vacations({ badge }: { badge: string }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const days = useDays();
  const vacations = useGetOne<VacationsRecord>(
    'payroll-vacations',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  const data = vacations.data;
  return (
    <ServiceState {...vacations}>
      {() =>
        data && (
          <Stack spacing={2}>
            <FactList
              facts={[
                {
                  label: 'payroll.vacations.balance',
                  value: <span data-testid="vacations-balance">{days(data.balanceDays)}</span>,
                },
                { label: 'payroll.vacations.accrued', value: days(data.accruedDays) },
                { label: 'payroll.vacations.taken', value: days(data.takenDays) },
                { label: 'payroll.vacations.hiredOn', value: formatDay(data.hiredOn) },
              ]}
            />
            <Typography variant="body2" color="text.secondary">
              {translate('payroll.vacations.rule')}
            </Typography>
            {data.leaves.length === 0 ? (
              <Typography color="text.secondary">{translate('payroll.vacations.none')}</Typography>
            ) : (
              <PayTable
                caption={translate('payroll.vacations.leaves')}
                testId="leaves"
                columns={[
                  { label: translate('payroll.vacations.from') },
                  { label: translate('payroll.vacations.to') },
                  { label: translate('payroll.vacations.days'), amount: true },
                ]}
                rows={data.leaves.map((leave) => ({
                  key: leave.from,
                  cells: [formatDay(leave.from), formatDay(leave.to), leave.days],
                }))}
              />
            )}
          </Stack>
        )
      }
    </ServiceState>
  );
}

/** Aguinaldo: each period's months (gross, the twelfth accrued) and its total. */
function YearBonus({ badge }: { badge: string }) {
  const translate = useTranslate();
  const money = useMinorMoney();
  const formatDay = useFormatDay();
  const formatMonth = useFormatMonth();
  const yearBonus = useGetOne<YearBonusRecord>(
    'payroll-year-bonus',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  return (
    <ServiceState {...yearBonus}>
      {() => (
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {translate('payroll.yearBonus.rule')}
          </Typography>
          {(yearBonus.data?.periods ?? []).map((period, index) => (
            <PayTable
              key={period.from}
              caption={translate(
                index === 0 ? 'payroll.yearBonus.current' : 'payroll.yearBonus.previous',
                {
                  range: translate('payroll.range', {
                    from: formatDay(period.from),
                    to: formatDay(period.to),
                  }),
                  date: formatDay(period.payableBy),
                },
              )}
              testId={`year-bonus-${index}`}
              columns={[
                { label: translate('payroll.yearBonus.month') },
                { label: translate('payroll.yearBonus.gross'), amount: true },
                { label: translate('payroll.yearBonus.accrued'), amount: true },
              ]}
              rows={period.months.map((month) => ({
                key: month.month,
                cells: [
                  formatMonth(month.month),
                  money(month.grossMinor),
                  money(month.accruedMinor),
                ],
              }))}
              total={{
                label: translate('payroll.yearBonus.total'),
                value: money(period.totalMinor),
                testId: `year-bonus-total-${index}`,
              }}
            />
          ))}
        </Stack>
      )}
    </ServiceState>
  );
}

const isTab = (value: string | null): value is PayslipTab =>
  PAYSLIP_TABS.includes(value as PayslipTab);

/**
 * `/payroll/payslip`: three tabs (`?tab=`): Salarios (a period's payslip with its lines and its
 * PDF), Vacaciones and Aguinaldo.
 */
export function PayslipPage() {
  const translate = useTranslate();
  const badge = useBadge();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: PayslipTab = isTab(asked) ? asked : 'salaries';
  const panels = { salaries: Salaries, vacations: Vacations, yearBonus: YearBonus };
  const Panel = panels[tab];
  return (
    <PayrollPage title={translate('payroll.payslips.title')}>
      <PageTabs
        id="payroll"
        label={translate('payroll.payslips.title')}
        tabs={PAYSLIP_TABS}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        labelOf={(value) => translate(`payroll.tabs.${value}`)}
      />
      <Box {...tabPanel('payroll', tab)}>
        <PageSection title={translate(`payroll.tabs.${tab}`)}>
          <Panel badge={badge} />
        </PageSection>
      </Box>
    </PayrollPage>
  );
}
