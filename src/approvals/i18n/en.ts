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
    reminderDaysLink: 'Reminder days',
    reminderDays: {
      title: 'Reminder and escalation days',
      intro:
        'A request nobody decides reminds its approvers and, if it still waits, is escalated to the next level. Set here how many working days it waits before each step (weekends and holidays do not count).',
      section: 'The company’s days',
      companyIntro: 'Every kind of request without days of its own waits these.',
      byType: 'By kind of request',
      byTypeIntro:
        'A kind of request may wait days of its own; without them, it waits the company’s.',
      own: 'Own days',
      company: 'Company’s days',
      saveType: 'Save %{type}',
      useCompany: 'Use the company’s',
      typeSaved: 'Own days of %{type} saved.',
      typeReset: '%{type} waits the company’s days again.',
      remindAfter: 'Remind after (working days)',
      remindAfterHelp: 'From 1 to %{max} working days after it was sent.',
      escalateAfter: 'Escalate after (working days)',
      escalateAfterHelp: 'From 1 to %{max} working days, more than the reminder.',
      whole: 'Type a whole number of days.',
      range: 'Type from 1 to 30 working days.',
      escalateAfterReminder: 'The escalation must come after the reminder.',
      changedAt: 'Last changed on %{at}.',
      defaults: 'Nobody has changed them yet: the defaults apply.',
      saved: 'Reminder days saved.',
    },
    sortNewest: 'Newest first',
    sortOldest: 'Oldest first',
  },
  routes: { Recordatorios: 'Reminders' },
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
