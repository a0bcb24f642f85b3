import type { MessageTree } from '../../i18n/moduleMessages';

/** Approvals: the inbox of every request the person decides. */
export const en: MessageTree = {
  approvals: {
    title: 'Approvals',
    types: {
      personalDays: 'Personal day',
      reimbursement: 'Educational reimbursement',
      schedule: 'Schedule change',
      appointments: 'Self-managed appointment',
      transportation: 'Transport',
    },
    sortNewest: 'Newest first',
    sortOldest: 'Oldest first',
  },
  resources: {
    approvals: {
      name: 'Approval |||| Approvals',
      fields: {
        type: 'Type',
        requester: 'Requester',
        employeeName: 'Requester',
        summary: 'What is asked',
        submittedAt: 'Sent',
        status: 'Status',
      },
    },
  },
};
