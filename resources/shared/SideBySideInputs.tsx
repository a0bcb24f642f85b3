import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** Inputs that belong together (a date range): side by side, one under the other on phones. */
export function SideBySideInputs({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      {children}
    </Stack>
  );
}
