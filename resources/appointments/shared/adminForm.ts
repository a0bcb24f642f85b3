import type { RaRecord } from 'react-admin';
import { formOf } from './paths';

/**
 * An appointments admin form's resource, list (its way back), path and titles: a new record's
 * `createTitle`, an existing one's its name.
 */
export function appointmentsForm<T extends RaRecord>(
  resource: string,
  listPath: string,
  createTitle: string,
  nameOf: (record: T) => string,
) {
  return {
    resource,
    listPath,
    back: 'appointments.admin.back',
    formPath: formOf(listPath),
    createTitle,
    editTitle: 'appointments.admin.editTitle',
    nameOf,
  };
}
