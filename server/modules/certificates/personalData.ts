import type { PersonalData } from '../../privacy/declaration';

/** The certificates issued to the person and their food-handler reviews. */
export const certificatesPersonalData: PersonalData = {
  tables: [
    {
      table: 'certificates',
      person: { column: 'employee_id' },
      // Past its retention a certificate no longer verifies: its register row goes.
      retention: { kind: 'certificates', days: 730, after: 'issued_on', expire: 'delete' },
      erasure: {
        erase: 'keep',
        reason: 'An issued certificate stays verifiable by whoever received it until it expires.',
      },
    },
    {
      table: 'food_handler_reviews',
      person: { column: 'employee_id' },
      erasure: {
        erase: 'keep',
        reason: 'The health regulation keeps the food handlers’ reviews.',
      },
    },
  ],
};
