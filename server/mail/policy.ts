import { access } from '../auth/access';
import type { ModulePolicy } from '../modules/types';

/** The outbox names every recipient: administrators only. */
export const mailPolicy: ModulePolicy = {
  'GET /api/mail/outbox': access.admin,
};
