import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import {
  HttpError,
  type RaRecord,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  APPROVAL_NOTE_MAX,
  type ApprovalDecisionStatus,
  type ApprovalStatus,
} from '../../../contracts/approvals';
import { ConfirmDialog } from '../ConfirmDialog';
import { type PartialReport, usePartialReport } from '../PartialReportDialog';
import { useSelectedNames } from '../bulkSelection';

/**
 * An inbox's selected requests approved or rejected together, after a 'Sí' (a rejection with its
 * reason): each is decided on its own (PUT of the record, `from` its status on screen), so one
 * decided meanwhile by someone else is told with the service's reason and the rest still go.
 */
export function BulkDecisionButtons<T extends RaRecord & { status: ApprovalStatus }>({
  nameOf,
}: {
  /** Whose request a record is (the question and the report name them). */
  nameOf: (record: T) => string;
}) {
  const { selectedIds, resource, onUnselectItems, recordOf, nameOfId, names } =
    useSelectedNames(nameOf);
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asked, setAsked] = useState<ApprovalDecisionStatus | null>(null);
  const [reason, setReason] = useState('');
  const [deciding, setDeciding] = useState(false);
  const { reportDialog, setReport } = usePartialReport({
    title: 'components.approvals.partialTitle',
    summary: 'components.approvals.partial',
    list: 'components.approvals.notDecided',
  });
  const reasonMissing = asked === 'rejected' && reason.trim() === '';

  const decide = async (status: ApprovalDecisionStatus) => {
    const ids = [...selectedIds];
    setDeciding(true);
    const refused: PartialReport['refused'] = [];
    // One at a time: the service locks each request, and the report keeps the list's order.
    for (const id of ids) {
      const record = recordOf(id);
      try {
        await dataProvider.update(resource, {
          id,
          data: { status, note: reason.trim(), from: record?.status ?? 'submitted' },
          previousData: record ?? { id },
        });
      } catch (error) {
        refused.push({
          name: nameOfId(id),
          reason: error instanceof HttpError ? error.message : 'ra.notification.http_error',
        });
      }
    }
    setDeciding(false);
    setAsked(null);
    setReason('');
    onUnselectItems();
    refresh();
    const decided = ids.length - refused.length;
    if (refused.length > 0) setReport({ done: decided, total: ids.length, refused });
    else
      notify('components.approvals.decidedMany', {
        type: 'success',
        messageArgs: { smart_count: decided },
      });
  };

  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button size="small" startIcon={<Check />} onClick={() => setAsked('approved')}>
          {translate('components.approvals.approveSelected')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<Close />}
          onClick={() => setAsked('rejected')}
        >
          {translate('components.approvals.rejectSelected')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        content={
          asked ? (
            <Stack spacing={2}>
              <span>
                {translate('components.approvals.confirmMany', {
                  names,
                  smart_count: selectedIds.length,
                  status: translate(`components.approvals.status.${asked}`),
                })}
              </span>
              {asked === 'rejected' && (
                <TextField
                  label={translate('components.approvals.reason')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  required
                  multiline
                  minRows={2}
                  error={reasonMissing}
                  helperText={translate('components.approvals.noteRequired')}
                  slotProps={{ htmlInput: { maxLength: APPROVAL_NOTE_MAX } }}
                  fullWidth
                />
              )}
            </Stack>
          ) : (
            ''
          )
        }
        loading={deciding}
        onClose={() => {
          setAsked(null);
          setReason('');
        }}
        onConfirm={() => asked && !reasonMissing && void decide(asked)}
      />
      {reportDialog}
    </>
  );
}
