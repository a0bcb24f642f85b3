import { access } from '../auth/access';
import type { ModulePolicy } from '../modules/types';

/**
 * Every employee asks for and downloads their own data (the service reads only the caller's);
 * erasing a person is the administrators'.
 */
export const privacyPolicy: ModulePolicy = {
  'GET /api/privacy/export': access.employee,
  'POST /api/privacy/export': access.employee,
  'GET /api/privacy/export/download': access.employee,
  'POST /api/privacy/erasures': access.admin,
};
