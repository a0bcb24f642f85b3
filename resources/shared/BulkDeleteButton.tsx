import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDeleteMany, useNotify, useRefresh, useTranslate } from 'react-admin';
import { PartialDeleteError } from '../../dataProviders/deleteEach';
import { ConfirmDialog } from './ConfirmDialog';
import { usePartialReport } from './PartialReportDialog';
import { useSelectedNames } from './bulkSelection';

/**
 * The selected records' delete (the bulk actions of a list whose records can be deleted): it
 * names them in the 'Confirmación' dialog and deletes them once 'Sí' is chosen, pessimistically,
 * one DELETE per record. Those the service refuses stay: a dialog says which and why.
 */
export function BulkDeleteButton<T extends RaRecord>({
  nameOf,
}: {
  /** What a selected record is called in the question and the report. */
  nameOf: (record: T) => string;
}) {
  const { selectedIds, resource, onUnselectItems, nameOfId, names } = useSelectedNames(nameOf);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { reportDialog, setReport } = usePartialReport({
    title: 'components.adminList.partialTitle',
    summary: 'components.adminList.partial',
    list: 'components.adminList.notDeleted',
  });
  const [deleteMany, { isPending }] = useDeleteMany();

  const confirm = () => {
    const ids = [...selectedIds];
    const named = new Map(ids.map((id) => [id, nameOfId(id)]));
    deleteMany(
      resource,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          onUnselectItems();
          notify('components.adminList.deleted', {
            type: 'success',
            messageArgs: { smart_count: ids.length },
          });
        },
        onError: (error) => {
          setAsking(false);
          onUnselectItems();
          // Some may have gone: the page reads itself again either way.
          refresh();
          if (error instanceof PartialDeleteError) {
            setReport({
              done: error.deleted.length,
              total: ids.length,
              refused: error.refused.map(({ id, reason }) => ({
                name: named.get(id) ?? `#${id}`,
                reason,
              })),
            });
          } else {
            notify((error as Error).message, { type: 'error' });
          }
        },
      },
    );
  };

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {translate('components.adminList.deleteSelected')}
      </Button>
      <ConfirmDialog
        open={asking}
        content={translate('components.adminList.confirmDelete', {
          names,
          smart_count: selectedIds.length,
        })}
        loading={isPending}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
      />
      {reportDialog}
    </>
  );
}
