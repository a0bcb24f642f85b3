/**
 * The employee as the growth service sees them: metrics (tenure, months in position,
 * applications by status, eligibility), the growth profile and its contact data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, calendarDay } from '../../../contracts/calendar';
import { type EmployeeMetrics, type GrowthProfile } from '../../../contracts/growth/growth';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { createOpening, growthCall } from './growthCalls';

let t: TestApp;
let employee: string;
let newhire: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await badgeOf(t, 'employee');
  newhire = await badgeOf(t, 'newhire');
});
afterAll(async () => {
  await t?.close();
});

const metrics = (username: string, badge: string) =>
  growthCall(t, username, 'GET', `/api/Employee/GetMetrics?employeeID=${badge}`);
const profile = (username: string, badge: string) =>
  growthCall(t, username, 'GET', `/api/Employee/GetProfile?employeeID=${badge}`);
const upload = (username: string, body: object) =>
  growthCall(t, username, 'POST', '/api/Employee/UploadEmployeeInfo', body);

describe('GET /api/Employee/GetMetrics', () => {
  it('says where the demo employee stands and what they may apply to', async () => {
    const today = calendarDay();
    const answer = expectJson<EmployeeMetrics>(await metrics('employee', employee));
    expect(answer).toEqual({
      position: 'Agente de servicio al cliente',
      area: 'Operaciones',
      hiredOn: addMonths(today, -50),
      positionSince: addMonths(today, -14),
      tenureMonths: 50,
      monthsInPosition: 14,
      applicationsByStatus: {
        submitted: 0,
        in_review: 1,
        interview: 1,
        selected: 0,
        not_selected: 1,
      },
      applicationsInProgress: 2,
      activeOpenings: 6,
      // Líder (12 months), Facilitador and Técnico: not applied, minimum reached.
      eligibleOpenings: 3,
      // The coach opening asks for 24 months.
      nextEligibleOn: addMonths(addMonths(today, -14), 24),
    });
  });

  it('shows the new hire no eligible opening yet, and when they will be', async () => {
    const answer = expectJson<EmployeeMetrics>(await metrics('newhire', newhire));
    expect(answer).toMatchObject({
      monthsInPosition: 2,
      eligibleOpenings: 0,
      applicationsInProgress: 0,
      nextEligibleOn: addMonths(addMonths(calendarDay(), -2), 6),
    });
  });

  it('counts a new opening the employee reaches', async () => {
    await createOpening(t, { title: 'Vacante para métricas', minMonthsInPosition: 0 });
    const answer = expectJson<EmployeeMetrics>(await metrics('employee', employee));
    expect(answer).toMatchObject({ activeOpenings: 7, eligibleOpenings: 4 });
    expect(expectJson<EmployeeMetrics>(await metrics('newhire', newhire)).eligibleOpenings).toBe(1);
  });

  it('refuses another employee’s badge (403); owners read anyone’s; 400 and 404 otherwise', async () => {
    expect((await metrics('newhire', employee)).statusCode).toBe(403);
    expect((await metrics('employee', newhire)).statusCode).toBe(403);
    expect(expectJson<EmployeeMetrics>(await metrics('growth.owner', employee)).tenureMonths).toBe(
      50,
    );
    expectInvalid(await metrics('admin', '12a'), 'employeeID');
    expectInvalid(await growthCall(t, 'admin', 'GET', '/api/Employee/GetMetrics'), 'employeeID');
    expect((await metrics('admin', '999999')).statusCode).toBe(404);
  });
});

describe('the growth profile', () => {
  it('answers the caller’s profile, refuses another’s (403)', async () => {
    const mine = expectJson<GrowthProfile>(await profile('employee', employee));
    expect(mine).toMatchObject({
      badge: employee,
      fullName: 'Esteban Vargas Rojas',
      email: 'employee@portal.example.com',
      position: 'Agente de servicio al cliente',
      area: 'Operaciones',
    });
    expect(mine.phone).toMatch(/^8\d{7}$/);
    expect((await profile('newhire', employee)).statusCode).toBe(403);
    expect((await profile('growth.owner', employee)).statusCode).toBe(200);
  });

  it('updates the caller’s contact data and answers the profile', async () => {
    const updated = expectJson<GrowthProfile>(
      await upload('newhire', {
        email: 'natalia.q@correo.example.com',
        phone: '+506 8765 4321',
        badge: newhire,
      }),
    );
    expect(updated).toMatchObject({
      email: 'natalia.q@correo.example.com',
      phone: '+506 8765 4321',
      position: 'Agente de servicio al cliente',
    });
    expect(expectJson<GrowthProfile>(await profile('newhire', newhire)).email).toBe(
      'natalia.q@correo.example.com',
    );
  });

  it('starts a profile for an employee the growth service did not know', async () => {
    const id = await employeeIdOf(t, 'pd.owner');
    await t.db.deleteFrom('growth_profiles').where('employee_id', '=', id).execute();
    const badge = await badgeOf(t, 'pd.owner');
    const fresh = expectJson<GrowthProfile>(await profile('pd.owner', badge));
    expect(fresh).toMatchObject({ email: 'pd.owner@portal.example.com', phone: '', position: '' });
    expect(expectJson<EmployeeMetrics>(await metrics('pd.owner', badge)).monthsInPosition).toBe(0);
    expectJson(
      await upload('pd.owner', { email: 'paula@correo.example.com', phone: '22223333', badge }),
    );
    const row = await t.db
      .selectFrom('growth_profiles')
      .selectAll()
      .where('employee_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'paula@correo.example.com', phone: '22223333' });
  });

  it('names bad fields (400) and refuses another badge (403)', async () => {
    expectInvalid(
      await upload('employee', { email: 'x', phone: 'abc', badge: employee }),
      'email',
      'phone',
    );
    expect(
      (await upload('employee', { email: 'a@b.example.com', phone: '88887777', badge: newhire }))
        .statusCode,
    ).toBe(403);
    expect(expectJson<GrowthProfile>(await profile('newhire', newhire)).email).toBe(
      'natalia.q@correo.example.com',
    );
  });
});
