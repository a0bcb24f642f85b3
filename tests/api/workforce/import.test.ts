/**
 * The employees' CSV import (both databases): the columns a file has, a preview that writes
 * nothing, an import in one transaction (all or nothing), idempotent by badge; bad files refused
 * with a 400 or 413 naming the file, the mapping, or the row and column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportColumns, ImportResult } from '../../../contracts/workforce/import';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  injectMultipart,
  type TestApp,
} from '../helpers';

let t: TestApp;
/** The SQL of every statement the test app's database runs. */
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ onQuery: (query) => statements.push(query.sql) });
});
afterAll(async () => {
  await t?.close();
});

const IMPORT = '/api/main/workforce/import';

const send = async (
  path: string,
  data: Buffer,
  fields: [string, string][] = [],
  username = 'admin',
) =>
  injectMultipart(t.app, {
    url: `${IMPORT}${path}`,
    token: await t.tokenOf(username),
    fields: [...fields, ['file', { filename: 'colaboradores.csv', data, type: 'text/csv' }]],
  });

const HEADER =
  'Gafete,Usuario,Correo,Nombre,Apellidos,Cuenta,Gafete supervisor,Fecha de nacimiento,Activo';

/** A file of people written as lines after the Spanish header. */
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n') + '\r\n');

/** A seeded employee's line with another account: a change of one field. */
async function seededLine(username: string, account: string) {
  const row = await t.db
    .selectFrom('employees')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return `${row.badge},${row.username},${row.email},${row.first_name},${row.last_name},${account},,${row.birthday},sí`;
}

const newPeople = [
  // Her supervisor comes after her in the file: the import writes him first.
  'IMP-002,ana.import,ana.import@example.com,Ana,Quesada,Soporte,IMP-001,1990-03-04,sí',
  'IMP-001,luis.import,luis.import@example.com,Luis,Brenes,Soporte,,15/07/1985,sí',
  'IMP-003,eva.import,eva.import@example.com,Eva,Mora,Ventas,IMP-001,1992-11-30,',
];
const badRow = 'IMP-004,raul.import,no-es-un-correo,Raúl,Soto,Ventas,,1991-01-01,sí';

