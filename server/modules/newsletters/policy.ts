import { access } from '../../auth/access';
import type { ModulePolicy } from '../types';

/** Readers see the current newsletters; Newsletters_Owner writes and sees every one. */
export const newslettersPolicy: ModulePolicy = {
  'GET /Newsletter': access.owners('newsletters'),
  'GET /Newsletter/GetCurrentNewsletters': access.users('newsletters'),
  'GET /Newsletter/:id': access.users('newsletters'),
  'POST /Newsletter': access.owners('newsletters'),
  'PUT /Newsletter': access.owners('newsletters'),
  'DELETE /Newsletter/Delete/:id': access.owners('newsletters'),
  'POST /Newsletter/Image': access.owners('newsletters'),
};
