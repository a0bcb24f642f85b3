/**
 * The embedded OpenID provider while PostgreSQL is down: its pages answer 503 with Retry-After
 * and a short page in the user's language, its JSON endpoints OAuth's temporarily_unavailable;
 * never a 500. Once the server is back, the same sign-in goes on.
 */
import type { LightMyRequestResponse } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { alertOf, authorize, startLogin, submitLogin } from '../oidc';
import { ownCluster } from './cluster';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
// Long enough for the requests below to land while it is down: each is refused at once.
const cluster = ownCluster({ portOffset: 1, downSeconds: 4 });

let t: TestApp | undefined;

beforeAll(async () => {
  t = await createTestApp({ postgresUrl: await cluster.start() });
});

afterAll(async () => {
  await t?.close();
  await cluster.stop();
});

const health = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode;

async function waitForHealth(app: TestApp, status: number) {
  const deadline = Date.now() + 30_000;
  while ((await health(app)) !== status) {
    if (Date.now() > deadline) throw new Error(`/api/health never answered ${status}`);
    await sleep(50);
  }
}

/** keycloak-js's code exchange, here with a code the provider has to look up. */
const exchangeCode = (app: TestApp) =>
  app.app.inject({
    method: 'POST',
    url: '/idp/realms/portal/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'portal',
      code: 'a-code-the-provider-never-issued',
      redirect_uri: `${app.config.publicUrl}/portal/session/signin`,
      code_verifier: 'v'.repeat(43),
    }).toString(),
  });

function expectUnavailablePage(response: LightMyRequestResponse, text: RegExp) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(alertOf(response.body)).toMatch(text);
}

test('PostgreSQL down: the provider answers 503 in the user’s language, then signs in once it is back', async () => {
  const app = t!;
  const flow = await startLogin(app);
  // With the database up an unknown code is the client's mistake.
  expect((await exchangeCode(app)).statusCode).toBe(400);

  const restarting = cluster.restart();
  await waitForHealth(app, 503);
  const answers = {
    authorize: await authorize(app, { accept: BROWSER_ACCEPT }),
    pageEs: await app.app.inject({
      method: 'GET',
      url: flow.url,
      headers: { cookie: flow.cookie, accept: BROWSER_ACCEPT, 'accept-language': 'es-CR,es' },
    }),
    pageEn: await app.app.inject({
      method: 'GET',
      url: flow.url,
      headers: { cookie: flow.cookie, accept: BROWSER_ACCEPT, 'accept-language': 'en-US,en' },
    }),
    // The page it was sent from was in English, whatever the browser says.
    submitted: await submitLogin(
      app,
      flow,
      { username: 'employee', password: 'employee', locale: 'en' },
      { 'accept-language': 'es-CR,es' },
    ),
    token: await exchangeCode(app),
  };
  const stillDown = (await health(app)) === 503;
  await restarting;

  expect(stillDown, 'the answers were given while the database was down').toBe(true);
  expectUnavailablePage(answers.authorize, /^El inicio de sesión no está disponible/);
  expectUnavailablePage(answers.pageEs, /^El inicio de sesión no está disponible/);
  expectUnavailablePage(answers.pageEn, /^Sign-in is temporarily unavailable/);
  expectUnavailablePage(answers.submitted, /^Sign-in is temporarily unavailable/);
  expect(answers.token.statusCode, answers.token.body).toBe(503);
  expect(answers.token.headers['retry-after']).toBe('5');
  expect(answers.token.json()).toMatchObject({ error: 'temporarily_unavailable' });

  await waitForHealth(app, 200);
  const page = await app.app.inject({
    method: 'GET',
    url: flow.url,
    headers: { cookie: flow.cookie },
  });
  expect(page.statusCode, page.body).toBe(200);
  const signedIn = await submitLogin(app, flow, { username: 'employee', password: 'employee' });
  expect(signedIn.statusCode, signedIn.body).toBe(303);
  expect((await authorize(app)).statusCode).toBe(303);
}, 90_000);
