import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A bar's length: its share of the largest amount, in percent (0 when all are 0). */
export const percentOf = (amount: number, largest: number) =>
  largest > 0 ? Math.round((amount / largest) * 1000) / 10 : 0;

/** One series of bars: its figure in a row, its colour and the i18n key of its legend. */
export interface BarSeries<Row> {
  key: string;
  value: (row: Row) => number;
  color: string;
  label: string;
}

/**
 * Rows of horizontal bars, one bar per series, all on one scale: each row says its figures in
 * words (`text`, the text alternative), the bars only show the proportion; a legend names the
 * colours when there are several series.
 */
export function BarChart<Row>({
  rows,
  rowKey,
  text,
  series,
  label,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  text: (row: Row) => ReactNode;
  series: readonly BarSeries<Row>[];
  /** The list's accessible name, if the page's heading does not already say it. */
  label?: string;
}) {
  const translate = useTranslate();
  const largest = Math.max(0, ...rows.flatMap((row) => series.map((one) => one.value(row))));
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={rowKey(row)}>
            <Typography variant="body2">{text(row)}</Typography>
            <Stack spacing={0.25} aria-hidden="true">
              {series.map(({ key, value, color }) => (
                <Box key={key} sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover' }}>
                  <Box
                    data-testid={`bar-${rowKey(row)}-${key}`}
                    sx={{
                      height: '100%',
                      borderRadius: 1,
                      width: `${percentOf(value(row), largest)}%`,
                      bgcolor: color,
                    }}
                  />
                </Box>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
      {series.length > 1 && (
        // The colours' legend: each row already says every series in words.
        <Stack direction="row" spacing={2} aria-hidden="true" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {series.map(({ key, color, label: name }) => (
            <Stack key={key} direction="row" spacing={0.5} alignItems="center">
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
              <Typography variant="caption">{translate(name)}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
