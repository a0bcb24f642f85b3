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
    reminderDaysLink: 'Días de recordatorio',
    reminderDays: {
      title: 'Días de recordatorio y escalamiento',
      intro:
        'Una solicitud que nadie decide recuerda a quienes la aprueban y, si sigue esperando, se escala al nivel siguiente. Aquí se define cuántos días hábiles espera antes de cada paso (sin contar fines de semana ni feriados).',
      section: 'Días de la empresa',
      companyIntro: 'Los espera todo tipo de solicitud que no tenga días propios.',
      byType: 'Por tipo de solicitud',
      byTypeIntro:
        'Un tipo de solicitud puede esperar días propios; sin ellos, espera los de la empresa.',
      own: 'Días propios',
      company: 'Días de la empresa',
      saveType: 'Guardar %{type}',
      useCompany: 'Usar los de la empresa',
      typeSaved: 'Días propios de %{type} guardados.',
      typeReset: '%{type} vuelve a esperar los días de la empresa.',
      remindAfter: 'Recordar después de (días hábiles)',
      remindAfterHelp: 'De 1 a %{max} días hábiles desde que se envió.',
      escalateAfter: 'Escalar después de (días hábiles)',
      escalateAfterHelp: 'De 1 a %{max} días hábiles, más que el recordatorio.',
      whole: 'Escriba un número entero de días.',
      range: 'Escriba de 1 a 30 días hábiles.',
      escalateAfterReminder: 'El escalamiento debe llegar después del recordatorio.',
      changedAt: 'Cambiado por última vez el %{at}.',
      defaults: 'Todavía nadie los ha cambiado: se usan los valores de fábrica.',
      saved: 'Días de recordatorio guardados.',
    },
    sortNewest: 'Más recientes primero',
    sortOldest: 'Más antiguas primero',
  },
  routes: { Recordatorios: 'Recordatorios' },
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
