import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notificationsAdapter } from '../../dataProviders/notifications';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';

const mainApi = fakeMainApi({
  respond: (_request, { url }) => {
    if (url.startsWith('/api/notification?')) {
      return HttpResponse.json({
        items: [
          {
            id: 5,
            kind: 'kudos',
            title: 'Kudos',
            body: 'Gracias',
            link: '/Inicio',
            read: false,
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        ],
        total: 9,
        unread: 4,
      });
    }
    if (url.startsWith('/api/notification/')) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json({ message: 'unexpected' }, { status: 404 });
  },
});
const seen = mainApi.sent;

const listParams = {
  pagination: { page: 2, perPage: 5 },
  sort: { field: 'publishFrom', order: 'DESC' as const },
  filter: {},
};

describe('notifications adapter (/api/notification)', () => {
  it('lists the caller’s notifications with the unread count in meta', async () => {
    const result = await notificationsAdapter(MAIN_API, mainApi.http).getList('notifications', {
      ...listParams,
      pagination: { page: 1, perPage: 20 },
    });
    expect(result.total).toBe(9);
    expect(result.meta).toEqual({ unread: 4 });
    expect(result.data[0]).toMatchObject({ id: 5, read: false });
    expect(seen[0]?.url).toBe('/api/notification?page=1&perPage=20');
  });

  it('deletes one with its id, deletes all, and marks one read', async () => {
    const adapter = notificationsAdapter(MAIN_API, mainApi.http);
    await adapter.delete('notifications', { id: 5, previousData: { id: 5 } });
    await adapter.deleteAll('notifications');
    await adapter.markRead('notifications', { id: 6 });
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/notification/delete', body: { id: 5 } },
      { method: 'POST', url: '/api/notification/delete-all', body: null },
      { method: 'POST', url: '/api/notification/read', body: { id: 6 } },
    ]);
  });
});
