import type { RowTexts } from '../../shared/AdminListPage';

export const OPENING_LIST = '/growth/openings';
export const OPENING_FORM = '/growth/openings/form';

/** An opening's buttons and notices, in the list and on the form. */
export const OPENING_TEXTS: RowTexts = {
  edit: 'growth.admin.editOpening',
  delete: 'growth.admin.deleteOpening',
  confirmDelete: 'growth.admin.confirmDeleteOpening',
  deleted: 'growth.admin.openingDeleted',
};
