/**
 * Issue 5, slice A: the home page's content and the settings administrators keep — calendar
 * activities, the home menu's quick links, and the CTAs (videos, banners, assistant links,
 * contacts, images). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarActivity, Cta, HomeMenuItem } from '../../../contracts/home/settings';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import { createTestApp, expectInvalid, expectJson, PNG, type TestApp } from '../helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const total = (response: LightMyRequestResponse) => Number(response.headers[TOTAL_COUNT_HEADER]);
const call: TestApp['call'] = (...args) => t.call(...args);
const get = (username: string, path: string) => call(username, 'GET', path);
const multipart: TestApp['callMultipart'] = (...args) => t.callMultipart(...args);
const auditRows: TestApp['auditRows'] = (...args) => t.auditRows(...args);
const deleteActivity = (username: string, id: number) =>
  call(username, 'DELETE', `/CalendarActivitie/Delete/${id}`);
/** POST /CTAs/AddContact as Home_Owner: every kind of CTA is added there, named by its Key. */
const addCta = (fields: Parameters<TestApp['callMultipart']>[3]) =>
  multipart('home.owner', 'POST', '/CTAs/AddContact', fields);

/** Who must get 403 on a home write: no roles, a plain employee, another module's owners. */
const NOT_HOME_OWNERS = ['newhire', 'employee', 'benefits.owner', 'raft.owner'];

const inDays = (days: number, hour = 15) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

const activity = (overrides: Partial<CalendarActivity> = {}) => ({
  applicationId: 1,
  title: 'Charla de ergonomía',
  description: 'Cómo ajustar la silla y la pantalla.',
  startsAt: inDays(3, 15),
  endsAt: inDays(3, 16),
  location: 'Sala 3',
  link: 'https://campus.portal.example.com/ergonomia',
  active: true,
  ...overrides,
});

