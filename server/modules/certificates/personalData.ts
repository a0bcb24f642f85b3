import { kept, personal, type PersonalData } from '../../privacy/declaration';

/** The certificates issued to the person and their food-handler reviews. */
export const certificatesPersonalData: PersonalData = {
  tables: [
    // Past its retention a certificate no longer verifies: its register row goes.
    personal(
      'certificates',
      'employee_id',
      kept('An issued certificate stays verifiable by whoever received it until it expires.'),
      { retention: { kind: 'certificates', days: 730, after: 'issued_on', expire: 'delete' } },
    ),
    personal(
      'food_handler_reviews',
      'employee_id',
      kept('The health regulation keeps the food handlers’ reviews.'),
    ),
  ],
};
