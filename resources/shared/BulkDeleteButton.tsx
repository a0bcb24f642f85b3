import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  type Identifier,
  type RaRecord,
  useDeleteMany,
  useListContext,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PartialDeleteError } from '../../dataProviders/deleteEach';
import { ConfirmDialog } from './ConfirmDialog';
import { type PartialReport, PartialReportDialog, useQuoted } from './PartialReportDialog';
import { intlLocale } from './dates';

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
  const { selectedIds, data = [], resource, onUnselectItems } = useListContext<T>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale = 'es'] = useLocaleState();
  const quoted = useQuoted();
  const [asking, setAsking] = useState(false);
  const [report, setReport] = useState<PartialReport | null>(null);
  const [deleteMany, { isPending }] = useDeleteMany();

  // A record selected on another page is named by its id.
  const nameOfId = (id: Identifier) => {
    const record = data.find((row) => row.id === id);
    return record ? nameOf(record) : `#${id}`;
  };
  const names = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    selectedIds.map((id) => quoted(nameOfId(id))),
  );

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
      {report && (
        <PartialReportDialog
          report={report}
          texts={{
            title: 'components.adminList.partialTitle',
            summary: 'components.adminList.partial',
            list: 'components.adminList.notDeleted',
          }}
          onClose={() => setReport(null)}
        />
      )}
    </>
  );
}
