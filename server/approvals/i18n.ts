import { defineMessages } from '../http/messages';

/** What every approval says, whatever the request: the module only names its record. */
export const { catalogue: approvalsMessages, say } = defineMessages('approvals', {
  es: {
    'status.submitted': 'Pendiente',
    'status.approved': 'Aprobada',
    'status.rejected': 'Rechazada',
    'status.cancelled': 'Cancelada',
    stale: ({ current }: { current: string }) =>
      `Otra persona resolvió esta solicitud mientras tanto; ahora está «${current}». Recargue para verla.`,
    notAllowed: ({ from }: { from: string; to: string }) =>
      `Esta solicitud ya está «${from}»: solo se decide o se cancela mientras está pendiente.`,
    ownRequest:
      'No puede decidir su propia solicitud: la decide su supervisor o la persona administradora.',
    notADecision: 'status debe ser «approved» o «rejected»',
    'awaiting.title': ({ author }: { author: string }) =>
      `${author} envió una solicitud que espera su decisión`,
    'awaiting.body': 'Ábrala en el portal para aprobarla o rechazarla.',
    'inbox.none': 'No decide solicitudes de nadie: esta bandeja es de quienes aprueban.',
    'inbox.unknownType': ({ type }: { type: string }) => `No hay solicitudes de tipo «${type}».`,
    'settings.escalateAfterReminder':
      'La escalación debe llegar después del recordatorio: elija más días hábiles.',
  },
  en: {
    'status.submitted': 'Pending',
    'status.approved': 'Approved',
    'status.rejected': 'Rejected',
    'status.cancelled': 'Cancelled',
    stale: ({ current }: { current: string }) =>
      `Someone else settled this request meanwhile; it is now "${current}". Reload to see it.`,
    notAllowed: ({ from }: { from: string; to: string }) =>
      `This request is already "${from}": a request is decided or cancelled only while it is pending.`,
    ownRequest: 'You cannot decide your own request: your supervisor or an administrator does.',
    notADecision: 'status must be "approved" or "rejected"',
    'awaiting.title': ({ author }: { author: string }) =>
      `${author} sent a request that awaits your decision`,
    'awaiting.body': 'Open it in the portal to approve or reject it.',
    'inbox.none': 'You decide nobody’s requests: this inbox is for approvers.',
    'inbox.unknownType': ({ type }: { type: string }) => `There are no requests of type "${type}".`,
    'settings.escalateAfterReminder':
      'The escalation must come after the reminder: choose more working days.',
  },
});
