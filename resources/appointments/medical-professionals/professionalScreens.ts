import { SPECIALTIES } from '../../../contracts/appointments/appointments';
import { formOf, PROFESSIONALS_PATH } from '../shared/paths';

/** The form of the list and its records (`…/form`, `…/form/:id`). */
export const FORM = formOf(PROFESSIONALS_PATH);
/** The specialties as choices, in the reader's language. */
export const specialties = SPECIALTIES.map((id) => ({ id, name: `appointments.specialty.${id}` }));
