import { access } from '../auth/access';
import { restRules } from '../http/simpleRest';
import type { ModulePolicy } from '../modules/types';

/** The scheduled jobs' state: the administrators'. */
export const jobsPolicy: ModulePolicy = {
  ...restRules('scheduled-jobs', access.admin, ['list', 'one']),
};
