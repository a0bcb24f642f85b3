import { useTranslate } from 'react-admin';
import type { ApprovalStatus } from '../../../contracts/approvals';
import { DotStatusChip } from '../DotStatusChip';

const DOT: Record<ApprovalStatus, string> = {
  submitted: 'warning.main',
  approved: 'success.main',
  rejected: 'error.main',
  cancelled: 'text.disabled',
};

/** A request's status in words, with its dot. */
export function ApprovalStatusChip({ status }: { status: ApprovalStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip label={translate(`components.approvals.status.${status}`)} color={DOT[status]} />
  );
}
