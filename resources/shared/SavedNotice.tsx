import { Alert, AlertTitle, Button, type ButtonProps, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface SavedNoticeProps {
  /** The translated title and message of what was sent. */
  title?: string;
  message: string;
  /** What else there is to know or do about what was sent, under the notice. */
  details?: ReactNode;
  /** Where to go next: the page's links. */
  children?: ReactNode;
  /** The button that empties the form for another one: its i18n key, and what it does. */
  another: { label: string; onClick: () => void };
}

/** After a form page saved: what was sent, the links to follow it, and a button to send another. */
export function SavedNotice({ title, message, details, children, another }: SavedNoticeProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {title && <AlertTitle>{title}</AlertTitle>}
        {message}
      </Alert>
      {details}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
        <Button onClick={another.onClick}>{translate(another.label)}</Button>
      </Stack>
    </Stack>
  );
}

/** One of the notice's links: a portal page (`to`, without the basename) named by an i18n key. */
export function SavedLink({
  to,
  label,
  variant,
}: {
  to: string;
  label: string;
  variant?: ButtonProps['variant'];
}) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}${to}`} variant={variant}>
      {translate(label)}
    </Button>
  );
}
