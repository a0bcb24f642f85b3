import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportState, ErasureResult } from '../../../contracts/privacy/myData';
import { runJob } from '../../../server/jobs/jobs';
import { modules } from '../../../server/modules';
import { declaredTables, loose, ofPerson } from '../../../server/privacy/declared';
import { downloadExport, exportState } from '../../../server/privacy/exports';
import { retentionJob } from '../../../server/privacy/retention';
import {
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';

const EXPORT = '/api/privacy/export';
const declared = declaredTables(modules);
const DAY = 86_400_000;

let t: TestApp;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  employeeId = await employeeIdOf(t, 'employee');
});
afterAll(() => t.close());

/** The rows of `employeeId` in each declared table, as the database holds them. */
async function rowsOf(id: number) {
  const counts: Record<string, number> = {};
  for (const table of declared) {
    const { count } = await loose(t.db)
      .selectFrom(table.table)
      .select(sql<number>`count(*)`.as('count'))
      .where(() => ofPerson(declared, table, id))
      .executeTakeFirstOrThrow();
    counts[table.table] = Number(count);
  }
  return counts;
}

/** The job that prepares the downloads asked for. */
const exportJob = modules
  .flatMap((module) => module.jobs ?? [])
  .find((job) => job.name === 'privacy.exports')!;

/** Asks for the caller's download and runs the job that prepares it. */
async function preparedDownload(username: string): Promise<DataExportState> {
  expect(expectJson<DataExportState>(await t.call(username, 'POST', EXPORT), 202).status).toBe(
    'preparing',
  );
  expect(await runJob(t.db, exportJob, new Date())).toEqual({
    ran: true,
    outcome: { exports: 1 },
  });
  return expectJson<DataExportState>(await t.call(username, 'GET', EXPORT));
}

