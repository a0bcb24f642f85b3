import { access } from '../auth/access';
import type { ModulePolicy } from '../modules/types';

/** Stored uploads are readable by URL: ids are random UUIDs and an <img> sends no token. */
export const filesPolicy: ModulePolicy = { 'GET /files/:id': access.public };
