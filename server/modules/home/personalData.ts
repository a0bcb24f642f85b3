import type { PersonalData } from '../../privacy/declaration';

/** Kudos and messages the person received or wrote, and their referral count. */
export const homePersonalData: PersonalData = {
  tables: [
    {
      table: 'home_messages',
      person: { column: 'author_id' },
      erasure: {
        erase: 'keep',
        reason: 'Published news and kudos are the company’s publications, kept as published.',
      },
    },
    {
      table: 'home_message_recipients',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
    { table: 'golden_referrers', person: { column: 'employee_id' }, erasure: { erase: 'delete' } },
  ],
};
