import { Stack } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  DateField,
  FunctionField,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useTranslate,
} from 'react-admin';
import type { KudosSuggestion } from '../../../contracts/home/messages';
import { csvExporter } from '../../shared/csv';
import { ConfirmDeleteButton } from '../../shared/ConfirmDeleteButton';
import { ListActions } from '../../shared/ListActions';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RowEditButton } from '../../shared/RowEditButton';
import { KudosSuggestionDialog } from './KudosSuggestionDialog';

const exporter = csvExporter<KudosSuggestion>('kudos-suggestions', (s) => ({
  id: s.id,
  text: s.text,
  active: s.active,
  updatedAt: s.updatedAt,
}));

/** The suggested kudos messages: list, create, edit, delete (confirmed) and export. */
export function KudosSuggestionList() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<KudosSuggestion | null>(null);
  const [creating, setCreating] = useState(false);

  const actions = (suggestion: KudosSuggestion) => (
    <Stack direction="row" spacing={0.5}>
      <RowEditButton
        tooltip={translate('kudos.settings.editSuggestion')}
        label={`${translate('kudos.settings.editSuggestion')}: ${suggestion.text}`}
        onClick={() => setEditing(suggestion)}
      />
      <ConfirmDeleteButton<KudosSuggestion>
        resource="kudos-suggestions"
        record={suggestion}
        tooltip={() => translate('kudos.settings.deleteSuggestion')}
        label={(s) => `${translate('kudos.settings.deleteSuggestion')}: ${s.text}`}
        question={(s) => translate('kudos.settings.confirmDelete', { text: s.text })}
        deletedNotice="kudos.settings.suggestionDeleted"
      />
    </Stack>
  );

  return (
    <>
      <ResponsiveList<KudosSuggestion>
        resource="kudos-suggestions"
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <NullableBooleanInput key="active" source="active" alwaysOn />,
        ]}
        sort={{ field: 'text', order: 'ASC' }}
        exporter={exporter}
        disableSyncWithLocation
        title={translate('kudos.settings.title')}
        empty={false}
        actions={
          <ListActions
            create={{ label: 'kudos.settings.addSuggestion', onClick: () => setCreating(true) }}
          />
        }
        phone={{
          primaryText: (s) => s.text,
          tertiaryText: (s) => (s.active ? '' : translate('kudos.settings.inactive')),
          rowClick: (_id, _resource, record) => {
            setEditing(record as KudosSuggestion);
            return false;
          },
        }}
      >
        <TextField source="text" />
        <BooleanField source="active" />
        <DateField source="updatedAt" showTime />
        <FunctionField<KudosSuggestion> render={(s) => actions(s)} />
      </ResponsiveList>
      <KudosSuggestionDialog
        key={editing?.id ?? (creating ? 'new' : 'closed')}
        suggestion={editing}
        open={creating || editing !== null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </>
  );
}
