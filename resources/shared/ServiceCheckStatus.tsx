import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ServiceCheckStatusProps {
  checking: boolean;
  failed: boolean;
  /** The service's refusal, in its words (or the page's). */
  refusal: string | null;
  /** What is shown once the service accepted the value, if anything. */
  accepted?: string;
  /** i18n keys of the page's texts while asking and when the service could not be asked. */
  checkingText: string;
  failedText: string;
}

/**
 * A service check's outcome beside its field (`useServiceCheck`): a polite status, its alerts are
 * not alerts of their own, the employee is still filling the form.
 */
export function ServiceCheckStatus({
  checking,
  failed,
  refusal,
  accepted,
  checkingText,
  failedText,
}: ServiceCheckStatusProps) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ gridColumn: '1 / -1', mb: 1 }}>
      {checking ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{translate(checkingText)}</Typography>
        </Stack>
      ) : failed ? (
        <Alert severity="warning" role="none">
          {translate(failedText)}
        </Alert>
      ) : refusal ? (
        <Alert severity="error" role="none">
          {refusal}
        </Alert>
      ) : accepted ? (
        <Alert severity="success" role="none">
          {accepted}
        </Alert>
      ) : null}
    </Box>
  );
}
