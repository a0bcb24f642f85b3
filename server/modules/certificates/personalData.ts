import { kept, personal, type PersonalData } from '../../privacy/declaration';

/** The certificates issued to the person and their food-handler reviews. */
export const certificatesPersonalData: PersonalData = {
  tables: [
    // Past its retention a certificate no longer verifies: its register row goes.
    personal(
      'certificates',
      'employee_id',
      kept({
        es: 'Un certificado emitido debe poder verificarlo quien lo recibió hasta que vence.',
        en: 'An issued certificate stays verifiable by whoever received it until it expires.',
      }),
      { retention: { kind: 'certificates', days: 730, after: 'issued_on', expire: 'delete' } },
    ),
    personal(
      'food_handler_reviews',
      'employee_id',
      kept({
        es: 'El reglamento de salud conserva las revisiones de los manipuladores de alimentos.',
        en: 'The health regulation keeps the food handlers’ reviews.',
      }),
    ),
  ],
};
