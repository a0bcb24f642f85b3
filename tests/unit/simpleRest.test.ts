import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PartialDeleteError } from '../../dataProviders/deleteEach';
import { adminRestProvider } from '../../dataProviders/simpleRest';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';

const suggestion = { id: 3, text: 'Gracias por tu ayuda', active: true };

const mainApi = fakeMainApi({
  respond: (request, { url, body }) => {
    if (request.method === 'GET' && url.startsWith('/admin/kudos-suggestions?')) {
      return HttpResponse.json([suggestion], {
        headers: { 'Content-Range': 'kudos-suggestions 25-25/26' },
      });
    }
    if (request.method === 'GET') return HttpResponse.json(suggestion);
    if (request.method === 'DELETE' && url.endsWith('/5')) {
      return HttpResponse.json({ message: 'Suggestion 5 is in use' }, { status: 409 });
    }
    if (request.method === 'POST' && (body as { text: string }).text === '<b>') {
      return HttpResponse.json(
        { message: 'Validation failed', errors: { text: 'text must be plain text' } },
        { status: 400 },
      );
    }
    if (request.method === 'POST') {
      return HttpResponse.json({ ...suggestion, ...(body as object) }, { status: 201 });
    }
    return HttpResponse.json({ ...suggestion, ...(body as object | null) });
  },
  also: (request) => ({ contentType: request.headers.get('content-type') }),
});

const provider = () => adminRestProvider(MAIN_API, mainApi.http);
const decoded = (url: string) => decodeURIComponent(url);

describe('the administration resources (ra-data-simple-rest)', () => {
  it('lists with sort, range and filter as JSON and reads the total from Content-Range', async () => {
    const result = await provider().getList('kudos-suggestions', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'text', order: 'ASC' },
      filter: { q: 'gra', active: true },
    });
    expect(result).toEqual({ data: [suggestion], total: 26 });
    expect(decoded(mainApi.sent[0]!.url)).toBe(
      '/admin/kudos-suggestions?filter={"q":"gra","active":true}&range=[25,49]&sort=["text","ASC"]',
    );
  });

  it('reads one by id and several by their ids', async () => {
    await provider().getOne('kudos-suggestions', { id: 3 });
    await provider().getMany('kudos-suggestions', { ids: [3, 4] });
    expect(mainApi.sent.map((sent) => decoded(sent.url))).toEqual([
      '/admin/kudos-suggestions/3',
      '/admin/kudos-suggestions?filter={"id":[3,4]}',
    ]);
  });

  it('creates with POST, updates with PUT by id, deletes with DELETE by id', async () => {
    const created = await provider().create('kudos-suggestions', {
      data: { text: 'Nueva', active: true },
    });
    expect(created.data).toMatchObject({ id: 3, text: 'Nueva' });
    await provider().update('home-messages', {
      id: 7,
      data: { status: 'published' },
      previousData: { id: 7 },
    });
    await provider().delete('kudos-suggestions', { id: 3, previousData: suggestion });
    expect(mainApi.sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/admin/kudos-suggestions', body: { text: 'Nueva', active: true } },
      { method: 'PUT', url: '/admin/home-messages/7', body: { status: 'published' } },
      { method: 'DELETE', url: '/admin/kudos-suggestions/3', body: null },
    ]);
    expect(mainApi.sent[0]?.contentType).toBe('application/json');
  });

  it('deletes several with one DELETE each: a refused one stays, the others go', async () => {
    const failure = await provider()
      .deleteMany('kudos-suggestions', { ids: [4, 5, 6] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartialDeleteError);
    expect(failure).toMatchObject({
      deleted: [4, 6],
      refused: [{ id: 5, reason: 'Suggestion 5 is in use' }],
    });
    expect(mainApi.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'DELETE /admin/kudos-suggestions/4',
      'DELETE /admin/kudos-suggestions/5',
      'DELETE /admin/kudos-suggestions/6',
    ]);
  });

  it('hands a refusal to react-admin with its field errors, for the form to show', async () => {
    const refused = provider().create('kudos-suggestions', { data: { text: '<b>' } });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      body: { errors: { text: 'text must be plain text' } },
    });
  });
});
