import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { approvalsAdapter } from '../../dataProviders/approvals';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';

const mainApi = fakeMainApi({
  respond: (_request, { url }) => {
    if (url.startsWith('/api/approvals?')) {
      return HttpResponse.json([{ id: 'schedule:4', type: 'schedule', requestId: 4 }], {
        headers: { 'Content-Range': 'approvals 0-0/7' },
      });
    }
    if (url === '/api/approvals/count') return HttpResponse.json({ pending: 3, decides: true });
    if (url === '/api/approvals/decisions') {
      return HttpResponse.json({
        decided: [{ type: 'personalDays', id: 12 }],
        refused: [{ type: 'schedule', id: 4, message: 'Ya está «Aprobada».' }],
      });
    }
    return HttpResponse.json({ message: 'unexpected' }, { status: 404 });
  },
});

describe('approvals adapter (/api/approvals)', () => {
  it('reads the inbox in simple-rest’s conventions', async () => {
    const result = await approvalsAdapter(MAIN_API, mainApi.http).getList('approvals', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'submittedAt', order: 'DESC' },
      filter: { status: 'submitted', type: 'schedule' },
    });
    expect(result.total).toBe(7);
    expect(result.data[0]).toMatchObject({ id: 'schedule:4' });
    const url = new URL(mainApi.sent.at(-1)!.url, 'http://x');
    expect(url.pathname).toBe('/api/approvals');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({
      status: 'submitted',
      type: 'schedule',
    });
    expect(url.searchParams.get('range')).toBe('[0,24]');
  });

  it('decides several in one call, answering the refused ones by their inbox id', async () => {
    const adapter = approvalsAdapter(MAIN_API, mainApi.http);
    const { data } = await adapter.decideMany('approvals', {
      ids: ['personalDays:12', 'schedule:4'],
      status: 'rejected',
      note: 'Cierre',
    });
    expect(data).toEqual([{ id: 'schedule:4', reason: 'Ya está «Aprobada».' }]);
    expect(mainApi.sent.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/approvals/decisions',
      body: {
        items: [
          { type: 'personalDays', id: 12 },
          { type: 'schedule', id: 4 },
        ],
        status: 'rejected',
        note: 'Cierre',
      },
    });
    expect((await adapter.pendingCount('approvals')).data).toEqual({ pending: 3, decides: true });
  });
});
