import { access, fromBody, fromQuery } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

/**
 * Certificates are strictly one's own: the badge a call carries must be the caller's, whoever
 * they are (owners and System_Admin included); a certificate id that is not the caller's is a
 * 404 (the store). Every employee may ask for them (the module has no user role).
 */
export const certificatesPolicy: ModulePolicy = {
  'POST /certificados': access.own('employeeid', fromBody('codigoEmpleado')),
  'GET /certificados': access.own('employeeid', fromQuery('codigoEmpleado')),
  'GET /certificados/:id/pdf': access.own('employeeid', fromQuery('codigoEmpleado')),
  // Anyone holding a certificate checks it: the code is unguessable.
  'GET /verificacion/:code': access.public,
  'GET /revision-sanitario': access.own('employeeid', fromQuery('legajo')),
};

/** The owners' register (Payroll_Owner, System_Admin) on the main family. */
const owners = access.owners('payroll');
export const certificateRegisterPolicy: ModulePolicy = {
  ...restRules('certificates-register', owners, ['list', 'one', 'update']),
};
