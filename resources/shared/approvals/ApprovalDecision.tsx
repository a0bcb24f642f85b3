import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import {
  APPROVAL_NOTE_MAX,
  type ApprovalStatus,
  approvalDecisions,
} from '../../../contracts/approvals';
import { StatusMoves } from '../StatusMoves';

/** What an approver may do: decide a pending request; the author's withdrawal is not offered. */
const decisions = {
  next: (status: ApprovalStatus): readonly ApprovalStatus[] =>
    status === 'submitted' ? approvalDecisions : [],
  isFinal: () => true,
};

/**
 * An approver's decision on a request's page (PUT of the inbox's `resource`): approve, or reject
 * saying why; confirmed first, the author notified by the service; a refusal (someone decided it
 * meanwhile) is told and the request read again.
 */
export function ApprovalDecision({
  resource,
  record,
  name,
  reread,
}: {
  resource: string;
  record: { id: Identifier; status: ApprovalStatus };
  /** Whose request it is (the confirmation names them). */
  name: string;
  reread: () => void;
}) {
  const translate = useTranslate();
  const status = (value: ApprovalStatus) => translate(`components.approvals.status.${value}`);
  return (
    <StatusMoves<ApprovalStatus>
      key={record.status}
      resource={resource}
      record={record}
      workflow={decisions}
      name={name}
      noteMaxLength={APPROVAL_NOTE_MAX}
      noteRequiredFor={(value) => value === 'rejected'}
      reread={reread}
      texts={{
        title: 'components.approvals.decision',
        note: 'components.approvals.note',
        noteRequired: 'components.approvals.noteRequired',
        final: 'components.approvals.final',
        moved: 'components.approvals.decided',
        confirmFinal: 'components.approvals.confirm',
        moveTo: (value) =>
          translate(
            value === 'approved' ? 'components.approvals.approve' : 'components.approvals.reject',
          ),
        status,
      }}
    />
  );
}
