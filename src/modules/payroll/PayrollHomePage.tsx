import { PageSection } from '../../../resources/shared/PageSection';
import { Box, Button, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAYSLIPS_LISTED } from '../../../contracts/payroll/payroll';
import type {
  CafeteriaPendingRecord,
  PayslipRecord,
  VacationsRecord,
  YearBonusRecord,
} from '../../../dataProviders/payroll/payroll';
import { FactList } from '../../../resources/shared/FactList';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay } from '../../../resources/shared/dates';
import { twoColumnGrid } from '../../../resources/shared/cardGrid';
import { PayChart } from './PayChart';
import {
  CAFETERIA_PATH,
  payslipPath,
  payslipTabPath,
  PAYSLIP_PATH,
} from '../../../resources/payroll/shared/paths';
import { monthlyPay } from './payRules';
import { PayrollPage, ServiceState, useBadge, useDays } from './payrollParts';

/** My payslips, newest first: one read shared by the cards that show them. */
const usePayslips = (badge: string) =>
  useGetList<PayslipRecord>(
    'payslips',
    { filter: { badge }, pagination: { page: 1, perPage: PAYSLIPS_LISTED } },
    { enabled: Boolean(badge) },
  );

/** My last payslip's net and pay date, and the two before it, each opening its payslip. */
function LastPayslips({ badge }: { badge: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const money = useMinorMoney();
  const formatDay = useFormatDay();
  const { data, isPending, error, refetch } = usePayslips(badge);
  const [last, ...before] = data ?? [];
  return (
    <PageSection title={translate('payroll.home.last')}>
      <ServiceState isPending={isPending} error={error} refetch={refetch}>
        {() =>
          !last ? (
            <Typography color="text.secondary">{translate('payroll.payslips.empty')}</Typography>
          ) : (
            <Stack spacing={1}>
              <Typography variant="h4" component="p" data-testid="last-net">
                {money(last.netMinor)}
              </Typography>
              <Typography>
                {translate('payroll.home.paidOn', { date: formatDay(last.payDate) })}
              </Typography>
              <Box>
                <Button
                  variant="contained"
                  component={Link}
                  to={`${basename}${payslipPath(last.periodStart)}`}
                >
                  {translate('payroll.home.open')}
                </Button>
              </Box>
              {before.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
                    {translate('payroll.home.before')}
                  </Typography>
                  <List dense disablePadding>
                    {before.slice(0, 2).map((payslip) => (
                      <ListItem key={payslip.id} disableGutters>
                        <MuiLink
                          component={Link}
                          to={`${basename}${payslipPath(payslip.periodStart)}`}
                        >
                          {translate('payroll.home.payslipLine', {
                            date: formatDay(payslip.payDate),
                            net: money(payslip.netMinor),
                          })}
                        </MuiLink>
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </Stack>
          )
        }
      </ServiceState>
    </PageSection>
  );
}

/** Gross and net by month over the last 12 months. */
function PayHistory({ badge }: { badge: string }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = usePayslips(badge);
  return (
    <PageSection title={translate('payroll.chart.title')}>
      <ServiceState isPending={isPending} error={error} refetch={refetch}>
        {() =>
          data && data.length > 0 ? (
            <PayChart months={monthlyPay(data)} />
          ) : (
            <Typography color="text.secondary">{translate('payroll.payslips.empty')}</Typography>
          )
        }
      </ServiceState>
    </PageSection>
  );
}

/** My vacation balance and the aguinaldo accrued in the current period. */
function Balances({ badge }: { badge: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const money = useMinorMoney();
  const days = useDays();
  const vacations = useGetOne<VacationsRecord>(
    'payroll-vacations',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  const yearBonus = useGetOne<YearBonusRecord>(
    'payroll-year-bonus',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  const cafeteria = useGetOne<CafeteriaPendingRecord>(
    'payroll-cafeteria-pending',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  const link = (to: string, label: string) => (
    <MuiLink component={Link} to={`${basename}${to}`}>
      {translate(label)}
    </MuiLink>
  );
  return (
    <>
      <PageSection title={translate('payroll.vacations.title')}>
        <ServiceState {...vacations}>
          {() => (
            <Stack spacing={1}>
              <Typography variant="h5" component="p" data-testid="vacation-balance">
                {days(vacations.data?.balanceDays ?? 0)}
              </Typography>
              <Typography variant="body2">{translate('payroll.home.vacationsLeft')}</Typography>
              {link(payslipTabPath('vacations'), 'payroll.home.toVacations')}
            </Stack>
          )}
        </ServiceState>
      </PageSection>
      <PageSection title={translate('payroll.yearBonus.title')}>
        <ServiceState {...yearBonus}>
          {() => (
            <Stack spacing={1}>
              <Typography variant="h5" component="p" data-testid="year-bonus-accrued">
                {money(yearBonus.data?.periods[0]?.totalMinor ?? 0)}
              </Typography>
              <Typography variant="body2">{translate('payroll.home.yearBonusSoFar')}</Typography>
              {link(payslipTabPath('yearBonus'), 'payroll.home.toYearBonus')}
            </Stack>
          )}
        </ServiceState>
      </PageSection>
      <PageSection title={translate('payroll.home.cafeteria')}>
        <ServiceState {...cafeteria}>
          {() => (
            <FactList
              facts={[
                {
                  label: 'payroll.home.cafeteriaTotal',
                  value: (
                    <span data-testid="cafeteria-pending">
                      {money(cafeteria.data?.totalMinor ?? 0)}
                    </span>
                  ),
                },
                {
                  label: 'payroll.home.cafeteriaCount',
                  value: cafeteria.data?.count ?? 0,
                },
              ]}
            />
          )}
        </ServiceState>
        <Box sx={{ mt: 1 }}>{link(CAFETERIA_PATH, 'payroll.home.toCafeteria')}</Box>
      </PageSection>
    </>
  );
}

/**
 * `/payroll/home`: my pay at a glance: the last payslip (net, pay date, a link) and the two
 * before it, vacation balance, aguinaldo accrued so far, pending cafeteria deductions and the
 * last 12 months' gross and net as a chart whose figures are also said in words.
 */
export function PayrollHomePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const badge = useBadge();
  return (
    <PayrollPage title={translate('payroll.home.title')}>
      <Box sx={twoColumnGrid}>
        <LastPayslips badge={badge} />
        <Balances badge={badge} />
      </Box>
      <PayHistory badge={badge} />
      <Box>
        <Button component={Link} to={`${basename}${PAYSLIP_PATH}`}>
          {translate('payroll.home.allPayslips')}
        </Button>
      </Box>
    </PayrollPage>
  );
}
