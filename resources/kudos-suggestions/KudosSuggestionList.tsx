import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { KudosSuggestion } from '../../contracts/messages';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { csvExporter } from '../csv';
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
  const notify = useNotify();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [editing, setEditing] = useState<KudosSuggestion | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<KudosSuggestion | null>(null);
  const [remove, { isPending: removing }] = useDelete<KudosSuggestion>();

  const confirmDelete = () =>
    deleting &&
    remove(
      'kudos-suggestions',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDeleting(null);
          notify('kudos.settings.suggestionDeleted', { type: 'success' });
        },
        onError: (error) => {
          setDeleting(null);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  const actions = (suggestion: KudosSuggestion) => (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={translate('kudos.settings.editSuggestion')}>
        <IconButton
          size="small"
          aria-label={`${translate('kudos.settings.editSuggestion')}: ${suggestion.text}`}
          onClick={() => setEditing(suggestion)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('kudos.settings.deleteSuggestion')}>
        <IconButton
          size="small"
          color="error"
          aria-label={`${translate('kudos.settings.deleteSuggestion')}: ${suggestion.text}`}
          onClick={() => setDeleting(suggestion)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );

  return (
    <>
      <List
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
          <TopToolbar>
            <Button startIcon={<AddIcon />} size="small" onClick={() => setCreating(true)}>
              {translate('kudos.settings.addSuggestion')}
            </Button>
            <ExportButton />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <SimpleList<KudosSuggestion>
            primaryText={(s) => s.text}
            tertiaryText={(s) => (s.active ? '' : translate('kudos.settings.inactive'))}
            rowClick={(_id, _resource, record) => {
              setEditing(record as KudosSuggestion);
              return false;
            }}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="text" />
            <BooleanField source="active" />
            <DateField source="updatedAt" showTime />
            <FunctionField<KudosSuggestion> render={(s) => actions(s)} />
          </Datagrid>
        )}
      </List>
      <KudosSuggestionDialog
        key={editing?.id ?? (creating ? 'new' : 'closed')}
        suggestion={editing}
        open={creating || editing !== null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        content={translate('kudos.settings.confirmDelete', { text: deleting?.text ?? '' })}
        loading={removing}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
