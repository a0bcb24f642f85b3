import { Alert, AlertTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';

interface SavedNoticeProps {
  /** The translated title and message of what was sent. */
  title?: string;
  message: string;
  /** Where to go next: the page's buttons. */
  children: ReactNode;
}

/** After a form page saved: what was sent, and the buttons to follow it or send another. */
export function SavedNotice({ title, message, children }: SavedNoticeProps) {
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {title && <AlertTitle>{title}</AlertTitle>}
        {message}
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Stack>
  );
}
