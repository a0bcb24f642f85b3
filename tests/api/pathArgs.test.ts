/**
 * The '&'-joined path parameters kit on a bare app: a segment `:a&:b` gives the route `{ a, b }`,
 * an encoded '&' stays inside its value, a part missing or one too many is a 400 naming the
 * parameter, answered after the request's own hooks.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../server/http/errors';
import { httpCatalogue } from '../../server/http/i18n';
import { registerPathArgs } from '../../server/http/pathArgs';

async function app() {
  const server = Fastify({ logger: false });
  registerErrorHandler(server, httpCatalogue);
  registerPathArgs(server);
  const seen: string[] = [];
  // Stands for the guard: an onRequest hook registered after the kit sees the named parameters.
  server.addHook('onRequest', async (request) => {
    seen.push(JSON.stringify(request.params));
  });
  server.get('/api/x/:id&:badge&:token', async (request) => request.params);
  server.get('/api/y/:code/:a&:b', async (request) => request.params);
  await server.ready();
  return { server, seen };
}

describe('parameters joined with & in one segment', () => {
  it('names each part, decoded, for the hooks after it and the route', async () => {
    const { server, seen } = await app();
    const response = await server.inject({ method: 'GET', url: '/api/x/7&a%26b&t%20k' });
    expect(response.json()).toEqual({ id: '7', badge: 'a&b', token: 't k' });
    expect(JSON.parse(seen[0]!)).toEqual({ id: '7', badge: 'a&b', token: 't k' });
    const mixed = await server.inject({ method: 'GET', url: '/api/y/X1/1&2?q=a&b' });
    expect(mixed.json()).toEqual({ code: 'X1', a: '1', b: '2' });
  });

  it('refuses a part missing or one too many, naming the parameter', async () => {
    const { server } = await app();
    const missing = await server.inject({ method: 'GET', url: '/api/x/7&b' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['token']);
    const extra = await server.inject({ method: 'GET', url: '/api/x/7&b&t&u' });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json<{ errors: object }>().errors)).toEqual(['token']);
  });
});
