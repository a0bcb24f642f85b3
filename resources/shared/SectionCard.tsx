import { Alert, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SectionCardProps {
  /** i18n key of the section's title (rendered as an h2). */
  title: string;
  /** An action beside the title (a link to all items, an admin shortcut…). */
  action?: ReactNode;
  isPending: boolean;
  error?: unknown;
  isEmpty: boolean;
  /** i18n key of the text shown when there is nothing to show. */
  emptyText: string;
  children: ReactNode;
}

/**
 * One section of /Inicio: it loads on its own, so each has its skeleton, its empty state and its
 * error, and a failing section never blanks the page.
 */
export function SectionCard({
  title,
  action,
  isPending,
  error,
  isEmpty,
  emptyText,
  children,
}: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)} sx={{ height: '100%' }}>
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={action}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {isPending ? (
          <Stack
            spacing={1}
            role="status"
            aria-busy="true"
            aria-label={translate('components.section.loading')}
          >
            <Skeleton variant="rounded" height={24} />
            <Skeleton variant="rounded" height={24} width="80%" />
            <Skeleton variant="rounded" height={24} width="60%" />
          </Stack>
        ) : error ? (
          <Alert severity="warning">{translate('components.section.error')}</Alert>
        ) : isEmpty ? (
          <Typography color="text.secondary">{translate(emptyText)}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
