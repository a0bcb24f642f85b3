import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import {
  type RaRecord,
  useBasename,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteButtonProps {
  /** By default the ones in context. */
  resource?: string;
  record?: RaRecord;
  /**
   * i18n key (or text) of the accessible name, naming the record: an icon needs one; a text
   * button without one is read as its text ('Eliminar').
   */
  label?: string;
  /** i18n key of the icon's tooltip, when it says less than the accessible name. */
  tooltip?: string;
  /** i18n key of the confirmation's question. */
  confirmContent: string;
  /** What the label, the tooltip and the question receive (the record's name). */
  translateOptions?: Record<string, unknown>;
  /** i18n key of the notice once deleted. */
  successMessage: string;
  /** A portal path to open once deleted (from an edit form); otherwise the page reads itself again. */
  redirect?: string;
  /** A text button (forms) instead of an icon (list rows). */
  variant?: 'icon' | 'text';
}

/**
 * Deletes a record once 'Sí' is chosen in the 'Confirmación' dialog (pessimistically: the
 * dialog waits for the service, whose refusal is the notice).
 */
export function DeleteButton({
  resource: resourceProp,
  record: recordProp,
  label,
  tooltip,
  confirmContent,
  translateOptions,
  successMessage,
  redirect,
  variant = 'icon',
}: DeleteButtonProps) {
  const contextRecord = useRecordContext();
  const record = recordProp ?? contextRecord;
  const resource = useResourceContext({ resource: resourceProp });
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record || !resource) return null;
  const text = (key: string) => translate(key, { _: key, ...translateOptions });
  const name = label && text(label);

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(successMessage, { type: 'success' });
          if (redirect) navigate(`${basename}${redirect}`);
          else refresh();
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
        <Tooltip title={tooltip ? text(tooltip) : name}>
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
        content={text(confirmContent)}
        loading={isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
