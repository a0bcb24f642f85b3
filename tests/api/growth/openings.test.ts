/**
 * Openings: the employees' list and detail on the growth family, and the owners' administration
 * (`growth-openings`, simple-rest on the main family).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { Opening, OpeningFilters, OpeningSummary } from '../../../contracts/growth/growth';
import { badgeOf, createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import {
  applicationFields,
  createOpening,
  growthCall,
  growthMultipart,
  openingIdOf,
} from './growthCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const active = (username: string, query = '') =>
  growthCall(t, username, 'GET', `/api/Opening/GetActiveOpenings${query}`);

describe('GET /api/Opening/GetActiveOpenings', () => {
  it('lists the active openings not past their closing day, newest first, with applied', async () => {
    const response = await active('employee');
    const rows = expectJson<OpeningSummary[]>(response);
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    const titles = rows.map((row) => row.title);
    expect(titles).toHaveLength(6);
    expect(titles).not.toContain('Analista de sistemas');
    expect(titles).not.toContain('Monitor de calidad — Cuenta financiera');
    const created = rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(rows.find((row) => row.title === 'Analista de calidad')!.applied).toBe(true);
    expect(rows.find((row) => row.title === 'Técnico de soporte de TI')!.applied).toBe(false);
    // The applied flag is the caller's: the new hire applied to nothing.
    expect(expectJson<OpeningSummary[]>(await active('newhire')).every((r) => !r.applied)).toBe(
      true,
    );
  });

  it('searches title and description, filters area and location ignoring case and accents', async () => {
    const searched = expectJson<OpeningSummary[]>(await active('employee', '?q=LLAMADAS'));
    // The closed opening also speaks of calls; requirements are not searched.
    expect(searched.map((row) => row.title)).toEqual(['Analista de calidad']);
    const area = expectJson<OpeningSummary[]>(await active('employee', '?area=capacitacion'));
    expect(area.map((row) => row.title).sort()).toEqual([
      'Coach de desempeño',
      'Facilitador de capacitación',
    ]);
    const place = expectJson<OpeningSummary[]>(
      await active('employee', '?location=San%20Jos%C3%A9&area=Recursos%20Humanos'),
    );
    expect(place.map((row) => row.title)).toEqual(['Reclutador']);
  });

  it('pages in SQL with the total in X-Total-Count', async () => {
    const first = await active('employee', '?page=1&perPage=4');
    const second = await active('employee', '?page=2&perPage=4');
    expect(first.headers['x-total-count']).toBe('6');
    const ids = [...expectJson<OpeningSummary[]>(first), ...expectJson<OpeningSummary[]>(second)];
    expect(new Set(ids.map((row) => row.id)).size).toBe(6);
  });

  it('refuses a bad page naming the field, and callers without a session', async () => {
    expectInvalid(await active('employee', '?perPage=1000'), 'perPage');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/growth/api/Opening/GetActiveOpenings',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/Opening/GetFilters', () => {
  it('answers the areas and locations of the open openings, sorted', async () => {
    await createOpening(t, { area: 'Logística', location: 'Limón', active: false });
    const filters = expectJson<OpeningFilters>(
      await growthCall(t, 'newhire', 'GET', '/api/Opening/GetFilters'),
    );
    // Only areas and locations with an open opening: not the inactive one's.
    expect(filters).toEqual({
      areas: ['Calidad', 'Capacitación', 'Operaciones', 'Recursos Humanos', 'TI'],
      locations: ['Cartago', 'Escazú', 'Heredia', 'San José'],
    });
  });
});

describe('GET /api/Opening/GetByID', () => {
  const idOf = (title: string) => openingIdOf(t, title);

  it('answers an open opening with its description and the caller’s application', async () => {
    const id = await idOf('Analista de calidad');
    const opening = expectJson<Opening>(
      await growthCall(t, 'employee', 'GET', `/api/Opening/GetByID?id=${id}`),
    );
    expect(opening).toMatchObject({
      id,
      area: 'Calidad',
      open: true,
      active: true,
      applied: true,
      myApplication: { status: 'interview' },
      applications: 0,
    });
    expect(opening.description).toContain('Escuche y evalúe');
    expect(opening.requirements).toContain('Inglés B1');
    const theirs = expectJson<Opening>(
      await growthCall(t, 'newhire', 'GET', `/api/Opening/GetByID?id=${id}`),
    );
    expect(theirs.myApplication).toBeNull();
  });

  it('hides inactive and closed openings from employees, not from owners', async () => {
    for (const title of ['Analista de sistemas', 'Monitor de calidad — Cuenta financiera']) {
      const id = await idOf(title);
      const path = `/api/Opening/GetByID?id=${id}`;
      expect((await growthCall(t, 'employee', 'GET', path)).statusCode).toBe(404);
      const owned = expectJson<Opening>(await growthCall(t, 'growth.owner', 'GET', path));
      expect(owned.open).toBe(false);
    }
    const closed = await idOf('Monitor de calidad — Cuenta financiera');
    expect(
      expectJson<Opening>(
        await growthCall(t, 'growth.owner', 'GET', `/api/Opening/GetByID?id=${closed}`),
      ).applications,
    ).toBe(1);
  });

  it('answers 404 for an unknown id and 400 naming id for a bad one', async () => {
    expect(
      (await growthCall(t, 'employee', 'GET', '/api/Opening/GetByID?id=999999')).statusCode,
    ).toBe(404);
    expectInvalid(await growthCall(t, 'employee', 'GET', '/api/Opening/GetByID?id=abc'), 'id');
    expectInvalid(await growthCall(t, 'employee', 'GET', '/api/Opening/GetByID'), 'id');
  });
});

describe('growth-openings administration', () => {
  it('creates, reads, lists, updates and audits an opening (owners only)', async () => {
    const id = await createOpening(t, { title: 'Especialista en analítica', area: 'TI' });
    const one = expectJson<Opening>(
      await t.call('growth.owner', 'GET', `/admin/growth-openings/${id}`),
    );
    expect(one).toMatchObject({ title: 'Especialista en analítica', minMonthsInPosition: 6 });
    const list = await t.call(
      'growth.owner',
      'GET',
      `/admin/growth-openings?filter=${encodeURIComponent(JSON.stringify({ q: 'analitica', active: true }))}`,
    );
    expect(expectJson<Opening[]>(list).map((row) => row.id)).toEqual([id]);
    expect(list.headers['content-range']).toBe('growth-openings 0-0/1');

    const closesOn = addDays(calendarDay(), 10);
    const updated = expectJson<Opening>(
      await t.call('admin', 'PUT', `/admin/growth-openings/${id}`, {
        ...one,
        title: 'Especialista en analítica de datos',
        closesOn,
        active: false,
      }),
    );
    expect(updated).toMatchObject({ closesOn, active: false, open: false });
    const audit = await t.auditRows('growth_opening', id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ active: 0 });
    // The trail keeps what was written, on both databases: never PostgreSQL's derived copies
    // (the search text, the folded area and location).
    for (const snapshot of [audit[1]!.before!, audit[1]!.after!])
      expect(Object.keys(JSON.parse(snapshot)).sort()).toEqual(
        Object.keys(await t.db.selectFrom('growth_openings').selectAll().executeTakeFirstOrThrow())
          .filter((column) => !/^search_text$|_folded$/.test(column))
          .sort(),
      );

    for (const caller of ['employee', 'newhire', 'raft.owner']) {
      expect((await t.call(caller, 'GET', '/admin/growth-openings')).statusCode).toBe(403);
      expect((await t.call(caller, 'DELETE', `/admin/growth-openings/${id}`)).statusCode).toBe(403);
    }
  });

  it('refuses bad fields naming them', async () => {
    const response = await t.call('growth.owner', 'POST', '/admin/growth-openings', {
      title: 'x',
      area: 'TI',
      location: 'Heredia',
      description: 'corta',
      workSchedule: 'L-V',
      startTime: '25:00',
      endTime: '8am',
      closesOn: '2026-02-30',
      minMonthsInPosition: -1,
    });
    expectInvalid(
      response,
      'title',
      'description',
      'startTime',
      'endTime',
      'closesOn',
      'minMonthsInPosition',
    );
    expectInvalid(
      await t.call('growth.owner', 'GET', '/admin/growth-openings?filter={"nope":1}'),
      'filter',
    );
  });

  it('deletes an opening nobody applied to; one with applications is refused (409)', async () => {
    const id = await createOpening(t, { title: 'Vacante para eliminar' });
    const deleted = expectJson<Opening>(
      await t.call('growth.owner', 'DELETE', `/admin/growth-openings/${id}`),
    );
    expect(deleted.title).toBe('Vacante para eliminar');
    expect((await t.call('growth.owner', 'GET', `/admin/growth-openings/${id}`)).statusCode).toBe(
      404,
    );
    expect((await t.auditRows('growth_opening', id)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);

    const taken = await createOpening(t, {
      title: 'Vacante con postulaciones',
      minMonthsInPosition: 0,
    });
    const badge = await badgeOf(t, 'newhire');
    expectJson(
      await growthMultipart(t, 'newhire', '/api/Application', applicationFields(badge, taken)),
      201,
    );
    const refused = await t.call('growth.owner', 'DELETE', `/admin/growth-openings/${taken}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Deactivate it instead');
    expect(
      (await t.call('growth.owner', 'GET', `/admin/growth-openings/${taken}`)).statusCode,
    ).toBe(200);
  });
});
