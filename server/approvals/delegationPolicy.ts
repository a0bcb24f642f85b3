import { access } from '../auth/access';
import type { ModulePolicy } from '../modules/types';

/**
 * Every employee reads and manages their own delegations (the service says whether they decide
 * anything to delegate, and ends only their own); administrators see and set everyone's.
 */
export const delegationPolicy: ModulePolicy = {
  'GET /api/approvals/delegations': access.employee,
  'POST /api/approvals/delegations': access.employee,
  'POST /api/approvals/delegations/:id/end': access.employee,
  'GET /api/approvals/delegations/everyone': access.admin,
  'POST /api/approvals/delegations/everyone': access.admin,
};
