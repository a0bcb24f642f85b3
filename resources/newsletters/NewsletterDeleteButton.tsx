import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { NewsletterRecord } from '../../dataProviders/main/newsletters';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';

interface NewsletterDeleteButtonProps {
  /** An icon in list rows; a labelled button in the form's toolbar. */
  variant?: 'icon' | 'button';
  /** After the deletion; by default the list is refreshed. */
  onDeleted?: () => void;
}

/** Deletes a newsletter (DELETE /Newsletter/Delete/{id}) once the owner confirms. */
export function NewsletterDeleteButton({
  variant = 'icon',
  onDeleted,
}: NewsletterDeleteButtonProps) {
  const newsletter = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete<NewsletterRecord>();
  if (!newsletter) return null;
  const label = translate('newsletters.list.delete', { title: newsletter.title });

  const confirm = () =>
    remove(
      'newsletters',
      { id: newsletter.id, previousData: newsletter },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('newsletters.list.deleted', { type: 'success' });
          if (onDeleted) onDeleted();
          else refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  const ask = (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    setAsking(true);
  };

  return (
    <>
      {variant === 'button' ? (
        <Button color="error" startIcon={<DeleteIcon />} onClick={ask} aria-label={label}>
          {translate('ra.action.delete')}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={ask} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={asking}
        content={translate('newsletters.list.confirmDelete', { title: newsletter.title })}
        loading={isPending}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
