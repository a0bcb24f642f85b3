import type { MessageTree } from '../../i18n/moduleMessages';

/** Aprobaciones: la bandeja de todas las solicitudes que la persona decide. */
export const es: MessageTree = {
  approvals: {
    title: 'Aprobaciones',
    types: {
      personalDays: 'Día personal',
      reimbursement: 'Reembolso educativo',
      schedule: 'Cambio de horario',
      appointments: 'Cita autogestionada',
      transportation: 'Transporte',
    },
    sortNewest: 'Más recientes primero',
    sortOldest: 'Más antiguas primero',
  },
  resources: {
    approvals: {
      name: 'Aprobación |||| Aprobaciones',
      fields: {
        type: 'Tipo',
        requester: 'Solicitante',
        employeeName: 'Solicitante',
        summary: 'Qué pide',
        submittedAt: 'Enviada',
        status: 'Estado',
      },
    },
  },
};
