import type { ServerModule } from '../modules/types';
import { delegationMessages } from './delegationMessages';
import { delegationPolicy } from './delegationPolicy';
import { delegationRoutes } from './delegationRoutes';
import { approvalsMessages } from './i18n';
import { approvalsPolicy } from './policy';
import { approvalRoutes } from './routes';
import { registerJobs } from '../jobs/jobs';
import { approvalReminders } from './reminders';
import { delegationStarts } from './delegationNotices';

/**
 * The approvals kit: each module serves its own inbox (./approvals.ts); the kit serves the
 * person's inbox of every module's requests (./routes.ts).
 */
export const approvals: ServerModule = {
  name: 'approvals',
  services: { main: { policy: approvalsPolicy, routes: approvalRoutes } },
  messages: approvalsMessages,
  jobs: [approvalReminders, delegationStarts],
  seed: (trx, now) => registerJobs(trx, [approvalReminders, delegationStarts], now),
};

/** Approvers' substitutes while they are away (./delegations.ts), at `/api/approvals/delegations`. */
export const approvalDelegations: ServerModule = {
  name: 'approvalDelegations',
  services: { main: { policy: delegationPolicy, routes: delegationRoutes } },
  messages: delegationMessages,
};
