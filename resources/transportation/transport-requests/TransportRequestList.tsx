import { FunctionField, SelectInput, TextField, useGetList } from 'react-admin';
import { DateField } from '../../shared/DateField';
import {
  DIRECTIONS,
  type TransportRequestRecord,
  type TransportRoute,
} from '../../../contracts/transportation/transportation';
import { useFormatDay } from '../../shared/dates';
import { REQUESTS_RESOURCE, requestPath, ROUTES_RESOURCE } from '../shared/paths';
import { useTransportWords } from '../shared/transportParts';
import {
  ApprovalInbox,
  employeeWithBadge,
  inboxCsvColumns,
  statusChip,
} from '../../shared/approvals/ApprovalInbox';

const csv = (request: TransportRequestRecord) => ({
  ...inboxCsvColumns(request),
  email: request.employeeEmail,
  route: request.routeName,
  direction: request.direction,
  stop: request.stopName,
  stopTime: request.stopTime,
  startDate: request.startDate,
  note: request.note,
  decisionNote: request.decisionNote,
});

/**
 * `/Transportation/Solicitudes`: the coordinators' inbox of seat requests (GET
 * /admin/transport-requests): pending first, oldest first, filtered by status, route, direction
 * and the days they were sent, searched by person, exported to CSV, approved or rejected
 * together; a row opens the request.
 */
export function TransportRequestList() {
  const day = useFormatDay();
  const words = useTransportWords();
  const { data: routes = [] } = useGetList<TransportRoute>(ROUTES_RESOURCE, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <ApprovalInbox<TransportRequestRecord>
      resource={REQUESTS_RESOURCE}
      title="transportation.admin.requests.title"
      filters={[
        <SelectInput
          key="routeId"
          source="routeId"
          choices={routes.map((route) => ({ id: route.id, name: route.name }))}
          translateChoice={false}
        />,
        <SelectInput
          key="direction"
          source="direction"
          choices={DIRECTIONS.map((id) => ({ id, name: `transportation.direction.${id}` }))}
        />,
      ]}
      csvName="solicitudes-de-transporte"
      csv={csv}
      open={(request) => requestPath(request.id)}
      phone={{
        primaryText: employeeWithBadge,
        secondaryText: (request) =>
          `${request.routeName} · ${request.stopName} · ${day(request.startDate)}`,
        tertiaryText: statusChip,
      }}
    >
      <DateField source="submittedAt" />
      <FunctionField<TransportRequestRecord> source="employeeName" render={employeeWithBadge} />
      <TextField source="routeName" />
      <FunctionField<TransportRequestRecord>
        source="direction"
        sortable={false}
        render={(request) => words.direction(request.direction)}
      />
      <FunctionField<TransportRequestRecord>
        source="stopName"
        sortable={false}
        render={(request) => `${words.time(request.stopTime)} · ${request.stopName}`}
      />
      <FunctionField<TransportRequestRecord>
        source="startDate"
        render={(request) => day(request.startDate)}
      />
      <FunctionField<TransportRequestRecord>
        source="seatsLeft"
        sortable={false}
        render={(request) => `${request.seatsLeft}/${request.seats}`}
      />
      <FunctionField<TransportRequestRecord> source="status" render={statusChip} />
    </ApprovalInbox>
  );
}
