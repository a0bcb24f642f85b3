import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import {
  HttpError,
  type Identifier,
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

/** A refusal's words: the service's, or the portal's key for an outage. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError ? error.message : 'ra.notification.http_error';

/** The selected records decided in one call, answering each one refused with the service's why. */
export type DecideAll = (
  ids: readonly Identifier[],
  decision: { status: ApprovalDecisionStatus; note: string },
) => Promise<{ id: Identifier; reason: string }[]>;

/**
 * An inbox's selected requests approved or rejected together, after a 'Sí' (a rejection with its
 * reason): each is decided on its own (PUT of the record, `from` its status on screen, or the
 * inbox's own `decideAll`), so one decided meanwhile by someone else is told with the service's
 * reason and the rest still go.
 */
export function BulkDecisionButtons<T extends RaRecord & { status: ApprovalStatus }>({
  nameOf,
  decideAll,
}: {
  /** Whose request a record is (the question and the report name them). */
  nameOf: (record: T) => string;
  /** Decides them all in one call (the person's inbox of every module). */
  decideAll?: DecideAll;
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

  /** Each request decided by a PUT of its record, one at a time: the service locks each. */
  const decideEach: DecideAll = async (ids, decision) => {
    const refused: { id: Identifier; reason: string }[] = [];
    for (const id of ids) {
      const record = recordOf(id);
      try {
        await dataProvider.update(resource, {
          id,
          data: { ...decision, from: record?.status ?? 'submitted' },
          previousData: record ?? { id },
        });
      } catch (error) {
        refused.push({ id, reason: reasonOf(error) });
      }
    }
    return refused;
  };

  const decide = async (status: ApprovalDecisionStatus) => {
    const ids = [...selectedIds];
    setDeciding(true);
    const left = await (decideAll ?? decideEach)(ids, { status, note: reason.trim() }).catch(
      // The call itself failed: none was decided.
      (error: unknown) => ids.map((id) => ({ id, reason: reasonOf(error) })),
    );
    // The report keeps the list's order.
    const refused: PartialReport['refused'] = left.map(({ id, reason: why }) => ({
      name: nameOfId(id),
      reason: why,
    }));
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