describe('My data', () => {
  it('says none before the first download is asked for', async () => {
    expect(expectJson<DataExportState>(await t.call('newhire', 'GET', EXPORT))).toEqual({
      status: 'none',
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      size: null,
    });
    expect((await t.call('newhire', 'GET', `${EXPORT}/download`)).statusCode).toBe(404);
  });

  it('gives the caller every declared row of theirs, their files and payslips, and nobody else’s', async () => {
    const state = await preparedDownload('employee');
    expect(state.status).toBe('ready');
    // Counted once the calls above signed in: the sessions are rows of the person too.
    const expected = await rowsOf(employeeId);
    // Less the notice that the download is ready, written once the ZIP was.
    expected.notifications = (expected.notifications ?? 0) - 1;
    expect(Date.parse(state.expiresAt!) - Date.parse(state.readyAt!)).toBe(7 * DAY);

    const response = await t.call('employee', 'GET', `${EXPORT}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(response.rawPayload));

    for (const module of modules.filter((one) => one.personalData)) {
      expect(Object.keys(zip)).toContain(`${module.name}.json`);
    }
    for (const table of declared) {
      const exported = JSON.parse(strFromU8(zip[`${table.module}.json`]!)) as Record<
        string,
        Record<string, unknown>[]
      >;
      const rows = exported[table.table]!;
      expect(rows, table.table).toHaveLength(expected[table.table]!);
      if (!('parent' in table.person)) {
        const column = table.person.column;
        expect(
          rows.filter((row) => Number(row[column]) !== employeeId),
          table.table,
        ).toEqual([]);
      }
      for (const column of table.withhold ?? []) {
        expect(
          rows.filter((row) => column in row),
          `${table.table}.${column}`,
        ).toEqual([]);
      }
    }
    const payslips = Object.keys(zip).filter((name) => /^payroll\/colilla-.*\.pdf$/.test(name));
    expect(payslips.length).toBeGreaterThan(0);
    expect(strFromU8(zip[payslips[0]!]!.slice(0, 5))).toBe('%PDF-');

    // Audited, and the caller was told it was ready.
    const { id } = await t.db
      .selectFrom('privacy_exports')
      .select('id')
      .where('employee_id', '=', employeeId)
      .executeTakeFirstOrThrow();
    expect(await t.auditRows('data_export', id)).toEqual([
      expect.objectContaining({ action: 'read', actor_username: 'employee' }),
    ]);
    expect((await notificationsOf(t, 'employee'))[0]).toEqual(
      expect.objectContaining({ kind: 'data-export', link: '/MisDatos' }),
    );
  });

  it('is prepared once when two instances build it at the same time, with one notice', async () => {
    const before = (await notificationsOf(t, 'newhire')).length;
    expect(expectJson<DataExportState>(await t.call('newhire', 'POST', EXPORT), 202).status).toBe(
      'preparing',
    );
    const runs = await Promise.all([
      runJob(t.db, exportJob, new Date()),
      runJob(t.db, exportJob, new Date()),
    ]);
    const prepared = runs.map((run) => (run.ran ? run.outcome.exports : 0));
    expect(prepared.sort()).toEqual([0, 1]);
    const notices = await notificationsOf(t, 'newhire');
    expect(notices.length - before).toBe(1);
    expect(expectJson<DataExportState>(await t.call('newhire', 'GET', EXPORT)).status).toBe(
      'ready',
    );
  });

  it('is the caller’s only, and expires', async () => {
    expect((await t.call('admin', 'GET', `${EXPORT}/download`)).statusCode).toBe(404);
    const later = new Date(Date.now() + 8 * DAY);
    expect((await exportState(t.db, employeeId, later)).status).toBe('expired');
    const user = { sub: String(employeeId), username: 'employee' } as never;
    await expect(downloadExport(t.db, user, employeeId, later)).rejects.toMatchObject({
      statusCode: 410,
    });
  });
});

describe('erasure on request', () => {
  it('refuses a body without the employee, one nobody has, and one’s own', async () => {
    expectInvalid(await t.call('admin', 'POST', '/api/privacy/erasures', {}), 'employeeId');
    expectInvalid(
      await t.call('admin', 'POST', '/api/privacy/erasures', { employeeId: 'x' }),
      'employeeId',
    );
    expect(
      (await t.call('admin', 'POST', '/api/privacy/erasures', { employeeId: 999_999 })).statusCode,
    ).toBe(404);
    const admin = await employeeIdOf(t, 'admin');
    expect(
      (await t.call('admin', 'POST', '/api/privacy/erasures', { employeeId: admin })).statusCode,
    ).toBe(409);
    expect(
      (await t.call('employee', 'POST', '/api/privacy/erasures', { employeeId: admin })).statusCode,
    ).toBe(403);
  });

  it('erases what may go, keeps what the law keeps and says why, with an audit row', async () => {
    const person = await employeeIdOf(t, 'supervisor');
    await t.db.updateTable('employees').set({ active: 0 }).where('id', '=', person).execute();
    const before = await rowsOf(person);
    const result = expectJson<ErasureResult>(
      await t.call('admin', 'POST', '/api/privacy/erasures', { employeeId: person }),
    );
    const after = await rowsOf(person);

    expect(result.tables.map((entry) => entry.table)).toEqual(declared.map((entry) => entry.table));
    for (const entry of result.tables) {
      const table = declared.find((one) => one.table === entry.table)!;
      expect(entry.action).toBe(
        { delete: 'deleted', anonymise: 'anonymised', keep: 'kept' }[table.erasure.erase],
      );
      if (entry.action === 'deleted') expect(after[entry.table], entry.table).toBe(0);
      else expect(after[entry.table], entry.table).toBe(before[entry.table]);
      // Said in the reader's language (the test calls ask for English).
      if (table.erasure.erase === 'keep') expect(entry.reason).toBe(table.erasure.reason.en);
      expect(entry.rows, entry.table).toBe(before[entry.table]);
    }
    expect(result.tables.find((entry) => entry.table === 'payslips')?.rows).toBeGreaterThan(0);
    const employee = await t.db
      .selectFrom('employees')
      .select(['username', 'email', 'active'])
      .where('id', '=', person)
      .executeTakeFirstOrThrow();
    expect(employee).toEqual({
      username: `erased-${person}`,
      email: `erased-${person}@invalid`,
      active: 0,
    });
    expect(await t.auditRows('personal_data', person)).toEqual([
      expect.objectContaining({ action: 'delete', actor_username: 'admin' }),
    ]);
  });
});

// Last: a run at a fixed future time ends every session of the demo company.
describe('retention', () => {
  it('removes exactly what expired at a fixed time, per kind', async () => {
    const now = new Date('2031-06-01T12:00:00.000Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    await t.db
      .insertInto('notifications')
      .values([
        {
          employee_id: employeeId,
          kind: 'kudos',
          title: 'old',
          body: 'x',
          link: null,
          read_at: null,
          created_at: at(11),
        },
        {
          employee_id: employeeId,
          kind: 'kudos',
          title: 'recent',
          body: 'x',
          link: null,
          read_at: null,
          created_at: at(9),
        },
      ])
      .execute();
    await t.db.deleteFrom('notifications').where('created_at', '<', at(20)).execute();
    const before = await countRows(t, 'notifications');

    const run = await runJob(
      t.db,
      retentionJob(() => modules, { RETENTION_NOTIFICATIONS_DAYS: '10' }),
      now,
    );

    expect(run).toEqual({ ran: true, outcome: expect.objectContaining({ notifications: 1 }) });
    expect(await countRows(t, 'notifications')).toBe(before - 1);
    const titles = (await notificationsOf(t, 'employee')).map((notice) => notice.title);
    expect(titles).toContain('recent');
    expect(titles).not.toContain('old');
  });

  it('clears a rejected referral’s résumé once its period ends, and leaves the others', async () => {
    const [referral] = await t.db
      .selectFrom('referrals')
      .select(['id', 'resume_file_id', 'status'])
      .where('resume_file_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const now = new Date('2031-06-01T12:00:00.000Z');
    await t.db
      .updateTable('referrals')
      .set({
        status: 'not_hired',
        status_changed_at: new Date(now.getTime() - 181 * DAY).toISOString(),
      })
      .where('id', '=', referral!.id)
      .execute();
    const others = await t.db
      .selectFrom('referrals')
      .select('id')
      .where('resume_file_id', 'is not', null)
      .where('id', '!=', referral!.id)
      .where((eb) =>
        eb.or([
          eb('status', '!=', 'not_hired'),
          eb('status_changed_at', '>=', new Date(now.getTime() - 180 * DAY).toISOString()),
        ]),
      )
      .execute();

    await runJob(
      t.db,
      retentionJob(() => modules, {}),
      now,
    );

    const after = await t.db
      .selectFrom('referrals')
      .select(['id', 'resume_file_id'])
      .where('resume_file_id', 'is not', null)
      .execute();
    expect(after.map((row) => row.id)).not.toContain(referral!.id);
    expect(after.map((row) => row.id)).toEqual(expect.arrayContaining(others.map((row) => row.id)));
    expect(
      await t.db
        .selectFrom('files')
        .select('id')
        .where('id', '=', referral!.resume_file_id!)
        .execute(),
    ).toEqual([]);
  });
});
