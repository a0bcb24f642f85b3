import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { OfflineSubmitHint, OnlineSaveButton } from './OnlineSaveButton';
import { useOnline } from './useOnline';
import { RefusalAlert } from './RefusalAlert';

interface FormSubmitProps {
  /** The service's refusal of the last save, in its words: an alert above the button. */
  refusal?: string | null;
  /** What was sent (translated), once it was: a notice above the button. */
  sent?: string | null;
  /** The button's i18n key. */
  label: string;
  icon?: ReactNode;
  /**
   * A plain form's submission in flight: the button submits it and spins meanwhile. Without it,
   * react-admin's `SaveButton` of the form it stands in.
   */
  pending?: boolean;
}

/**
 * The end of a form page: the service's refusal (an alert), what was sent (a notice) and the
 * button that sends it, enabled at all times so that a premature press shows what is missing,
 * but while the network is gone.
 */
export function FormSubmit({ refusal, sent, label, icon, pending }: FormSubmitProps) {
  const translate = useTranslate();
  const online = useOnline();
  return (
    <>
      <RefusalAlert refusal={refusal} />
      {sent && (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      )}
      <Box>
        {pending === undefined ? (
          <OnlineSaveButton label={label} icon={icon} alwaysEnable />
        ) : (
          <>
            <Button
              type="submit"
              variant="contained"
              disabled={pending || !online}
              startIcon={pending ? <CircularProgress size={16} color="inherit" /> : icon}
            >
              {translate(label)}
            </Button>
            <OfflineSubmitHint />
          </>
        )}
      </Box>
    </>
  );
}
