import type { TokenResponse } from '../contracts/account/authentication';
import { type EndingReason, endingOfRefusal } from './account/endings';
import type { SessionStore } from './account/sessionStore';
import type { Language } from '../contracts/language';
import { MAX_PER_PAGE, TOTAL_COUNT_HEADER } from '../contracts/listHeaders';
import { MAX_SCREEN_LENGTH, PORTAL_SCREEN_HEADER } from '../contracts/privacy/screenHeader';
import { mainApiFailureAction, SESSION_EXPIRED, toHttpError } from './errors';

/** A token is refreshed when it has less than this left. */
const MIN_VALIDITY_SECONDS = 30;

export interface HttpClientOptions {
  /**
   * Base URL of the main employee API (its refresh endpoint lives there): only its refusals end the
   * session (SPEC §8). The other services' failures (growth, the employee tools, payroll,
   * cafeteria, certificates, appointments, extracurricular) are reported to the page, which says
   * why; a 401 there still refreshes once.
   */
  mainApi: string;
  store: SessionStore;
  /** Called once the session is over: the portal returns to sign-in. */
  onSessionExpired: () => void;
  /** The portal's language: every call asks the services to answer in it (Accept-Language). */
  language: () => Language;
  now?: () => number;
}

export interface HttpClient {
  /** The parsed body of a successful call. */
  json<T = unknown>(url: string, init?: RequestInit): Promise<T>;
  /** A list endpoint: its array and the total of `X-Total-Count` (the array's length without it). */
  list<T>(url: string, init?: RequestInit): Promise<{ data: T[]; total: number }>;
  /** A stored document a route answers with the bearer token (a private file): bytes and name. */
  download(url: string): Promise<DownloadedFile>;
  /** react-admin's `fetchJson` over this client: what ra-data-simple-rest calls. */
  fetchJson(url: string, init?: RequestInit): Promise<FetchJsonResult>;
  /**
   * Rotates the tokens now, so the roles are read again; false when the session is over (then
   * ended with its reason, without `onSessionExpired`).
   */
  refreshNow(): Promise<boolean>;
  /** The language the calls are made in, for a call that names it itself (a `culture`). */
  language(): Language;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name of the Content-Disposition header (`filename*`), or `fallback`. */
  name: string;
}

/**
 * The file name a download names in its Content-Disposition (RFC 6266 `filename*=UTF-8''…`, else
 * a plain quoted `filename="…"`, as the function services send an ASCII name).
 */
export function dispositionName(header: string | null, fallback = 'file'): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (!encoded) return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return fallback;
  }
}

