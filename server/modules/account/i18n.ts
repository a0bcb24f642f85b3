import { defineMessages } from '../../http/messages';

/** What the account services say: sign-in and refresh refusals, a missing employee. */
export const { catalogue: accountMessages, say } = defineMessages('account', {
  es: {
    'session.active': 'Ya hay una sesión activa para este usuario.',
    'session.expired': 'Su sesión expiró.',
    'identity.invalid': 'El token de identidad no es válido.',
    'identity.otherLogin': 'El token de identidad no corresponde a este usuario.',
    'identity.spent':
      'Ese inicio de sesión ya se usó: inicie sesión de nuevo en el proveedor de identidad.',
    'employee.noRecord': 'No hay un registro de colaborador activo para este usuario.',
    'employee.inactive': 'El colaborador ya no está activo.',
    'employee.notFound': 'El colaborador no existe.',
  },
  en: {
    'session.active': 'There is already an active session for this user.',
    'session.expired': 'Your session has expired.',
    'identity.invalid': 'The identity token is not valid.',
    'identity.otherLogin': 'The identity token does not belong to this login.',
    'identity.spent': 'That sign-in was already used: sign in again at the identity provider.',
    'employee.noRecord': 'There is no active employee record for this user.',
    'employee.inactive': 'Employee no longer active',
    'employee.notFound': 'Employee not found',
  },
});
