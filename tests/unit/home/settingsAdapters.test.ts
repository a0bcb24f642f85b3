// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Cta } from '../../../contracts/home/settings';
import {
  bannersAdapter,
  calendarActivitiesAdapter,
  contactsAdapter,
  ctaSettingsAdapter,
  homeImagesAdapter,
  homeMenuAdapter,
  raftImagesAdapter,
} from '../../../dataProviders/home/settings';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const cta = (overrides: Partial<Cta> = {}): Cta => ({
  id: 9,
  key: 'Contact',
  type: 'none',
  sourceURL: null,
  imageURL: '/api/main/files/abc',
  title: null,
  description: null,
  name: 'Recursos Humanos',
  role: null,
  email: 'rrhh@portal.example.com',
  phone: null,
  order: 1,
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const mainApi = fakeMainApi({
  respond: (request, { body }) => {
    if (request.method === 'DELETE') return new HttpResponse(null, { status: 204 });
    const path = new URL(request.url).pathname;
    if (/GetAll|GetImages|GetRAFTImages|\/HomeMenu$|GetAllByApplicationId/.test(path)) {
      return HttpResponse.json([cta()], { headers: { 'X-Total-Count': '12' } });
    }
    if (/\/CTAs\/(Get|\d)|UpdateCTA|AddContact|UpdateHomeVideo/.test(path)) {
      return HttpResponse.json(cta({ key: path.includes('Video') ? 'Video' : 'Contact' }));
    }
    return HttpResponse.json({ id: 5, ...(body as object) });
  },
});
const seen = mainApi.sent;

const page = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'order', order: 'ASC' },
} as const;

describe('calendar activities adapter', () => {
  it('lists a calendar by its application id in the path, with the total', async () => {
    const result = await calendarActivitiesAdapter(MAIN_API, mainApi.http).getList(
      'calendar-activities',
      {
        pagination: { page: 2, perPage: 5 },
        sort: { field: 'startsAt', order: 'ASC' },
        filter: { applicationId: 2, upcoming: true, active: true, q: 'feria' },
      },
    );
    expect(result.total).toBe(12);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/CalendarActivitie/GetAllByApplicationId/2?page=2&perPage=5&sort=startsAt&order=ASC&q=feria&active=true&upcoming=true',
    });
  });

  it('reads, creates, updates and deletes through the contract paths and bodies', async () => {
    const adapter = calendarActivitiesAdapter(MAIN_API, mainApi.http);
    await adapter.getOne('calendar-activities', { id: 7 });
    const activity = {
      applicationId: 1,
      title: 'Feria de la salud',
      description: null,
      startsAt: '2026-05-04T14:00:00.000Z',
      endsAt: '2026-05-04T22:00:00.000Z',
      location: 'Comedor',
      link: null,
      active: true,
    };
    await adapter.create('calendar-activities', { data: { ...activity, extra: 'dropped' } });
    await adapter.update('calendar-activities', {
      id: 7,
      data: { ...activity, id: 7, updatedAt: 'x' },
      previousData: { id: 7 },
    });
    await adapter.delete('calendar-activities', { id: 7, previousData: { id: 7 } });
    expect(seen).toEqual([
      { method: 'GET', url: '/CalendarActivitie/7', body: null },
      { method: 'POST', url: '/CalendarActivitie', body: activity },
      { method: 'PUT', url: '/CalendarActivitie', body: { ...activity, id: 7 } },
      { method: 'DELETE', url: '/CalendarActivitie/Delete/7', body: null },
    ]);
  });
});

describe('home menu adapter', () => {
  const item = {
    name: 'Planilla',
    url: '/payroll/home',
    icon: 'payroll',
    newTab: false,
    active: true,
  };

  it('lists the links in their order and reads one', async () => {
    const result = await homeMenuAdapter(MAIN_API, mainApi.http).getList('home-menu-items', {
      ...page,
      filter: { active: true },
    });
    expect(result.total).toBe(12);
    await homeMenuAdapter(MAIN_API, mainApi.http).getOne('home-menu-items', { id: 3 });
    expect(seen.map((call) => call.url)).toEqual([
      '/HomeMenu?page=1&perPage=10&sort=order&order=ASC&active=true',
      '/HomeMenu/3',
    ]);
  });

  it('creates without an order (last), moves with one, deletes by id', async () => {
    const adapter = homeMenuAdapter(MAIN_API, mainApi.http);
    await adapter.create('home-menu-items', { data: { ...item, order: null } });
    await adapter.update('home-menu-items', {
      id: 3,
      data: { ...item, id: 3, order: 2, updatedAt: 'x' },
      previousData: { id: 3 },
    });
    await adapter.delete('home-menu-items', { id: 3, previousData: { id: 3 } });
    expect(seen).toEqual([
      { method: 'POST', url: '/HomeMenu', body: item },
      { method: 'PUT', url: '/HomeMenu', body: { ...item, order: 2, id: 3 } },
      { method: 'DELETE', url: '/HomeMenu/Delete/3', body: null },
    ]);
  });
});

