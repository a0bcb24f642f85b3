import { BUILDINGS_PATH, formOf } from '../shared/paths';

/** The form of the list and its records (`…/form`, `…/form/:id`). */
export const FORM = formOf(BUILDINGS_PATH);
