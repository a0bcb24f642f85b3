import type { PersonalData } from '../../privacy/declaration';

/** That the person answered a survey period (the answers themselves are anonymous). */
export const lssPersonalData: PersonalData = {
  tables: [
    {
      table: 'lss_participations',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
  ],
};