describe('CTA list adapters', () => {
  const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rrhh.png', {
    type: 'image/png',
  });

  it('reads each list from its contract path, with images for ImageInput', async () => {
    const { data } = await contactsAdapter(MAIN_API, mainApi.http).getList('contacts', page);
    expect(data[0]).toMatchObject({ image: { src: '/api/main/files/abc' } });
    await bannersAdapter(MAIN_API, mainApi.http).getList('banners', {
      ...page,
      filter: { active: true },
    });
    await homeImagesAdapter(MAIN_API, mainApi.http).getList('home-images', page);
    await raftImagesAdapter(MAIN_API, mainApi.http).getList('raft-images', page);
    await contactsAdapter(MAIN_API, mainApi.http).getOne('contacts', { id: 9 });
    expect(seen.map((call) => call.url)).toEqual([
      '/CTAs/GetAllContact?page=1&perPage=10&sort=order&order=ASC',
      '/CTAs/GetAllBanner?page=1&perPage=10&sort=order&order=ASC&active=true',
      '/api/Common/GetImages?page=1&perPage=10&sort=order&order=ASC',
      '/api/Common/GetRAFTImages?page=1&perPage=10&sort=order&order=ASC',
      '/CTAs/9',
    ]);
  });

  // Every list adds through POST /CTAs/AddContact: Id 0 and the Key name the kind of CTA.
  it.each([
    {
      what: 'a contact with Key Contact, the photo as files',
      adapter: contactsAdapter,
      resource: 'contacts',
      data: {
        name: 'Seguridad',
        email: 'seguridad@portal.example.com',
        phone: null,
        image: { src: 'blob:x', rawFile: png },
      },
      body: {
        Id: '0',
        Key: 'Contact',
        Name: 'Seguridad',
        Email: 'seguridad@portal.example.com',
        Phone: '',
        files: 'file:rrhh.png:4',
      },
    },
    {
      what: 'a banner with Key Banner',
      adapter: bannersAdapter,
      resource: 'banners',
      data: {
        title: 'Feria',
        sourceURL: '/BAF/Home',
        active: true,
        image: { src: 'b', rawFile: png },
      },
      body: {
        Id: '0',
        Key: 'Banner',
        SourceURL: '/BAF/Home',
        Title: 'Feria',
        Active: 'true',
        files: 'file:rrhh.png:4',
      },
    },
  ])('adds $what as multipart', async ({ adapter, resource, data, body }) => {
    await adapter(MAIN_API, mainApi.http).create(resource, { data });
    expect(seen[0]).toEqual({ method: 'POST', url: '/CTAs/AddContact', body });
  });

  it('updates with PUT /CTAs/UpdateCTA: Id, SourceURL and the fields; a stored image is not re-sent', async () => {
    await homeImagesAdapter(MAIN_API, mainApi.http).update('home-images', {
      id: 1,
      data: {
        ...cta({ id: 1, key: 'Image', sourceURL: '/Benefits/Home', title: 'Bienestar' }),
        image: { src: '/api/main/files/abc' },
      },
      previousData: { id: 1 },
    });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/CTAs/UpdateCTA' });
    const body = seen[0]!.body as Record<string, string>;
    expect(body).toMatchObject({
      Id: '1',
      SourceURL: '/Benefits/Home',
      Title: 'Bienestar',
      Order: '1',
    });
    expect(body).not.toHaveProperty('files');
    expect(body).not.toHaveProperty('Key');
  });

  it('deletes with DELETE /CTAs/{id}', async () => {
    await bannersAdapter(MAIN_API, mainApi.http).delete('banners', {
      id: 4,
      previousData: { id: 4 },
    });
    expect(seen[0]).toEqual({ method: 'DELETE', url: '/CTAs/4', body: null });
  });
});

describe('CTA settings adapter', () => {
  it('reads each setting by key and keeps the CTA id apart', async () => {
    const adapter = ctaSettingsAdapter(MAIN_API, mainApi.http);
    const { data } = await adapter.getOne('cta-settings', { id: 'Video' });
    expect(data).toMatchObject({ id: 'Video', ctaId: 9 });
    for (const id of ['RaftVideo', 'AskAlejandro', 'ChatBot'])
      await adapter.getOne('cta-settings', { id });
    expect(seen.map((call) => call.url)).toEqual([
      '/CTAs/GetHomeVideo',
      '/CTAs/GetRAFTVideo',
      '/CTAs/GetAskAlejandro',
      '/CTAs/GetChatBot',
    ]);
  });

  it.each([
    {
      what: 'sets the home video with PUT /CTAs/UpdateHomeVideo as JSON',
      data: {
        id: 'Video',
        ctaId: 3,
        sourceURL: 'https://youtu.be/aqz-KE-bpKQ',
        title: 'Bienvenida',
      },
      sent: {
        method: 'PUT',
        url: '/CTAs/UpdateHomeVideo',
        body: { sourceURL: 'https://youtu.be/aqz-KE-bpKQ', title: 'Bienvenida' },
      },
    },
    {
      what: 'changes an assistant link with PUT /CTAs/UpdateCTA and its CTA id',
      data: {
        id: 'AskAlejandro',
        ctaId: 4,
        sourceURL: 'https://teams.example.com/alejandro',
        title: 'Pregúntale a Alejandro',
        description: null,
        active: true,
        image: null,
      },
      sent: {
        method: 'PUT',
        url: '/CTAs/UpdateCTA',
        body: {
          Id: '4',
          SourceURL: 'https://teams.example.com/alejandro',
          Title: 'Pregúntale a Alejandro',
          Description: '',
          Active: 'true',
        },
      },
    },
  ])('$what', async ({ data, sent }) => {
    await ctaSettingsAdapter(MAIN_API, mainApi.http).update('cta-settings', {
      id: data.id,
      data,
      previousData: { id: data.id },
    });
    expect(seen[0]).toEqual(sent);
  });
});
