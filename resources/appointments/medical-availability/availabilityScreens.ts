import { useTranslate } from 'react-admin';
import { type AvailabilityWindow } from '../../../contracts/appointments/appointments';
import { AVAILABILITY_PATH, formOf } from '../../../src/modules/appointments/paths';
import { type RowTexts } from '../../shared/AdminListPage';

/** The form of the list and its records (`…/form`, `…/form/:id`). */
export const FORM = formOf(AVAILABILITY_PATH);
/** A record's buttons and notices, in the list and on the form. */
export const TEXTS: RowTexts = {
  edit: 'appointments.admin.windowEdit',
  delete: 'appointments.admin.windowDelete',
  confirmDelete: 'appointments.admin.windowConfirmDelete',
  deleted: 'appointments.admin.windowDeleted',
};
/** The days of a weekly window, 1 (Monday) to 7. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7].map((id) => ({
  id,
  name: `appointments.weekday.${id}`,
}));

/** A window in words: '%{professional}, Monday 08:00–12:00'. */
export function useWindowName() {
  const translate = useTranslate();
  return (window: AvailabilityWindow) =>
    `${window.professional}, ${translate(`appointments.weekday.${window.weekday}`)} ${window.startTime}–${window.endTime}`;
}
