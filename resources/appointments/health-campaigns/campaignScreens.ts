import { CAMPAIGNS_PATH, formOf } from '../shared/paths';
import { type RowTexts } from '../../shared/AdminListPage';

/** The form of the list and its records (`…/form`, `…/form/:id`). */
export const FORM = formOf(CAMPAIGNS_PATH);
/** A record's buttons and notices, in the list and on the form. */
export const TEXTS: RowTexts = {
  edit: 'appointments.admin.campaignEdit',
  delete: 'appointments.admin.campaignDelete',
  confirmDelete: 'appointments.admin.campaignConfirmDelete',
  deleted: 'appointments.admin.campaignDeleted',
};
