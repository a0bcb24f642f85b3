import { deleted, ofParent, personal, type PersonalData } from '../../privacy/declaration';

/** The person's growth profile and their applications with résumés. */
export const growthPersonalData: PersonalData = {
  tables: [
    personal('growth_profiles', 'employee_id', deleted),
    // An application needs its résumé: a not-selected one goes whole, history included.
    personal('growth_applications', 'employee_id', deleted, {
      files: ['resume_file_id'],
      retention: {
        kind: 'rejected_applications',
        days: 180,
        after: 'status_changed_at',
        when: { column: 'status', in: ['not_selected'] },
        expire: 'delete',
      },
    }),
    ofParent('growth_application_status_changes', 'application_id', 'growth_applications', deleted),
  ],
};
