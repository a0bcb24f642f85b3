import { access } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

/** Permissions and the audit trail are System_Admin's. */
export const permissionsPolicy: ModulePolicy = {
  'GET /Module/GetAll/': access.admin,
  'GET /Module/GetRolesByModule': access.admin,
  'PUT /Module/Update': access.admin,
  'GET /Role/GetByCode/:code': access.admin,
  'PUT /Role/Update': access.admin,
  'GET /User/GetAllUserByRolCode/:code': access.admin,
  'POST /User/AddUser': access.admin,
  'PUT /User/UpdateUser': access.admin,
  ...restRules('audit-entries', access.admin, ['list', 'one']),
};
