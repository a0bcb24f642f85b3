import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMinorMoney } from '../../components/money';
import { type MonthOfPay, percentOf } from './payRules';
import { useFormatMonth } from './payrollParts';

/** The two series: their colour and the i18n key that names them. */
const SERIES = [
  { key: 'grossMinor', color: 'primary.main', label: 'payroll.chart.gross' },
  { key: 'netMinor', color: 'success.main', label: 'payroll.chart.net' },
] as const;

/**
 * Gross and net pay by month as paired horizontal bars: each month says its figures in words
 * (the text alternative), the bars only show the proportion.
 */
export function PayChart({ months }: { months: readonly MonthOfPay[] }) {
  const translate = useTranslate();
  const money = useMinorMoney();
  const formatMonth = useFormatMonth();
  const largest = Math.max(0, ...months.map((month) => month.grossMinor));
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {months.map((month) => (
          <Box component="li" key={month.month} data-testid={`pay-month-${month.month}`}>
            <Typography variant="body2">
              {translate('payroll.chart.month', {
                month: formatMonth(month.month),
                gross: money(month.grossMinor),
                net: money(month.netMinor),
              })}
            </Typography>
            <Stack spacing={0.25} aria-hidden="true">
              {SERIES.map(({ key, color }) => (
                <Box key={key} sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover' }}>
                  <Box
                    data-testid={`bar-${month.month}-${key}`}
                    sx={{
                      height: '100%',
                      borderRadius: 1,
                      width: `${percentOf(month[key], largest)}%`,
                      bgcolor: color,
                    }}
                  />
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {/* The colours' legend: each month's figures already say both series in words. */}
      <Stack direction="row" spacing={2} aria-hidden="true" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {SERIES.map(({ key, color, label }) => (
          <Stack key={key} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
            <Typography variant="caption">{translate(label)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
