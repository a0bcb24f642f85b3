import { useState } from 'react';
import { BooleanField, NullableBooleanInput, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { KudosSuggestion } from '../../../contracts/home/messages';
import { AdminListPage } from '../../shared/AdminListPage';
import { KudosSuggestionDialog } from './KudosSuggestionDialog';

/** The suggested kudos messages: list, create, edit, delete (confirmed) and export. */
export function KudosSuggestionList() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<KudosSuggestion | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <AdminListPage<KudosSuggestion>
        resource="kudos-suggestions"
        filters={[<NullableBooleanInput key="active" source="active" alwaysOn />]}
        sort={{ field: 'text', order: 'ASC' }}
        csv={(s) => ({ id: s.id, text: s.text, active: s.active, updatedAt: s.updatedAt })}
        disableSyncWithLocation
        title="kudos.settings.title"
        empty={false}
        create={{ label: 'kudos.settings.addSuggestion', onClick: () => setCreating(true) }}
        row={{
          nameOf: (s) => s.text,
          // The buttons name the suggestion after what they do ('Eliminar sugerencia: …').
          textArgs: (s) => ({ text: s.text }),
          texts: {
            edit: `${translate('kudos.settings.editSuggestion')}: %{text}`,
            delete: `${translate('kudos.settings.deleteSuggestion')}: %{text}`,
            confirmDelete: 'kudos.settings.confirmDelete',
            deleted: 'kudos.settings.suggestionDeleted',
          },
          edit: (s) => () => setEditing(s),
        }}
        phone={{
          primaryText: (s) => s.text,
          tertiaryText: (s) => (s.active ? '' : translate('kudos.settings.inactive')),
        }}
      >
        <TextField source="text" />
        <BooleanField source="active" />
        <DateField source="updatedAt" showTime />
      </AdminListPage>
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
