import { FunctionField, SelectInput, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { ScheduleRequestRecord } from '../../../contracts/schedule/schedule';
import { useFormatDay } from '../../shared/dates';
import { REQUESTS_RESOURCE, requestPath } from '../shared/paths';
import { useScheduleWords } from '../shared/scheduleParts';
import {
  ApprovalInbox,
  employeeWithBadge,
  inboxCsvColumns,
  statusChip,
} from '../../shared/approvals/ApprovalInbox';

const csv = (request: ScheduleRequestRecord) => ({
  ...inboxCsvColumns(request),
  networkLogin: request.networkLogin,
  account: request.account ?? '',
  ProblemID: request.ProblemID,
  reason: request.reason,
  schedule: request.schedule?.code ?? '',
  StartDate: request.StartDate,
  FinalDate: request.FinalDate,
  TotalHours: request.HorariosCustom?.TotalHours ?? '',
  note: request.note,
});

/**
 * `/ScheduleChange/Solicitudes`: the planners' inbox (GET /admin/schedule-requests): pending
 * requests first, oldest first, filtered by status, kind and the days they were sent, searched by
 * person, badge or login, exported to CSV, approved or rejected together; a row opens the request
 * with the week asked for and its supporting document.
 */
export function ScheduleRequestList() {
  const translate = useTranslate();
  const day = useFormatDay();
  const words = useScheduleWords();
  const what = (request: ScheduleRequestRecord) =>
    request.schedule
      ? `${words.problem(request)} · ${request.schedule.code}`
      : words.problem(request);
  return (
    <ApprovalInbox<ScheduleRequestRecord>
      resource={REQUESTS_RESOURCE}
      title="schedule.requests.title"
      filters={[
        <SelectInput
          key="ProblemID"
          source="ProblemID"
          choices={[1, 2, 7].map((id) => ({ id, name: translate(`schedule.problem.${id}`) }))}
          translateChoice={false}
        />,
      ]}
      csvName="cambios-de-horario"
      csv={csv}
      open={(request) => requestPath(request.id)}
      phone={{
        primaryText: employeeWithBadge,
        secondaryText: (request) => `${day(request.StartDate)} · ${what(request)}`,
        tertiaryText: statusChip,
      }}
    >
      <DateField source="submittedAt" />
      <FunctionField<ScheduleRequestRecord> source="employeeName" render={employeeWithBadge} />
      <FunctionField<ScheduleRequestRecord> source="ProblemID" sortable={false} render={what} />
      <FunctionField<ScheduleRequestRecord>
        source="reason"
        sortable={false}
        render={(request) => request.reason}
      />
      <FunctionField<ScheduleRequestRecord>
        source="StartDate"
        render={(request) => day(request.StartDate)}
      />
      <FunctionField<ScheduleRequestRecord> source="status" render={statusChip} />
    </ApprovalInbox>
  );
}
