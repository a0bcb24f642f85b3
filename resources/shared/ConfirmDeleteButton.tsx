import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { type MouseEvent, useState } from 'react';
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

interface ConfirmDeleteButtonProps<T extends RaRecord = RaRecord> {
  resource: string;
  /** The record to delete; by default the one in context. */
  record?: T;
  /**
   * The button's accessible name, naming the record. An icon needs one; a text button without
   * one is read as its text ('Eliminar').
   */
  label?: (record: T) => string;
  /** The icon's tooltip, when it says less than the accessible name. */
  tooltip?: (record: T) => string;
  /** The question of the confirmation dialog, naming the record. */
  question: (record: T) => string;
  /** i18n key of the notice once deleted. */
  deletedNotice: string;
  /** After the notice (a list that reads itself again). */
  onDeleted?: () => void;
  /** A portal path to open once deleted (from an edit form). */
  redirectTo?: string;
  /** A text button (forms) instead of an icon (lists). */
  variant?: 'icon' | 'text';
}

/** Deletes a record after 'Sí' in the SPEC §2 confirmation dialog. */
export function ConfirmDeleteButton<T extends RaRecord = RaRecord>({
  resource,
  record: recordProp,
  label,
  tooltip,
  question,
  deletedNotice,
  onDeleted,
  redirectTo,
  variant = 'icon',
}: ConfirmDeleteButtonProps<T>) {
  const contextRecord = useRecordContext<T>();
  const record = recordProp ?? contextRecord;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const name = label?.(record);

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(deletedNotice, { type: 'success' });
          onDeleted?.();
          if (redirectTo) navigate(`${basename}${redirectTo}`);
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  // A row may open its record on a click: asking must not.
  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={tooltip?.(record) ?? name}>
          <IconButton aria-label={name} color="error" size="small" onClick={ask}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} onClick={ask} aria-label={name}>
          {translate('ra.action.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        content={question(record)}
        loading={isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
