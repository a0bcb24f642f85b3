import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  birthdaysAdapter,
  goldenReferrersAdapter,
  kudosAdapter,
  kudosSuggestionsAdapter,
  newsAdapter,
} from '../../../dataProviders/home/messages';
import type { HomeMessage } from '../../../contracts/home/messages';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';
import { homeMessage } from './homeMessage';

const mainApi = fakeMainApi({
  respond: (request, { url, body }) => {
    if (url.startsWith('/HomeMessage/Image')) {
      return HttpResponse.json(
        { url: '/api/main/files/3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f' },
        { status: 201 },
      );
    }
    if (url.startsWith('/HomeMessage/KudosSuggestion') && request.method === 'DELETE') {
      return new HttpResponse(null, { status: 204 });
    }
    if (url.startsWith('/HomeMessage/GetKudosSuggestionMessages')) {
      return HttpResponse.json([{ id: 1, text: 'Gracias', active: true }], {
        headers: { 'X-Total-Count': '1' },
      });
    }
    if (url.startsWith('/HomeMessage/KudosSuggestion')) {
      return HttpResponse.json(
        request.method === 'GET'
          ? [{ id: 2, text: 'Hola', active: false }]
          : { id: 3, ...(body as object) },
        { headers: { 'X-Total-Count': '12' } },
      );
    }
    if (url.startsWith('/HomeMessage/GetById/')) return HttpResponse.json(homeMessage());
    if (url.startsWith('/HomeMessage/GetKudosCorrections')) {
      return HttpResponse.json([homeMessage({ status: 'correction', correctionReason: 'Aclara' })]);
    }
    if (url.startsWith('/HomeMessage')) {
      if (request.method === 'GET') {
        return HttpResponse.json([homeMessage()], { headers: { 'X-Total-Count': '31' } });
      }
      return HttpResponse.json(homeMessage(body as Partial<HomeMessage>));
    }
    if (url.startsWith('/BirthdayMembers')) {
      return HttpResponse.json(
        [{ badge: '200007', fullName: 'Ana Mora', day: 3, month: 5, isToday: true }],
        { headers: { 'X-Total-Count': '34' } },
      );
    }
    if (url.startsWith('/api/Raft/GetGoldenReferresList')) {
      return HttpResponse.json([{ badge: '200016', fullName: 'Luis Soto', hiredReferrals: 14 }]);
    }
    return HttpResponse.json({ message: 'unexpected' }, { status: 404 });
  },
  also: (request) => ({ contentType: request.headers.get('content-type') }),
});
const seen = mainApi.sent;

const listParams = {
  pagination: { page: 2, perPage: 5 },
  sort: { field: 'publishFrom', order: 'DESC' as const },
  filter: {},
};

describe('news adapter (/HomeMessage, type news)', () => {
  it('reads the feed with type, page and perPage only', async () => {
    const result = await newsAdapter(MAIN_API, mainApi.http).getList('news', listParams);
    expect(result.total).toBe(31);
    expect(seen[0]?.url).toBe('/HomeMessage?type=news&page=2&perPage=5');
  });

  it('reads the owners’ list (scope all) with sort, order and filters', async () => {
    await newsAdapter(MAIN_API, mainApi.http).getList('news', {
      ...listParams,
      filter: { scope: 'all', q: 'cuenta' },
    });
    expect(seen[0]?.url).toBe(
      '/HomeMessage/Settings?page=2&perPage=5&sort=publishFrom&order=DESC&q=cuenta&type=news',
    );
  });

  it('uploads a newly chosen picture first, then posts the news with its URL and ISO dates', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    await newsAdapter(MAIN_API, mainApi.http).create('news', {
      data: {
        title: 'Nueva cuenta',
        body: '<p>Hola</p>',
        image: { rawFile: file, src: 'blob:x', title: 'foto.png' },
        publishFrom: '2025-03-01T08:00:00.000Z',
        publishTo: null,
        active: true,
      },
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/HomeMessage/Image',
      // jsdom's File reaches msw without its name: that the part is a file is what counts.
      body: { image: expect.stringMatching(/^file:/) },
    });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data/);
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: '/HomeMessage',
      body: {
        type: 'news',
        title: 'Nueva cuenta',
        body: '<p>Hola</p>',
        image: '/api/main/files/3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f',
        publishFrom: '2025-03-01T08:00:00.000Z',
        publishTo: null,
        active: true,
      },
    });
  });

  it('edits with PUT /HomeMessage, the id in the body, keeping a stored picture', async () => {
    await newsAdapter(MAIN_API, mainApi.http).update('news', {
      id: 4,
      data: { title: 'T', body: '<p>x</p>', image: '/api/main/files/abc', active: false },
      previousData: { id: 4 },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/HomeMessage',
      body: { id: 4, type: 'news', image: '/api/main/files/abc', active: false },
    });
  });

  it('reads one by id', async () => {
    await newsAdapter(MAIN_API, mainApi.http).getOne('news', { id: 7 });
    expect(seen[0]?.url).toBe('/HomeMessage/GetById/7');
  });
});

