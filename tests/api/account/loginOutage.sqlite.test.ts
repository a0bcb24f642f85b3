/**
 * The embedded provider's pages while the database cannot be written: SQLite locked by another
 * writer (its queries give up after the 5 s busy timeout). PostgreSQL stopped altogether is
 * tests/api/outage/identityProvider.test.ts.
 */
import SQLite from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { alertOf, authorize, startLogin, submitLogin } from '../oidc';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A 503 page in the user's language with Retry-After, as the API's 503. */
function expectUnavailablePage(response: LightMyRequestResponse, text: RegExp) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect(alertOf(response.body)).toMatch(text);
}

describe('sign-in while SQLite is locked by another writer', () => {
  it('answers 503 pages in the page’s language, never a 500, and signs in once it is free', async () => {
    const flow = await startLogin(t);
    const other = new SQLite(t.databaseUrl.replace(/^sqlite:/, ''));
    other.exec('begin exclusive');
    try {
      // The authorization endpoint stores the interaction: the provider's own 500 before.
      expectUnavailablePage(
        await authorize(t, { accept: BROWSER_ACCEPT }),
        /^El inicio de sesión no está disponible/,
      );
      // A wrong password is counted in a write; the page it came from was in English.
      const failed = await submitLogin(
        t,
        flow,
        { username: 'employee', password: 'wrong', locale: 'en' },
        { 'accept-language': 'es-CR,es;q=0.9' },
      );
      expectUnavailablePage(failed, /^Sign-in is temporarily unavailable/);
    } finally {
      other.exec('rollback');
      other.close();
    }
    const page = await t.app.inject({
      method: 'GET',
      url: flow.url,
      headers: { cookie: flow.cookie },
    });
    expect(page.statusCode).toBe(200);
    const signedIn = await submitLogin(t, flow, { username: 'employee', password: 'employee' });
    expect(signedIn.statusCode, signedIn.body).toBe(303);
    expect(signedIn.headers.location).toMatch(/\/idp\/realms\/portal\/protocol\/openid-connect\//);
    expect((await authorize(t)).statusCode).toBe(303);
  });
});
