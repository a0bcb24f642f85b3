import { access } from '../../auth/access';
import { pathRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

const buyers = access.users('sales');
const owners = access.owners('sales');

/**
 * Buyers are the sales roles; reference data and every order are the owners'. GET /Order/{id} also
 * lets a buyer read their own order (403 otherwise, checked by the order store).
 */
export const salesPolicy: ModulePolicy = {
  'GET /Campaign/Active': buyers,
  'GET /Campaign': owners,
  'GET /Campaign/Items': owners,
  'GET /Campaign/Items/:id': owners,
  'POST /Campaign': owners,
  'PUT /Campaign/:id': owners,
  'POST /Campaign/:id/Items': owners,
  'PUT /Campaign/Items/:id': owners,
  'DELETE /Campaign/Items/:id': owners,
  'GET /Order/User': buyers,
  'GET /Order': owners,
  'GET /Order/:id': buyers,
  'GET /Order/Campaign/:id/Items': owners,
  'GET /Order/User/Campaign/:id': buyers,
  'POST /Order': buyers,
  ...pathRules('/Building', owners, ['list', 'one', 'create', 'update', 'remove']),
};

/** The employee-tools middleware's campaign calls. */
export const salesToolsPolicy: ModulePolicy = {
  'GET /Campaign/:id': buyers,
  'DELETE /Campaign/:id': owners,
};
