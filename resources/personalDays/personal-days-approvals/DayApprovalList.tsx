import { FunctionField, SelectInput, TextField, useGetList, useTranslate } from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import { DateField } from '../../shared/DateField';
import {
  type DayCategory,
  type DayRequest,
  daysOf,
} from '../../../contracts/personalDays/personalDays';
import { useFormatDay } from '../../shared/dates';
import { APPROVALS_LIST } from '../shared/paths';
import { ApprovalInbox, employeeWithBadge, statusChip } from '../../shared/approvals/ApprovalInbox';

const csv = (request: DayRequest) => ({
  id: request.id,
  employeeBadge: request.employeeBadge,
  employeeName: request.employeeName,
  account: request.employee.account ?? '',
  category: request.category,
  timeInterval: request.timeInterval,
  startTime: request.startTime,
  endTime: request.endTime,
  days: daysOf(request.halves),
  requestDate: request.requestDate,
  comment: request.comment,
  status: request.status,
  reason: request.reason,
  submittedAt: request.submittedAt,
  statusChangedAt: request.statusChangedAt,
});

/** The requested days' own filters: the day asked for and the category. */
function useDayFilters() {
  const { data: categories = [] } = useGetList<DayCategory>('personal-day-categories', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  return [
    <DateInput key="from" source="from" />,
    <DateInput key="to" source="to" />,
    <SelectInput
      key="categoryId"
      source="categoryId"
      choices={categories}
      translateChoice={false}
    />,
  ];
}

/**
 * `/PersonalDays/Aprobaciones`: the requests the user decides (GET /admin/personal-days-approvals:
 * a supervisor's people's, everyone's for the owners), pending ones first; decided one by one on
 * their page or several together from here.
 */
export function DayApprovalList() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const filters = useDayFilters();
  const what = (request: DayRequest) => `${request.category} · ${request.timeInterval}`;
  return (
    <ApprovalInbox<DayRequest>
      resource="personal-days-approvals"
      title="personalDays.approvals.title"
      filters={filters}
      csvName="dias-personales"
      csv={csv}
      open={(request) => `${APPROVALS_LIST}/${request.id}`}
      phone={{
        primaryText: employeeWithBadge,
        secondaryText: (request) => `${formatDay(request.requestDate)} · ${what(request)}`,
        tertiaryText: (request) => translate(`components.approvals.status.${request.status}`),
      }}
    >
      <FunctionField<DayRequest> source="employeeName" render={employeeWithBadge} />
      <FunctionField<DayRequest>
        source="requestDate"
        render={(request) => formatDay(request.requestDate)}
      />
      <FunctionField<DayRequest> source="category" sortable={false} render={what} />
      <TextField source="comment" sortable={false} />
      <FunctionField<DayRequest> source="status" render={statusChip} />
      <DateField source="submittedAt" showTime />
    </ApprovalInbox>
  );
}
