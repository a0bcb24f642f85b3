import { deleted, ofParent, personal, type PersonalData } from '../../privacy/declaration';

/** The referrals a person made, their history and the candidates' résumés. */
export const referralsPersonalData: PersonalData = {
  tables: [
    personal('referrals', 'referrer_id', deleted, {
      files: ['resume_file_id'],
      retention: {
        kind: 'rejected_referral_resumes',
        days: 180,
        after: 'status_changed_at',
        when: { column: 'status', in: ['not_hired'] },
        expire: { clear: ['resume_file_id', 'resume_url'] },
      },
    }),
    ofParent('referral_status_changes', 'referral_id', 'referrals', deleted),
  ],
};
