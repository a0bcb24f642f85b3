import { PageSection } from '../../../resources/shared/PageSection';
import {
  Box,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { calendarMonth } from '../../../contracts/calendar';
import type { BonusesRecord } from '../../../dataProviders/payroll/payroll';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay, useFormatMonth } from '../../../resources/shared/dates';
import { PayrollPage, ServiceState, useBadge, useCodeLabel, useMonthName } from './payrollParts';

/** Years offered: this one and the four before it. */
const YEARS_BACK = 5;
const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

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
        <TextField
          select
          size="small"
          label={translate('payroll.bonuses.year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {Array.from({ length: YEARS_BACK }, (_, back) => thisYear - back).map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('payroll.bonuses.month')}
          value={month}
          onChange={(event) => setMonth(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {Array.from({ length: 12 }, (_, index) => index + 1).map((value) => (
            <MenuItem key={value} value={value}>
              {monthName(value)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PageSection title={translate('payroll.bonuses.of', { month: formatMonth(id) })}>
        <ServiceState {...bonuses}>
          {() =>
            !data || data.bonuses.length === 0 ? (
              <Typography color="text.secondary" data-testid="bonuses-empty">
                {translate('payroll.bonuses.empty', { month: formatMonth(id) })}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="bonuses">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('payroll.bonuses.concept')}</TableCell>
                      <TableCell>{translate('payroll.bonuses.paidOn')}</TableCell>
                      <TableCell sx={AMOUNT}>{translate('payroll.bonuses.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.bonuses.map((bonus) => (
                      <TableRow key={`${bonus.concept}-${bonus.paidOn}`}>
                        <TableCell>{label('concepts', bonus.concept)}</TableCell>
                        <TableCell>{formatDay(bonus.paidOn)}</TableCell>
                        <TableCell sx={AMOUNT}>{money(bonus.amountMinor)}</TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 'bold' }}>
                        {translate('payroll.bonuses.total')}
                      </TableCell>
                      <TableCell sx={{ ...AMOUNT, fontWeight: 'bold' }} data-testid="bonuses-total">
                        {money(data.totalMinor)}
                      </TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Box>
            )
          }
        </ServiceState>
      </PageSection>
    </PayrollPage>
  );
}
