import { sql } from 'kysely';
import { approvalRequests } from '../../../approvals/approvals';
import { appointmentsMessages } from '../i18n';

/** Where the author follows their requests (notifications link there). */
const MY_REQUESTS_PAGE = '/MedicalAppointment';

/** Self-managed requests: decided by the medical staff (the module's owners) only. */
export const approvals = approvalRequests({
  module: 'appointments',
  table: 'self_managed_appointments',
  audit: {
    entity: 'self_managed_appointment',
    names: (row) => ({ appointmentDate: row.appointment_date }),
  },
  history: { table: 'self_managed_appointment_changes', column: 'request_id' },
  approvers: 'owners',
  messages: appointmentsMessages,
  notice: { link: () => MY_REQUESTS_PAGE, params: (row) => ({ day: row.appointment_date }) },
  inbox: {
    // The day and the reason: '2026-12-03 · Control de presión'.
    summary: sql<string>`self_managed_appointments.appointment_date || ' · ' || self_managed_appointments.reason`,
    // Where the medical staff decide it.
    page: (id) => `/MedicalAppointment/Autogestion/${id}`,
  },
  // A rejection's reason is kept on the request (its `rechazo`).
  decisionNote: { column: 'rejection', only: 'rejected' },
});
