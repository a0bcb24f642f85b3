import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Two inputs a row from tablets up, one on phones. */
const columns = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** An input spanning both columns of its section. */
export const wholeRow = { gridColumn: '1 / -1' } as const;

/**
 * A long form's group of inputs: a fieldset whose legend (`title`, an i18n key) names the group
 * to screen readers, its inputs two a row from tablets up.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {translate(title)}
      </Typography>
      <Box sx={columns}>{children}</Box>
    </Paper>
  );
}
