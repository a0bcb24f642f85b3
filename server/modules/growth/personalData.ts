import type { PersonalData } from '../../privacy/declaration';

/** The person's growth profile and their applications with résumés. */
export const growthPersonalData: PersonalData = {
  tables: [
    { table: 'growth_profiles', person: { column: 'employee_id' }, erasure: { erase: 'delete' } },
    {
      table: 'growth_applications',
      person: { column: 'employee_id' },
      files: ['resume_file_id'],
      // An application needs its résumé: a not-selected one goes whole, history included.
      retention: {
        kind: 'rejected_applications',
        days: 180,
        after: 'status_changed_at',
        when: { column: 'status', in: ['not_selected'] },
        expire: 'delete',
      },
      erasure: { erase: 'delete' },
    },
    {
      table: 'growth_application_status_changes',
      person: { column: 'application_id', parent: 'growth_applications' },
      erasure: { erase: 'delete' },
    },
  ],
};
