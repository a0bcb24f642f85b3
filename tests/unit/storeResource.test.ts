import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { restListQuery } from '../../contracts/restQuery';
import { registerStoreResource } from '../../server/http/simpleRest';
import type { ServiceApp } from '../../server/modules/types';

type Holiday = { id: number; name: string };

/** An app that only records the routes registered on it, `METHOD path` each. */
function recordingApp() {
  const routes: string[] = [];
  const record = (method: string) => (path: string) => void routes.push(`${method} ${path}`);
  const app = {
    get: record('GET'),
    post: record('POST'),
    put: record('PUT'),
    delete: record('DELETE'),
  } as unknown as ServiceApp;
  return { app, routes };
}

const query = restListQuery(['name'], ['name', 'ASC'], object({ q: string() }));
const body = object({ name: string().required() });
const holiday: Holiday = { id: 1, name: 'Navidad' };
const reads = {
  list: async () => ({ rows: [holiday], total: 1 }),
  one: async () => holiday,
};
const words = { name: 'holidays', tag: 'Holidays', noun: 'holiday' };

describe('a resource served from its store', () => {
  it('serves the list, one record and each write the store has', () => {
    const { app, routes } = recordingApp();
    registerStoreResource(app, {
      ...words,
      store: { ...reads, create: async () => holiday, remove: async () => holiday },
      list: { query, description: 'By name.' },
      create: { body, description: 'Audited.' },
    });
    expect(routes).toEqual([
      'GET /admin/holidays',
      'GET /admin/holidays/:id',
      'POST /admin/holidays',
      'DELETE /admin/holidays/:id',
    ]);
  });

  it('refuses a write of the store without its words, and words without the write', () => {
    const { app, routes } = recordingApp();
    const withoutWords = () =>
      registerStoreResource(app, {
        ...words,
        store: { ...reads, update: async () => holiday },
        list: { query, description: 'By name.' },
      });
    const withoutWrite = () =>
      registerStoreResource(app, {
        ...words,
        store: reads,
        list: { query, description: 'By name.' },
        create: { body, description: 'Audited.' },
      });
    expect(withoutWords).toThrow('holidays');
    expect(withoutWrite).toThrow('holidays');
    expect(routes).toEqual([]);
  });
});
