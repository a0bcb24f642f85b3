import { restIdParams } from '../../../../contracts/restQuery';
import {
  employeeActiveBody,
  employeeChangeQuery,
  type WorkforceEmployee,
  workforceEmployeeQuery,
} from '../../../../contracts/workforce/administration';
import { employeeRecord } from '../../../../contracts/workforce/employees';
import { registerRestResource } from '../../../http/simpleRest';
import type { ServiceApp, ServiceDeps } from '../../types';
import { workforceEmployees } from './employees';

const tag = 'Workforce';

/** The employees administration (simple-rest) and its deactivation and history. */
export async function employeeAdministrationRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const employees = workforceEmployees(db);
  registerRestResource(app, {
    name: 'workforce-employees',
    tag,
    noun: 'employee',
    list: {
      query: workforceEmployeeQuery,
      description:
        'Every employee, active or not. Filters: `q` (name, user name, e-mail or the start of the ' +
        'badge), `account` (contains), `supervisor` (their badge), `active`. Sorts: fullName ' +
        '(default), badge, account, position, hiredOn, active.',
      read: (query) => employees.list(query),
    },
    one: (id) => employees.one(id),
    update: {
      body: employeeRecord(),
      summary: "Change an employee's record",
      description:
        'Through provisioning, as SCIM and the CSV import: 400 naming the field, 409 when another ' +
        'employee has the badge, user name or external id; a supervisor change hands their ' +
        'pending requests to the new approver. Audited.',
      write: (user, id, body) => employees.update(user, id, body),
    },
  });

  app.put(
    '/workforce/employees/:id/active',
    {
      schema: {
        summary: 'Deactivate or reactivate an employee',
        description:
          'A deactivated employee keeps their history, their sessions end at once and their ' +
          'pending requests stay decidable by others. Audited.',
        tags: [tag],
        params: restIdParams,
        body: employeeActiveBody,
      },
    },
    async (request): Promise<WorkforceEmployee> =>
      employees.setActive(request.user, request.params.id, request.body.active),
  );

  registerRestResource(app, {
    name: 'workforce-employee-changes',
    tag,
    noun: "change of an employee's record",
    list: {
      query: employeeChangeQuery,
      description:
        "One employee's changes (`filter.employeeId`, required) from the audit trail, newest " +
        'first: who, when, which fields.',
      read: (query) => employees.changes(query),
    },
  });
}
