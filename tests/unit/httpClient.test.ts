import { http as rest, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED } from '../../dataProviders/errors';
import { createAuthenticationApi } from '../../dataProviders/account/authentication';
import { createHttpClient } from '../../dataProviders/http';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createSessionStore } from '../../dataProviders/account/sessionStore';
import type { Locale } from '../../src/i18n';
import { unsignedApiToken } from '../fixtures/apiToken';

const API = 'http://portal.test/api/main';
/** A service family whose failures are only reported (payroll). */
const PAYROLL = 'http://portal.test/api/payroll';
const GROWTH = 'http://portal.test/growth';
const TOOLS = 'http://portal.test/api/tools';

const apiToken = (fullName: string, expiresInSeconds = 300) =>
  unsignedApiToken({ fullName, expiresInSeconds });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let store: ReturnType<typeof createSessionStore>;
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;
let client: ReturnType<typeof createHttpClient>;
let refreshCalls: unknown[];
/** The portal's language while a test runs. */
let language: Locale;
/** The Accept-Language of every request the fake API received, in order. */
let languagesSent: (string | null)[];

const first = apiToken('First');
const second = apiToken('Second');

function refreshAnswers(status: number, reason?: string) {
  return rest.post(`${API}/authenticate/refresh`, async ({ request }) => {
    refreshCalls.push(await request.json());
    languagesSent.push(request.headers.get('accept-language'));
    return status === 200
      ? HttpResponse.json({
          token: second,
          token_type: 'Bearer',
          refreshtoken: 'refresh-2',
          expires_in: 300,
        })
      : HttpResponse.json({ message: 'Your session has expired.', reason }, { status });
  });
}

beforeEach(() => {
  localStorage.clear();
  refreshCalls = [];
  language = 'es';
  languagesSent = [];
  store = createSessionStore(localStorage);
  store.signedIn({
    token: first,
    token_type: 'Bearer',
    refreshtoken: 'refresh-1',
    expires_in: 300,
  });
  onSessionExpired = vi.fn<() => void>();
  client = createHttpClient({
    mainApi: API,
    store,
    onSessionExpired,
    language: () => language,
  });
});

