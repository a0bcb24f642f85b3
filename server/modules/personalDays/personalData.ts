import type { PersonalData } from '../../privacy/declaration';

const employmentRecord = 'Leave taken is part of the employment record the labour law keeps.';

/** The person's personal-day requests and their history. */
export const personalDaysPersonalData: PersonalData = {
  tables: [
    {
      table: 'personal_day_requests',
      person: { column: 'employee_id' },
      erasure: { erase: 'keep', reason: employmentRecord },
    },
    {
      table: 'personal_day_status_changes',
      person: { column: 'request_id', parent: 'personal_day_requests' },
      erasure: { erase: 'keep', reason: employmentRecord },
    },
  ],
};
