import { http as rest } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../dataProviders/http';
import { createSessionStore } from '../../../dataProviders/account/sessionStore';
import type { Locale } from '../../../src/i18n';
import { memoryStorage } from '../../fixtures/memoryStorage';

/** The main API's base URL in the adapter tests. */
export const MAIN_API = 'http://portal.test/api/main';

/** A request an adapter sent, as the tests compare it. */
export interface SentRequest {
  method: string;
  /** What follows MAIN_API. */
  url: string;
  /** JSON parsed; multipart as its fields, files as `fileAs` shows them; null when empty. */
  body: unknown;
}

interface FakeMainApiOptions<Extra extends object> {
  /** The answer to a request, once it is recorded. */
  respond: (request: Request, sent: SentRequest) => Response | Promise<Response>;
  /** How a multipart body shows a file: by default `file:<name>:<size>`. */
  fileAs?: (file: File) => unknown;
  /** More of each request to record (its content type…). */
  also?: (request: Request) => Extra;
}

async function readBody(request: Request, fileAs: (file: File) => unknown): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'DELETE') return null;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of (await request.formData()).entries()) {
      fields[name] = typeof value === 'string' ? value : fileAs(value);
    }
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/**
 * The main API faked with msw for the adapter tests: every request is recorded in `sent`
 * (emptied before each test) and answered by `respond`; `http` is a new client for each test,
 * speaking Spanish unless the test switches it (`speak`). Hooks are registered where it is
 * called, so call it at the top of a test file.
 */
export function fakeMainApi<Extra extends object = object>({
  respond,
  fileAs = (file) => `file:${file.name}:${file.size}`,
  also,
}: FakeMainApiOptions<Extra>) {
  const server = setupServer();
  const sent: (SentRequest & Extra)[] = [];
  let http: HttpClient | undefined;
  let language: Locale = 'es';

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    sent.length = 0;
    language = 'es';
    http = createHttpClient({
      mainApi: MAIN_API,
      store: createSessionStore(memoryStorage()),
      onSessionExpired: () => undefined,
      language: () => language,
    });
    server.use(
      rest.all(`${MAIN_API}/*`, async ({ request }) => {
        const extra = also?.(request) as Extra;
        const recorded: SentRequest = {
          method: request.method,
          url: request.url.replace(MAIN_API, ''),
          body: await readBody(request, fileAs),
        };
        sent.push({ ...recorded, ...extra });
        return respond(request, recorded);
      }),
    );
  });

  return {
    server,
    sent,
    /** The portal switches its language (the client's next calls ask for it). */
    speak(next: Locale) {
      language = next;
    },
    /** This test's client of the fake API. */
    get http(): HttpClient {
      if (!http) throw new Error('fakeMainApi: the client exists from the first beforeEach on');
      return http;
    },
  };
}
