import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AppDeps, buildApp } from './app';
import type { AppConfig } from './config';
import { createDatabase, migrateToLatest } from './db';
import { isDatabaseUnavailable } from './db/errors';
import { withStartupLock } from './db/startupLock';
import { isEmpty, seedDemoData } from './db/seed';
import { UNAVAILABLE_HEADERS, unavailableBody } from './http/errors';
import { acceptedLanguage, DEFAULT_LANGUAGE } from './http/messages';
import { API_CSP, identityCsp } from './http/securityHeaders';
import { pageHashes, pickLocale, unavailablePage } from './idp/pages';
import { type JobScheduler, startJobs } from './jobs/jobs';
import { createMailSender, type MailSender } from './mail/sender';
import { migrations, modules } from './modules';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface StartOptions {
  config: AppConfig;
  /** The app's logger; tests pass `false`. */
  logger?: AppDeps['logger'];
  /** Where lines go before the app's logger exists (stderr). */
  log?: (line: string) => void;
  /** Waits between attempts to reach the database: the first, doubling up to the longest. */
  retryDelayMs?: { first: number; max: number };
}

export interface StartedServer {
  /** Listening from the start: 503 with Retry-After until the app is ready, then the app. */
  server: Server;
  /**
   * The app, once the database was reached, migrated and seeded (when empty). Rejects on a
   * failure that waiting would not cure: a broken migration, a refused login, a missing database.
   */
  ready: Promise<FastifyInstance>;
  /** Stops waiting or serving; closes the server, the app and the database. */
  close(): Promise<void>;
}

/** What an outage error says, for one log line (the pool may wrap several socket errors). */
function reason(error: unknown): string {
  const { code, message, errors, cause } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof message === 'string' && message) {
    return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
  }
  if (Array.isArray(errors) && errors.length > 0) return errors.map(reason).join('; ');
  return cause ? reason(cause) : String(error);
}

/** The server's answer to everything while it waits for its database: 503 with Retry-After. */
function startingHandler(config: AppConfig): Handler {
  const pageCsp = identityCsp(config, pageHashes);
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    response.statusCode = 503;
    for (const [name, value] of Object.entries(UNAVAILABLE_HEADERS))
      response.setHeader(name, value);
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('x-frame-options', 'DENY');
    if (path.startsWith('/api/')) {
      response.setHeader('content-security-policy', API_CSP);
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(
        JSON.stringify(
          path === '/api/health'
            ? { status: 'starting', database: 'unavailable' }
            : unavailableBody(
                acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
              ),
        ),
      );
      return;
    }
    const locale = pickLocale(undefined, request.headers['accept-language']);
    response.setHeader('content-security-policy', pageCsp);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(unavailablePage(locale, 'portal'));
  };
}

/**
 * Starts the portal: listens at once, then reaches the database, migrates, seeds an empty one and
 * builds the app, which takes over the same server. While the database cannot be reached (down,
 * not started yet, restarting) every request answers 503 with Retry-After — `/api/health` too, so
 * load balancers and readiness probes wait — and the attempt is repeated with a growing pause,
 * one log line each; a supervisor starting the portal before its database needs nothing else.
 */
export async function startServer({
  config,
  logger,
  log = (line) => console.error(line),
  retryDelayMs = { first: 1_000, max: 30_000 },
}: StartOptions): Promise<StartedServer> {
  // Until the app's logger exists, connection errors go to `log`.
  let logConnectionError = (error: Error) => log(`database connection: ${error.message}`);
  const { db, dialect } = createDatabase({
    url: config.databaseUrl,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onConnectionError: (error) => logConnectionError(error),
    accessNotices: true,
  });

  let handle: Handler = startingHandler(config);
  const server = createServer((request, response) => handle(request, response));
  // What Fastify sets on a server of its own (server.js): the idle and slow connection limits.
  server.keepAliveTimeout = config.http.keepAliveTimeoutMs;
  server.requestTimeout = config.http.requestTimeoutMs;
  server.setTimeout(config.http.connectionTimeoutMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const stopping = new AbortController();
  let app: FastifyInstance | undefined;
  let scheduler: JobScheduler | undefined;
  let mailSender: MailSender | undefined;

  /** Reaches the database, migrates and seeds it, and builds the app on `server`. */
  async function prepare(): Promise<{ built: FastifyInstance; seeded: boolean; serve: Handler }> {
    await sql`select 1`.execute(db);
    const seeded = await withStartupLock(db, dialect, async () => {
      await migrateToLatest(db, migrations);
      const seed = (await isEmpty(db)) && process.env.SEED_DEMO_DATA !== 'false';
      if (seed) await seedDemoData(db, modules);
      return seed;
    });
    let serve: Handler | undefined;
    const built = await buildApp({
      db,
      config,
      logger,
      serverFactory: (handler) => {
        serve = handler;
        return server;
      },
    });
    try {
      await built.ready();
    } catch (error) {
      await built.close().catch(() => undefined);
      throw error;
    }
    return { built, seeded, serve: serve! };
  }

  const ready = (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        const { built, seeded, serve } = await prepare();
        app = built;
        handle = serve;
        logConnectionError = (error) =>
          built.log.warn(
            { code: (error as { code?: string }).code },
            `database connection lost (${error.message}); the pool reconnects on the next query`,
          );
        if (seeded) built.log.info('database was empty: demo data seeded');
        const { smtpUrl, from, pollSeconds, maxAttempts } = config.mail;
        if (smtpUrl) {
          mailSender = createMailSender({
            smtpUrl,
            from,
            maxAttempts,
            intervalSeconds: pollSeconds,
            log: (line) => built.log.warn(line),
          });
        } else {
          built.log.info('no SMTP_URL: e-mail is off, every notice stays in the portal');
        }
        scheduler = startJobs(
          db,
          [
            ...modules.flatMap((module) => module.jobs ?? []),
            ...(mailSender ? [mailSender.job] : []),
          ],
          { log: built.log },
        );
        built.log.info(`portal at ${config.publicUrl}/portal/ on Node.js ${process.version}`);
        return built;
      } catch (error) {
        if (stopping.signal.aborted || !isDatabaseUnavailable(error)) throw error;
        const delay = Math.min(retryDelayMs.max, retryDelayMs.first * 2 ** (attempt - 1));
        log(
          `database not reachable (${reason(error)}): attempt ${attempt} failed, next in ` +
            `${delay / 1000} s; listening on ${config.host}:${config.port}, 503 until then`,
        );
        await sleep(delay, undefined, { signal: stopping.signal });
      }
    }
  })();
  // The caller may only look at `ready` later (or never, when it closes first).
  ready.catch(() => undefined);

  return {
    server,
    ready,
    async close() {
      stopping.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // Before the database goes: a run under way ends (its transaction commits or rolls back).
      await scheduler?.stop();
      mailSender?.close();
      await app?.close();
      await db.destroy();
    },
  };
}
