import type { ServerModule } from '../modules/types';
import { approvalsMessages } from './i18n';
import { approvalReminders } from './reminders';

/** The approvals kit has no routes of its own: each module serves its inbox (./approvals.ts). */
export const approvals: ServerModule = {
  name: 'approvals',
  services: {},
  messages: approvalsMessages,
  jobs: [approvalReminders],
};
