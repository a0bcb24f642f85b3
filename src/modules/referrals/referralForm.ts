import { REFERRAL_TESTS, saveRaftBody } from '../../../contracts/referrals/referrals';
import { contractResolver } from '../../../resources/shared/contractResolver';

/** The contract's own rules in the portal's words. */
export const REFERRAL_FORM_MESSAGES = {
  [REFERRAL_TESTS.identification]: 'referrals.validation.identification',
  [REFERRAL_TESTS.phone]: 'referrals.validation.phone',
};

/** The referral form checks SaveRaft's own contract before anything is sent. */
export const referralResolver = contractResolver(saveRaftBody, {
  messages: REFERRAL_FORM_MESSAGES,
});
