import { usersOf } from '../../../contracts/catalogue';
import { access, fromBody, fromQuery } from '../../auth/access';
import type { ModulePolicy } from '../types';

const roles = usersOf('payroll');
/** Strictly my own pay: the code the call names must be my badge, whatever my roles. */
const mine = access.own('employeeid', fromQuery('codigo_alternativo'), roles);

export const payrollPolicy: ModulePolicy = {
  'GET /salarios': mine,
  'GET /salarios/:periodStart/pdf': mine,
  'GET /vacaciones': mine,
  'GET /aguinaldos': mine,
  'POST /bonos': access.own('employeeid', fromBody('codigoEmpleado'), roles),
};
