import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A section of an employee page: a card named by its h2 (`title`, already in the reader's
 * language), with an optional action beside the title that wraps under it on a phone.
 */
export function PageSection({
  title,
  action,
  maxWidth,
  children,
}: {
  title: string;
  action?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ maxWidth }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0, flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { m: 0 } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
