import { access } from '../../auth/access';
import type { ModulePolicy } from '../types';

const users = access.users('lss');

/**
 * The survey is its users' (LSS_User, LSS_Owner, System_Admin). GET /LSS answers only the
 * caller's own participation: the store answers 404 for another username, never 403 (a 403 on
 * the main API signs the portal out). The results are the owners'.
 */
export const lssPolicy: ModulePolicy = {
  'GET /account': users,
  'GET /supervisor': users,
  'POST /LSS': users,
  'GET /LSS': users,
  'GET /admin/lss-results': access.owners('lss'),
};
