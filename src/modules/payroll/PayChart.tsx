import { useTranslate } from 'react-admin';
import { BarChart, type BarSeries } from '../../../resources/shared/BarChart';
import { useMinorMoney } from '../../../resources/shared/money';
import type { MonthOfPay } from './payRules';
import { useFormatMonth } from '../../../resources/shared/dates';

/** The two series: gross and net pay. */
const SERIES: readonly BarSeries<MonthOfPay>[] = [
  {
    key: 'grossMinor',
    value: (month) => month.grossMinor,
    color: 'primary.main',
    label: 'payroll.chart.gross',
  },
  {
    key: 'netMinor',
    value: (month) => month.netMinor,
    color: 'success.main',
    label: 'payroll.chart.net',
  },
];

/** Gross and net pay by month as paired horizontal bars, each month's figures in words. */
export function PayChart({ months }: { months: readonly MonthOfPay[] }) {
  const translate = useTranslate();
  const money = useMinorMoney();
  const formatMonth = useFormatMonth();
  return (
    <BarChart
      rows={months}
      rowKey={(month) => month.month}
      series={SERIES}
      text={(month) =>
        translate('payroll.chart.month', {
          month: formatMonth(month.month),
          gross: money(month.grossMinor),
          net: money(month.netMinor),
        })
      }
    />
  );
}
