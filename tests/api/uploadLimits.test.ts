import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedBytesQuery } from '../../server/files/storage';
import { createTestApp, injectMultipart, PNG, testDatabase, type TestApp } from './helpers';

// Small limits so the test moves kilobytes: 40 KB a file, 60 KB a request, 100 KB a user.
const KB = 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      UPLOAD_MAX_FILE_BYTES: String(40 * KB),
      UPLOAD_MAX_REQUEST_BYTES: String(60 * KB),
      UPLOAD_MAX_USER_BYTES: String(100 * KB),
    },
  });
  // The demo pictures are the seed's, not the owners' uploads: every quota starts empty.
  await t.db.updateTable('files').set({ created_by: null }).execute();
});
afterAll(async () => {
  await t?.close();
});

/** A valid PNG padded to `size` bytes (trailing bytes after IEND are ignored by readers). */
const png = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

const storedBytesOf = async (username: string) => {
  const row = await t.db
    .selectFrom('files')
    .innerJoin('employees', 'employees.id', 'files.created_by')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('files.size'), eb.lit(0)).as('bytes'))
    .where('employees.username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
};

const uploadPicture = (user: string, size: number) =>
  t.callMultipart(user, 'POST', '/HomeMessage/Image', {
    image: { filename: 'foto.png', data: png(size) },
  });

describe('upload limits', () => {
  it('refuses a file over the per-file limit with 413 naming the field and the limit', async () => {
    const response = await uploadPicture('home.owner', 40 * KB + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: 'image is larger than 40 KB (UPLOAD_MAX_FILE_BYTES)',
      errors: { image: expect.stringContaining('UPLOAD_MAX_FILE_BYTES') },
      limit: 'file',
      maxBytes: 40 * KB,
    });
    const fits = await uploadPicture('home.owner', 40 * KB);
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('refuses a request whose files together exceed the per-request limit; nothing is stored', async () => {
    const before = await storedBytesOf('benefits.owner');
    const response = await t.callMultipart('benefits.owner', 'POST', '/Benefits', {
      name: 'Gimnasio',
      logo: { filename: 'logo.png', data: png(35 * KB) },
      image: { filename: 'image.png', data: png(35 * KB) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errors: { image: expect.stringContaining('UPLOAD_MAX_REQUEST_BYTES') },
      limit: 'request',
      maxBytes: 60 * KB,
    });
    expect(await storedBytesOf('benefits.owner')).toBe(before);
  });

  it("refuses an upload that would take the user's stored bytes over the per-user quota", async () => {
    const user = 'news.owner';
    const upload = (size: number) =>
      t.callMultipart(user, 'POST', '/Newsletter/Image', {
        image: { filename: 'portada.png', data: png(size) },
      });
    const start = await storedBytesOf(user);
    expect(start).toBe(0);
    expect((await upload(40 * KB)).statusCode).toBe(201);
    expect((await upload(40 * KB)).statusCode).toBe(201);
    const over = await upload(30 * KB);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      errors: { image: expect.stringContaining('UPLOAD_MAX_USER_BYTES') },
      limit: 'user',
      maxBytes: 100 * KB,
    });
    expect(over.json().message).toMatch(/^image would take the user's stored uploads over/);
    expect(await storedBytesOf(user)).toBe(80 * KB);
    // What is left under the quota still fits; another user's quota is their own.
    expect((await upload(20 * KB)).statusCode).toBe(201);
    expect((await uploadPicture('home.owner', 30 * KB)).statusCode).toBe(201);
  });
});

describe('file fields', () => {
  const send = async (user: string, url: string, fields: [string, string | Buffer][]) =>
    injectMultipart(t.app, {
      url: `/api/main${url}`,
      token: await t.tokenOf(user),
      fields: fields.map(([name, value]) => [
        name,
        typeof value === 'string' ? value : { filename: `${name}.png`, data: value },
      ]),
    });

  it('refuses a second file under a field that takes one, naming the field; nothing is stored', async () => {
    const before = await storedBytesOf('home.owner');
    const response = await send('home.owner', '/HomeMessage/Image', [
      ['image', png(1 * KB)],
      ['image', png(1 * KB)],
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ image: 'takes a single file' });
    expect(await storedBytesOf('home.owner')).toBe(before);
  });

  it('refuses a file under a field the form does not have, naming it; nothing is written', async () => {
    const name = `Con folleto ${Date.now()}`;
    const response = await send('benefits.owner', '/Benefits', [
      ['name', name],
      ['brochure', png(1 * KB)],
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ brochure: 'takes no file here' });
    const rows = await t.db.selectFrom('benefits').select('id').where('name', '=', name).execute();
    expect(rows).toEqual([]);
  });

  it('refuses any file on a form without files, and takes an empty file input as none', async () => {
    const refused = await send('sales.owner', '/Building', [
      ['Name', 'Edificio con plano'],
      ['Active', 'true'],
      ['plan', png(1 * KB)],
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({ plan: 'takes no file here' });
    const withEmptyInput = await send('sales.owner', '/Building', [
      ['Name', 'Edificio sin plano'],
      ['Active', 'true'],
      ['plan', Buffer.alloc(0)],
    ]);
    expect(withEmptyInput.statusCode, withEmptyInput.body).toBe(201);
  });
});

describe('the per-user quota query', () => {
  it("finds the user's files through the index on files(created_by, size)", async () => {
    const query = storedBytesQuery(t.db, 1).compile();
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]);
    if (testDatabase === 'sqlite') {
      const { rows } = await t.db.executeQuery<{ detail: string }>(explain('explain query plan'));
      // The sum is read from the index alone, without visiting the rows and their blobs.
      expect(rows.map((row) => row.detail)).toEqual([
        expect.stringMatching(
          /^SEARCH files USING COVERING INDEX files_created_by_size \(created_by=\?\)$/,
        ),
      ]);
    } else {
      // The demo tables are small enough for a scan to be cheaper: forbid it to see the index
      // the planner has (without one, it scans anyway).
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(explain('explain'));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/using files_created_by_size on files|on files_created_by_size/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});

describe('the runtime configuration', () => {
  it('tells the portal the per-file limit, so its help texts say the real one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uploads: { maxFileBytes: 40 * KB } });
  });
});
