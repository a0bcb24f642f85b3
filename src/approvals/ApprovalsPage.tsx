import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  type DataProvider,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  useDataProvider,
  useBasename,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { holdsAny, SYSTEM_ADMIN } from '../../contracts/catalogue';
import type { ApprovalInboxRow } from '../../contracts/approvals';
import { APPROVALS_RESOURCE, type ApprovalCalls } from '../../dataProviders/approvals';
import {
  ApprovalInbox,
  employeeWithBadge,
  inboxCsvColumns,
  statusChip,
} from '../../resources/shared/approvals/ApprovalInbox';
import type { DecideAll } from '../../resources/shared/approvals/BulkDecisionButtons';
import { DateField } from '../../resources/shared/DateField';
import { useFormatDay } from '../../resources/shared/dates';
import { REMINDER_DAYS_PATH } from './paths';

/** The administrators' way to the reminder days, above the inbox. */
function ReminderDaysLink() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  if (!holdsAny([SYSTEM_ADMIN], permissions)) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Button component={Link} to={`${basename}${REMINDER_DAYS_PATH}`} size="small">
        {translate('approvals.reminderDaysLink')}
      </Button>
    </Box>
  );
}

/** The kinds of request the inbox gathers, by module (their names under `approvals.types`). */
const TYPES = ['personalDays', 'reimbursement', 'schedule', 'appointments', 'transportation'];

const csv = (request: ApprovalInboxRow) => ({
  ...inboxCsvColumns(request),
  type: request.type,
  requestId: request.requestId,
  summary: request.summary,
});

/**
 * `/Aprobaciones`: every request the reader decides, of every module, in one list: pending
 * first (the status filter opens on them), newest first or oldest first, filtered by type,
 * requester and the days they were sent, searched, exported to CSV, approved or rejected together
 * (one call: POST /api/approvals/decisions); a row opens the module's own page of the request.
 */
export function ApprovalsPage() {
  const translate = useTranslate();
  const day = useFormatDay();
  const dataProvider = useDataProvider<DataProvider & ApprovalCalls>();
  const typeName = (request: ApprovalInboxRow) => translate(`approvals.types.${request.type}`);
  const decideAll: DecideAll = async (ids, decision) =>
    (await dataProvider.decideMany(APPROVALS_RESOURCE, { ids, ...decision })).data;
  return (
    <>
      <ReminderDaysLink />
      <ApprovalInbox<ApprovalInboxRow & { statusChangedAt: string }>
        resource={APPROVALS_RESOURCE}
        title="approvals.title"
        sort={{ field: 'submittedAt', order: 'DESC' }}
        sortFields={['submittedAt', 'employeeName', 'type']}
        filters={[
          <SelectInput
            key="type"
            source="type"
            choices={TYPES.map((id) => ({ id, name: `approvals.types.${id}` }))}
            alwaysOn
          />,
          <TextInput key="requester" source="requester" />,
        ]}
        csvName="aprobaciones"
        csv={csv}
        decideAll={decideAll}
        open={(request) => request.page}
        phone={{
          primaryText: (request) => `${request.employeeName} · ${typeName(request)}`,
          secondaryText: (request) =>
            `${request.summary} · ${day(request.submittedAt.slice(0, 10))}`,
          tertiaryText: statusChip,
        }}
      >
        <DateField source="submittedAt" />
        <FunctionField<ApprovalInboxRow> source="employeeName" render={employeeWithBadge} />
        <FunctionField<ApprovalInboxRow> source="type" render={typeName} />
        <TextField source="summary" sortable={false} />
        <FunctionField<ApprovalInboxRow> source="status" render={statusChip} />
      </ApprovalInbox>
    </>
  );
}
