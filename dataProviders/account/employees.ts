import type { DataProvider, RaRecord } from 'react-admin';
import type { EmployeeProfile } from '../../contracts/account/employees';
import type { HttpClient } from '../http';
import { resourceAdapter } from '../unsupported';

export type EmployeeRecord = EmployeeProfile & RaRecord;

/** `employees` over the main API's user endpoints; the record id is the user name. */
export function employeesAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('employees', {
    getOne: async (_resource, { id }) => {
      const profile = await http.json<EmployeeProfile>(
        `${mainApi}/User/GetUserByUserName/${encodeURIComponent(String(id))}`,
      );
      return { data: { ...profile, id: profile.username } as never };
    },
  });
}
