import { Alert, Button } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { reloadIntoUpdate, updateWaiting } from './serviceWorker';

/**
 * A new deployment is installed: the user is told and reloads when it suits them (an open form
 * is not lost to a reload they did not ask for).
 */
export function UpdatePrompt() {
  const translate = useTranslate();
  const waiting = useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get);
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void reloadIntoUpdate();
          }}
        >
          {translate('shell.update.reload')}
        </Button>
      }
    >
      {translate('shell.update.ready')}
    </Alert>
  );
}
