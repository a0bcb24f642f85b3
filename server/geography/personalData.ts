import { deleted, personal, type PersonalData } from '../privacy/declaration';

/** Where the person lives. */
export const geographyPersonalData: PersonalData = {
  tables: [personal('employee_homes', 'employee_id', deleted)],
};
