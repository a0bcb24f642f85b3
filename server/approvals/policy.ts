import { access } from '../auth/access';
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
};
