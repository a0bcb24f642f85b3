// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type {
  NearbyAnswer,
  TransportRequest,
} from '../../../contracts/transportation/transportation';
import {
  myTransportRequestsAdapter,
  type NearbyRecord,
  nearbyRoutesAdapter,
  seatRequestBody,
} from '../../../dataProviders/transportation/transportation';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const nearby: NearbyAnswer = {
  home: {
    provinceCode: 4,
    provinceName: 'Heredia',
    cantonCode: '401',
    cantonName: 'Heredia',
    districtCode: '40101',
    districtName: 'Heredia',
    address: 'Del parque 200 m norte',
  },
  nearby: true,
  routes: [],
};

const request = {
  id: 12,
  routeId: 3,
  routeName: 'Heredia nocturna',
  status: 'submitted',
} as TransportRequest;

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    if (url.startsWith('/transportation/routes/nearby')) return HttpResponse.json(nearby);
    if (url === '/transportation/requests/mine') {
      return HttpResponse.json([request, { ...request, id: 11, status: 'rejected' }]);
    }
    if (url === '/transportation/requests' && method === 'POST') {
      return HttpResponse.json(
        {
          message: 'La ruta Heredia nocturna está llena.',
          errors: { routeId: 'la ruta está llena' },
        },
        { status: 409 },
      );
    }
    if (url === '/transportation/requests/12/cancel' && method === 'POST') {
      return HttpResponse.json({ ...request, status: 'cancelled' });
    }
    return HttpResponse.json({ message: 'unexpected' }, { status: 404 });
  },
});

describe('transportation adapters over the main family', () => {
  it('reads the routes near my home as one record, the direction its id', async () => {
    const adapter = nearbyRoutesAdapter(MAIN_API, api.http);
    const all = await adapter.getOne<NearbyRecord>('nearby-transport-routes', { id: 'all' });
    expect(all.data).toMatchObject({ id: 'all', nearby: true, home: { districtCode: '40101' } });
    const outbound = await adapter.getOne<NearbyRecord>('nearby-transport-routes', {
      id: 'outbound',
    });
    expect(outbound.data.id).toBe('outbound');
    expect(api.sent.map(({ url }) => url)).toEqual([
      '/transportation/routes/nearby',
      '/transportation/routes/nearby?direction=outbound',
    ]);
  });

  it('lists my requests as the service answers them', async () => {
    const adapter = myTransportRequestsAdapter(MAIN_API, api.http);
    const { data, total } = await adapter.getList('my-transport-requests', {
      filter: {},
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(total).toBe(2);
    expect(data.map((row) => row.id)).toEqual([12, 11]);
    expect(api.sent[0]).toMatchObject({ method: 'GET', url: '/transportation/requests/mine' });
  });

  it('sends a seat request with numeric ids and a trimmed note; a full route is refused at routeId', async () => {
    const adapter = myTransportRequestsAdapter(MAIN_API, api.http);
    const refusal = await adapter
      .create('my-transport-requests', {
        data: { routeId: '3', stopId: '7', startDate: '2026-12-01', note: '  turno noche ' },
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(api.sent[0]).toMatchObject({ method: 'POST', url: '/transportation/requests' });
    expect(api.sent[0]?.body).toEqual({
      routeId: 3,
      stopId: 7,
      startDate: '2026-12-01',
      note: 'turno noche',
    });
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(409);
    expect((refusal as HttpError).body).toMatchObject({
      errors: { routeId: 'la ruta está llena' },
    });
  });

  it('withdraws my pending request with POST /requests/{id}/cancel and answers it cancelled', async () => {
    const adapter = myTransportRequestsAdapter(MAIN_API, api.http);
    const { data } = await adapter.update('my-transport-requests', {
      id: 12,
      data: {},
      previousData: request,
    });
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      url: '/transportation/requests/12/cancel',
    });
    expect(data).toMatchObject({ id: 12, status: 'cancelled' });
  });

  it('leaves an empty note empty', () => {
    expect(seatRequestBody({ routeId: 1, stopId: 2, startDate: '2026-12-01' })).toEqual({
      routeId: 1,
      stopId: 2,
      startDate: '2026-12-01',
      note: '',
    });
  });
});