/** What react-admin's `fetchUtils.fetchJson` answers: the response with its body read. */
export interface FetchJsonResult {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

const withBearer = (init: RequestInit, token: string | null, language: Language): RequestInit => {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', language);
  // The screen the call comes from: a read of someone else's records is recorded with it.
  if (typeof location !== 'undefined')
    headers.set(PORTAL_SCREEN_HEADER, location.pathname.slice(0, MAX_SCREEN_LENGTH));
  if (init.body && typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return { ...init, headers };
};

/** A refresh's outcome: the new API token, or why the session is over. */
type Refreshed = { token: string } | { token: null; reason: EndingReason };

const EXPIRED: Refreshed = { token: null, reason: 'expired' };

async function refusalBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/**
 * The authenticated client of the main API: sends the bearer token, refreshes it when it is about
 * to expire or on a 401 (once, then retries), and ends the session on the statuses that end it (errors.ts);
 * a refresh that gets no answer fails the call like any network failure and ends nothing.
 * Refreshes are serialised across the browser's tabs (Web Locks) because a refresh token may be
 * used only once: a second tab re-reads the rotated tokens instead of replaying the old one.
 */
export function createHttpClient({
  mainApi,
  store,
  onSessionExpired,
  language,
  now = Date.now,
}: HttpClientOptions): HttpClient {
  let inFlight: Promise<Refreshed> | null = null;

  async function exchange(staleRefreshToken: string): Promise<Refreshed> {
    const current = store.reload().user;
    if (!current) return EXPIRED;
    // Another tab already rotated the tokens while we waited for the lock.
    if (current.refreshtoken !== staleRefreshToken) return { token: current.token };
    const response = await fetch(`${mainApi}/authenticate/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language() },
      body: JSON.stringify(staleRefreshToken),
    });
    if (!response.ok) return { token: null, reason: endingOfRefusal(await refusalBody(response)) };
    const tokens = (await response.json()) as TokenResponse;
    store.signedIn(tokens);
    return { token: tokens.token };
  }

  function refresh(): Promise<Refreshed> {
    const stale = store.get().user?.refreshtoken;
    if (!stale) return Promise.resolve(EXPIRED);
    if (!inFlight) {
      const serialised: Promise<Refreshed> =
        typeof navigator !== 'undefined' && navigator.locks
          ? // lib.dom types the result as Promise<Promise<T>>: `then` flattens it.
            navigator.locks
              .request('portal-token-refresh', () => exchange(stale))
              .then((refreshed) => refreshed)
          : exchange(stale);
      // A refresh that never got an answer (offline, or cut by a reload of the page) rejects
      // and ends nothing: the session may well be alive, and the server takes its token again
      // when the answer was lost (docs/decisions/, records 0003 and 0004).
      inFlight = serialised.finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  async function currentToken(): Promise<string | null> {
    const user = store.get().user;
    if (!user) return null;
    if (user.exp - now() / 1000 < MIN_VALIDITY_SECONDS) return (await refresh()).token;
    return user.token;
  }

  /**
   * Signs out with the reason, for the sign-in page to say. A session another tab has already
   * ended keeps that tab's state: it knew why.
   */
  function recordEnding(reason: EndingReason): void {
    const user = store.get().user;
    if (user) store.signedOut(SESSION_EXPIRED, { reason, username: user.username, at: now() });
  }

  function endSession(reason: EndingReason): void {
    recordEnding(reason);
    onSessionExpired();
  }

  const reportsOnly = (url: string) => !url.startsWith(`${mainApi}/`);
  const failureAction = (url: string, status: number, retried: boolean) => {
    // Refused because the user's own logout is ending the session: only the call fails.
    if (store.isLoggingOut()) return 'report';
    const action = mainApiFailureAction(status, retried);
    return action === 'end-session' && reportsOnly(url) ? 'report' : action;
  };

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    let response = await fetch(url, withBearer(init, await currentToken(), language()));
    let action = response.ok ? null : failureAction(url, response.status, false);
    let reason: EndingReason = 'expired';
    if (action === 'refresh-and-retry') {
      const refreshed = await refresh();
      if (refreshed.token === null) {
        action = 'end-session';
        reason = refreshed.reason;
      } else {
        response = await fetch(url, withBearer(init, refreshed.token, language()));
        action = response.ok ? null : failureAction(url, response.status, true);
      }
    }
    if (action === null) return response;
    const error = await toHttpError(response);
    if (action === 'end-session') endSession(reason);
    throw error;
  }

  return {
    json: async <T>(url: string, init?: RequestInit) => parse<T>(await send(url, init)),
    async list<T>(url: string, init?: RequestInit) {
      const page = async (pageUrl: string) => {
        const response = await send(pageUrl, init);
        const data = await parse<T[]>(response);
        return { data, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
      };
      // The services serve at most MAX_PER_PAGE rows a page; a larger request (react-admin's CSV
      // export asks for 1000) is read page by page.
      const address = new URL(url, 'http://portal.invalid');
      const wanted = Number(address.searchParams.get('perPage') ?? 0);
      if (wanted <= MAX_PER_PAGE) return page(url);
      const first = (Number(address.searchParams.get('page') ?? 1) - 1) * wanted;
      const rows: T[] = [];
      let total = Infinity;
      for (let next = first; rows.length < wanted && next < total; next += MAX_PER_PAGE) {
        address.searchParams.set('perPage', String(MAX_PER_PAGE));
        address.searchParams.set('page', String(next / MAX_PER_PAGE + 1));
        const result = await page(
          url.startsWith('http') ? address.href : `${address.pathname}${address.search}`,
        );
        rows.push(...result.data);
        total = result.total;
        if (result.data.length < MAX_PER_PAGE) break;
      }
      return { data: rows.slice(0, wanted), total };
    },
    async download(url: string): Promise<DownloadedFile> {
      const response = await send(url);
      return {
        blob: await response.blob(),
        name: dispositionName(response.headers.get('content-disposition')),
      };
    },
    async fetchJson(url: string, init?: RequestInit): Promise<FetchJsonResult> {
      const response = await send(url, init);
      const body = await response.text();
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, body, json };
    },
    async refreshNow() {
      const refreshed = await refresh();
      if (refreshed.token === null) recordEnding(refreshed.reason);
      return refreshed.token !== null;
    },
    language,
  };
}
