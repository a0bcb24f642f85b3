import { BUILDINGS_PATH, formOf } from '../../../src/modules/appointments/paths';

/** The form of the list and its records (`…/form`, `…/form/:id`). */
export const FORM = formOf(BUILDINGS_PATH);
