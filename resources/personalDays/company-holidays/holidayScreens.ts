import type { RowTexts } from '../../shared/AdminListPage';

/** A holiday's buttons and notices, in the list and on the form. */
export const HOLIDAY_TEXTS: RowTexts = {
  edit: 'personalDays.holidays.edit',
  delete: 'personalDays.holidays.delete',
  confirmDelete: 'personalDays.holidays.confirmDelete',
  deleted: 'personalDays.holidays.deleted',
};
