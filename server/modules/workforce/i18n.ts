import { defineMessages } from '../../http/messages';

/** What provisioning says: the refusals of a person's record, whoever sends it. */
export const { catalogue: workforceMessages, say } = defineMessages('workforce', {
  es: {
    'employee.notFound': 'El colaborador no existe.',
    'badge.taken': 'Otro colaborador ya tiene ese gafete.',
    'userName.taken': 'Otro colaborador ya tiene ese usuario.',
    'externalId.taken': 'Otro colaborador ya tiene ese identificador externo.',
    'supervisor.unknown': 'No hay un colaborador activo con ese gafete.',
    'supervisor.self': 'Nadie es su propio supervisor.',
    'supervisor.cycle': 'Ese supervisor depende de este colaborador: la cadena sería un círculo.',
    'birthday.required': 'Un colaborador nuevo necesita su fecha de nacimiento.',
    'validation.calendarDay': ({ path }: { path: string }) =>
      `${path} debe ser un día que exista, escrito AAAA-MM-DD`,
  },
  en: {
    'employee.notFound': 'The employee does not exist.',
    'badge.taken': 'Another employee already has that badge.',
    'userName.taken': 'Another employee already has that username.',
    'externalId.taken': 'Another employee already has that external id.',
    'supervisor.unknown': 'There is no active employee with that badge.',
    'supervisor.self': 'Nobody is their own supervisor.',
    'supervisor.cycle': 'That supervisor reports to this employee: the chain would be a circle.',
    'birthday.required': 'A new employee needs their birthday.',
    'validation.calendarDay': ({ path }: { path: string }) =>
      `${path} must be a day that exists, written YYYY-MM-DD`,
  },
});
