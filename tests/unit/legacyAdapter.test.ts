// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PartialDeleteError } from '../../dataProviders/deleteEach';
import {
  type ImageValue,
  legacyAdapter,
  multipartBody,
  segment,
} from '../../dataProviders/legacyAdapter';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';

interface Thing {
  id: number;
  label: string;
}
type ThingRecord = Thing & { picture: ImageValue | null };

const mainApi = fakeMainApi({
  respond: (request, { url, body }) => {
    if ((body as Record<string, unknown> | null)?.Label === 'refused') {
      return HttpResponse.json(
        { message: 'Invalid request', errors: { Label: 'too short', file: 'not an image' } },
        { status: 400 },
      );
    }
    if (request.method === 'DELETE' && url.endsWith('/3')) {
      return HttpResponse.json({ message: 'Thing 3 is in use' }, { status: 409 });
    }
    if (request.method === 'DELETE') {
      return url.endsWith('/1')
        ? HttpResponse.json({ id: 1, label: 'gone' })
        : new HttpResponse(null, { status: 204 });
    }
    if (url.startsWith('/Things?')) {
      return HttpResponse.json([{ id: 1, label: 'a' }], { headers: { 'X-Total-Count': '7' } });
    }
    return HttpResponse.json({ id: Number(url.split('/').pop()), label: 'one' });
  },
});
const seen = mainApi.sent;

const things = () =>
  legacyAdapter(mainApi.http, {
    resource: 'things',
    toRecord: (thing: Thing): ThingRecord => ({ ...thing, picture: null }),
    list: ({ filter }) => (filter?.none ? null : `${MAIN_API}/Things?q=${filter?.q ?? ''}`),
    one: (id) => `${MAIN_API}/Things/${segment(id)}`,
    create: {
      path: `${MAIN_API}/Things`,
      body: ({ data }: { data: Partial<{ label: string; picture: ImageValue | null }> }) =>
        multipartBody({ Label: data.label }, { file: data.picture }),
    },
    delete: { path: ({ id }) => `${MAIN_API}/Things/${segment(id)}` },
    formFields: {
      renamed: { Label: 'label', file: 'picture' },
      images: { fields: ['picture'], refused: 'things.imageRejected' },
    },
  });

const params = {
  pagination: { page: 1, perPage: 10 },
  sort: { field: 'id', order: 'ASC' as const },
};

describe('the legacy adapter factory', () => {
  it('lists through toRecord with the total of X-Total-Count, or nothing without a call', async () => {
    expect(await things().getList('things', { ...params, filter: { q: 'x' } })).toEqual({
      data: [{ id: 1, label: 'a', picture: null }],
      total: 7,
    });
    expect(await things().getList('things', { ...params, filter: { none: true } })).toEqual({
      data: [],
      total: 0,
    });
    expect(seen.map((request) => request.url)).toEqual(['/Things?q=x']);
  });

  it('reads many records one by one', async () => {
    const { data } = await things().getMany('things', { ids: [2, 3] });
    expect(data.map((thing) => thing.id)).toEqual([2, 3]);
    expect(seen.map((request) => request.url)).toEqual(['/Things/2', '/Things/3']);
  });

  it('answers the deleted record, or react-admin’s copy when the service answers nothing', async () => {
    const adapter = things();
    expect((await adapter.delete('things', { id: 1 })).data).toEqual({
      id: 1,
      label: 'gone',
      picture: null,
    });
    const previousData = { id: 2, label: 'kept', picture: null };
    expect((await adapter.delete('things', { id: 2, previousData })).data).toBe(previousData);
  });

  it('deletes several with one DELETE each, reporting those the service refused', async () => {
    const adapter = things();
    expect(await adapter.deleteMany('things', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    seen.length = 0;
    const failure = await adapter
      .deleteMany('things', { ids: [1, 3, 2] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartialDeleteError);
    expect(failure).toMatchObject({
      deleted: [1, 2],
      refused: [{ id: 3, reason: 'Thing 3 is in use' }],
    });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /Things/1',
      'DELETE /Things/3',
      'DELETE /Things/2',
    ]);
  });

  it('shows a refusal under the form’s fields, a refused image with the portal’s message', async () => {
    const failure = await things()
      .create('things', { data: { label: 'refused', picture: null } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 400,
      body: { errors: { label: 'too short', picture: 'things.imageRejected' } },
    });
  });

  it('rejects an operation the resource does not declare, without a call', async () => {
    await expect(
      things().update('things', { id: 1, data: {}, previousData: { id: 1 } }),
    ).rejects.toThrow('things: update is not offered by the service');
    expect(seen).toEqual([]);
  });
});
