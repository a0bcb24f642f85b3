/**
 * "Adding a module" (docs/CONVENTIONS.md) followed to the letter by a fixture module: listing it
 * is all it takes for its migration, seed, routes and policy to be served, and the generated
 * guarantees (a rule for every route, 401/403 before any handler) hold for it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePolicy } from '../../server/auth/policy';
import { modules } from '../../server/modules';
import { greetings } from '../fixtures/greetings/server';
import { createTestApp, type TestApp } from './helpers';

describe('a module added by the conventions', () => {
  let t: TestApp;
  // Other modules than the demo template's: migrated and seeded here, the slow path.
  beforeAll(async () => {
    t = await createTestApp({ modules: [...modules, greetings] });
  }, 60_000);
  afterAll(async () => t?.close());

  it('is migrated, seeded and served under its family, with its rules', async () => {
    const list = await t.call('employee', 'GET', '/Greetings');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id: 1, text: '¡Bienvenidos!' }]);
    expect(composePolicy([...modules, greetings])).toHaveProperty('POST /api/main/Greetings');
  });

  it('gets the platform guarantees: 401 without a token, 403 without the role, 400 naming the field', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/main/Greetings' })).statusCode).toBe(
      401,
    );
    expect((await t.call('employee', 'POST', '/Greetings', { text: 'Hola' })).statusCode).toBe(403);
    const empty = await t.call('home.owner', 'POST', '/Greetings', { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('text');
    const added = await t.call('home.owner', 'POST', '/Greetings', { text: 'Hola' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: 2, text: 'Hola' });
  });

  it('is not served when it is not listed', () => {
    expect(composePolicy(modules)).not.toHaveProperty('GET /api/main/Greetings');
  });
});
