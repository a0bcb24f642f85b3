import { useTranslate } from 'react-admin';
import type { SelfManagedAppointment } from '../../../contracts/appointments/appointments';
import { useFormatDay } from '../../shared/dates';
import { useChangedBy } from '../../shared/StatusHistory';
import { REQUESTS_PATH, REQUESTS_RESOURCE } from '../shared/paths';
import { ApprovalRequestPage } from '../../shared/approvals/ApprovalRequestPage';

const FIELD = 'resources.appointment-requests.fields';

/**
 * `/MedicalAppointment/Autogestion/:id`: one self-managed request the staff decide: who asks,
 * for which day, building and type, their times and phone, the history, and the decision
 * (approve, or reject saying why; the author is notified).
 */
export function AppointmentRequestShow() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const changedBy = useChangedBy();
  const stamp = (value: string) => formatDay(value.slice(0, 10));
  return (
    <ApprovalRequestPage<SelfManagedAppointment>
      resource={REQUESTS_RESOURCE}
      listPath={REQUESTS_PATH}
      texts="appointments.requests"
      heading={(request) => formatDay(request.fechaCita)}
      status={(request) => request.estado}
      rejection={(request) =>
        request.rechazo &&
        translate('appointments.selfManaged.rejection', { reason: request.rechazo })
      }
      history={(request) =>
        request.history.map((change) => ({
          key: `${change.to}-${change.changedAt}`,
          primary: translate('appointments.requests.move', {
            status: translate(`components.approvals.status.${change.to}`),
            date: stamp(change.changedAt),
          }),
          details: [changedBy(change), change.note],
        }))
      }
      facts={(request) => [
        { label: `${FIELD}.coachName`, value: request.coachNombre ?? '' },
        { label: `${FIELD}.buildingName`, value: request.edificioNombre },
        { label: `${FIELD}.area`, value: request.area },
        { label: `${FIELD}.requestType`, value: request.tipoSolicitudNombre },
        { label: `${FIELD}.reason`, value: request.motivo },
        { label: `${FIELD}.entryTime`, value: request.horaEntrada },
        { label: `${FIELD}.exitTime`, value: request.horaSalida },
        { label: `${FIELD}.lunchTime`, value: request.horaAlmuerzo },
        { label: `${FIELD}.phone`, value: request.telefono },
        { label: `${FIELD}.submittedAt`, value: stamp(request.submittedAt) },
      ]}
    />
  );
}
