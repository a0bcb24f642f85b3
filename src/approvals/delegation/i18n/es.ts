import type { MessageTree } from '../../../i18n/moduleMessages';

/** Delegación: the approvers' substitutes while they are away. */
export const es: MessageTree = {
  delegation: {
    title: 'Delegación de aprobaciones',
    intro:
      'Mientras usted no está, la persona que nombre decide las solicitudes que a usted le tocan, excepto las suyas propias. El historial dice en nombre de quién decidió.',
    mine: 'Mis delegaciones',
    name: 'Nombrar a quien me sustituye',
    everyone: 'Delegaciones de todas las personas',
    forSomeoneElse: 'Nombrar sustituto para alguien ausente',
    nothingToDelegate:
      'Usted no decide solicitudes de nadie, así que no tiene nada que delegar. Aquí verá las delegaciones en que otra persona lo nombre.',
    none: 'No hay delegaciones vigentes ni programadas.',
    listLabel: 'Delegaciones',
    who: '%{substitute} sustituye a %{approver}',
    days: 'del %{from} al %{to}',
    active: 'Vigente',
    scheduled: 'Programada',
    end: 'Terminar',
    endFor: 'Terminar la delegación a %{substitute}',
    confirmEnd:
      '¿Terminar ya la delegación a %{substitute}? Desde ahora las solicitudes de %{approver} vuelven a decidirlas solo sus aprobadores.',
    ended: 'La delegación terminó.',
    form: {
      approver: 'Persona ausente (nombre o número de empleado)',
      substitute: 'Persona sustituta (nombre o número de empleado)',
      searchHelp: 'Escriba al menos dos letras o números.',
      from: 'Desde',
      to: 'Hasta (incluido)',
      reason: 'Motivo',
      reasonHelp: 'Por ejemplo: vacaciones, incapacidad, capacitación.',
      submit: 'Nombrar sustituto',
      saved: 'Listo: la delegación quedó registrada.',
    },
  },
  routes: { Delegacion: 'Delegación' },
};
