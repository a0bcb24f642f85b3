import { approvalRequests } from '../../../approvals/approvals';
import { appointmentsMessages, say } from '../i18n';

/** Where the author follows their requests (notifications link there). */
const MY_REQUESTS_PAGE = '/MedicalAppointment';

/** Self-managed requests: decided by the medical staff (the module's owners) only. */
export const approvals = approvalRequests({
  module: 'appointments',
  table: 'self_managed_appointments',
  history: { table: 'self_managed_appointment_changes', column: 'request_id' },
  approvers: 'owners',
  notFound: say('request.notFound'),
  audit: {
    entity: 'self_managed_appointment',
    before: (row) => ({ appointmentDate: row.appointment_date, status: row.status }),
    after: (row, move) => ({
      appointmentDate: row.appointment_date,
      status: move.status,
      note: move.note,
    }),
  },
  notice: (row, status, note) => ({
    title: say(`notice.${status}.title`, { day: row.appointment_date }),
    body: status === 'rejected' ? say('notice.rejected.body', { note }) : say('notice.body'),
    link: MY_REQUESTS_PAGE,
  }),
  messages: appointmentsMessages,
  kind: 'appointments',
});
