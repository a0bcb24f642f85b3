import { type Access, access } from '../auth/access';
import { restRules } from '../http/simpleRest';
import type { ModulePolicy } from '../modules/types';

/**
 * Any employee may ask: whether they decide anyone's requests is a question of rows (a supervisor
 * has no role of their own), so the inbox answers 404 to whoever decides none, and bounds every
 * query to the requests the caller decides.
 */
export const approvalsPolicy: ModulePolicy = {
  'GET /api/approvals': access.employee,
  'GET /api/approvals/count': access.employee,
  'POST /api/approvals/decisions': access.employee,
  // The company's reminder days: the administrators' setting.
  'GET /api/approvals/settings': access.admin,
  'PUT /api/approvals/settings': access.admin,
  // A kind of request's own days, apart from the company's.
  'PUT /api/approvals/settings/:type': access.admin,
  'DELETE /api/approvals/settings/:type': access.admin,
};

/**
 * A module's approvals resource (`approvalInbox` and `decide`): its list is the module's screen,
 * under `listRule`; a request and its decision are open at the door to any employee, because who
 * decides one is the kit's `decidableBy` (an owner, the author's supervisor, the level a request
 * escalated to, a substitute standing in for any of them): the store answers 404 to anyone else.
 * So the request's own page works for whoever the person's inbox (/Aprobaciones) shows it to.
 */
export const approvalResourceRules = (resource: string, listRule: Access): ModulePolicy => ({
  ...restRules(resource, listRule, ['list']),
  ...restRules(resource, access.employee, ['one', 'update']),
});
