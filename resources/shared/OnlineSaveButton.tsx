import { FormHelperText, Stack } from '@mui/material';
import { SaveButton, type SaveButtonProps, useTranslate } from 'react-admin';
import { useOnline } from './useOnline';

/** Says under a form's button that sending waits for the network (while there is none). */
export function OfflineSubmitHint() {
  const translate = useTranslate();
  const online = useOnline();
  return online ? null : (
    <FormHelperText role="status">{translate('components.offline.waiting')}</FormHelperText>
  );
}

/**
 * react-admin's `SaveButton` of an employee's form, disabled while the network is gone (and
 * saying why) and enabled again when it is back: nothing is sent into a dead network.
 */
export function OnlineSaveButton({ alwaysEnable, disabled, sx, ...props }: SaveButtonProps) {
  const online = useOnline();
  return (
    <Stack spacing={0.5} sx={sx}>
      <SaveButton
        {...props}
        alwaysEnable={online && alwaysEnable}
        disabled={!online || disabled}
        sx={{ alignSelf: 'flex-start' }}
      />
      <OfflineSubmitHint />
    </Stack>
  );
}
