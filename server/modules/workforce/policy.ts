import { access } from '../../auth/access';
import type { ModulePolicy } from '../types';

/** SCIM: only provisioning clients (SCIM_TOKEN), never an employee's session. */
export const scimPolicy: ModulePolicy = {
  'GET /ServiceProviderConfig': access.provisioning,
  'GET /ResourceTypes': access.provisioning,
  'GET /ResourceTypes/:id': access.provisioning,
  'GET /Schemas': access.provisioning,
  'GET /Schemas/:id': access.provisioning,
  'GET /Users': access.provisioning,
  'GET /Users/:id': access.provisioning,
  'POST /Users': access.provisioning,
  'PUT /Users/:id': access.provisioning,
  'PATCH /Users/:id': access.provisioning,
  'DELETE /Users/:id': access.provisioning,
};
