import { kept, ofParent, personal, type PersonalData } from '../../privacy/declaration';

const employmentRecord = kept({
  es: 'Los días tomados son parte del expediente laboral que la ley laboral conserva.',
  en: 'Leave taken is part of the employment record the labour law keeps.',
});

/** The person's personal-day requests and their history. */
export const personalDaysPersonalData: PersonalData = {
  tables: [
    personal('personal_day_requests', 'employee_id', employmentRecord),
    ofParent(
      'personal_day_status_changes',
      'request_id',
      'personal_day_requests',
      employmentRecord,
    ),
  ],
};
