import { PageSection } from '../../../resources/shared/PageSection';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { calendarMonth } from '../../../contracts/calendar';
import type { BonusesRecord } from '../../../dataProviders/payroll/payroll';
import { FilterSelect } from '../../../resources/shared/FilterSelect';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay, useFormatMonth } from '../../../resources/shared/dates';
import {
  PayrollPage,
  PayTable,
  ServiceState,
  useBadge,
  useCodeLabel,
  useMonthName,
} from './payrollParts';

/** Years offered: this one and the four before it. */
const YEARS_BACK = 5;

/** `/payroll/bonos`: my bonuses of a year and month (this month by default) and their total. */
export function BonusesPage() {
  const translate = useTranslate();
  const money = useMinorMoney();
  const formatDay = useFormatDay();
  const formatMonth = useFormatMonth();
  const label = useCodeLabel();
  const monthName = useMonthName();
  const badge = useBadge();
  const [thisYear, thisMonth] = calendarMonth().split('-').map(Number) as [number, number];
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState(thisMonth);
  const id = `${year}-${String(month).padStart(2, '0')}`;
  const bonuses = useGetOne<BonusesRecord>(
    'payroll-bonuses',
    { id, meta: { badge } },
    { enabled: Boolean(badge) },
  );
  const data = bonuses.data;
  return (
    <PayrollPage title={translate('payroll.bonuses.title')}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <FilterSelect
          label="payroll.bonuses.year"
          value={String(year)}
          choices={Array.from({ length: YEARS_BACK }, (_, back) => String(thisYear - back))}
          onChange={(value) => setYear(Number(value))}
          sx={{ minWidth: 120 }}
        />
        <FilterSelect
          label="payroll.bonuses.month"
          value={String(month)}
          choices={Array.from({ length: 12 }, (_, index) => ({
            id: String(index + 1),
            name: monthName(index + 1),
          }))}
          onChange={(value) => setMonth(Number(value))}
          sx={{ minWidth: 180 }}
        />
      </Stack>
      <PageSection title={translate('payroll.bonuses.of', { month: formatMonth(id) })}>
        <ServiceState {...bonuses}>
          {() =>
            !data || data.bonuses.length === 0 ? (
              <Typography color="text.secondary" data-testid="bonuses-empty">
                {translate('payroll.bonuses.empty', { month: formatMonth(id) })}
              </Typography>
            ) : (
              <PayTable
                testId="bonuses"
                columns={[
                  { label: translate('payroll.bonuses.concept') },
                  { label: translate('payroll.bonuses.paidOn') },
                  { label: translate('payroll.bonuses.amount'), amount: true },
                ]}
                rows={data.bonuses.map((bonus) => ({
                  key: `${bonus.concept}-${bonus.paidOn}`,
                  cells: [
                    label('concepts', bonus.concept),
                    formatDay(bonus.paidOn),
                    money(bonus.amountMinor),
                  ],
                }))}
                total={{
                  label: translate('payroll.bonuses.total'),
                  value: money(data.totalMinor),
                  testId: 'bonuses-total',
                }}
              />
            )
          }
        </ServiceState>
      </PageSection>
    </PayrollPage>
  );
}
