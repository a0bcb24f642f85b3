import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A row of a page's parts spread to its ends (tabs or filters at the start, an action at the end),
 * wrapping onto more lines on a phone rather than widening the page.
 */
export function SpreadRow({ gap = 1, children }: { gap?: number; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={gap}
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
    >
      {children}
    </Stack>
  );
}
