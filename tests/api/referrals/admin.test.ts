import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../../contracts/calendar';
import type { CandidateValidity, Referral } from '../../../contracts/referrals/referrals';
import { createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { referenceIds, referralFields, saveRaft } from './raft';

/** The owners' resource `referrals`: the list in SQL, one referral with its history, status moves. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let employeeBadge: string;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t);
  const employee = await t.db
    .selectFrom('employees')
    .select(['id', 'badge'])
    .where('username', '=', 'employee')
    .executeTakeFirstOrThrow();
  employeeBadge = employee.badge;
  employeeId = employee.id;
});
afterAll(async () => {
  await t?.close();
});

const list = (username: string, query: Record<string, unknown> = {}) =>
  t.call(
    username,
    'GET',
    `/admin/referrals?${new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
    ).toString()}`,
  );

async function newReferral(overrides: Record<string, string> = {}): Promise<Referral> {
  return expectJson<Referral>(
    await saveRaft(
      t,
      'employee',
      referralFields(employeeBadge, { location: ids.sabana, positionId: ids.agent }, overrides),
    ),
    201,
  );
}

const move = (username: string, id: number, body: object) =>
  t.call(username, 'PUT', `/admin/referrals/${id}`, body);

const goldenCount = async () =>
  (
    await t.db
      .selectFrom('golden_referrers')
      .select('hired_referrals')
      .where('employee_id', '=', employeeId)
      .executeTakeFirst()
  )?.hired_referrals ?? 0;

const notificationsOf = (employee: number, kind: string) =>
  t.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('employee_id', '=', employee)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .execute();

describe('GET /admin/referrals', () => {
  it('pages every referral, newest first, with the total in Content-Range', async () => {
    const response = await list('raft.owner', { range: [0, 3] });
    const rows = expectJson<Referral[]>(response);
    expect(rows).toHaveLength(4);
    expect(response.headers['content-range']).toMatch(/^referrals 0-3\/(\d+)$/);
    expect(Number(String(response.headers['content-range']).split('/')[1])).toBeGreaterThanOrEqual(
      10,
    );
    const dates = rows.map((row) => row.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(rows[0]!.history).toBeUndefined();
  });

  it('filters by status, position, location, dates and text, and sorts by candidate name', async () => {
    const hired = expectJson<Referral[]>(await list('raft.owner', { filter: { status: 'hired' } }));
    expect(hired.length).toBeGreaterThanOrEqual(2);
    expect(hired.every((row) => row.status === 'hired')).toBe(true);

    const remote = expectJson<Referral[]>(
      await list('raft.owner', { filter: { locationId: ids.remote } }),
    );
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((row) => row.locationName === 'Remoto')).toBe(true);

    const digital = expectJson<Referral[]>(
      await list('raft.owner', { filter: { positionId: ids.digitalSales } }),
    );
    expect(digital.map((row) => row.candidateName)).toEqual(['Sofía Chaves Brenes']);

    const empty = expectJson<Referral[]>(
      await list('raft.owner', { filter: { from: '2000-01-01', to: '2000-12-31' } }),
    );
    expect(empty).toEqual([]);
    // The seed received referrals 1, 2, 6, 9, 15… days ago: a window from 10 to 4 days ago.
    const daysAgo = (days: number) => calendarDay(new Date(Date.now() - days * 86_400_000));
    const window = expectJson<Referral[]>(
      await list('raft.owner', { filter: { from: daysAgo(10), to: daysAgo(4) } }),
    );
    expect(window.map((row) => row.candidateName).sort()).toEqual([
      'José Castro Mora',
      'Sofía Chaves Brenes',
    ]);

    // Accents and case do not matter; the referrer's name and the identification number match too.
    const byName = expectJson<Referral[]>(await list('raft.owner', { filter: { q: 'fernandez' } }));
    expect(byName.map((row) => row.candidateName)).toEqual(['María Fernández Solano']);
    const byId = expectJson<Referral[]>(await list('raft.owner', { filter: { q: '1-1425' } }));
    expect(byId.map((row) => row.identificationNumber)).toEqual(['114250873']);
    const byReferrer = expectJson<Referral[]>(
      await list('raft.owner', { filter: { q: 'Esteban Vargas' }, range: [0, 99] }),
    );
    expect(byReferrer.length).toBeGreaterThanOrEqual(5);
    expect(byReferrer.every((row) => row.referrer.badge === employeeBadge)).toBe(true);

    const sorted = expectJson<Referral[]>(
      await list('raft.owner', { sort: ['candidateName', 'ASC'], range: [0, 99] }),
    );
    const names = sorted.map((row) => row.candidateName);
    expect(names[0]).toBe('Andrés Jiménez Arias');

    const several = expectJson<Referral[]>(
      await list('raft.owner', { filter: { id: [sorted[0]!.id, sorted[1]!.id] } }),
    );
    expect(several.map((row) => row.id).sort()).toEqual([sorted[0]!.id, sorted[1]!.id].sort());
  });

  it('answers 400 naming the filter for a bad value, and 403 to anyone but the owners', async () => {
    expectInvalid(await list('raft.owner', { filter: { status: 'archived' } }), 'filter.status');
    expectInvalid(await list('raft.owner', { filter: { from: '2026-02-30' } }), 'filter.from');
    expect((await list('raft.owner', { filter: { nope: 1 } })).statusCode).toBe(400);
    expect((await list('employee')).statusCode).toBe(403);
    expect((await t.call('employee', 'GET', '/admin/referrals/1')).statusCode).toBe(403);
    expect((await list('admin')).statusCode).toBe(200);
  });
});

describe('GET /admin/referrals/{id}', () => {
  it('answers one referral with its history, or 404', async () => {
    const [hired] = expectJson<Referral[]>(
      await list('raft.owner', { filter: { q: 'Andrés Jiménez' } }),
    );
    const one = expectJson<Referral>(
      await t.call('raft.owner', 'GET', `/admin/referrals/${hired!.id}`),
    );
    expect(one.history!.map((change) => change.toStatus)).toEqual([
      'received',
      'in_review',
      'interviewed',
      'hired',
    ]);
    expect(one.nextStatuses).toEqual([]);
    expect((await t.call('raft.owner', 'GET', '/admin/referrals/999999')).statusCode).toBe(404);
    expectInvalid(await t.call('raft.owner', 'GET', '/admin/referrals/abc'), 'id');
  });
});

describe('PUT /admin/referrals/{id}: the status workflow', () => {
  it('moves a referral step by step, with history, audit and a notification to the referrer for each move', async () => {
    const referral = await newReferral();
    const before = await goldenCount();

    const skipped = await move('raft.owner', referral.id, { status: 'interviewed' });
    expect(skipped.statusCode, skipped.body).toBe(409);
    expect(Object.keys(skipped.json<{ errors: object }>().errors)).toEqual(['status']);

    const inReview = expectJson<Referral>(
      await move('raft.owner', referral.id, {
        status: 'in_review',
        from: 'received',
        note: 'CV revisado',
      }),
    );
    expect(inReview.status).toBe('in_review');
    expect(inReview.nextStatuses).toEqual(['interviewed', 'not_hired']);
    expect(inReview.history!.at(-1)).toMatchObject({
      fromStatus: 'received',
      toStatus: 'in_review',
      note: 'CV revisado',
      changedBy: { fullName: 'Rafael Jiménez Campos' },
    });
    const [notice] = await notificationsOf(employeeId, 'referral-status');
    expect(notice).toMatchObject({ link: '/BAF/MyReferrals' });
    expect(notice!.title).toMatch(/En revisión/);
    expect(notice!.body).toMatch(/Lucía Herrera Salas/);
    expect(notice!.body).toMatch(/CV revisado/);
    const audit = await t.auditRows('referral', referral.id);
    expect(audit.map((row) => row.action)).toEqual(['update']);

    // A stale `from`: someone moved it since.
    const stale = await move('raft.owner', referral.id, {
      status: 'interviewed',
      from: 'received',
    });
    expect(stale.statusCode).toBe(409);

    expectJson(await move('admin', referral.id, { status: 'interviewed' }));
    const hired = expectJson<Referral>(await move('raft.owner', referral.id, { status: 'hired' }));
    expect(hired.status).toBe('hired');
    expect(hired.history!.map((change) => change.toStatus)).toEqual([
      'received',
      'in_review',
      'interviewed',
      'hired',
    ]);
    // A hire counts for the golden referrers, and the GetGoldenReferresList shows it.
    expect(await goldenCount()).toBe(before + 1);
    const golden = expectJson<{ badge: string; hiredReferrals: number }[]>(
      await t.call('employee', 'GET', '/api/Raft/GetGoldenReferresList?size=20'),
    );
    expect(golden.find((row) => row.badge === employeeBadge)?.hiredReferrals).toBe(before + 1);
    expect((await notificationsOf(employeeId, 'referral-status'))[0]!.title).toMatch(/Contratado/);

    // Final: no further move.
    const after = await move('raft.owner', referral.id, { status: 'not_hired' });
    expect(after.statusCode).toBe(409);
    expect(after.json<{ message: string }>().message).toMatch(/cannot move/);
    expect(await goldenCount()).toBe(before + 1);
  });

  it('counts the first hire of a referrer the golden list did not have yet', async () => {
    const newcomer = await t.db
      .selectFrom('employees')
      .select('id')
      .where('username', '=', 'raft.owner')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('golden_referrers').where('employee_id', '=', newcomer.id).execute();
    const ownerBadge = (
      await t.db
        .selectFrom('employees')
        .select('badge')
        .where('id', '=', newcomer.id)
        .executeTakeFirstOrThrow()
    ).badge;
    const referral = expectJson<Referral>(
      await saveRaft(
        t,
        'raft.owner',
        referralFields(ownerBadge, { location: ids.sabana, positionId: ids.agent }),
      ),
      201,
    );
    for (const status of ['in_review', 'interviewed', 'hired'])
      expectJson(await move('admin', referral.id, { status }));
    const golden = await t.db
      .selectFrom('golden_referrers')
      .select('hired_referrals')
      .where('employee_id', '=', newcomer.id)
      .executeTakeFirstOrThrow();
    expect(golden.hired_referrals).toBe(1);
  });

  it('ends a referral as not hired from received, and the candidate then cools off', async () => {
    const referral = await newReferral();
    const ended = expectJson<Referral>(
      await move('raft.owner', referral.id, { status: 'not_hired', note: 'No cumple el horario' }),
    );
    expect(ended.status).toBe('not_hired');
    expect(ended.nextStatuses).toEqual([]);
    const validity = expectJson<CandidateValidity>(
      await t.call(
        'employee',
        'GET',
        `/api/Raft/CandidateIsValid/${referral.identificationNumber}`,
      ),
    );
    expect(validity).toMatchObject({ isValid: false, reason: 'coolingOff' });
  });

  it('answers 400 naming the field for a bad body, 404 for an unknown referral, 403 to anyone but the owners', async () => {
    const referral = await newReferral();
    expectInvalid(await move('raft.owner', referral.id, { status: 'archived' }), 'status');
    expectInvalid(await move('raft.owner', referral.id, {}), 'status');
    expectInvalid(
      await move('raft.owner', referral.id, { status: 'in_review', note: 'x'.repeat(501) }),
      'note',
    );
    expect((await move('raft.owner', 999999, { status: 'in_review' })).statusCode).toBe(404);
    expect((await move('employee', referral.id, { status: 'in_review' })).statusCode).toBe(403);
    const unchanged = expectJson<Referral>(
      await t.call('raft.owner', 'GET', `/admin/referrals/${referral.id}`),
    );
    expect(unchanged.status).toBe('received');
    expect(unchanged.history).toHaveLength(1);
  });
});
