import { access } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

const admins = access.owners('workforce');

/** HR's import and employees administration on the main family: Workforce_Admin and System_Admin. */
export const workforceAdminPolicy: ModulePolicy = {
  'GET /workforce/import/template': admins,
  'POST /workforce/import/columns': admins,
  'POST /workforce/import/preview': admins,
  'POST /workforce/import': admins,
  ...restRules('workforce-employees', admins, ['list', 'one', 'update']),
  'PUT /workforce/employees/:id/active': admins,
  ...restRules('workforce-employee-changes', admins, ['list']),
};
