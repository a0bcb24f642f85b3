import type { Opening } from '../../../contracts/growth/growth';
import { adminScreens } from '../../shared/AdminListPage';

const OPENING_FORM = '/growth/openings/form';

/** The openings' list and form: an opening's buttons and notices. */
export const OPENING_SCREENS = adminScreens<Opening>(
  'growth-openings',
  '/growth/openings',
  OPENING_FORM,
  {
    edit: 'growth.admin.editOpening',
    delete: 'growth.admin.deleteOpening',
    confirmDelete: 'growth.admin.confirmDeleteOpening',
    deleted: 'growth.admin.openingDeleted',
  },
  (opening) => opening.title,
);
