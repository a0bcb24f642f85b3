import { defineMessages } from '../http/messages';

/** The refusals of the approvers' delegations (./delegations.ts). */
export const { catalogue: delegationMessages, say } = defineMessages('approvalDelegations', {
  es: {
    notFound: 'No encontramos esa delegación entre las suyas.',
    notAnApprover: 'Esa persona no decide ninguna solicitud: no tiene nada que delegar.',
    order: 'La fecha final no puede ser anterior a la inicial.',
    past: 'La fecha final ya pasó: elija hoy o un día futuro.',
    substituteUnknown: 'No encontramos a una persona activa con ese número de empleado.',
    substituteSelf: 'La persona sustituta no puede ser la misma que delega.',
    overlap: ({ from, to }: { from: string; to: string }) =>
      `Ya hay una delegación del ${from} al ${to} que se cruza con esas fechas: termínela o elija otras.`,
    over: 'Esta delegación ya terminó.',
  },
  en: {
    notFound: 'We could not find that delegation among yours.',
    notAnApprover: 'That person decides no requests: there is nothing to delegate.',
    order: 'The last day cannot be before the first.',
    past: 'The last day has passed: choose today or a later day.',
    substituteUnknown: 'We could not find an active person with that badge.',
    substituteSelf: 'The substitute cannot be the person who delegates.',
    overlap: ({ from, to }: { from: string; to: string }) =>
      `A delegation from ${from} to ${to} already overlaps those days: end it or choose others.`,
    over: 'This delegation has already ended.',
  },
});
