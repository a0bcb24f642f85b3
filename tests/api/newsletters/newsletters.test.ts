import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Newsletter,
  type NewsletterSummary,
} from '../../../contracts/newsletters/newsletters';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { createTestApp, PNG, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['employee', 'newhire', 'news.owner', 'admin', 'benefits.owner']) {
    await t.tokenOf(username);
  }
});
afterAll(async () => {
  await t?.close();
});

const today = () => calendarDay();
const call: TestApp['call'] = (...args) => t.call(...args);
const auditRows: TestApp['auditRows'] = (...args) => t.auditRows(...args);

/** POST /Newsletter/Image with one file in `field`. */
const upload = (user: string, field: string, filename: string, data: Buffer) =>
  t.callMultipart(user, 'POST', '/Newsletter/Image', { [field]: { filename, data } });

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nuevo horario de la cafetería',
  summary: 'La cafetería del edificio central abre ahora desde las 5:30 a. m.',
  body: '<h2>Horario</h2><p>Abrimos a las <strong>5:30 a. m.</strong></p>',
  coverFileId: null,
  startDate: today(),
  endDate: addDays(today(), 10),
  published: true,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<Newsletter> {
  const response = await call('news.owner', 'POST', '/Newsletter', valid(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Newsletter>();
}

describe('GET /Newsletter/GetCurrentNewsletters', () => {
  it('answers the published newsletters inside their window, newest first, without bodies', async () => {
    const response = await call('employee', 'GET', '/Newsletter/GetCurrentNewsletters');
    expect(response.statusCode).toBe(200);
    const current = response.json<NewsletterSummary[]>();
    expect(Number(response.headers['x-total-count'])).toBe(current.length);
    expect(current.length).toBeGreaterThanOrEqual(2);
    for (const newsletter of current) {
      expect(newsletter.status).toBe('current');
      expect(newsletter.startDate <= today() && newsletter.endDate >= today()).toBe(true);
      expect(newsletter).not.toHaveProperty('body');
      expect(newsletter.coverUrl).toMatch(/^\/api\/main\/files\/[0-9a-f-]{36}$/);
    }
    const starts = current.map((newsletter) => newsletter.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('leaves out drafts, scheduled and expired newsletters', async () => {
    const draft = await create({ title: 'Borrador sin publicar', published: false });
    const scheduled = await create({
      title: 'Programado para la próxima semana',
      startDate: addDays(today(), 7),
      endDate: addDays(today(), 14),
    });
    const expired = await create({
      title: 'Ya vencido',
      startDate: addDays(today(), -10),
      endDate: addDays(today(), -1),
    });
    const ids = (await call('employee', 'GET', '/Newsletter/GetCurrentNewsletters'))
      .json<NewsletterSummary[]>()
      .map((newsletter) => newsletter.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    expect(ids).not.toContain(expired.id);
    expect([draft.status, scheduled.status, expired.status]).toEqual([
      'draft',
      'scheduled',
      'expired',
    ]);
    for (const { id } of [draft, scheduled, expired]) {
      await call('news.owner', 'DELETE', `/Newsletter/Delete/${id}`);
    }
  });

  it('pages with X-Total-Count', async () => {
    const response = await call('employee', 'GET', '/Newsletter/GetCurrentNewsletters?perPage=1');
    expect(response.json()).toHaveLength(1);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const bad = await call('employee', 'GET', '/Newsletter/GetCurrentNewsletters?perPage=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('perPage');
  });

  it('searches the current newsletters by title (q), ignoring case and accents', async () => {
    const current = await create({ title: 'Boletín de logística del trimestre' });
    const expired = await create({
      title: 'Boletín de logística del año pasado',
      startDate: addDays(today(), -10),
      endDate: addDays(today(), -1),
    });
    const search = async (q: string) => {
      const response = await call(
        'employee',
        'GET',
        `/Newsletter/GetCurrentNewsletters?q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<NewsletterSummary[]>().map((newsletter) => newsletter.id);
    };
    expect(await search('LOGISTICA DEL TRIMESTRE')).toEqual([current.id]);
    expect(await search('logística')).toEqual([current.id]);
    expect(await search('_')).toEqual([]);
    const long = await call(
      'employee',
      'GET',
      `/Newsletter/GetCurrentNewsletters?q=${'x'.repeat(101)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('q');
    expect(expired.status).toBe('expired');
    for (const { id } of [current, expired]) {
      await call('news.owner', 'DELETE', `/Newsletter/Delete/${id}`);
    }
  });

  it('is refused to a new hire without a newsletter role (403)', async () => {
    const response = await call('newhire', 'GET', '/Newsletter/GetCurrentNewsletters');
    expect(response.statusCode).toBe(403);
    expect(
      (await call('benefits.owner', 'GET', '/Newsletter/GetCurrentNewsletters')).statusCode,
    ).toBe(403);
  });
});

describe('GET /Newsletter (owners)', () => {
  it('lists every newsletter with its status, paged and sorted in SQL', async () => {
    const response = await call('news.owner', 'GET', '/Newsletter?sort=startDate&order=ASC');
    expect(response.statusCode).toBe(200);
    const all = response.json<NewsletterSummary[]>();
    expect(Number(response.headers['x-total-count'])).toBe(4);
    expect(all.map((newsletter) => newsletter.status).sort()).toEqual([
      'current',
      'current',
      'expired',
      'scheduled',
    ]);
    expect(all[0]?.status).toBe('expired');
    expect(all[0]?.createdBy).toBe('news.owner');
    const page2 = await call(
      'news.owner',
      'GET',
      '/Newsletter?sort=startDate&order=ASC&perPage=1&page=2',
    );
    expect(page2.json<NewsletterSummary[]>().map((n) => n.id)).toEqual([all[1]?.id]);
    expect(page2.headers['x-total-count']).toBe('4');
  });

  it('filters by status and by title, ignoring case and accents', async () => {
    const count = async (query: string) =>
      Number((await call('news.owner', 'GET', `/Newsletter?${query}`)).headers['x-total-count']);
    expect(await count('status=current')).toBe(2);
    expect(await count('status=scheduled')).toBe(1);
    expect(await count('status=expired')).toBe(1);
    expect(await count('status=draft')).toBe(0);
    const found = await call('news.owner', 'GET', '/Newsletter?q=CAMPANA%20solidaria');
    expect(found.json<NewsletterSummary[]>().map((n) => n.title)).toEqual([
      'Resultados de la campaña solidaria de fin de año',
    ]);
    const byTitle = await call('admin', 'GET', '/Newsletter?sort=title&order=ASC');
    const titles = byTitle.json<NewsletterSummary[]>().map((n) => n.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('refuses an unknown status or sort field (400 naming it)', async () => {
    const status = await call('news.owner', 'GET', '/Newsletter?status=archived');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors).toHaveProperty('status');
    const sort = await call('news.owner', 'GET', '/Newsletter?sort=body');
    expect(sort.json().errors).toHaveProperty('sort');
  });

  it('is refused to employees and new hires (403)', async () => {
    expect((await call('employee', 'GET', '/Newsletter')).statusCode).toBe(403);
    expect((await call('newhire', 'GET', '/Newsletter')).statusCode).toBe(403);
  });
});

describe('GET /Newsletter/{id}', () => {
  const seeded = async (status: string) =>
    (await call('news.owner', 'GET', `/Newsletter?status=${status}`)).json<
      NewsletterSummary[]
    >()[0]!;

  it('lets an employee read a current newsletter, with its body', async () => {
    const { id } = await seeded('current');
    const response = await call('employee', 'GET', `/Newsletter/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Newsletter>().body).toMatch(/<h2>/);
  });

  it('hides scheduled and expired newsletters from employees (404) but not from owners', async () => {
    for (const status of ['scheduled', 'expired']) {
      const { id } = await seeded(status);
      expect((await call('employee', 'GET', `/Newsletter/${id}`)).statusCode).toBe(404);
      expect((await call('news.owner', 'GET', `/Newsletter/${id}`)).statusCode).toBe(200);
      expect((await call('admin', 'GET', `/Newsletter/${id}`)).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 403 to a new hire', async () => {
    expect((await call('news.owner', 'GET', '/Newsletter/999999')).statusCode).toBe(404);
    const malformed = await call('news.owner', 'GET', '/Newsletter/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('id');
    const { id } = await seeded('current');
    expect((await call('newhire', 'GET', `/Newsletter/${id}`)).statusCode).toBe(403);
  });
});

describe('POST /Newsletter', () => {
  it('creates a newsletter (201), current today, read by employees, and audits it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: 'Nuevo horario de la cafetería',
      status: 'current',
      published: true,
      createdBy: 'news.owner',
      updatedBy: 'news.owner',
    });
    const current = await call('employee', 'GET', '/Newsletter/GetCurrentNewsletters');
    expect(current.json<NewsletterSummary[]>()[0]?.id).toBe(created.id);
    const rows = await auditRows('newsletter', created.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actor_username: 'news.owner', before: null });
    expect(JSON.parse(rows[0]!.after!)).toMatchObject({ title: created.title, published: true });
    await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`);
  });

  it('sanitises the rich text before storing it', async () => {
    const created = await create({
      body:
        '<p style="color: red; position: fixed">Hola<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">enlace</a>' +
        '<span style="font-size: 1.5em; background: url(x)">grande</span>',
    });
    const stored = await t.db
      .selectFrom('newsletters')
      .select('body')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/script|onerror|javascript|position|url\(/);
    expect(stored.body).toContain('<p style="color:red">Hola</p>');
    expect(stored.body).toContain('<span style="font-size:1.5em">grande</span>');
    expect(created.body).toBe(stored.body);
    await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`);
  });

  it('answers 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: today(), endDate: addDays(today(), -1) }, 'endDate'],
      [{ title: '' }, 'title'],
      [{ summary: undefined }, 'summary'],
      [{ startDate: '2025-02-30' }, 'startDate'],
      [{ endDate: '01/02/2030' }, 'endDate'],
      [{ body: '<p></p>' }, 'body'],
      [{ published: 'maybe' }, 'published'],
      [{ coverFileId: 'not-a-uuid' }, 'coverFileId'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('news.owner', 'POST', '/Newsletter', valid(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toHaveProperty(field);
    }
    const before = await call('news.owner', 'POST', '/Newsletter', {
      ...valid(),
      startDate: today(),
      endDate: addDays(today(), -1),
    });
    expect(before.json().errors.endDate).toMatch(/on or after startDate/);
  });

  it('answers 400 for a body that is empty once sanitised, and for an unknown cover', async () => {
    const script = await call(
      'news.owner',
      'POST',
      '/Newsletter',
      valid({ body: '<script>alert(1)</script>x' }),
    );
    // 'x' survives: a body of only a script does not.
    expect(script.statusCode).toBe(201);
    await call('news.owner', 'DELETE', `/Newsletter/Delete/${script.json().id}`);
    const onlyScript = await call(
      'news.owner',
      'POST',
      '/Newsletter',
      valid({ body: '<p><script>alert(1)</script></p>' }),
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toHaveProperty('body');
    const unknownCover = await call(
      'news.owner',
      'POST',
      '/Newsletter',
      valid({ coverFileId: '3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f' }),
    );
    expect(unknownCover.statusCode).toBe(400);
    expect(unknownCover.json().errors).toHaveProperty('coverFileId');
  });

  it('is refused to employees (403) and writes nothing', async () => {
    const count = async () =>
      Number((await call('admin', 'GET', '/Newsletter')).headers['x-total-count']);
    const total = await count();
    expect((await call('employee', 'POST', '/Newsletter', valid())).statusCode).toBe(403);
    expect((await call('newhire', 'POST', '/Newsletter', valid())).statusCode).toBe(403);
    expect(await count()).toBe(total);
  });

  it('is allowed to System_Admin', async () => {
    const response = await call('admin', 'POST', '/Newsletter', valid({ published: false }));
    expect(response.statusCode).toBe(201);
    await call('admin', 'DELETE', `/Newsletter/Delete/${response.json().id}`);
  });
});

describe('PUT /Newsletter', () => {
  it('updates the newsletter whose id is in the body and audits before and after', async () => {
    const created = await create({ published: false });
    const response = await call('news.owner', 'PUT', '/Newsletter', {
      ...valid({ title: 'Horario actualizado de la cafetería', published: true }),
      id: created.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Newsletter>()).toMatchObject({
      id: created.id,
      title: 'Horario actualizado de la cafetería',
      status: 'current',
    });
    const rows = await auditRows('newsletter', created.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ title: created.title, published: false });
    expect(JSON.parse(rows[1]!.after!)).toMatchObject({
      title: 'Horario actualizado de la cafetería',
      published: true,
    });

    // The same values again change nothing and leave no audit row.
    await call('news.owner', 'PUT', '/Newsletter', {
      ...valid({ title: 'Horario actualizado de la cafetería', published: true }),
      id: created.id,
    });
    expect(await auditRows('newsletter', created.id)).toHaveLength(2);
    await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`);
  });

  it('answers 400 without an id or with endDate before startDate, 404 for an unknown id', async () => {
    const noId = await call('news.owner', 'PUT', '/Newsletter', valid());
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors).toHaveProperty('id');
    const created = await create();
    const dates = await call('news.owner', 'PUT', '/Newsletter', {
      ...valid({ startDate: addDays(today(), 3), endDate: addDays(today(), 2) }),
      id: created.id,
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors).toEqual({ endDate: 'endDate must be on or after startDate' });
    const unknown = await call('news.owner', 'PUT', '/Newsletter', { ...valid(), id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('employee', 'PUT', '/Newsletter', { ...valid(), id: created.id })).statusCode,
    ).toBe(403);
    await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`);
  });
});

describe('DELETE /Newsletter/Delete/{id}', () => {
  it('deletes the newsletter, audits it, and employees no longer see it', async () => {
    const created = await create();
    expect((await call('employee', 'DELETE', `/Newsletter/Delete/${created.id}`)).statusCode).toBe(
      403,
    );
    const response = await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Newsletter>().id).toBe(created.id);
    expect((await call('employee', 'GET', `/Newsletter/${created.id}`)).statusCode).toBe(404);
    const ids = (await call('employee', 'GET', '/Newsletter/GetCurrentNewsletters'))
      .json<NewsletterSummary[]>()
      .map((newsletter) => newsletter.id);
    expect(ids).not.toContain(created.id);
    const rows = await auditRows('newsletter', created.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(rows[1]?.after).toBeNull();
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ id: created.id, title: created.title });
    expect(
      (await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /Newsletter/Image', () => {
  it('stores a cover (type from the bytes), audits it, and a newsletter can use it', async () => {
    const response = await upload('news.owner', 'image', 'portada.png', PNG);
    expect(response.statusCode, response.body).toBe(201);
    const { id, url } = response.json<{ id: string; url: string }>();
    expect(url).toBe(`/api/main/files/${id}`);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await auditRows('file', id)).map((row) => row.action)).toEqual(['create']);
    const created = await create({ coverFileId: id });
    expect(created.coverUrl).toBe(url);
    await call('news.owner', 'DELETE', `/Newsletter/Delete/${created.id}`);
  });

  it('answers 400 naming the field for a missing file or one that is not an image', async () => {
    const svg = await upload('news.owner', 'image', 'x.png', Buffer.from('<svg onload=alert(1)>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors).toHaveProperty('image');
    // A file under another name is refused by that name; an empty file input is no file.
    const otherField = await upload('news.owner', 'file', 'x.png', PNG);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors).toEqual({ file: 'takes no file here' });
    const empty = await upload('news.owner', 'image', 'x.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('image');
    const json = await call('news.owner', 'POST', '/Newsletter/Image', { image: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('is refused to employees (403)', async () => {
    expect((await upload('employee', 'image', 'x.png', PNG)).statusCode).toBe(403);
  });
});
