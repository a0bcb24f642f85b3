import { formOf, REQUEST_TYPES_PATH } from '../shared/paths';

/** The form of the list and its records (`…/form`, `…/form/:id`). */
export const FORM = formOf(REQUEST_TYPES_PATH);
