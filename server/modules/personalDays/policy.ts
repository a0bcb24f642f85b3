import { access, fromParams } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';
import { approvalResourceRules } from '../../approvals/policy';

const users = access.users('personalDays');
const owners = access.owners('personalDays');

/**
 * Personal days are their users' (PD_User, PD_Owner, System_Admin). A request is read and changed
 * only by its author (404 for anyone else, checked by the store); the inbox is open to the users
 * (a supervisor is a PD_User) and the approvals kit limits its rows to the requests each decides.
 * The company's holidays are read by every employee (date pickers of every module) and maintained
 * by the personal-days owners.
 */
export const personalDaysPolicy: ModulePolicy = {
  'GET /PersonalDays/GetDaysRequests': users,
  'GET /PersonalDays/InitialUserValidation/:id': access.self('employeeid', fromParams('id')),
  'GET /PersonalDays/GetCategories': users,
  'POST /PersonalDays/AddRequestDay': users,
  'POST /PersonalDays/UpdateReqestDate/:id': users,
  'GET /PersonalDays/GetTimeIntervalsByCategory/:id': users,
  'DELETE /PersonalDays/Delete/:id': users,
  ...approvalResourceRules('personal-days-approvals', users),
  // The store answers 404 unless the caller decides the request named: open at the door like the
  // request's record (approvalResourceRules), so a substitute without PD_User sees them too.
  ...restRules('personal-day-team-days', access.employee, ['list']),
  ...restRules('company-holidays', access.employee, ['list', 'one']),
  ...restRules('company-holidays', owners, ['create', 'update', 'remove']),
};
