import { MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  KUDOS_CATEGORIES,
  kudosForm,
  type KudosSuggestion,
  MAX_KUDOS_MESSAGE,
} from '../../../contracts/home/messages';
import { contractResolver } from '../../shared/contractResolver';
import { employeeOptions } from '../../shared/EmployeeOption';

/** The contract's kudos rules, with the portal's own words for its custom ones. */
export const kudosResolver = contractResolver(kudosForm, {
  messages: {
    'recipients.min': 'kudos.validation.recipientsMin',
    'recipients.max': 'kudos.validation.recipientsMax',
    plainText: 'kudos.validation.plainText',
  },
});

const categoryChoices = KUDOS_CATEGORIES.map((id) => ({ id, name: `kudos.categories.${id}` }));

/** Starts the message from one of the Home_Owner's suggested texts. */
function SuggestionPicker() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [chosen, setChosen] = useState('');
  const { data: suggestions = [] } = useGetList<KudosSuggestion>('kudos-suggestion-messages', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'text', order: 'ASC' },
  });
  if (suggestions.length === 0) return null;
  return (
    <MuiTextField
      select
      size="small"
      label={translate('kudos.form.suggestion')}
      helperText={translate('kudos.form.suggestionHelp')}
      value={chosen}
      onChange={(event) => {
        const id = event.target.value;
        setChosen(id);
        const suggestion = suggestions.find((s) => String(s.id) === id);
        if (suggestion) {
          setValue('message', suggestion.text, { shouldDirty: true, shouldValidate: true });
        }
      }}
      fullWidth
    >
      <MenuItem value="">{translate('kudos.form.freeText')}</MenuItem>
      {suggestions.map((suggestion) => (
        <MenuItem key={suggestion.id} value={String(suggestion.id)} sx={{ whiteSpace: 'normal' }}>
          {suggestion.text}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function MessageInput() {
  const translate = useTranslate();
  const message = (useWatch({ name: 'message' }) as string | undefined) ?? '';
  return (
    <TextInput
      source="message"
      label="kudos.form.message"
      multiline
      minRows={3}
      fullWidth
      slotProps={{ htmlInput: { maxLength: MAX_KUDOS_MESSAGE } }}
      helperText={translate('kudos.form.messageHelp', { count: message.length })}
    />
  );
}

/** Recipients (by name or badge), a value, and the message: shared by sending and correcting. */
export function KudosInputs() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 720 }}>
      <ReferenceArrayInput source="recipients" reference="employee-search">
        <AutocompleteArrayInput
          label="kudos.form.recipients"
          helperText={translate('kudos.form.recipientsHelp')}
          {...employeeOptions}
          filterToQuery={(q) => ({ q })}
          fullWidth
        />
      </ReferenceArrayInput>
      <SuggestionPicker />
      <MessageInput />
      <RadioButtonGroupInput
        source="category"
        label="kudos.form.category"
        choices={categoryChoices}
        row
      />
    </Stack>
  );
}
