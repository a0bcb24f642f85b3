import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProviders';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { composeMenu } from '../../src/layout/menu';
import { allowedSources, composeSearchSources } from '../../src/layout/search';
import { modules } from '../../src/modules';
import { composeRoutes } from '../../src/routes';
import { greetingsPortal } from '../fixtures/greetings/portal';
import { fakeMainApi, MAIN_API } from './helpers/fakeMainApi';

const services = { main: MAIN_API } as RuntimeConfig['services'];
const withGreetings = [...modules, greetingsPortal];

const mainApi = fakeMainApi({
  respond: () => HttpResponse.json([{ id: 1, text: '¡Bienvenidos!' }]),
});

describe('a portal module added by the conventions', () => {
  it('brings its page, guarded by the roles of its menu entry', () => {
    const route = composeRoutes(withGreetings).find((r) => r.path === '/Greetings');
    expect(route?.roles).toEqual(greetingsPortal.menu?.[0]?.roles);
    expect(composeRoutes(modules).some((r) => r.path === '/Greetings')).toBe(false);
  });

  it('brings its menu entry, after the entries the side menu orders', () => {
    expect(composeMenu(withGreetings).map((entry) => entry.id)).toEqual([
      ...composeMenu(modules).map((entry) => entry.id),
      'greetings',
    ]);
  });

  it('brings its search source, after the others, asked by its readers only', async () => {
    const sources = composeSearchSources(withGreetings, async () => undefined);
    const greetings = sources.at(-1)!;
    expect(greetings.id).toBe('greetings');
    expect(allowedSources(sources, ['Newsletters_User'])).toContain(greetings);
    expect(allowedSources(sources, ['Benefits_User'])).not.toContain(greetings);
    const hits = await greetings.find('bien', {
      dataProvider: createDataProvider(withGreetings, services, mainApi.http),
      signal: new AbortController().signal,
      limit: 5,
    });
    expect(hits).toEqual([{ id: 1, label: '¡Bienvenidos!', to: '/Greetings' }]);
  });

  it('brings its adapter to the data provider', async () => {
    const provider = createDataProvider(withGreetings, services, mainApi.http);
    const result = await provider.getList('greetings', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([{ id: 1, text: '¡Bienvenidos!' }]);
  });
});
