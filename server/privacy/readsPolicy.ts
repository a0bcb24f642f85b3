import { access } from '../auth/access';
import { restRules } from '../http/simpleRest';
import type { ModulePolicy } from '../modules/types';

/**
 * Every employee reads who read their own records (the route takes no id: only the caller's);
 * administrators read every read in the audit screen.
 */
export const recordReadsPolicy: ModulePolicy = {
  'GET /api/privacy/reads': access.employee,
  ...restRules('record-reads', access.admin, ['list', 'one']),
};