describe('kudos adapter (/HomeMessage, type kudos)', () => {
  it('sends only the kudos fields; the sender is never in the body', async () => {
    await kudosAdapter(MAIN_API, mainApi.http).create('kudos', {
      data: {
        recipients: ['100003'],
        category: 'teamwork',
        message: 'Gracias',
        author: { badge: '1' },
      },
    });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/HomeMessage',
      contentType: 'application/json',
      body: { type: 'kudos', recipients: ['100003'], category: 'teamwork', message: 'Gracias' },
    });
  });

  it('edits one’s own kudos with PUT and the id', async () => {
    await kudosAdapter(MAIN_API, mainApi.http).update('kudos', {
      id: 7,
      data: { recipients: ['100003'], category: 'innovation', message: 'Corregido' },
      previousData: { id: 7 },
    });
    expect(seen[0]?.body).toEqual({
      type: 'kudos',
      recipients: ['100003'],
      category: 'innovation',
      message: 'Corregido',
      id: 7,
    });
  });

  it('reads the wall, the corrections and the moderation list', async () => {
    const adapter = kudosAdapter(MAIN_API, mainApi.http);
    await adapter.getList('kudos', listParams);
    const corrections = await adapter.getList('kudos', {
      ...listParams,
      filter: { scope: 'corrections' },
    });
    await adapter.getList('kudos', { ...listParams, filter: { scope: 'all', status: 'pending' } });
    expect(seen.map((s) => s.url)).toEqual([
      '/HomeMessage?type=kudos&page=2&perPage=5',
      '/HomeMessage/GetKudosCorrections',
      '/HomeMessage/Settings?page=2&perPage=5&sort=publishFrom&order=DESC&status=pending&type=kudos',
    ]);
    expect(corrections.data[0]).toMatchObject({ correctionReason: 'Aclara' });
  });

  it('sends a kudos back with a reason and publishes it again', async () => {
    const adapter = kudosAdapter(MAIN_API, mainApi.http);
    await adapter.sendBack('kudos', { id: 7, reason: 'Aclara el mensaje' });
    await adapter.publish('kudos', { id: 7 });
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: '/HomeMessage/7/Correction', body: { reason: 'Aclara el mensaje' } },
      { method: 'PUT', url: '/HomeMessage/7/Publish', body: null },
    ]);
  });
});

describe('kudos suggestions adapter', () => {
  it('reads the active texts for the form and the full list for owners', async () => {
    const adapter = kudosSuggestionsAdapter(MAIN_API, mainApi.http);
    const active = await adapter.getList('kudos-suggestions', {
      ...listParams,
      filter: { scope: 'active' },
    });
    expect(active.data).toHaveLength(1);
    const all = await adapter.getList('kudos-suggestions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'text', order: 'ASC' },
      filter: { q: 'gra', active: false },
    });
    expect(all.total).toBe(12);
    expect(seen.map((s) => s.url)).toEqual([
      '/HomeMessage/GetKudosSuggestionMessages?perPage=100',
      '/HomeMessage/KudosSuggestion?page=1&perPage=25&sort=text&order=ASC&q=gra&active=false',
    ]);
  });

  it('creates, updates and deletes with the contract bodies', async () => {
    const adapter = kudosSuggestionsAdapter(MAIN_API, mainApi.http);
    await adapter.create('kudos-suggestions', { data: { text: 'Gracias', extra: 1 } });
    await adapter.update('kudos-suggestions', {
      id: 3,
      data: { id: 3, text: 'Hola', active: false, updatedAt: 'x' },
      previousData: { id: 3 },
    });
    await adapter.delete('kudos-suggestions', { id: 3, previousData: { id: 3 } });
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/HomeMessage/KudosSuggestion',
        body: { text: 'Gracias', active: true },
      },
      {
        method: 'PUT',
        url: '/HomeMessage/KudosSuggestion/3',
        body: { text: 'Hola', active: false },
      },
      { method: 'DELETE', url: '/HomeMessage/KudosSuggestion/3', body: null },
    ]);
  });
});

describe('birthdays and golden referrers adapters', () => {
  it('identify people by badge and keep the total', async () => {
    const birthdays = await birthdaysAdapter(MAIN_API, mainApi.http).getList('birthdays', {
      ...listParams,
      pagination: { page: 1, perPage: 50 },
    });
    expect(birthdays).toEqual({
      data: [
        { id: '200007', badge: '200007', fullName: 'Ana Mora', day: 3, month: 5, isToday: true },
      ],
      total: 34,
    });
    const referrers = await goldenReferrersAdapter(MAIN_API, mainApi.http).getList(
      'golden-referrers',
      {
        ...listParams,
        pagination: { page: 1, perPage: 5 },
      },
    );
    expect(referrers.data[0]).toMatchObject({ id: '200016', hiredReferrals: 14 });
    expect(seen.map((s) => s.url)).toEqual([
      '/BirthdayMembers?page=1&perPage=50',
      '/api/Raft/GetGoldenReferresList?size=5',
    ]);
  });
});
