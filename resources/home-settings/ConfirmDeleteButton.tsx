import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  type RaRecord,
  useBasename,
  useDelete,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';

interface ConfirmDeleteButtonProps {
  resource: string;
  /** What the record is called (in the button's accessible name and the question). */
  label: (record: RaRecord) => string;
  /** i18n key of the question; receives `name`. */
  question: string;
  record?: RaRecord;
  /** A portal path to open once deleted (from an edit form). */
  redirectTo?: string;
  /** A text button (forms) instead of an icon (lists). */
  variant?: 'icon' | 'text';
}

/** Deletes a record after 'Sí' in the SPEC §2 confirmation dialog. */
export function ConfirmDeleteButton({
  resource,
  label,
  question,
  record: recordProp,
  redirectTo,
  variant = 'icon',
}: ConfirmDeleteButtonProps) {
  const contextRecord = useRecordContext();
  const record = recordProp ?? contextRecord;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const name = label(record);
  const action = translate('homeSettings.actions.delete', { name });

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('homeSettings.notifications.deleted', { type: 'success' });
          if (redirectTo) navigate(`${basename}${redirectTo}`);
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={action}>
          <IconButton aria-label={action} color="error" size="small" onClick={() => setOpen(true)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
          {translate('ra.action.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        content={translate(question, { name })}
        loading={isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
