/**
 * The company's holidays (`company-holidays`): seeded with Costa Rica's of 2026 and 2027, read by
 * every employee, maintained by the personal-days owners (audited, one holiday per day), and
 * refused as days off as soon as they are added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyHoliday } from '../../../contracts/personalDays/personalDays';
import { createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { contentRange, restQuery } from '../simpleRest';
import { addRequest, categoryOf, nextYear, workingDays } from './personalDaysCalls';

const HOLIDAYS = '/admin/company-holidays';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const list = async (username: string, query: Parameters<typeof restQuery>[0] = {}) => {
  const response = await t.call(username, 'GET', `${HOLIDAYS}?${restQuery(query)}`);
  return {
    rows: expectJson<CompanyHoliday[]>(response),
    total: contentRange(response, 'company-holidays').total,
  };
};

describe('reading', () => {
  it('lists a year’s holidays in date order for any employee', async () => {
    const { rows, total } = await list('newhire', { filter: { year: 2026 }, range: [0, 99] });
    expect(total).toBe(12);
    expect(rows[0]).toMatchObject({ date: '2026-01-01', name: 'Año Nuevo' });
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort());
    expect(rows.map((r) => r.date)).toContain('2026-09-15');
    expect((await list('employee', { filter: { year: 2027 } })).total).toBe(12);
  });

  it('filters by range and name, sorts by name, reads one; 404 for none', async () => {
    const august = await list('employee', { filter: { from: '2027-08-01', to: '2027-08-31' } });
    expect(august.rows.map((r) => r.date)).toEqual(['2027-08-02', '2027-08-15', '2027-08-31']);
    const christmas = await list('employee', { filter: { q: 'navidad' } });
    expect(christmas.rows.map((r) => r.date)).toEqual(['2026-12-25', '2027-12-25']);
    // The database's collation orders names: ascending is descending reversed.
    const ascending = await list('employee', { sort: ['name', 'ASC'], filter: { year: 2026 } });
    const descending = await list('employee', { sort: ['name', 'DESC'], filter: { year: 2026 } });
    expect(ascending.rows.map((r) => r.name)).toEqual(descending.rows.map((r) => r.name).reverse());
    expect(ascending.rows.map((r) => r.name)).not.toEqual(
      [...ascending.rows].sort((a, b) => (a.date < b.date ? -1 : 1)).map((r) => r.name),
    );
    const one = christmas.rows[0]!;
    expect(
      expectJson<CompanyHoliday>(await t.call('employee', 'GET', `${HOLIDAYS}/${one.id}`)),
    ).toEqual(one);
    expect((await t.call('employee', 'GET', `${HOLIDAYS}/99999`)).statusCode).toBe(404);
    expectInvalid(
      await t.call('employee', 'GET', `${HOLIDAYS}?${restQuery({ filter: { year: 'x' } })}`),
      'filter.year',
    );
  });
});

describe('maintaining', () => {
  it('adds a holiday (audited) that is refused as a day off at once', async () => {
    const [day] = await workingDays(t, `${nextYear()}-06-01`, 1);
    const created = expectJson<CompanyHoliday>(
      await t.call('pd.owner', 'POST', HOLIDAYS, { date: day, name: 'Día del aniversario' }),
      201,
    );
    expect(created).toMatchObject({ date: day, name: 'Día del aniversario' });
    const [audit] = await t.auditRows('company_holiday', created.id);
    expect(audit).toMatchObject({ action: 'create', actor_username: 'pd.owner' });
    const full = await categoryOf(t, 'Día personal');
    const refused = await addRequest(t, 'employee', { ...full, requestDate: day! });
    expectInvalid(refused, 'requestDate');
    expect(refused.json<{ errors: Record<string, string> }>().errors.requestDate).toContain(
      'Día del aniversario',
    );
  });

  it('refuses a second holiday on one day (409 naming date) and malformed bodies (400)', async () => {
    const response = await t.call('admin', 'POST', HOLIDAYS, { date: '2026-12-25', name: 'Otra' });
    expect(response.statusCode, response.body).toBe(409);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['date']);
    expectInvalid(
      await t.call('pd.owner', 'POST', HOLIDAYS, { date: '2026-02-30', name: 'Nada' }),
      'date',
    );
    expectInvalid(await t.call('pd.owner', 'POST', HOLIDAYS, { date: '2026-02-03' }), 'name');
  });

  it('changes and deletes a holiday (audited); 404 for none; 409 moving it onto another', async () => {
    const [first, second] = await workingDays(t, `${nextYear()}-10-01`, 2);
    const holiday = expectJson<CompanyHoliday>(
      await t.call('pd.owner', 'POST', HOLIDAYS, { date: first, name: 'Feriado local' }),
      201,
    );
    const changed = expectJson<CompanyHoliday>(
      await t.call('pd.owner', 'PUT', `${HOLIDAYS}/${holiday.id}`, {
        date: second,
        name: 'Feriado cantonal',
      }),
    );
    expect(changed).toMatchObject({ date: second, name: 'Feriado cantonal' });
    expectInvalid(
      await t.call('pd.owner', 'PUT', `${HOLIDAYS}/${holiday.id}`, { date: 'mañana', name: 'X y' }),
      'date',
    );
    const clash = await t.call('pd.owner', 'PUT', `${HOLIDAYS}/${holiday.id}`, {
      date: `${nextYear()}-12-25`,
      name: 'Feriado cantonal',
    });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json<{ errors: object }>().errors)).toEqual(['date']);
    expect(
      (await t.call('pd.owner', 'PUT', `${HOLIDAYS}/99999`, { date: first, name: 'X y' }))
        .statusCode,
    ).toBe(404);
    const removed = expectJson<CompanyHoliday>(
      await t.call('pd.owner', 'DELETE', `${HOLIDAYS}/${holiday.id}`),
    );
    expect(removed.date).toBe(second);
    expect((await t.call('pd.owner', 'DELETE', `${HOLIDAYS}/${holiday.id}`)).statusCode).toBe(404);
    expect((await t.auditRows('company_holiday', holiday.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('is closed to employees who do not own personal days', async () => {
    for (const username of ['employee', 'supervisor', 'newhire'])
      expect(
        (await t.call(username, 'POST', HOLIDAYS, { date: '2027-02-02', name: 'Feriado' }))
          .statusCode,
      ).toBe(403);
    const [one] = (await list('employee')).rows;
    expect((await t.call('employee', 'DELETE', `${HOLIDAYS}/${one!.id}`)).statusCode).toBe(403);
  });
});
