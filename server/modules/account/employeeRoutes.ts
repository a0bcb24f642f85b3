import { type EmployeeProfile, userNameParams } from '../../../contracts/account/employees';
import type { DB } from '../../db';
import type { ServiceApp } from '../types';
import { findOr404 } from '../../db/lookup';
import { say } from './i18n';

/** Employee records on the main API. */
export async function employeeRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/User/GetUserByUserName/:username',
    {
      schema: {
        summary: 'An employee’s profile by user name (the caller’s own, unless System_Admin)',
        tags: ['Employees'],
        params: userNameParams,
      },
    },
    async (request): Promise<EmployeeProfile> => {
      const employee = await findOr404(
        db
          .selectFrom('employees')
          .select([
            'username',
            'badge',
            'email',
            'full_name',
            'first_name',
            'last_name',
            'birthday',
          ])
          .where('username', '=', request.params.username.toLowerCase())
          .where('active', '=', 1),
        say('employee.notFound'),
      );
      return {
        username: employee.username,
        badge: employee.badge,
        email: employee.email,
        fullName: employee.full_name,
        firstName: employee.first_name,
        lastName: employee.last_name,
        birthday: employee.birthday,
      };
    },
  );
}
