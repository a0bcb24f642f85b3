import { access, fromBody, fromQuery } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

const owners = access.owners('growth');
/** The employee's own data; the growth owners (and System_Admin) may read anyone's. */
const selfOrOwners = access.selfOrOwners('growth', fromQuery('employeeID'));

/**
 * Every signed-in employee uses growth opportunities (no role of their own). Calls that carry an
 * employee id take only the caller's badge; POST /api/Application checks its multipart `badge` in
 * the store (the guard cannot read a multipart body).
 */
export const growthPolicy: ModulePolicy = {
  'GET /api/Opening/GetActiveOpenings': access.employee,
  'GET /api/Opening/GetFilters': access.employee,
  'GET /api/Opening/GetByID': access.employee,
  'GET /api/Application/GetMyApplications': selfOrOwners,
  'POST /api/Application': access.employee,
  'GET /api/Application/:id/Resume': access.employee,
  'GET /api/Employee/GetMetrics': selfOrOwners,
  'GET /api/Employee/GetProfile': selfOrOwners,
  'POST /api/Employee/Validate': access.self('employeeid', fromBody('employeeId')),
  'POST /api/Employee/UploadEmployeeInfo': access.self('employeeid', fromBody('badge')),
};

/** The owners' administration on the main family. */
export const growthAdminPolicy: ModulePolicy = {
  ...restRules('growth-openings', owners, ['list', 'one', 'create', 'update', 'remove']),
  ...restRules('growth-applications', owners, ['list', 'one', 'update']),
};
