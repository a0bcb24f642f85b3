import type { PersonalData } from '../../privacy/declaration';

/** The referrals a person made, their history and the candidates' résumés. */
export const referralsPersonalData: PersonalData = {
  tables: [
    {
      table: 'referrals',
      person: { column: 'referrer_id' },
      files: ['resume_file_id'],
      retention: {
        kind: 'rejected_referral_resumes',
        days: 180,
        after: 'status_changed_at',
        when: { column: 'status', in: ['not_hired'] },
        expire: { clear: ['resume_file_id', 'resume_url'] },
      },
      erasure: { erase: 'delete' },
    },
    {
      table: 'referral_status_changes',
      person: { column: 'referral_id', parent: 'referrals' },
      erasure: { erase: 'delete' },
    },
  ],
};
