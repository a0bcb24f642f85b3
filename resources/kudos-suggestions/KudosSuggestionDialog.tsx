import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import {
  BooleanInput,
  Form,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { type KudosSuggestion, kudosSuggestionBody } from '../../contracts/messages';
import { translatedResolver } from '../homeMessageResolver';

const suggestionResolver = translatedResolver(kudosSuggestionBody, {
  plainText: 'kudos.validation.plainText',
});

interface KudosSuggestionDialogProps {
  /** The suggestion to edit; a new one when null. */
  suggestion: KudosSuggestion | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a suggested kudos message (POST/PUT /HomeMessage/KudosSuggestion). */
export function KudosSuggestionDialog({ suggestion, open, onClose }: KudosSuggestionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const busy = creating || updating;
  const options = {
    onSuccess: () => {
      notify('kudos.settings.suggestionSaved', { type: 'success' });
      onClose();
    },
    onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
  const submit = (values: Record<string, unknown>) => {
    const data = { text: values.text, active: values.active ?? true };
    if (suggestion) {
      update(
        'kudos-suggestions',
        { id: suggestion.id, data, previousData: suggestion },
        { ...options, mutationMode: 'pessimistic' },
      );
    } else {
      create('kudos-suggestions', { data }, options);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form
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
      </Form>
    </Dialog>
  );
}
