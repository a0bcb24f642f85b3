import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BirthdayMember, GoldenReferrer, HomeMessage } from '../../../contracts/home/messages';
import type { NotificationPage } from '../../../contracts/notifications';
import { companyMonthDay } from '../../../server/modules/home/messages/birthdayMembers';
import { createTestApp, PNG, type TestApp } from '../helpers';
import { contentRange, restQuery } from '../simpleRest';

let t: TestApp;
const badges = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'employee', 'newhire', 'home.owner', 'benefits.owner']) {
    await t.tokenOf(user);
    const { badge } = await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', user)
      .executeTakeFirstOrThrow();
    badges.set(user, badge);
  }
});
afterAll(async () => {
  await t?.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);
const auditRows: TestApp['auditRows'] = (...args) => t.auditRows(...args);

const kudos = (recipients: string[], message = 'Gracias por tu ayuda con la cola del lunes.') => ({
  type: 'kudos',
  recipients,
  category: 'teamwork',
  message,
});
const news = (overrides: object = {}) => ({
  type: 'news',
  title: 'Nueva cuenta de soporte',
  body: '<h2>Hola</h2><p>Contenido</p>',
  ...overrides,
});

describe('GET /HomeMessage (the home feed)', () => {
  it('answers the seeded news and kudos, newest first, paged with a total', async () => {
    const response = await call('newhire', 'GET', '/HomeMessage?perPage=5');
    expect(response.statusCode).toBe(200);
    const feed = response.json<HomeMessage[]>();
    expect(feed).toHaveLength(5);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(16);
    const dates = feed.map((m) => m.publishFrom);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(feed.every((m) => m.status === 'published')).toBe(true);
  });

  it('filters by type; kudos carry sender and recipients, news their picture', async () => {
    const kudosFeed = (await call('employee', 'GET', '/HomeMessage?type=kudos')).json<
      HomeMessage[]
    >();
    expect(kudosFeed.length).toBeGreaterThan(0);
    expect(kudosFeed.every((m) => m.type === 'kudos' && m.recipients.length > 0)).toBe(true);
    expect(kudosFeed[0]?.author.fullName).toBeTruthy();
    const newsFeed = (await call('employee', 'GET', '/HomeMessage?type=news')).json<
      HomeMessage[]
    >();
    expect(newsFeed).toHaveLength(6);
    expect(newsFeed[0]?.image).toMatch(/^\/api\/main\/files\/[0-9a-f-]{36}$/);
    const picture = await t.app.inject({ method: 'GET', url: newsFeed[0]!.image! });
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('searches news titles, kudos messages and the names of their people (q)', async () => {
    const search = async (query: string) => {
      const response = await call('newhire', 'GET', `/HomeMessage?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<HomeMessage[]>();
    };
    const news = await search('type=news&q=TELEFONIA');
    expect(news.map((m) => m.title)).toEqual([
      'Actualización del sistema de telefonía este sábado',
    ]);
    const byMessage = await search('type=kudos&q=plantilla%20de%20correos');
    expect(byMessage).toHaveLength(1);
    expect(byMessage[0]?.message).toContain('plantilla de correos');
    // Esteban Vargas Rojas (employee) sends some kudos and receives others.
    const byName = await search(`type=kudos&q=${encodeURIComponent('esteban vargas')}`);
    expect(byName.length).toBeGreaterThanOrEqual(3);
    for (const kudos of byName) {
      const people = [kudos.author, ...kudos.recipients].map((person) => person.fullName);
      expect(people).toContain('Esteban Vargas Rojas');
    }
    // Only what the feed shows: the kudos sent back for correction is not found.
    expect(await search('type=kudos&q=eres%20lo%20m%C3%A1ximo')).toEqual([]);
    expect(await search('q=%25%25')).toEqual([]);
  });

  it("finds news by their text, never by the badge of their author, and kudos by their people's badges", async () => {
    const feed = async (query: string) =>
      (await call('newhire', 'GET', `/HomeMessage?perPage=50&${query}`)).json<HomeMessage[]>();
    const [first] = await feed('type=news');
    const author = await t.db
      .selectFrom('employees')
      .select(['badge', 'full_name'])
      .where('full_name', '=', first!.author.fullName)
      .executeTakeFirstOrThrow();
    expect(await feed(`type=news&q=${author.badge}`)).toEqual([]);
    // The author is still found by name.
    const byName = await feed(`type=news&q=${encodeURIComponent(author.full_name)}`);
    expect(byName.map((m) => m.id)).toContain(first!.id);
    const byRecipient = await feed(`type=kudos&q=${badges.get('employee')}`);
    expect(byRecipient.length).toBeGreaterThan(0);
    for (const kudos of byRecipient)
      expect(kudos.recipients.map((person) => person.badge)).toContain(badges.get('employee'));
    const owners = await call(
      'home.owner',
      'GET',
      `/admin/home-messages?${restQuery({ filter: { type: 'news', q: author.badge } })}`,
    );
    expect(owners.json()).toEqual([]);
  });

  it('refuses a bad type or page size with 400 naming the field', async () => {
    const response = await call(
      'employee',
      'GET',
      `/HomeMessage?type=memes&perPage=500&q=${'x'.repeat(101)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('type');
    expect(response.json().errors).toHaveProperty('perPage');
    expect(response.json().errors).toHaveProperty('q');
  });

  it('needs a signed-in employee', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/main/HomeMessage' });
    expect(response.statusCode).toBe(401);
  });
});

describe('news', () => {
  it('a Home_Owner publishes news; the body is sanitised before it is stored; audited', async () => {
    const response = await call(
      'home.owner',
      'POST',
      '/HomeMessage',
      news({
        body: '<p>Hola</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<HomeMessage>();
    expect(created.body).not.toMatch(/onerror|script|javascript/i);
    expect(created.body).toContain('<p>Hola</p>');
    const stored = await t.db
      .selectFrom('home_messages')
      .select('body')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/onerror|<script|javascript:/i);
    const audit = await auditRows('news', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actor_username: 'home.owner' });
    // It is on the feed.
    const feed = (await call('newhire', 'GET', '/HomeMessage?type=news&perPage=1')).json<
      HomeMessage[]
    >();
    expect(feed[0]?.id).toBe(created.id);
  });

  it('edits news (PUT) with an audit row holding before and after', async () => {
    const created = (await call('admin', 'POST', '/HomeMessage', news())).json<HomeMessage>();
    const response = await call('home.owner', 'PUT', '/HomeMessage', {
      ...news({ title: 'Título corregido', active: false }),
      id: created.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<HomeMessage>()).toMatchObject({
      title: 'Título corregido',
      active: false,
    });
    const audit = await auditRows('news', created.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ title: 'Nueva cuenta de soporte' });
    // Inactive news leave the feed, and only owners still read them.
    expect((await call('newhire', 'GET', `/HomeMessage/GetById/${created.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('home.owner', 'GET', `/HomeMessage/GetById/${created.id}`)).statusCode).toBe(
      200,
    );
  });

  it('shows scheduled news only from its window’s start', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const created = (
      await call('home.owner', 'POST', '/HomeMessage', news({ publishFrom: future }))
    ).json<HomeMessage>();
    const feed = (await call('employee', 'GET', '/HomeMessage?type=news&perPage=50')).json<
      HomeMessage[]
    >();
    expect(feed.map((m) => m.id)).not.toContain(created.id);
  });

  it('refuses news from an employee without the owner role (403)', async () => {
    for (const user of ['employee', 'benefits.owner']) {
      expect((await call(user, 'POST', '/HomeMessage', news())).statusCode).toBe(403);
    }
    const feedItem = (await call('employee', 'GET', '/HomeMessage?type=news&perPage=1')).json<
      HomeMessage[]
    >()[0]!;
    const edit = await call('employee', 'PUT', '/HomeMessage', { ...news(), id: feedItem.id });
    expect(edit.statusCode).toBe(403);
  });

  it('answers 400 naming the fields of invalid news', async () => {
    const response = await call('home.owner', 'POST', '/HomeMessage', {
      type: 'news',
      title: '',
      body: '<script>alert(1)</script>',
      image: 'javascript:alert(1)',
      publishFrom: '2030-01-02T00:00:00Z',
      publishTo: '2030-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['title', 'image', 'publishTo']),
    );
    const empty = await call(
      'home.owner',
      'POST',
      '/HomeMessage',
      news({ body: '<script>x</script>' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('body');
  });

  it('uploads a picture (owners only) and answers its URL; other types are refused', async () => {
    const upload = (user: string, data: Buffer, name = 'foto.png') =>
      t.callMultipart(user, 'POST', '/HomeMessage/Image', { image: { filename: name, data } });
    const ok = await upload('home.owner', PNG);
    expect(ok.statusCode).toBe(201);
    const { url } = ok.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/main\/files\//);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const created = await call('home.owner', 'POST', '/HomeMessage', news({ image: url }));
    expect(created.json<HomeMessage>().image).toBe(url);

    const svg = await upload('home.owner', Buffer.from('<svg onload=alert(1)>'), 'x.png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors).toHaveProperty('image');
    expect((await upload('employee', PNG)).statusCode).toBe(403);
  });
});

describe('kudos', () => {
  it('any employee sends kudos; each recipient is notified in the same transaction', async () => {
    const before = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await call(
      'newhire',
      'POST',
      '/HomeMessage',
      kudos([badges.get('employee')!, badges.get('home.owner')!, badges.get('employee')!]),
    );
    expect(response.statusCode).toBe(201);
    const sent = response.json<HomeMessage>();
    expect(sent.author.badge).toBe(badges.get('newhire'));
    expect(sent.recipients.map((r) => r.badge).sort()).toEqual(
      [badges.get('employee'), badges.get('home.owner')].sort(),
    );
    const after = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);
    const mine = (await call('employee', 'GET', '/api/notification')).json<NotificationPage>();
    expect(mine.items[0]).toMatchObject({
      kind: 'kudos',
      title: 'Natalia Quesada Brenes te envió un kudos',
      body: 'Gracias por tu ayuda con la cola del lunes.',
      read: false,
    });
  });

  it('takes the sender from the token, never from the body', async () => {
    const response = await call('employee', 'POST', '/HomeMessage', {
      ...kudos([badges.get('newhire')!]),
      author: { badge: badges.get('admin') },
      authorId: 1,
    });
    expect(response.json<HomeMessage>().author.badge).toBe(badges.get('employee'));
  });

  it('answers 400 naming the fields of invalid kudos', async () => {
    const response = await call('employee', 'POST', '/HomeMessage', {
      type: 'kudos',
      recipients: [],
      category: 'memes',
      message: '<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['category', 'message', 'recipients'].sort(),
    );
    const tooMany = await call(
      'employee',
      'POST',
      '/HomeMessage',
      kudos(Array.from({ length: 21 }, (_, i) => String(200001 + i))),
    );
    expect(tooMany.json().errors).toHaveProperty('recipients');
    const long = await call('employee', 'POST', '/HomeMessage', kudos(['200001'], 'x'.repeat(501)));
    expect(long.json().errors).toHaveProperty('message');
    const self = await call('employee', 'POST', '/HomeMessage', kudos([badges.get('employee')!]));
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.recipients).toMatch(/yourself/);
    const unknown = await call('employee', 'POST', '/HomeMessage', kudos(['999999']));
    expect(unknown.json().errors.recipients).toMatch(/999999/);
  });

  it('moderation: sent back, corrected only by its author, published again', async () => {
    const sent = (
      await call('employee', 'POST', '/HomeMessage', kudos([badges.get('newhire')!]))
    ).json<HomeMessage>();
    const edit = {
      ...kudos([badges.get('newhire')!], 'Mensaje corregido y más claro.'),
      id: sent.id,
    };

    // Published: even its author cannot edit it.
    expect((await call('employee', 'PUT', '/HomeMessage', edit)).statusCode).toBe(409);

    // Only owners send back, with a reason.
    const moderate = `/admin/home-messages/${sent.id}`;
    expect(
      (await call('employee', 'PUT', moderate, { status: 'correction', reason: 'Aclarar' }))
        .statusCode,
    ).toBe(403);
    const noReason = await call('home.owner', 'PUT', moderate, { status: 'correction' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const noStatus = await call('home.owner', 'PUT', moderate, { reason: 'Aclarar, por favor.' });
    expect(noStatus.json().errors).toHaveProperty('status');
    const back = await call('home.owner', 'PUT', moderate, {
      status: 'correction',
      reason: 'Indica qué hizo tu compañera, por favor.',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<HomeMessage>()).toMatchObject({ status: 'correction' });
    expect((await auditRows('kudos', sent.id)).map((r) => r.action)).toEqual(['update']);

    // The author is told and finds it among their corrections; it left the feed.
    const authorNotes = (
      await call('employee', 'GET', '/api/notification')
    ).json<NotificationPage>();
    expect(authorNotes.items[0]).toMatchObject({
      kind: 'kudos-correction',
      link: `/Kudos/Form/${sent.id}`,
    });
    const corrections = (await call('employee', 'GET', '/HomeMessage/GetKudosCorrections')).json<
      HomeMessage[]
    >();
    expect(corrections.map((k) => k.id)).toContain(sent.id);
    expect(corrections.find((k) => k.id === sent.id)?.correctionReason).toMatch(/compañera/);
    expect((await call('newhire', 'GET', `/HomeMessage/GetById/${sent.id}`)).statusCode).toBe(404);
    expect(
      (await call('newhire', 'GET', '/HomeMessage/GetKudosCorrections')).json<HomeMessage[]>(),
    ).toEqual([]);

    // Someone else's kudos: 403, even for owners and administrators.
    for (const user of ['newhire', 'home.owner', 'admin']) {
      expect((await call(user, 'PUT', '/HomeMessage', edit)).statusCode).toBe(403);
    }
    // Its author corrects it: it waits for publication.
    const corrected = await call('employee', 'PUT', '/HomeMessage', edit);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<HomeMessage>()).toMatchObject({
      status: 'pending',
      message: 'Mensaje corregido y más claro.',
    });
    const publish = await call('home.owner', 'PUT', moderate, { status: 'published' });
    expect(publish.statusCode).toBe(200);
    expect(publish.json<HomeMessage>()).toMatchObject({
      status: 'published',
      correctionReason: null,
    });
    expect((await call('newhire', 'GET', `/HomeMessage/GetById/${sent.id}`)).statusCode).toBe(200);
  });

  it('cannot change a message’s type', async () => {
    const sent = (
      await call('employee', 'POST', '/HomeMessage', kudos([badges.get('newhire')!]))
    ).json<HomeMessage>();
    const response = await call('home.owner', 'PUT', '/HomeMessage', { ...news(), id: sent.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('type');
  });

  it('moderates kudos only: a news item is 404', async () => {
    const [item] = (await call('home.owner', 'GET', '/HomeMessage?type=news')).json<
      HomeMessage[]
    >();
    const response = await call('home.owner', 'PUT', `/admin/home-messages/${item!.id}`, {
      status: 'published',
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists every message for owners only (GET /admin/home-messages), filtered and in windows', async () => {
    const query = restQuery({
      filter: { type: 'kudos', status: 'correction' },
      sort: ['createdAt', 'DESC'],
      range: [0, 24],
    });
    const response = await call('home.owner', 'GET', `/admin/home-messages?${query}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json<HomeMessage[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((m) => m.type === 'kudos' && m.status === 'correction')).toBe(true);
    expect(contentRange(response, 'home-messages')).toEqual({
      window: `0-${rows.length - 1}`,
      total: rows.length,
    });
    expect((await call('employee', 'GET', `/admin/home-messages?${query}`)).statusCode).toBe(403);
    const news = await call(
      'home.owner',
      'GET',
      `/admin/home-messages?${restQuery({ filter: { type: 'news', q: 'bienvenida' } })}`,
    );
    expect(news.json<HomeMessage[]>().every((m) => m.type === 'news')).toBe(true);
    const badType = await call(
      'home.owner',
      'GET',
      `/admin/home-messages?${restQuery({ filter: { type: 'memo' } })}`,
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toHaveProperty(['filter.type']);
    const [first] = rows;
    const one = await call('home.owner', 'GET', `/admin/home-messages/${first!.id}`);
    expect(one.json<HomeMessage>()).toMatchObject({ id: first!.id, status: 'correction' });
  });
});

describe('kudos suggestions', () => {
  it('any employee reads the active suggestions', async () => {
    const response = await call('newhire', 'GET', '/HomeMessage/GetKudosSuggestionMessages');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(8);
  });

  it('owners create, read, edit and delete suggestions, each audited', async () => {
    const created = await call('home.owner', 'POST', '/admin/kudos-suggestions', {
      text: 'Gracias por tu energía en el turno nocturno.',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const updated = await call('home.owner', 'PUT', `/admin/kudos-suggestions/${id}`, {
      text: 'Gracias por tu energía en el turno de noche.',
      active: false,
    });
    expect(updated.json()).toMatchObject({ active: false });
    const query = restQuery({ filter: { q: 'noche', active: false } });
    const list = await call('home.owner', 'GET', `/admin/kudos-suggestions?${query}`);
    expect(list.json()).toEqual([updated.json()]);
    expect(contentRange(list, 'kudos-suggestions')).toEqual({ window: '0-0', total: 1 });
    const many = await call(
      'home.owner',
      'GET',
      `/admin/kudos-suggestions?${restQuery({ filter: { id: [id] } })}`,
    );
    expect(many.json()).toEqual([updated.json()]);
    const one = await call('home.owner', 'GET', `/admin/kudos-suggestions/${id}`);
    expect(one.json()).toEqual(updated.json());
    const deleted = await call('home.owner', 'DELETE', `/admin/kudos-suggestions/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(updated.json());
    expect((await auditRows('kudos_suggestion', id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call('home.owner', method, `/admin/kudos-suggestions/${id}`)).statusCode).toBe(
        404,
      );
    }
  });

  it('answers 400 for invalid text, sort or filter and 403 to non-owners', async () => {
    const invalid = await call('home.owner', 'POST', '/admin/kudos-suggestions', {
      text: '<b>hola</b>',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('text');
    const badSort = await call(
      'home.owner',
      'GET',
      `/admin/kudos-suggestions?${restQuery({ sort: ['author', 'ASC'] })}`,
    );
    expect(badSort.json().errors).toHaveProperty(['sort[0]']);
    const badFilter = await call(
      'home.owner',
      'GET',
      `/admin/kudos-suggestions?${restQuery({ filter: { active: 'maybe' } })}`,
    );
    expect(badFilter.json().errors).toHaveProperty(['filter.active']);
    for (const [method, url] of [
      ['GET', '/admin/kudos-suggestions'],
      ['GET', '/admin/kudos-suggestions/1'],
      ['POST', '/admin/kudos-suggestions'],
      ['PUT', '/admin/kudos-suggestions/1'],
      ['DELETE', '/admin/kudos-suggestions/1'],
    ] as const) {
      const response = await call(
        'employee',
        method,
        url,
        method === 'POST' || method === 'PUT' ? { text: 'Gracias por todo el apoyo.' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('GET /BirthdayMembers', () => {
  it('answers this month’s birthdays, today’s first, without the year', async () => {
    const response = await call('newhire', 'GET', '/BirthdayMembers?perPage=100');
    expect(response.statusCode).toBe(200);
    const members = response.json<BirthdayMember[]>();
    const { month, day } = companyMonthDay();
    expect(members.every((m) => m.month === Number(month))).toBe(true);
    const today = members.filter((m) => m.isToday);
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(members.slice(0, today.length).every((m) => m.isToday && m.day === Number(day))).toBe(
      true,
    );
    const rest = members.slice(today.length).map((m) => m.day);
    expect([...rest].sort((a, b) => a - b)).toEqual(rest);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify(members)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(Object.keys(members[0]!).sort()).toEqual([
      'badge',
      'day',
      'fullName',
      'isToday',
      'month',
    ]);
  });

  it('pages through today’s birthdays into the rest of the month without gaps or repeats', async () => {
    const whole = (await call('newhire', 'GET', '/BirthdayMembers?perPage=100')).json<
      BirthdayMember[]
    >();
    const paged: BirthdayMember[] = [];
    for (let page = 1; paged.length < whole.length; page++) {
      const response = await call('newhire', 'GET', `/BirthdayMembers?page=${page}&perPage=2`);
      expect(Number(response.headers['x-total-count'])).toBe(whole.length);
      const members = response.json<BirthdayMember[]>();
      expect(members.length).toBeGreaterThan(0);
      paged.push(...members);
    }
    expect(paged).toEqual(whole);
  });

  it('keeps its totals as employees join, change birthday, leave, come back and are removed', async () => {
    const { month, day } = companyMonthDay();
    const otherMonth = month === '01' ? '02' : '01';
    const totals = async () => {
      const response = await call('newhire', 'GET', '/BirthdayMembers?perPage=100');
      const members = response.json<BirthdayMember[]>();
      return {
        total: Number(response.headers['x-total-count']),
        today: members.filter((m) => m.isToday).length,
      };
    };
    // What the triggers keep (migration 0047), against a count of every active employee.
    const expectCountsKept = async () => {
      const kept = await t.db
        .selectFrom('birthday_counts')
        .select(['month_day', 'employees'])
        .where('employees', '<>', 0)
        .orderBy('month_day')
        .execute();
      const monthDay = sql<string>`substr(birthday, 6, 5)`;
      const counted = await t.db
        .selectFrom('employees')
        .select([monthDay.as('month_day'), sql<number | string>`count(*)`.as('employees')])
        .where('active', '=', 1)
        .groupBy(monthDay)
        .orderBy('month_day')
        .execute();
      expect(kept.map((row) => [row.month_day, Number(row.employees)])).toEqual(
        counted.map((row) => [row.month_day, Number(row.employees)]),
      );
    };
    await expectCountsKept();
    const before = await totals();
    const createdAt = new Date().toISOString();
    const hired = await t.db
      .insertInto('employees')
      .values(
        ['today', 'later', 'gone'].map((name, i) => ({
          badge: `66000${i}`,
          username: `cumple.${name}`,
          email: `cumple.${name}@empresa.example.com`,
          first_name: 'Cumple',
          last_name: name,
          full_name: `Cumple ${name}`,
          birthday: `1991-${month}-${name === 'today' ? day : day === '01' ? '02' : '01'}`,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    const [today, later, gone] = hired.map((row) => row.id) as [number, number, number];
    expect(await totals()).toEqual({ total: before.total + 3, today: before.today + 1 });
    await expectCountsKept();

    const set = (id: number, values: { active?: number; birthday?: string }) =>
      t.db.updateTable('employees').set(values).where('id', '=', id).execute();
    await set(later, { birthday: `1991-${otherMonth}-15` });
    await set(gone, { active: 0 });
    expect(await totals()).toEqual({ total: before.total + 1, today: before.today + 1 });
    await expectCountsKept();
    // A write that changes neither the birthday nor the activity counts nothing twice.
    await set(today, { active: 1, birthday: `1991-${month}-${day}` });
    await set(gone, { active: 1 });
    await set(later, { birthday: `1991-${month}-${day}` });
    expect(await totals()).toEqual({ total: before.total + 3, today: before.today + 2 });
    await expectCountsKept();
    await t.db.deleteFrom('employees').where('id', 'in', [today, later, gone]).execute();
    expect(await totals()).toEqual(before);
    await expectCountsKept();
  });

  it('bounds the page size (400)', async () => {
    const response = await call('employee', 'GET', '/BirthdayMembers?perPage=1000');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('perPage');
  });
});

describe('GET /api/Raft/GetGoldenReferresList', () => {
  it('answers the top referrers, most hired first', async () => {
    const response = await call('newhire', 'GET', '/api/Raft/GetGoldenReferresList');
    expect(response.statusCode).toBe(200);
    const referrers = response.json<GoldenReferrer[]>();
    expect(referrers).toHaveLength(5);
    expect(referrers[0]).toMatchObject({ badge: '200016', hiredReferrals: 14 });
    const counts = referrers.map((r) => r.hiredReferrals);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(
      (await call('newhire', 'GET', '/api/Raft/GetGoldenReferresList?size=2')).json(),
    ).toHaveLength(2);
    const tooMany = await call('newhire', 'GET', '/api/Raft/GetGoldenReferresList?size=99');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('size');
  });
});
