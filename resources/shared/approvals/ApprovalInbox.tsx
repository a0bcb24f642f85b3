import { type RaRecord, SelectInput } from 'react-admin';
import { DateInput } from '../DateInput';
import { type ApprovalStatus, approvalStatuses } from '../../../contracts/approvals';
import { AdminListPage, type AdminListPageProps } from '../AdminListPage';
import { ApprovalStatusChip } from './ApprovalStatusChip';
import { BulkDecisionButtons, type DecideAll } from './BulkDecisionButtons';

/** What every inbox record carries besides the module's own fields. */
export interface ApprovalRecord extends RaRecord {
  status: ApprovalStatus;
  /** When it was sent (ISO). */
  submittedAt: string;
  employeeName: string;
  employeeBadge: string;
}

/** "Name (badge)": how an inbox names the person who asked, in its column and on phones. */
export const employeeWithBadge = (
  request: Pick<ApprovalRecord, 'employeeName' | 'employeeBadge'>,
) => `${request.employeeName} (${request.employeeBadge})`;

/** A request's status as its chip, for the status column and the phone rows. */
export const statusChip = (request: ApprovalRecord) => (
  <ApprovalStatusChip status={request.status} />
);

/** The CSV columns every inbox export starts with, in this order. */
export const inboxCsvColumns = (request: ApprovalRecord & { statusChangedAt: string }) => ({
  id: request.id,
  submittedAt: request.submittedAt,
  status: request.status,
  statusChangedAt: request.statusChangedAt,
  badge: request.employeeBadge,
  employee: request.employeeName,
});

/**
 * An approver's inbox (a rest resource: GET the requests they decide, PUT a decision): pending
 * requests first, oldest first, filtered by status, search and the days they were sent, exported
 * to CSV; selected requests approved or rejected together; a row opens the request's page.
 */
export function ApprovalInbox<T extends ApprovalRecord>({
  filters = [],
  decideAll,
  ...props
}: Omit<AdminListPageProps<T>, 'bulkActions' | 'row'> & {
  /** The selected requests decided in one call, instead of one PUT each. */
  decideAll?: DecideAll;
}) {
  return (
    <AdminListPage<T>
      filterDefaultValues={{ status: 'submitted' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      empty={false}
      maxResults={5000}
      bulkActions={
        <BulkDecisionButtons<T> nameOf={(record) => record.employeeName} decideAll={decideAll} />
      }
      filters={[
        <SelectInput
          key="status"
          source="status"
          label="components.approvals.fields.status"
          choices={approvalStatuses.map((id) => ({
            id,
            name: `components.approvals.status.${id}`,
          }))}
          alwaysOn
        />,
        <DateInput
          key="submittedFrom"
          source="submittedFrom"
          label="components.approvals.fields.submittedFrom"
        />,
        <DateInput
          key="submittedTo"
          source="submittedTo"
          label="components.approvals.fields.submittedTo"
        />,
        ...filters,
      ]}
      {...props}
    />
  );
}
