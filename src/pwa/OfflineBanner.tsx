import CloudOff from '@mui/icons-material/CloudOff';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from '../../resources/shared/useOnline';

/** The shell says, in the user's language, that the network is gone (and nothing while it is there). */
export function OfflineBanner() {
  const translate = useTranslate();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOff />} role="status" sx={{ mb: 1 }}>
      {translate('shell.offline')}
    </Alert>
  );
}