describe('the portal’s language on every call', () => {
  const recordingThing = (status = 200) =>
    rest.get(`${API}/thing`, ({ request }) => {
      languagesSent.push(request.headers.get('accept-language'));
      return request.headers.get('authorization') === `Bearer ${second}` || status === 200
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({}, { status });
    });

  it('asks the services to answer in the language the portal shows', async () => {
    server.use(recordingThing());
    await client.json(`${API}/thing`);
    language = 'en';
    await client.json(`${API}/thing`);
    expect(languagesSent).toEqual(['es', 'en']);
    expect(client.language()).toBe('en');
  });

  it('on the refresh and on the retry after it too', async () => {
    language = 'en';
    server.use(refreshAnswers(200), recordingThing(401));
    await client.json(`${API}/thing`);
    expect(languagesSent).toEqual(['en', 'en', 'en']);
  });

  it('on the sign-in calls, which bypass the client', async () => {
    server.use(
      rest.post(`${API}/authenticate/LoadUserData`, ({ request }) =>
        HttpResponse.json(
          { message: `in ${request.headers.get('accept-language')}` },
          { status: 409 },
        ),
      ),
      rest.delete(`${API}/Authenticate`, ({ request }) => {
        languagesSent.push(request.headers.get('accept-language'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const signIn = createAuthenticationApi(API, () => language);
    await expect(
      signIn.loadUserData({ login: 'employee', token: 't', force: false }),
    ).rejects.toMatchObject({
      message: 'in es',
    });
    language = 'en';
    await signIn.logout(first);
    expect(languagesSent).toEqual(['en']);
  });
});

describe('the user’s own logout', () => {
  it('a call it cuts short neither refreshes nor says the session expired: the logout leaves for the provider', async () => {
    // The server's session ends when the logout call arrives; a list still loading asks after it.
    let answerLogout!: () => void;
    let loggedOut = false;
    const logoutArrived = new Promise<void>((arrived) =>
      server.use(
        refreshAnswers(401),
        rest.delete(`${API}/Authenticate`, async () => {
          loggedOut = true;
          arrived();
          await new Promise<void>((answer) => (answerLogout = answer));
          return new HttpResponse(null, { status: 204 });
        }),
        rest.get(`${API}/thing`, () =>
          loggedOut ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({ ok: true }),
        ),
      ),
    );
    const signOutAtProvider = vi.fn(async () => {});
    const authProvider = createAuthProvider(
      { signedIn: () => null, spent: () => {}, signIn: async () => {}, signOut: signOutAtProvider },
      createAuthenticationApi(API, () => language),
      store,
    );
    const logout = authProvider.logout({});
    await logoutArrived;
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status: 401 });
    // react-admin asks checkError about the failed call: no redirect to the sign-in page.
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    answerLogout();
    expect(await logout).toBe(false);
    expect(refreshCalls).toEqual([]);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.get()).toMatchObject({ user: null, login: { error: null, ending: null } });
    expect(signOutAtProvider).toHaveBeenCalledOnce();
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
  });

  it('a new sign-in is a new session: a refused refresh ends it again', async () => {
    store.loggingOut();
    store.signedIn({
      token: first,
      token_type: 'Bearer',
      refreshtoken: 'refresh-1',
      expires_in: 300,
    });
    server.use(
      refreshAnswers(401),
      rest.get(`${API}/thing`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(store.get().login.ending).toMatchObject({ reason: 'expired' });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('main API client: bearer, refresh once and retry, session end', () => {
  it('sends the bearer token of the session', async () => {
    server.use(
      rest.get(`${API}/thing`, ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization') }),
      ),
    );
    expect(await client.json(`${API}/thing`)).toEqual({ auth: `Bearer ${first}` });
  });

  it('on a 401 refreshes with the refresh token as a JSON string, stores the rotation and retries', async () => {
    server.use(
      refreshAnswers(200),
      rest.get(`${API}/thing`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${second}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    expect(await client.json(`${API}/thing`)).toEqual({ ok: true });
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(store.get().user).toMatchObject({
      token: second,
      refreshtoken: 'refresh-2',
      fullName: 'Second',
    });
    expect(JSON.parse(localStorage.getItem('portal.session')!).user.refreshtoken).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes only once for calls that fail together', async () => {
    server.use(
      refreshAnswers(200),
      rest.get(`${API}/thing`, ({ request }) =>
        request.headers.get('authorization') === `Bearer ${second}`
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    await Promise.all([
      client.json(`${API}/thing`),
      client.json(`${API}/thing`),
      client.json(`${API}/thing`),
    ]);
    expect(refreshCalls).toHaveLength(1);
  });

  it('logs out with "Your session has expired." when the retry is refused too', async () => {
    server.use(
      refreshAnswers(200),
      rest.get(`${API}/thing`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toHaveLength(1);
    expect(store.get().user).toBeNull();
    expect(store.get().login.error).toBe(SESSION_EXPIRED);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('ends nothing when a refresh gets no answer: the call fails, a later refresh goes on', async () => {
    server.use(
      rest.post(`${API}/authenticate/refresh`, () => HttpResponse.error()),
      rest.get(`${API}/thing`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toThrow(TypeError);
    expect(store.get().user?.refreshtoken).toBe('refresh-1');
    expect(store.get().login.ending ?? null).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
    // At start-up the failure is the page's to show (StartupError), not a sign-out.
    await expect(client.refreshNow()).rejects.toThrow(TypeError);
    expect(store.get().user?.refreshtoken).toBe('refresh-1');

    // Once the server answers, the same refresh token goes on.
    server.use(refreshAnswers(200));
    await expect(client.refreshNow()).resolves.toBe(true);
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(store.get().user?.refreshtoken).toBe('refresh-2');
  });

  it('logs out without a retry when the refresh itself is refused', async () => {
    const thing = vi.fn(() => HttpResponse.json({}, { status: 401 }));
    server.use(refreshAnswers(401), rest.get(`${API}/thing`, thing));
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status: 401 });
    expect(thing).toHaveBeenCalledOnce();
    expect(store.get().login.error).toBe(SESSION_EXPIRED);
    expect(store.get().login.ending).toEqual({
      reason: 'expired',
      username: 'employee',
      at: expect.any(Number),
    });
  });

  it('keeps the reason a refused refresh gives: another sign-in replaced the session', async () => {
    server.use(
      refreshAnswers(401, 'replaced'),
      rest.get(`${API}/thing`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status: 401 });
    expect(store.get().user).toBeNull();
    expect(store.get().login.ending).toMatchObject({ reason: 'replaced', username: 'employee' });
    // Shared with the other tabs, like the rest of the session.
    expect(JSON.parse(localStorage.getItem('portal.session')!).login.ending.reason).toBe(
      'replaced',
    );
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('leaves the state of a session another tab ended as that tab wrote it', async () => {
    store.signedOut(SESSION_EXPIRED, { reason: 'replaced', username: 'employee', at: 1 });
    server.use(
      refreshAnswers(401),
      rest.get(`${API}/thing`, () => HttpResponse.json({}, { status: 401 })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status: 401 });
    expect(store.get().login.ending).toEqual({ reason: 'replaced', username: 'employee', at: 1 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it.each([403, 415, 500])('logs out on %i without refreshing', async (status) => {
    server.use(
      refreshAnswers(200),
      rest.get(`${API}/thing`, () => HttpResponse.json({ message: 'no' }, { status })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({ status });
    expect(refreshCalls).toHaveLength(0);
    expect(store.get().user).toBeNull();
    expect(store.get().login.ending?.reason).toBe('expired');
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it.each(
    [PAYROLL, GROWTH, TOOLS].flatMap((service) =>
      [403, 415, 500].map((status) => [service, status] as const),
    ),
  )(
    'on another service than the main API (%s) reports a %i and keeps the session (SPEC §8)',
    async (service, status) => {
      server.use(
        rest.get(`${service}/salarios`, () =>
          HttpResponse.json({ message: 'Solo su planilla' }, { status }),
        ),
      );
      await expect(client.json(`${service}/salarios`)).rejects.toMatchObject({
        status,
        message: 'Solo su planilla',
      });
      expect(store.get().user?.token).toBe(first);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('on those families still refreshes once on a 401, and ends a session the refresh refuses', async () => {
    const salaries = vi.fn(() => HttpResponse.json({}, { status: 401 }));
    server.use(refreshAnswers(401), rest.get(`${PAYROLL}/salarios`, salaries));
    await expect(client.json(`${PAYROLL}/salarios`)).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('reports other failures with the server message and keeps the session', async () => {
    server.use(
      rest.get(`${API}/thing`, () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({
      status: 404,
      message: 'Not here',
    });
    expect(store.get().user?.token).toBe(first);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session on a 503 and reports the "temporarily unavailable" notice', async () => {
    server.use(
      rest.get(`${API}/thing`, () =>
        HttpResponse.json(
          { message: 'The service is temporarily unavailable.' },
          { status: 503, headers: { 'retry-after': '5' } },
        ),
      ),
    );
    await expect(client.json(`${API}/thing`)).rejects.toMatchObject({
      status: 503,
      message: 'shell.serviceUnavailable',
    });
    expect(refreshCalls).toHaveLength(0);
    expect(store.get().user?.token).toBe(first);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes before calling when the token has less than 30 seconds left', async () => {
    store.signedIn({
      token: apiToken('Soon', 20),
      token_type: 'Bearer',
      refreshtoken: 'refresh-1',
      expires_in: 20,
    });
    server.use(
      refreshAnswers(200),
      rest.get(`${API}/thing`, ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization') }),
      ),
    );
    expect(await client.json(`${API}/thing`)).toEqual({ auth: `Bearer ${second}` });
    expect(refreshCalls).toEqual(['refresh-1']);
  });

  it('refreshes on demand, and says when the session is over', async () => {
    server.use(refreshAnswers(200));
    expect(await client.refreshNow()).toBe(true);
    expect(store.get().user?.refreshtoken).toBe('refresh-2');
    server.use(refreshAnswers(401, 'replaced'));
    expect(await client.refreshNow()).toBe(false);
    // Over, with its reason, for the sign-in page the portal starts on.
    expect(store.get().user).toBeNull();
    expect(store.get().login.ending?.reason).toBe('replaced');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('reads the total of a list from X-Total-Count', async () => {
    server.use(
      rest.get(`${API}/list`, () =>
        HttpResponse.json([{ id: 1 }], { headers: { 'X-Total-Count': '42' } }),
      ),
      rest.get(`${API}/plain`, () => HttpResponse.json([{ id: 1 }, { id: 2 }])),
    );
    expect(await client.list(`${API}/list`)).toEqual({ data: [{ id: 1 }], total: 42 });
    expect(await client.list(`${API}/plain`)).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('reads a list larger than a page of the service page by page (CSV export)', async () => {
    const rows = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
    const asked: string[] = [];
    server.use(
      rest.get(`${API}/big`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const perPage = Number(query.get('perPage'));
        const start = (Number(query.get('page')) - 1) * perPage;
        return HttpResponse.json(rows.slice(start, start + perPage), {
          headers: { 'X-Total-Count': '230' },
        });
      }),
    );
    const result = await client.list(`${API}/big?page=1&perPage=1000&sort=id`);
    expect(result.total).toBe(230);
    expect(result.data.map((r) => (r as { id: number }).id)).toEqual(rows.map((r) => r.id));
    expect(asked).toEqual([
      'page=1&perPage=100&sort=id',
      'page=2&perPage=100&sort=id',
      'page=3&perPage=100&sort=id',
    ]);
  });
});
