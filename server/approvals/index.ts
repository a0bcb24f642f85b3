import type { ServerModule } from '../modules/types';
import { delegationMessages } from './delegationMessages';
import { delegationPolicy } from './delegationPolicy';
import { delegationRoutes } from './delegationRoutes';
import { approvalsMessages } from './i18n';

/** The approvals kit has no routes of its own: each module serves its inbox (./approvals.ts). */
export const approvals: ServerModule = {
  name: 'approvals',
  services: {},
  messages: approvalsMessages,
};

/** Approvers' substitutes while they are away (./delegations.ts), at `/api/approvals/delegations`. */
export const approvalDelegations: ServerModule = {
  name: 'approvalDelegations',
  services: { main: { policy: delegationPolicy, routes: delegationRoutes } },
  messages: delegationMessages,
};
