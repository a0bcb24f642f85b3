import { access, fromQuery } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';
import { RESUME_ROUTE } from './routes';

const users = access.users('referrals');
const owners = access.owners('referrals');

/**
 * Referrers are the programme's users; the referrals list and its status moves are the owners'.
 * A résumé is open to any signed-in employee at the door and read only by its referrer and the
 * owners (404 for anyone else, checked by the referral store), so a guess reveals nothing.
 */
export const referralsPolicy: ModulePolicy = {
  'GET /api/Raft/CandidateIsValid/:badge': users,
  [`GET ${RESUME_ROUTE}`]: access.employee,
  'GET /api/Raft/GetLocation': users,
  'GET /api/Raft/GetPromotionalCode': users,
  'GET /api/Raft/GetPositions/:id': users,
  ...restRules('referrals', owners, ['list', 'one', 'update']),
};

/** The employee-tools middleware's calls: my referrals are mine (owners may read anyone's). */
export const referralsToolsPolicy: ModulePolicy = {
  'GET /api/Raft/GetTopMyReferals': access.selfOrOwners('referrals', fromQuery('badge')),
  'GET /api/Raft/GetEnglishLevels': users,
  'GET /api/Raft/GetRaftSettings': users,
  'POST /api/Raft/SaveRaft': users,
};
