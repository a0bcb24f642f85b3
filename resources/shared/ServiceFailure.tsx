import Refresh from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { refusalOf } from './serviceRefusal';

/**
 * A service's failure in its own words, with a retry: non-blocking, and the session goes on (the
 * families whose failures are only reported: payroll, cafeteria, certificates, appointments,
 * schedules).
 */
export function ServiceFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={retry}>
          {translate('components.serviceFailure.retry')}
        </Button>
      }
      sx={{ overflowWrap: 'anywhere' }}
    >
      {refusalOf(error).message || translate('components.serviceFailure.message')}
    </Alert>
  );
}