describe('calendar activities', () => {
  it('lists the home calendar for any employee: upcoming, by start, with the total', async () => {
    const response = await get('newhire', '/CalendarActivitie/GetAllByApplicationId/1');
    const activities = expectJson<CalendarActivity[]>(response);
    expect(total(response)).toBe(6);
    expect(activities).toHaveLength(6);
    expect(activities.every((a) => a.applicationId === 1 && a.active)).toBe(true);
    const starts = activities.map((a) => a.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(Date.parse(starts[0]!)).toBeGreaterThan(Date.now());

    const baf = await get('employee', '/CalendarActivitie/GetAllByApplicationId/2');
    expect(baf.json<CalendarActivity[]>()).toHaveLength(2);
  });

  it('puts activities that have ended after the upcoming ones, and leaves them out on request', async () => {
    const past = await call(
      'home.owner',
      'POST',
      '/CalendarActivitie',
      activity({ title: 'Charla pasada', startsAt: inDays(-10, 14), endsAt: inDays(-10, 15) }),
    );
    expect(past.statusCode, past.body).toBe(201);
    const id = past.json<CalendarActivity>().id;
    const all = (await get('employee', '/CalendarActivitie/GetAllByApplicationId/1')).json<
      CalendarActivity[]
    >();
    expect(all.at(-1)?.id).toBe(id);
    const upcoming = await get(
      'employee',
      '/CalendarActivitie/GetAllByApplicationId/1?upcoming=true',
    );
    expect(upcoming.json<CalendarActivity[]>().map((a) => a.id)).not.toContain(id);
    expect(total(upcoming)).toBe(6);
    expect((await deleteActivity('home.owner', id)).statusCode).toBe(204);
  });

  it('pages and searches in SQL', async () => {
    const page = await get(
      'employee',
      '/CalendarActivitie/GetAllByApplicationId/1?page=2&perPage=4',
    );
    expect(page.json<CalendarActivity[]>()).toHaveLength(2);
    expect(total(page)).toBe(6);
    // Every column of the owners' list sorts, the end too.
    const byEnd = await get(
      'employee',
      '/CalendarActivitie/GetAllByApplicationId/1?sort=endsAt&order=DESC',
    );
    const ends = expectJson<CalendarActivity[]>(byEnd).map((a) => a.endsAt);
    expect(ends).toEqual([...ends].sort().reverse());
    const found = await get('employee', '/CalendarActivitie/GetAllByApplicationId/1?q=FUTBOL');
    expect(found.json<CalendarActivity[]>().map((a) => a.title)).toEqual([
      'Torneo interno de fútbol 5',
    ]);
  });

  it('answers 400 for an unknown calendar and 404 for an unknown activity', async () => {
    const unknown = await get('employee', '/CalendarActivitie/GetAllByApplicationId/3');
    expectInvalid(unknown, 'id');
    expect((await get('employee', '/CalendarActivitie/999999')).statusCode).toBe(404);
  });

  it('creates, reads, changes and deletes an activity, each write audited', async () => {
    const created = await call('home.owner', 'POST', '/CalendarActivitie', activity());
    const record = expectJson<CalendarActivity>(created, 201);
    expect(record).toMatchObject({ applicationId: 1, title: 'Charla de ergonomía', active: true });

    const read = await get('employee', `/CalendarActivitie/${record.id}`);
    expect(read.json<CalendarActivity>()).toEqual(record);

    const changed = await call('admin', 'PUT', '/CalendarActivitie', {
      ...record,
      title: 'Charla de ergonomía y pausas activas',
      link: '/Benefits/Home',
      endsAt: '2099-01-01T18:00:00-06:00',
    });
    expect(expectJson<CalendarActivity>(changed)).toMatchObject({
      title: 'Charla de ergonomía y pausas activas',
      link: '/Benefits/Home',
      endsAt: '2099-01-02T00:00:00.000Z',
    });

    const removed = await deleteActivity('home.owner', record.id);
    expect(removed.statusCode).toBe(204);
    expect((await get('employee', `/CalendarActivitie/${record.id}`)).statusCode).toBe(404);
    expect((await deleteActivity('home.owner', record.id)).statusCode).toBe(404);

    const audit = await auditRows('calendar_activity', record.id);
    expect(audit.map((row) => [row.action, row.actor_username])).toEqual([
      ['create', 'home.owner'],
      ['update', 'admin'],
      ['delete', 'home.owner'],
    ]);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ title: 'Charla de ergonomía' });
    expect(JSON.parse(audit[2]!.before!)).toMatchObject({ id: record.id });
    expect(audit[2]!.after).toBeNull();
  });

  it('answers 400 naming each bad field', async () => {
    const response = await call('home.owner', 'POST', '/CalendarActivitie', {
      ...activity(),
      title: '',
      startsAt: 'mañana',
      link: 'javascript:alert(1)',
    });
    expectInvalid(response, 'title', 'startsAt', 'link');
    const reversed = await call(
      'home.owner',
      'POST',
      '/CalendarActivitie',
      activity({ startsAt: inDays(4, 16), endsAt: inDays(4, 15) }),
    );
    expectInvalid(reversed, 'endsAt');
    const missing = await call('home.owner', 'PUT', '/CalendarActivitie', activity());
    expectInvalid(missing, 'id');
    const unknown = await call('home.owner', 'PUT', '/CalendarActivitie', {
      ...activity(),
      id: 999999,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only the owner of a calendar write it', async () => {
    for (const user of NOT_HOME_OWNERS) {
      const response = await call(user, 'POST', '/CalendarActivitie', activity());
      expect(response.statusCode, user).toBe(403);
    }
    // Bring a friend's calendar is Raft_Owner's, not Home_Owner's.
    const baf = await call(
      'raft.owner',
      'POST',
      '/CalendarActivitie',
      activity({ applicationId: 2 }),
    );
    expect(baf.statusCode, baf.body).toBe(201);
    const id = baf.json<CalendarActivity>().id;
    const moved = await call('raft.owner', 'PUT', '/CalendarActivitie', {
      ...activity({ applicationId: 1 }),
      id,
    });
    expect(moved.statusCode).toBe(403);
    expect((await deleteActivity('home.owner', id)).statusCode).toBe(403);
    expect((await deleteActivity('employee', id)).statusCode).toBe(403);
    expect((await deleteActivity('raft.owner', id)).statusCode).toBe(204);
  });

  it('shows inactive activities to the owners only', async () => {
    const created = await call(
      'home.owner',
      'POST',
      '/CalendarActivitie',
      activity({ active: false }),
    );
    const id = created.json<CalendarActivity>().id;
    const forEmployee = await get('employee', '/CalendarActivitie/GetAllByApplicationId/1');
    expect(forEmployee.json<CalendarActivity[]>().map((a) => a.id)).not.toContain(id);
    expect((await get('employee', `/CalendarActivitie/${id}`)).statusCode).toBe(404);
    const forOwner = await get('home.owner', '/CalendarActivitie/GetAllByApplicationId/1');
    expect(forOwner.json<CalendarActivity[]>().map((a) => a.id)).toContain(id);
    const onlyInactive = await get(
      'employee',
      '/CalendarActivitie/GetAllByApplicationId/1?active=false',
    );
    expect(onlyInactive.json()).toEqual([]);
    await deleteActivity('home.owner', id);
  });
});

describe('home menu', () => {
  const menu = async (username = 'employee') =>
    (await get(username, '/HomeMenu?perPage=100')).json<HomeMenuItem[]>();
  const link = (overrides: Partial<HomeMenuItem> = {}) => ({
    name: 'Reglamento interno',
    url: 'https://intranet.portal.example.com/reglamento',
    icon: 'document',
    newTab: true,
    active: true,
    ...overrides,
  });

  it('lists the quick links in their order for any employee', async () => {
    const response = await get('newhire', '/HomeMenu');
    expect(response.statusCode).toBe(200);
    expect(total(response)).toBe(8);
    const items = response.json<HomeMenuItem[]>();
    expect(items.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(items[0]).toMatchObject({ name: 'Beneficios', url: '/Benefits/Home', newTab: false });
    expect(
      items.filter((item) => item.newTab).every((item) => item.url.startsWith('https://')),
    ).toBe(true);
    const one = await get('employee', `/HomeMenu/${items[0]!.id}`);
    expect(one.json<HomeMenuItem>()).toEqual(items[0]);
    expect((await get('employee', '/HomeMenu/999999')).statusCode).toBe(404);
  });

  it('adds a link last or at a position, moving the others down, audited', async () => {
    const last = await call('home.owner', 'POST', '/HomeMenu', link());
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json<HomeMenuItem>().order).toBe(9);
    const first = await call(
      'home.owner',
      'POST',
      '/HomeMenu',
      link({ name: 'Primero', order: 1 }),
    );
    expect(first.json<HomeMenuItem>().order).toBe(1);
    const items = await menu();
    expect(items.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(items.map((item) => item.name).slice(0, 2)).toEqual(['Primero', 'Beneficios']);
    expect((await auditRows('home_menu_item', first.json<HomeMenuItem>().id))[0]).toMatchObject({
      action: 'create',
      actor_username: 'home.owner',
    });
    for (const created of [last, first]) {
      const id = created.json<HomeMenuItem>().id;
      expect((await call('home.owner', 'DELETE', `/HomeMenu/Delete/${id}`)).statusCode).toBe(204);
    }
    expect((await menu()).map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('moves a link up by one and renumbers in one transaction', async () => {
    const before = await menu();
    const third = before[2]!;
    const moved = await call('home.owner', 'PUT', '/HomeMenu', { ...third, order: 2 });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await menu();
    expect(after.map((item) => item.id)).toEqual([
      before[0]!.id,
      third.id,
      before[1]!.id,
      ...before.slice(3).map((item) => item.id),
    ]);
    expect(after.map((item) => item.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const audit = await auditRows('home_menu_item', third.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_username: 'home.owner' });
    expect(JSON.parse(audit.at(-1)!.before!).order).toBe(3);
    expect(JSON.parse(audit.at(-1)!.after!).order).toBe(2);
    // Back down, and beyond the end is clamped to last.
    await call('home.owner', 'PUT', '/HomeMenu', { ...third, order: 3 });
    expect((await menu()).map((item) => item.id)).toEqual(before.map((item) => item.id));
    const toEnd = await call('home.owner', 'PUT', '/HomeMenu', { ...third, order: 99 });
    expect(toEnd.json<HomeMenuItem>().order).toBe(8);
    await call('home.owner', 'PUT', '/HomeMenu', { ...third, order: 3 });
  });

  it('changes a link and hides an inactive one from employees', async () => {
    const [item] = await menu();
    const changed = await call('admin', 'PUT', '/HomeMenu', { ...item, active: false });
    expect(changed.json<HomeMenuItem>().active).toBe(false);
    expect((await menu()).map((i) => i.id)).not.toContain(item!.id);
    expect((await get('employee', `/HomeMenu/${item!.id}`)).statusCode).toBe(404);
    expect((await menu('home.owner')).map((i) => i.id)).toContain(item!.id);
    await call('admin', 'PUT', '/HomeMenu', { ...item, active: true });
    const unchanged = await auditRows('home_menu_item', item!.id);
    await call('admin', 'PUT', '/HomeMenu', { ...item, active: true });
    expect(await auditRows('home_menu_item', item!.id)).toHaveLength(unchanged.length);
  });

  it('answers 400 naming the field for bad links', async () => {
    for (const url of [
      'javascript:alert(1)',
      'http://intranet.example.com',
      '//evil.example',
      'Benefits',
    ]) {
      const response = await call('home.owner', 'POST', '/HomeMenu', link({ url }));
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toHaveProperty('url');
    }
    const noName = await call('home.owner', 'POST', '/HomeMenu', link({ name: '' }));
    expectInvalid(noName, 'name');
    const badIcon = await call('home.owner', 'POST', '/HomeMenu', { ...link(), icon: 'skull' });
    expectInvalid(badIcon, 'icon');
  });

  it('refuses writes to everyone but Home_Owner and System_Admin, and 404s unknown links', async () => {
    const [item] = await menu();
    for (const user of NOT_HOME_OWNERS) {
      expect((await call(user, 'POST', '/HomeMenu', link())).statusCode, user).toBe(403);
      expect((await call(user, 'PUT', '/HomeMenu', item)).statusCode, user).toBe(403);
      expect((await call(user, 'DELETE', `/HomeMenu/Delete/${item!.id}`)).statusCode, user).toBe(
        403,
      );
    }
    expect(
      (await call('home.owner', 'PUT', '/HomeMenu', { ...link(), id: 999999 })).statusCode,
    ).toBe(404);
    expect((await call('home.owner', 'DELETE', '/HomeMenu/Delete/999999')).statusCode).toBe(404);
  });
});

describe('CTAs and images', () => {
  const banners = async (username = 'employee') =>
    (await get(username, '/CTAs/GetAllBanner')).json<Cta[]>();

  it('answers the videos, the assistant links and the images to any employee', async () => {
    const video = await get('newhire', '/CTAs/GetHomeVideo');
    expect(expectJson<Cta>(video)).toMatchObject({ key: 'Video', type: 'youtube' });
    expect(video.json<Cta>().sourceURL).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect((await get('employee', '/CTAs/GetRAFTVideo')).json<Cta>()).toMatchObject({
      key: 'RaftVideo',
      type: 'vimeo',
    });
    const ask = (await get('employee', '/CTAs/GetAskAlejandro')).json<Cta>();
    expect(ask).toMatchObject({
      key: 'AskAlejandro',
      type: 'link',
      title: 'Pregúntale a Alejandro',
    });
    expect(ask.imageURL).toMatch(/^\/api\/main\/files\//);
    expect((await get('employee', '/CTAs/GetChatBot')).json<Cta>().sourceURL).toMatch(/^https:/);

    const images = await get('employee', '/api/Common/GetImages');
    expect(images.json<Cta[]>().map((image) => [image.id, image.key])).toEqual([
      [1, 'Image'],
      [expect.any(Number), 'Image'],
    ]);
    const raftImages = await get('employee', '/api/Common/GetRAFTImages');
    expect(raftImages.json<Cta[]>()).toHaveLength(2);
    expect(total(raftImages)).toBe(2);
  });

  it('lists banners and contacts in their order, with images that are served', async () => {
    const list = await banners();
    expect(list).toHaveLength(4);
    expect(list.map((banner) => banner.order)).toEqual([1, 2, 3, 4]);
    expect(list.every((banner) => banner.title && banner.imageURL)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: list[0]!.imageURL! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const contacts = (await get('employee', '/CTAs/GetAllContact')).json<Cta[]>();
    expect(contacts.map((contact) => contact.name)).toEqual([
      'Recursos Humanos',
      'Soporte TI',
      'Salud Ocupacional',
      'Nómina',
    ]);
    expect(contacts[0]!.email).toMatch(/@/);
  });

  it('reads one CTA by id; an inactive one only for its owners', async () => {
    const [contact] = (await get('employee', '/CTAs/GetAllContact')).json<Cta[]>();
    const one = await get('newhire', `/CTAs/${contact!.id}`);
    expect(expectJson<Cta>(one)).toEqual(contact);
    expect((await get('employee', '/CTAs/999999')).statusCode).toBe(404);
    expect((await get('employee', '/CTAs/abc')).json().errors).toHaveProperty('id');
    await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(contact!.id),
      Active: 'false',
    });
    expect((await get('employee', `/CTAs/${contact!.id}`)).statusCode).toBe(404);
    expect((await get('home.owner', `/CTAs/${contact!.id}`)).json<Cta>().active).toBe(false);
    await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(contact!.id),
      Active: 'true',
    });
  });

  it('sets the home video, validating the URL', async () => {
    const response = await call('home.owner', 'PUT', '/CTAs/UpdateHomeVideo', {
      sourceURL: 'https://vimeo.com/76979871',
    });
    expect(expectJson<Cta>(response)).toMatchObject({
      type: 'vimeo',
      sourceURL: 'https://vimeo.com/76979871',
    });
    expect((await get('employee', '/CTAs/GetHomeVideo')).json<Cta>().type).toBe('vimeo');
    const audit = await auditRows('cta', response.json<Cta>().id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_username: 'home.owner' });
    for (const sourceURL of [
      'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://example.com/video',
      'https://www.youtube.com/watch?v=short',
      '',
    ]) {
      const bad = await call('home.owner', 'PUT', '/CTAs/UpdateHomeVideo', { sourceURL });
      expect(bad.statusCode, sourceURL).toBe(400);
      expect(bad.json().errors).toHaveProperty('sourceURL');
    }
    for (const user of NOT_HOME_OWNERS) {
      const denied = await call(user, 'PUT', '/CTAs/UpdateHomeVideo', {
        sourceURL: 'https://youtu.be/aqz-KE-bpKQ',
      });
      expect(denied.statusCode, user).toBe(403);
    }
    const mp4 = await call('admin', 'PUT', '/CTAs/UpdateHomeVideo', {
      sourceURL: 'https://cdn.portal.example.com/bienvenida.mp4',
    });
    expect(mp4.json<Cta>().type).toBe('mp4');
  });

  it('adds a contact with Id 0 and Key Contact, audited, and deletes it after', async () => {
    const response = await addCta({
      Id: '0',
      Key: 'Contact',
      Name: 'Seguridad',
      Role: 'Accesos al edificio y parqueo',
      Email: 'seguridad@portal.example.com',
      Phone: '+506 2205-1500',
    });
    const contact = expectJson<Cta>(response, 201);
    expect(contact).toMatchObject({ key: 'Contact', name: 'Seguridad', order: 5, imageURL: null });
    const removed = await call('home.owner', 'DELETE', `/CTAs/${contact.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('home.owner', 'DELETE', `/CTAs/${contact.id}`)).statusCode).toBe(404);
    expect((await auditRows('cta', contact.id)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it.each<{ fields: Parameters<typeof addCta>[0]; named: string[] }>([
    {
      fields: { Id: '5', Key: 'Contact', Name: 'Seguridad', Email: 'seguridad@portal.example.com' },
      named: ['Id'],
    },
    { fields: { Id: '0', Key: 'Video' }, named: ['Key'] },
    {
      fields: {
        Id: '0',
        Key: 'Contact',
        Email: 'no es un correo',
        Phone: 'llamar',
        SourceURL: 'ftp://files',
      },
      named: ['Name', 'Email', 'Phone', 'SourceURL'],
    },
    { fields: { Id: '0', Key: 'Banner', Title: 'Banner sin imagen' }, named: ['files'] },
  ])('answers 400 naming the multipart field: $named', async ({ fields, named }) => {
    expectInvalid(await addCta(fields), ...named);
  });

  it('answers 415 to a CTA sent as JSON', async () => {
    const json = await call('home.owner', 'POST', '/CTAs/AddContact', { Id: 0, Key: 'Contact' });
    expect(json.statusCode).toBe(415);
  });

  it('adds a banner with an image, refusing what is not an image or too large', async () => {
    const fake = await addCta({
      Id: '0',
      Key: 'Banner',
      Title: 'Banner falso',
      files: { filename: 'banner.png', data: Buffer.from('esto no es una imagen') },
    });
    expectInvalid(fake, 'files');
    const huge = await addCta({
      Id: '0',
      Key: 'Banner',
      Title: 'Banner enorme',
      files: { filename: 'huge.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    });
    expect(huge.statusCode).toBe(413);
    expect(await banners('home.owner')).toHaveLength(4);

    const added = await addCta({
      Id: '0',
      Key: 'Banner',
      Title: 'Nuevo horario del comedor',
      SourceURL: '/newsletters/home',
      Order: '1',
      files: { filename: 'comedor.png', data: PNG },
    });
    const banner = expectJson<Cta>(added, 201);
    expect(banner).toMatchObject({ key: 'Banner', order: 1, type: 'link' });
    const served = await t.app.inject({ method: 'GET', url: banner.imageURL! });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await banners()).map((b) => b.order)).toEqual([1, 2, 3, 4, 5]);
    expect((await banners())[0]!.id).toBe(banner.id);
    expect((await call('home.owner', 'DELETE', `/CTAs/${banner.id}`)).statusCode).toBe(204);
    expect((await banners()).map((b) => b.order)).toEqual([1, 2, 3, 4]);
  });

  it('updates a CTA’s link, image and order; the home image is Id 1', async () => {
    const updated = await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: '1',
      SourceURL: 'https://etica.portal.example.com/bienestar',
      files: { filename: 'nueva.png', data: PNG },
    });
    const image = expectJson<Cta>(updated);
    expect(image).toMatchObject({
      id: 1,
      key: 'Image',
      sourceURL: 'https://etica.portal.example.com/bienestar',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: image.imageURL! })).rawPayload.equals(PNG),
    ).toBe(true);
    // Fields not sent keep their value.
    expect(image.title).toMatch(/bienestar/i);
    const audit = await auditRows('cta', 1);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_username: 'home.owner' });
    expect(JSON.parse(audit.at(-1)!.before!).imageURL).not.toBe(image.imageURL);

    const [first, second] = await banners();
    const moved = await multipart('admin', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(second!.id),
      Order: '1',
    });
    expect(moved.json<Cta>().order).toBe(1);
    expect((await banners()).slice(0, 2).map((b) => b.id)).toEqual([second!.id, first!.id]);
    await multipart('admin', 'PUT', '/CTAs/UpdateCTA', { Id: String(second!.id), Order: '2' });

    const badLink = await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: '1',
      SourceURL: 'javascript:alert(1)',
    });
    expectInvalid(badLink, 'SourceURL');
    const badTitle = await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(first!.id),
      Title: '',
    });
    expectInvalid(badTitle, 'Title');
    const unknown = await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', { Id: '999999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets each module’s owner write its own CTAs only', async () => {
    const raftVideo = (await get('employee', '/CTAs/GetRAFTVideo')).json<Cta>();
    const ok = await multipart('raft.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(raftVideo.id),
      SourceURL: 'https://youtu.be/aqz-KE-bpKQ',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Cta>().type).toBe('youtube');
    const notHome = await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(raftVideo.id),
      SourceURL: 'https://youtu.be/aqz-KE-bpKQ',
    });
    expect(notHome.statusCode).toBe(403);
    for (const user of NOT_HOME_OWNERS) {
      const update = await multipart(user, 'PUT', '/CTAs/UpdateCTA', {
        Id: '1',
        Title: 'Hackeado',
      });
      expect(update.statusCode, user).toBe(403);
      const add = await multipart(user, 'POST', '/CTAs/AddContact', {
        Id: '0',
        Key: 'Contact',
        Name: 'Nadie',
        Email: 'nadie@portal.example.com',
      });
      expect(add.statusCode, user).toBe(403);
      expect((await call(user, 'DELETE', '/CTAs/1')).statusCode, user).toBe(403);
    }
  });

  it('never deletes the CTAs that exist once', async () => {
    const video = (await get('employee', '/CTAs/GetHomeVideo')).json<Cta>();
    expect((await call('home.owner', 'DELETE', `/CTAs/${video.id}`)).statusCode).toBe(409);
    expect((await call('home.owner', 'DELETE', '/CTAs/1')).statusCode).toBe(409);
    expect((await call('home.owner', 'DELETE', '/CTAs/999999')).statusCode).toBe(404);
  });

  it('shows inactive banners to the owners only', async () => {
    const [banner] = await banners();
    await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(banner!.id),
      Active: 'false',
    });
    expect((await banners()).map((b) => b.id)).not.toContain(banner!.id);
    expect((await banners('home.owner')).map((b) => b.id)).toContain(banner!.id);
    const active = (await get('home.owner', '/CTAs/GetAllBanner?active=true')).json<Cta[]>();
    expect(active.map((b) => b.id)).not.toContain(banner!.id);
    await multipart('home.owner', 'PUT', '/CTAs/UpdateCTA', {
      Id: String(banner!.id),
      Active: 'true',
    });
  });
});
