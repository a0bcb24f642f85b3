import { HttpResponse } from 'msw';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProviders';
import { lazyAdapter } from '../../dataProviders/lazyAdapter';
import { modules } from '../../src/modules';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';

const mainApi = fakeMainApi({
  respond: (request) =>
    request.url.includes('/Module/GetAll/')
      ? HttpResponse.json(
          [{ id: 1, code: 'BENEFITS', name: 'Benefits', active: true, roles: [] }],
          {
            headers: { 'X-Total-Count': '1' },
          },
        )
      : HttpResponse.json([]),
});

const services: RuntimeConfig['services'] = {
  main: MAIN_API,
  growth: '',
  extracurricular: '',
  tools: '',
  appointments: '',
  payroll: '',
  cafeteria: '',
  certificates: '',
};

describe('the combined data provider', () => {
  it('answers a resource whose adapter module is fetched on its first call', async () => {
    const provider = createDataProvider(modules, services, mainApi.http);
    const result = await provider.getList('modules', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toMatchObject({ total: 1, data: [{ id: 1, name: 'Benefits' }] });
    expect(mainApi.sent[0]?.url).toBe('/Module/GetAll/?page=1&perPage=10&sort=name&order=ASC');
  });

  it('refuses two modules that claim the same resource', () => {
    const claim = { name: 'x', routes: [], adapters: () => ({ kudos: {} as DataProvider }) };
    expect(() => createDataProvider([claim, claim], services, mainApi.http)).toThrow(
      /kudos has two adapters/,
    );
  });

  it('rejects an unknown resource', () => {
    const provider = createDataProvider(modules, services, mainApi.http);
    expect(() => provider.getOne('nothing', { id: 1 })).toThrow(/No data provider for resource/);
  });
});

describe('lazyAdapter', () => {
  it('loads the module once and forwards every method, custom ones too', async () => {
    const publish = vi.fn(async (_resource: string, params: { id: number }) => ({ data: params }));
    const load = vi.fn(async () => ({ publish }));
    const adapter = lazyAdapter(
      load,
      (module) => module as unknown as DataProvider,
    ) as DataProvider & {
      publish: typeof publish;
    };
    expect(load).not.toHaveBeenCalled();
    await expect(adapter.publish('kudos', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    await adapter.publish('kudos', { id: 5 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenLastCalledWith('kudos', { id: 5 });
  });

  it('is not taken for a promise', () => {
    const adapter = lazyAdapter(
      async () => ({}),
      () => ({}) as DataProvider,
    );
    expect((adapter as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
