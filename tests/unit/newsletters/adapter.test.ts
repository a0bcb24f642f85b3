// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { http as rest, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsletterSummary } from '../../../contracts/newsletters/newsletters';
import { IMAGE_REFUSED } from '../../../dataProviders/errors';
import { newslettersAdapter } from '../../../dataProviders/newsletters/newsletters';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const COVER_ID = '3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f';
const newsletter: NewsletterSummary & { body: string } = {
  id: 7,
  title: 'Semana del Bienestar',
  summary: 'Pausas activas y tamizajes para todos los turnos.',
  body: '<p>Agenda</p>',
  coverFileId: COVER_ID,
  coverUrl: `/api/main/files/${COVER_ID}`,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  published: true,
  status: 'current',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'news.owner',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'news.owner',
};

const mainApi = fakeMainApi({
  respond: (request, { url, body }) => {
    if (url === '/Newsletter/Image') {
      return HttpResponse.json(
        { id: 'new-cover', url: '/api/main/files/new-cover' },
        { status: 201 },
      );
    }
    if (request.method === 'GET' && url.startsWith('/Newsletter/7')) {
      return HttpResponse.json(newsletter);
    }
    if (request.method === 'GET') {
      return HttpResponse.json([newsletter], { headers: { 'X-Total-Count': '14' } });
    }
    const sent = (body ?? {}) as Record<string, unknown>;
    return HttpResponse.json({ ...newsletter, ...sent, id: sent.id ?? 7 });
  },
  fileAs: (file) => ({ name: file.name, size: file.size }),
});
const seen = mainApi.sent;

let adapter: ReturnType<typeof newslettersAdapter>;
beforeEach(() => {
  adapter = newslettersAdapter(MAIN_API, mainApi.http);
});

const contractBody = {
  title: 'Semana del Bienestar',
  summary: 'Pausas activas y tamizajes para todos los turnos.',
  body: '<p>Agenda</p>',
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  published: true,
};

describe('newsletters adapter', () => {
  it('reads the current newsletters from GET /Newsletter/GetCurrentNewsletters', async () => {
    const result = await adapter.getList('newsletters', {
      filter: { current: true },
      pagination: { page: 2, perPage: 3 },
      sort: { field: 'startDate', order: 'DESC' },
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/Newsletter/GetCurrentNewsletters?page=2&perPage=3',
    });
    expect(result.total).toBe(14);
    expect(result.data[0]).toMatchObject({
      id: 7,
      cover: { src: `/api/main/files/${COVER_ID}`, title: 'Semana del Bienestar' },
    });
  });

  it('lists every newsletter for owners with paging, sort, search and status', async () => {
    await adapter.getList('newsletters', {
      filter: { q: 'bien', status: 'current' },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'title', order: 'ASC' },
    });
    expect(seen[0]?.url).toBe(
      '/Newsletter?page=1&perPage=25&sort=title&order=ASC&q=bien&status=current',
    );
  });

  it('reads one newsletter from GET /Newsletter/{id}', async () => {
    const { data } = await adapter.getOne('newsletters', { id: 7 });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/Newsletter/7' });
    expect(data).toMatchObject({ body: '<p>Agenda</p>', cover: { src: newsletter.coverUrl } });
  });

  it('uploads a chosen cover first, then POSTs /Newsletter with only the contract fields', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'portada.png', {
      type: 'image/png',
    });
    await adapter.create('newsletters', {
      data: {
        ...contractBody,
        cover: { rawFile: file, src: 'blob:x', title: 'portada.png' },
        status: 'draft',
      },
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/Newsletter/Image',
        body: { image: { name: 'portada.png', size: 4 } },
      },
      {
        method: 'POST',
        url: '/Newsletter',
        body: { ...contractBody, coverFileId: 'new-cover' },
      },
    ]);
  });

  it('PUTs /Newsletter with the id in the body, keeping or removing the stored cover', async () => {
    const { data: record } = await adapter.getOne('newsletters', { id: 7 });
    seen.length = 0;
    await adapter.update('newsletters', {
      id: 7,
      data: { ...record, title: 'Semana del Bienestar 2026' },
      previousData: record,
    });
    await adapter.update('newsletters', {
      id: 7,
      data: { ...record, cover: null },
      previousData: record,
    });
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: '/Newsletter',
        body: {
          ...contractBody,
          title: 'Semana del Bienestar 2026',
          coverFileId: COVER_ID,
          id: 7,
        },
      },
      { method: 'PUT', url: '/Newsletter', body: { ...contractBody, coverFileId: null, id: 7 } },
    ]);
  });

  it('deletes with DELETE /Newsletter/Delete/{id}', async () => {
    const { data } = await adapter.delete('newsletters', { id: 7, previousData: newsletter });
    expect(seen).toEqual([{ method: 'DELETE', url: '/Newsletter/Delete/7', body: null }]);
    expect(data.id).toBe(7);
  });

  it('shows a refused cover under the form’s cover field', async () => {
    mainApi.server.use(
      rest.post(`${MAIN_API}/Newsletter/Image`, () =>
        HttpResponse.json(
          { message: 'Invalid request: image: …', errors: { image: 'image must be one of …' } },
          { status: 400 },
        ),
      ),
    );
    const file = new File(['<svg/>'], 'x.png', { type: 'image/png' });
    const error = await adapter
      .create('newsletters', { data: { ...contractBody, cover: { rawFile: file } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toMatchObject({ errors: { cover: IMAGE_REFUSED } });
  });

  it('offers the upload as a data-provider method', async () => {
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    expect(await adapter.uploadImage('newsletters', { file })).toEqual({
      id: 'new-cover',
      url: '/api/main/files/new-cover',
    });
  });
});