describe('the employees import', () => {
  it('reads the columns of a file and the field each header names', async () => {
    const columns = expectJson<ImportColumns>(await send('/columns', csv(...newPeople)));
    expect(columns).toMatchObject({ encoding: 'utf-8', delimiter: ',', rows: 3 });
    expect(columns.columns.map((column) => column.field)).toEqual([
      'badge',
      'userName',
      'email',
      'firstName',
      'lastName',
      'account',
      'supervisorBadge',
      'birthday',
      'active',
    ]);
  });

  it('previews each row without writing anything, refusals naming the row and column', async () => {
    const employees = await countRows(t, 'employees');
    const audit = await countRows(t, 'audit_log');
    const file = csv(...newPeople, badRow, await seededLine('employee', 'Cuenta importada'));
    const preview = expectJson<ImportResult>(await send('/preview', file));
    expect(preview.applied).toBe(false);
    expect(preview.counts).toMatchObject({ created: 3, changed: 1, refused: 1 });
    const byRow = new Map(preview.outcomes.map((outcome) => [outcome.row, outcome]));
    expect(byRow.get(2)).toMatchObject({ badge: 'IMP-002', action: 'created' });
    expect(byRow.get(5)).toMatchObject({ badge: 'IMP-004', action: 'refused' });
    expect(byRow.get(5)!.reasons[0]).toMatchObject({ column: 'Correo', field: 'email' });
    expect(byRow.get(6)).toMatchObject({ action: 'changed', changed: ['account'] });
    expect(await countRows(t, 'employees')).toBe(employees);
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });

  it('runs no statement but reads while it previews, whatever the file would do', async () => {
    const token = await t.tokenOf('admin');
    const leaving = (await seededLine('employee', 'Cuenta importada')).replace(/sí$/, 'no');
    const file = csv(...newPeople, badRow, leaving);
    const tables = ['employees', 'audit_log', 'mail_outbox', 'first_login_links'] as const;
    const counts = async () => Promise.all(tables.map((table) => countRows(t, table)));
    const before = await counts();
    statements.length = 0;
    const response = await injectMultipart(t.app, {
      url: `${IMPORT}/preview`,
      token,
      fields: [['file', { filename: 'colaboradores.csv', data: file, type: 'text/csv' }]],
    });
    const ran = [...statements];
    const preview = expectJson<ImportResult>(response);
    expect(preview.counts).toMatchObject({ created: 3, deactivated: 1, refused: 1 });
    // No write, no transaction nor savepoint: only reads (the old preview wrote 13 statements
    // and rolled them back).
    expect(ran.filter((statement) => !/^\s*select\b/i.test(statement))).toEqual([]);
    expect(ran.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('plans each row seeing what the rows before it do, as the import writes them', async () => {
    const supervisor = await badgeOf(t, 'supervisor');
    const leaving = (await seededLine('supervisor', 'Banca Digital')).replace(/sí$/, 'no');
    const file = csv(
      // Her supervisor leaves in the same file (his row is planned first): refused.
      `IMP-020,rosa.import,rosa.import@example.com,Rosa,Soto,Soporte,${supervisor},1990-01-01,sí`,
      leaving,
      'IMP-030,marta.import,marta.import@example.com,Marta,Vega,Soporte,,1990-01-01,sí',
      // The user name the row before takes: refused.
      'IMP-031,marta.import,marta.otra@example.com,Marta,Rojas,Soporte,,1990-01-01,sí',
    );
    const preview = expectJson<ImportResult>(await send('/preview', file));
    expect(preview.outcomes.map(({ row, action }) => [row, action])).toEqual([
      [2, 'refused'],
      [3, 'deactivated'],
      [4, 'created'],
      [5, 'refused'],
    ]);
    expect(preview.outcomes[0]!.reasons[0]).toMatchObject({ field: 'supervisorBadge' });
    expect(preview.outcomes[3]!.reasons[0]).toMatchObject({ field: 'userName' });
  });

  it('refuses the whole file for one bad row, unless told to leave the refused rows out', async () => {
    const employees = await countRows(t, 'employees');
    const file = csv(...newPeople, badRow);
    const refused = await send('', file);
    expectInvalid(refused, 'file');
    expect(refused.json<{ message: string }>().message).toMatch(/5/);
    expect(refused.json<{ refusedRows: string }>().refusedRows).toBe('5');
    expect(await countRows(t, 'employees')).toBe(employees);

    const applied = expectJson<ImportResult>(await send('', file, [['skipRefused', 'true']]));
    expect(applied).toMatchObject({ applied: true, counts: { created: 3, refused: 1 } });
    expect(await countRows(t, 'employees')).toBe(employees + 3);
    const ana = await t.db
      .selectFrom('employees')
      .innerJoin('employees as supervisors', 'supervisors.id', 'employees.supervisor_id')
      .select(['supervisors.badge', 'employees.birthday'])
      .where('employees.badge', '=', 'IMP-002')
      .executeTakeFirstOrThrow();
    expect(ana.badge).toBe('IMP-001');
    const luis = await t.db
      .selectFrom('employees')
      .select('birthday')
      .where('badge', '=', 'IMP-001')
      .executeTakeFirstOrThrow();
    expect(luis.birthday).toBe('1985-07-15');

    // The same file again changes nothing: idempotent by badge.
    const audit = await countRows(t, 'audit_log');
    const again = expectJson<ImportResult>(await send('', file, [['skipRefused', 'true']]));
    expect(again.counts).toMatchObject({ created: 0, changed: 0, unchanged: 3, refused: 1 });
    expect(await countRows(t, 'audit_log')).toBe(audit);
  });

  it('gives a new person the user name an earlier row frees, in one import', async () => {
    const { username } = await t.db
      .selectFrom('employees')
      .select('username')
      .where('badge', 'like', '2%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const renamed = (await seededLine(username, 'Soporte')).replace(
      `,${username},`,
      `,${username}.antes,`,
    );
    const file = csv(
      renamed,
      `IMP-040,${username},nora.import@example.com,Nora,Campos,Soporte,,1990-01-01,sí`,
    );
    const applied = expectJson<ImportResult>(await send('', file));
    expect(applied.counts).toMatchObject({ changed: 1, created: 1, refused: 0 });
    const nora = await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(nora.badge).toBe('IMP-040');
  });

  it('reads Excel’s Windows-1252 CSV separated by semicolons, with a mapping of its own', async () => {
    const text =
      'Número;Login;E-mail;Nombre;Apellidos;Nota;Nacimiento\r\nIMP-010;jose.import;jose.import@example.com;José;Solís;x;1988-08-08\r\n';
    const file = Buffer.from(text, 'latin1');
    const columns = expectJson<ImportColumns>(await send('/columns', file));
    expect(columns).toMatchObject({ encoding: 'windows-1252', delimiter: ';' });
    expect(columns.columns[0]!.header).toBe('Número');
    const mapping = JSON.stringify([
      'badge',
      'userName',
      'email',
      'firstName',
      'lastName',
      '',
      'birthday',
    ]);
    const preview = expectJson<ImportResult>(await send('/preview', file, [['mapping', mapping]]));
    expect(preview.outcomes[0]).toMatchObject({ action: 'created', name: 'José Solís' });
    // Without the mapping the column no header names is refused rather than dropped unseen.
    expectInvalid(await send('/preview', file), 'mapping');
  });

  it('refuses files that are not a table of people, naming the file', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HEADER, 'utf16le')]);
    expectInvalid(await send('/preview', utf16), 'file');
    expectInvalid(
      await send('/preview', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01])),
      'file',
    );
    expectInvalid(await send('/preview', Buffer.from(newPeople.join('\n'))), 'file');
    expectInvalid(await send('/preview', Buffer.from(`${HEADER}\n"IMP-1,x\n`)), 'file');
    expectInvalid(
      await send('/preview', csv(newPeople[0]!), [['mapping', '["badge"]']]),
      'mapping',
    );
    const noEmail = Buffer.from('Gafete,Usuario,Nombre,Apellidos\nIMP-1,a,b,c\n');
    expectInvalid(await send('/preview', noEmail), 'mapping');
  });

  it('refuses a file of 50,000 people with a 413 naming the file, writing nothing', async () => {
    const employees = await countRows(t, 'employees');
    const lines = Array.from(
      { length: 50_000 },
      (_, i) => `B${i},u${i},u${i}@x.co,A,B,,,1990-01-01,`,
    );
    const response = await send('', csv(...lines));
    expect(response.statusCode, response.body).toBe(413);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['file']);
    expect(await countRows(t, 'employees')).toBe(employees);
  });

  it('serves a template whose headers and example row import as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${IMPORT}/template`,
      headers: { authorization: `Bearer ${await t.tokenOf('admin')}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const preview = expectJson<ImportResult>(await send('/preview', response.rawPayload));
    expect(preview.outcomes).toEqual([expect.objectContaining({ action: 'created', reasons: [] })]);
  });

  it('is for the workforce administrators only', async () => {
    expect((await send('/preview', csv(...newPeople), [], 'employee')).statusCode).toBe(403);
  });
});
