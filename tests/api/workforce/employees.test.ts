/**
 * The employees administration (both databases): the list searched and filtered in SQL, an edit
 * through provisioning, deactivation that ends the sessions at once, and the history of changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmployeeChange,
  WorkforceEmployee,
} from '../../../contracts/workforce/administration';
import { createTestApp, employeeIdOf, expectInvalid, expectJson, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, username = 'admin') =>
  t.call(username, 'GET', `/admin/workforce-employees?${query}`);
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

describe('the employees administration', () => {
  it('lists employees by name, badge, supervisor and whether active', async () => {
    const supervisor = expectJson<WorkforceEmployee[]>(await list(filter({ q: 'supervisor' })));
    expect(supervisor.map((employee) => employee.userName)).toContain('supervisor');
    const team = expectJson<WorkforceEmployee[]>(
      await list(
        filter({ supervisor: supervisor.find((e) => e.userName === 'supervisor')!.badge }),
      ),
    );
    expect(team.map((employee) => employee.userName)).toEqual(
      expect.arrayContaining(['employee', 'newhire']),
    );
    expect(team.every((employee) => employee.supervisorName !== null)).toBe(true);
    const inactive = expectJson<WorkforceEmployee[]>(await list(filter({ active: false })));
    expect(inactive.every((employee) => !employee.active)).toBe(true);
    expect(inactive.map((employee) => employee.userName)).toContain('former');
    const response = await list('sort=["badge","ASC"]&range=[0,4]');
    expect(response.headers['content-range']).toMatch(/^workforce-employees 0-4\/\d+$/);
    expectInvalid(await list(filter({ supervisor: 'no válido' })), 'filter.supervisor');
  });

  it('edits an employee through provisioning and shows who changed what', async () => {
    const id = await employeeIdOf(t, 'newhire');
    const before = expectJson<WorkforceEmployee>(
      await t.call('admin', 'GET', `/admin/workforce-employees/${id}`),
    );
    // The record as the form sends it back: the shown-only fields are not the record's.
    const record = Object.fromEntries(
      Object.entries(before).filter(([key]) => !['id', 'supervisorName'].includes(key)),
    );
    const after = expectJson<WorkforceEmployee>(
      await t.call('admin', 'PUT', `/admin/workforce-employees/${id}`, {
        ...record,
        position: 'Analista',
      }),
    );
    expect(after.position).toBe('Analista');
    expectInvalid(
      await t.call('admin', 'PUT', `/admin/workforce-employees/${id}`, { ...record, email: 'x' }),
      'email',
    );
    const changes = expectJson<EmployeeChange[]>(
      await t.call(
        'admin',
        'GET',
        `/admin/workforce-employee-changes?${filter({ employeeId: id })}`,
      ),
    );
    expect(changes[0]).toMatchObject({ actorUsername: 'admin', changed: ['position'] });
  });

  it('deactivates an employee (their next call refused) and reactivates them', async () => {
    const id = await employeeIdOf(t, 'newhire');
    const token = await t.tokenOf('newhire');
    const deactivated = expectJson<WorkforceEmployee>(
      await t.call('admin', 'PUT', `/workforce/employees/${id}/active`, { active: false }),
    );
    expect(deactivated.active).toBe(false);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/main/api/notification/preferences',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(401);
    const reactivated = expectJson<WorkforceEmployee>(
      await t.call('admin', 'PUT', `/workforce/employees/${id}/active`, { active: true }),
    );
    expect(reactivated.active).toBe(true);
  });

  it('is for the workforce administrators only', async () => {
    expect((await list('', 'employee')).statusCode).toBe(403);
  });
});
