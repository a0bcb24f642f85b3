import type { PersonalData } from '../privacy/declaration';

/** Where the person lives. */
export const geographyPersonalData: PersonalData = {
  tables: [
    { table: 'employee_homes', person: { column: 'employee_id' }, erasure: { erase: 'delete' } },
  ],
};
