import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { BooleanInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { type KudosSuggestion, kudosSuggestionBody } from '../../../contracts/home/messages';
import { contractResolver } from '../../shared/contractResolver';
import { useCreateOrUpdate } from '../../shared/useCreateOrUpdate';
import { ContractForm } from '../../shared/ContractForm';

const suggestionResolver = contractResolver(kudosSuggestionBody, {
  messages: { plainText: 'kudos.validation.plainText' },
});

interface KudosSuggestionDialogProps {
  /** The suggestion to edit; a new one when null. */
  suggestion: KudosSuggestion | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a suggested kudos message (the `kudos-suggestions` resource). */
export function KudosSuggestionDialog({ suggestion, open, onClose }: KudosSuggestionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { save, saving: busy } = useCreateOrUpdate('kudos-suggestions', suggestion, {
    savedNotice: 'kudos.settings.suggestionSaved',
    onSaved: onClose,
  });
  const submit = (values: Record<string, unknown>) => {
    save({ text: values.text, active: values.active ?? true });
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <ContractForm
        record={suggestion ?? { text: '', active: true }}
        resolver={suggestionResolver}
        onSubmit={submit}
      >
        <DialogTitle id={titleId}>
          {translate(suggestion ? 'kudos.settings.editSuggestion' : 'kudos.settings.addSuggestion')}
        </DialogTitle>
        <DialogContent>
          <TextInput
            source="text"
            resource="kudos-suggestions"
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
          <BooleanInput source="active" resource="kudos-suggestions" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('kudos.settings.cancel')}
          </Button>
          <SaveButton disabled={busy} alwaysEnable />
        </DialogActions>
      </ContractForm>
    </Dialog>
  );
}
