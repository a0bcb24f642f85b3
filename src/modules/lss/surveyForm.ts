import { LSS_TESTS, lssBody } from '../../../contracts/lss/lss';
import { contractResolver } from '../../../resources/shared/contractResolver';

/** The survey form checks POST /LSS's own contract before anything is sent. */
export const surveyResolver = contractResolver(lssBody, {
  messages: { [LSS_TESTS.badge]: 'lss.validation.badge' },
});
