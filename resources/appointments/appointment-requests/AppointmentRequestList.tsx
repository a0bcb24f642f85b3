import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { ApprovalStatus } from '../../../contracts/approvals';
import type { SelfManagedAppointment } from '../../../contracts/appointments/appointments';
import { useFormatDay } from '../../shared/dates';
import { REQUESTS_RESOURCE, requestPath } from '../shared/paths';
import { ApprovalInbox, employeeWithBadge } from '../../shared/approvals/ApprovalInbox';
import { ApprovalStatusChip } from '../../shared/approvals/ApprovalStatusChip';

/** An inbox row: the request; the kit's `status` is its `estado` (the contract's name). */
export type RequestRow = SelfManagedAppointment & { status?: ApprovalStatus };

const csv = (request: RequestRow) => ({
  id: request.id,
  submittedAt: request.submittedAt,
  estado: request.estado,
  badge: request.employeeBadge,
  employee: request.employeeName,
  coach: request.coachNombre ?? '',
  building: request.edificioNombre,
  area: request.area,
  requestType: request.tipoSolicitudNombre,
  reason: request.motivo,
  appointmentDate: request.fechaCita,
  entry: request.horaEntrada,
  exit: request.horaSalida,
  lunch: request.horaAlmuerzo,
  phone: request.telefono,
  rejection: request.rechazo,
});

/**
 * `/MedicalAppointment/Autogestion`: the medical staff's inbox of self-managed appointment
 * requests (GET /admin/appointment-requests), pending ones first, oldest first; approved or
 * rejected with a reason together from here or one by one on the request's page.
 */
export function AppointmentRequestList() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  return (
    <ApprovalInbox<RequestRow & { status: ApprovalStatus }>
      resource={REQUESTS_RESOURCE}
      title="appointments.requests.title"
      csvName="autogestion-citas"
      csv={csv}
      open={(request) => requestPath(request.id)}
      phone={{
        primaryText: employeeWithBadge,
        secondaryText: (request) =>
          `${formatDay(request.fechaCita)} · ${request.tipoSolicitudNombre}`,
        tertiaryText: (request) => translate(`components.approvals.status.${request.estado}`),
      }}
    >
      <FunctionField<RequestRow> source="employeeName" render={employeeWithBadge} />
      <FunctionField<RequestRow>
        source="fechaCita"
        label="resources.appointment-requests.fields.appointmentDate"
        render={(request) => formatDay(request.fechaCita)}
      />
      <TextField
        source="edificioNombre"
        label="resources.appointment-requests.fields.buildingName"
        sortable={false}
      />
      <TextField
        source="tipoSolicitudNombre"
        label="resources.appointment-requests.fields.requestType"
        sortable={false}
      />
      <TextField
        source="motivo"
        label="resources.appointment-requests.fields.reason"
        sortable={false}
      />
      <FunctionField<RequestRow>
        source="status"
        render={(request) => <ApprovalStatusChip status={request.estado} />}
      />
    </ApprovalInbox>
  );
}
