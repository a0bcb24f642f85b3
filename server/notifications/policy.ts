import { access } from '../auth/access';
import type { ModulePolicy } from '../modules/types';

/** The caller's own notifications: every query is bounded to the token's employee. */
export const notificationsPolicy: ModulePolicy = {
  'GET /api/notification': access.employee,
  'POST /api/notification/delete': access.employee,
  'POST /api/notification/delete-all': access.employee,
  'POST /api/notification/read': access.employee,
  'GET /api/notification/preferences': access.employee,
  'PUT /api/notification/preferences': access.employee,
};
