import { access } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';
import { approvalResourceRules } from '../../approvals/policy';

/** The coordinators: Transport_Coordinator and System_Admin. */
const coordinators = access.owners('transportation');

/**
 * Every employee asks for seats for themself (the module has no user role; the calls carry no
 * id of theirs: the store reads the caller); the routes and the inbox are the coordinators'.
 */
export const transportationPolicy: ModulePolicy = {
  'GET /transportation/routes/nearby': access.employee,
  'GET /transportation/requests/mine': access.employee,
  'POST /transportation/requests': access.employee,
  'POST /transportation/requests/:id/cancel': access.employee,
  ...restRules('transport-routes', coordinators, ['list', 'one', 'create', 'update']),
  ...approvalResourceRules('transport-requests', coordinators),
};
