// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  birthdaysAdapter,
  goldenReferrersAdapter,
  kudosAdapter,
  kudosSuggestionMessagesAdapter,
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
    if (url.startsWith('/HomeMessage/GetKudosSuggestionMessages')) {
      return HttpResponse.json([{ id: 1, text: 'Gracias', active: true }], {
        headers: { 'X-Total-Count': '1' },
      });
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

  it('reads the wall and the corrections', async () => {
    const adapter = kudosAdapter(MAIN_API, mainApi.http);
    await adapter.getList('kudos', listParams);
    const corrections = await adapter.getList('kudos', {
      ...listParams,
      filter: { scope: 'corrections' },
    });
    expect(seen.map((s) => s.url)).toEqual([
      '/HomeMessage?type=kudos&page=2&perPage=5',
      '/HomeMessage/GetKudosCorrections',
    ]);
    expect(corrections.data[0]).toMatchObject({ correctionReason: 'Aclara' });
  });
});

describe('kudos suggestion messages adapter', () => {
  it('reads the active texts for the form, up to 100', async () => {
    const adapter = kudosSuggestionMessagesAdapter(MAIN_API, mainApi.http);
    const active = await adapter.getList('kudos-suggestion-messages', listParams);
    expect(active).toEqual({ data: [{ id: 1, text: 'Gracias', active: true }], total: 1 });
    expect(seen.map((s) => s.url)).toEqual(['/HomeMessage/GetKudosSuggestionMessages?perPage=100']);
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
