import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One fact: its label (an i18n key) and its value; an empty value shows a dash. */
export interface Fact {
  label: string;
  value: ReactNode;
}

const GRID = {
  /** Two columns of facts, each label above its value. */
  columns: {
    gap: 1,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  },
  /** One fact a row, the label beside its value. */
  rows: {
    columnGap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
    '& dt': { mt: 1 },
    '& dd': { mt: { sm: 1 } },
  },
} as const;

/**
 * A record's facts as a description list (label and value pairs); with a `title` (an i18n key),
 * a section under that heading.
 */
export function FactList({
  facts,
  title,
  layout = 'columns',
}: {
  facts: readonly Fact[];
  title?: string;
  layout?: keyof typeof GRID;
}) {
  const translate = useTranslate();
  const list = (
    <Box component="dl" sx={{ m: 0, display: 'grid', ...GRID[layout] }}>
      {facts.map(({ label, value }) => (
        // In rows the pair's box steps aside, so each dt and dd is a cell of the grid.
        <Box key={label} sx={layout === 'rows' ? { display: 'contents' } : undefined}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography
            component="dd"
            variant={layout === 'rows' ? 'body2' : 'body1'}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
  if (!title) return list;
  return (
    <Box component="section" aria-label={translate(title)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate(title)}
      </Typography>
      {list}
    </Box>
  );
}
