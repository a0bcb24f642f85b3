import { type AvailabilityWindow } from '../../../contracts/appointments/appointments';
import { useWeekdayName } from '../../shared/dates';
import { AVAILABILITY_PATH, formOf } from '../shared/paths';
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
/** A window in words: 'Dra. Mora, lunes 08:00–12:00'. */
export function useWindowName() {
  const weekdayName = useWeekdayName();
  return (window: AvailabilityWindow) =>
    `${window.professional}, ${weekdayName(window.weekday)} ${window.startTime}–${window.endTime}`;
}
