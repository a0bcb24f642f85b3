import type { DataProvider, RaRecord } from 'react-admin';
import type { EmployeeProfile } from '../../contracts/account/employees';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';

type EmployeeRecord = EmployeeProfile & RaRecord;

/** `employees` over the main API's user endpoints; the record id is the user name. */
export const employeesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter(http, {
    resource: 'employees',
    one: (id) => `${mainApi}/User/GetUserByUserName/${segment(id)}`,
    toRecord: (profile: EmployeeProfile): EmployeeRecord => ({ ...profile, id: profile.username }),
  });
