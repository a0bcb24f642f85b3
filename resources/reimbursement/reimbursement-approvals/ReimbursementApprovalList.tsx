import { FunctionField, SelectInput, TextField, useGetOne } from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { ReimbursementSummary } from '../../../contracts/reimbursement/reimbursement';
import type { ReimbursementOptions } from '../../../dataProviders/reimbursement/reimbursement';
import { useFormatDay } from '../../shared/dates';
import { APPROVALS_RESOURCE, detailPath } from '../shared/paths';
import { useMinorMoney } from '../../shared/money';
import { useOptionNames } from '../shared/reimbursementParts';
import {
  ApprovalInbox,
  employeeWithBadge,
  inboxCsvColumns,
  statusChip,
} from '../../shared/approvals/ApprovalInbox';

/** An inbox row: a request as lists show it (it carries the kit's inbox fields). */
type ApprovalRow = ReimbursementSummary;

const csv = (request: ApprovalRow) => ({
  ...inboxCsvColumns(request),
  reimbursementType: request.reimbursementType,
  studiesCategory: request.studiesCategory,
  course: request.course,
  institution: request.institution,
  invoiceNumber: request.invoiceNumber,
  // The amount as the contract writes it: colones with a decimal comma.
  amount: request.amount,
  reason: request.reason,
});

/** The reimbursement types, for the filter (the form's list). */
function useTypeChoices() {
  const { data } = useGetOne<ReimbursementOptions>('reimbursement-options', { id: 'current' });
  return data?.reimbursementTypes ?? [];
}

/**
 * `/ReembolsoEducativo/Aprobaciones`: the owners' inbox (GET /admin/reimbursement-approvals):
 * pending requests first, oldest first, filtered by status, type and the days they were sent,
 * searched by person, badge, invoice or course, exported to CSV, approved or rejected together;
 * a row opens the request's page with its documents and the decision.
 */
export function ReimbursementApprovalList() {
  const day = useFormatDay();
  const colones = useMinorMoney();
  const types = useTypeChoices();
  const names = useOptionNames();
  return (
    <ApprovalInbox<ApprovalRow>
      resource={APPROVALS_RESOURCE}
      title="reimbursement.approvals.title"
      filters={[<SelectInput key="reimbursementType" source="reimbursementType" choices={types} />]}
      csvName="reembolsos"
      csv={csv}
      open={(request) => detailPath(request.id)}
      phone={{
        primaryText: (request) => `${request.employeeName} · ${request.course}`,
        secondaryText: (request) =>
          `${request.invoiceNumber} · ${colones(request.amountMinor)} · ${day(request.submittedAt.slice(0, 10))}`,
        tertiaryText: statusChip,
      }}
    >
      <DateField source="submittedAt" />
      <FunctionField<ApprovalRow> source="employeeName" render={employeeWithBadge} />
      <FunctionField<ApprovalRow>
        source="reimbursementType"
        sortable={false}
        render={(request) => names.type(request.reimbursementType)}
      />
      <TextField source="course" sortable={false} />
      <TextField source="invoiceNumber" sortable={false} />
      <FunctionField<ApprovalRow>
        source="amount"
        render={(request) => colones(request.amountMinor)}
        textAlign="right"
      />
      <FunctionField<ApprovalRow> source="status" render={statusChip} />
    </ApprovalInbox>
  );
}
