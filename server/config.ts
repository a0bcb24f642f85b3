import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Base URL of each service family the portal calls. */
export const serviceFamilies = {
  main: '/api/main',
  growth: '/api/growth',
  extracurricular: '/api/extracurricular',
  tools: '/api/tools',
  appointments: '/api/appointments',
  payroll: '/api/payroll',
  cafeteria: '/api/cafeteria',
  certificates: '/api/certificates',
  /** SCIM 2.0 provisioning, called by the identity provider, never by the portal. */
  scim: '/scim/v2',
} as const;
export type ServiceFamily = keyof typeof serviceFamilies;
/** The families reached with a function key besides the bearer token. */
export const functionKeyFamilies = ['payroll', 'certificates'] as const;
export type FunctionKeyFamily = (typeof functionKeyFamilies)[number];

export interface IdentityConfig {
  /** Base URL keycloak-js is given (`{url}/realms/{realm}`). */
  url: string;
  realm: string;
  clientId: string;
  /** True when this server runs the embedded OpenID provider itself. */
  embedded: boolean;
}

/** Who the documents the portal issues (payslips, certificates) name. */
export interface DocumentsConfig {
  company: { name: string; legalId: string };
  /** Whoever signs the certificates: the code a certificate request may carry, name and title. */
  signer: { code: string; name: string; title: string };
}

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string;
  /** Milliseconds a query waits for a PostgreSQL pool connection before answering 503. */
  databaseConnectTimeoutMs: number;
  portalDir: string;
  identity: IdentityConfig;
  /** Where the portal finds each service family; may point to other hosts. */
  serviceBases: Record<ServiceFamily, string>;
  secrets: { apiToken: string; idpCookie: string };
  /**
   * The `code` query parameter the function services (payroll, certificates) ask of their caller.
   * It names the calling application and ships in the browser; the bearer token authenticates.
   */
  functionKeys: Record<FunctionKeyFamily, string>;
  documents: DocumentsConfig;
  /** Phrase of the client date-token; it ships in the browser, so it is not a secret. */
  clientTokenPhrase: string;
  apiTokenTtlSeconds: number;
  sessionIdleSeconds: number;
  /** How long a session's access is kept in memory at most; 0 reads it on every call. */
  sessionCacheSeconds: number;
  sessionMaxSeconds: number;
  /** How long a used refresh token may be retried when its answer was lost (auth/sessions.ts). */
  refreshReuseGraceSeconds: number;
  /** Brute-force protection of the embedded provider's login page. */
  loginThrottle: LoginThrottleConfig;
  logLevel: string;
  /** Socket limits, in milliseconds, so idle or slow connections do not pile up. */
  http: {
    /** A connection with no byte in or out for this long is closed (one that never sends too). */
    connectionTimeoutMs: number;
    /** An idle keep-alive connection is closed after this long. */
    keepAliveTimeoutMs: number;
    /** The whole request must arrive within this long (408 otherwise). */
    requestTimeoutMs: number;
  };
  /** Map tiles of the benefit locations: a Leaflet URL template and its credit. */
  mapTiles: { url: string; attribution: string };
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's `trustProxy`). */
  trustProxy: TrustProxy;
  /** Where the portal's pictures may come from, besides itself, data:, blob: and the map tiles. */
  imageSources: string[];
  /** Upload limits in bytes: one file, one request, everything one user has stored. */
  uploads: { maxFileBytes: number; maxRequestBytes: number; maxUserBytes: number };
  /**
   * E-mail (server/mail): the SMTP server's URL (`smtp://user:pass@host:587`, `smtps://…`), null
   * when none is set — then nothing is sent and every notice stays in the portal —, the sender, and
   * how often the outbox is looked at.
   */
  mail: { smtpUrl: string | null; from: string; pollSeconds: number };
  /** The clients that may provision employees over SCIM (SCIM_TOKEN); none: SCIM refuses all. */
  provisioningClients: readonly ProvisioningClient[];
}

/** A client of the SCIM service (an identity provider): its name in the audit trail, its token. */
export interface ProvisioningClient {
  name: string;
  token: string;
}

/** A provisioning client's token is a secret: long enough not to be guessed. */
const MIN_SCIM_TOKEN = 32;

/**
 * SCIM_TOKEN: `name:token` pairs separated by commas (`entra:…,okta:…`), or one bare token (the
 * client 'scim'). A name is letters, digits, dots, dashes or underscores.
 */
export function parseProvisioningClients(raw: string | undefined): ProvisioningClient[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const clients = entries.map((entry) => {
    const colon = entry.indexOf(':');
    const name = colon < 0 ? 'scim' : entry.slice(0, colon).trim();
    const token = colon < 0 ? entry : entry.slice(colon + 1).trim();
    if (!/^[A-Za-z0-9._-]{1,50}$/.test(name)) {
      throw new Error(`SCIM_TOKEN: "${name}" is not a client name (letters, digits, . _ -)`);
    }
    if (token.length < MIN_SCIM_TOKEN) {
      throw new Error(
        `SCIM_TOKEN: the token of ${name} needs at least ${MIN_SCIM_TOKEN} characters`,
      );
    }
    return { name, token };
  });
  const names = clients.map((client) => client.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`SCIM_TOKEN: the client ${repeated} is named twice`);
  return clients;
}

/** false: no proxy; true: any; a number: that many hops; a list: those addresses or CIDRs. */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: `false` (default), `true`, a hop count, or comma-separated addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface LoginThrottleConfig {
  /** Consecutive failures of one account that lock it. */
  maxFailures: number;
  /** Failures from one client address, whatever the accounts, that lock the address. */
  maxFailuresPerAddress: number;
  lockoutSeconds: number;
  /** A failure older than this no longer counts. */
  windowSeconds: number;
}

type Env = Record<string, string | undefined>;

/** An integer setting, `min` or more (positive unless told). */
function integer(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(
      min === 1 ? `${name} must be a positive integer` : `${name} must be ${min} or more`,
    );
  }
  return value;
}

/**
 * Secrets come from the environment. For the embedded demo set-up only, a missing secret is
 * generated once and kept in the data folder so restarts do not invalidate sessions.
 */
function loadSecrets(env: Env, dataDir: string): AppConfig['secrets'] {
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<AppConfig['secrets']> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const secrets = {
    apiToken: env.API_TOKEN_SECRET ?? stored.apiToken ?? randomBytes(32).toString('base64url'),
    idpCookie: env.IDP_COOKIE_SECRET ?? stored.idpCookie ?? randomBytes(32).toString('base64url'),
  };
  if (!env.API_TOKEN_SECRET || !env.IDP_COOKIE_SECRET) {
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const external = env.IDENTITY_URL?.replace(/\/$/, '');
  const serviceBases = Object.fromEntries(
    Object.entries(serviceFamilies).map(([family, base]) => [
      family,
      env[`SERVICE_BASE_${family.toUpperCase()}`] ?? base,
    ]),
  ) as Record<ServiceFamily, string>;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${join(dataDir, 'portal.sqlite')}`,
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 30_000),
    portalDir: resolve(env.PORTAL_DIR ?? 'dist/portal'),
    identity: {
      url: external ?? `${publicUrl}/idp`,
      realm: env.IDENTITY_REALM ?? 'portal',
      clientId: env.IDENTITY_CLIENT_ID ?? 'portal',
      embedded: !external,
    },
    serviceBases,
    secrets: loadSecrets(env, dataDir),
    functionKeys: {
      payroll: env.PAYROLL_FUNCTION_KEY ?? 'portal-payroll',
      certificates: env.CERTIFICATES_FUNCTION_KEY ?? 'portal-certificates',
    },
    documents: {
      company: {
        name: env.COMPANY_NAME ?? 'Centro de Contacto Demo S.A.',
        legalId: env.COMPANY_LEGAL_ID ?? '3-101-654321',
      },
      signer: {
        code: env.CERTIFICATE_SIGNER_CODE ?? '1',
        name: env.CERTIFICATE_SIGNER_NAME ?? 'Laura Méndez Solís',
        title: env.CERTIFICATE_SIGNER_TITLE ?? 'Jefa de Recursos Humanos',
      },
    },
    clientTokenPhrase: env.CLIENT_TOKEN_PHRASE ?? 'portal-client-token',
    apiTokenTtlSeconds: integer(env, 'API_TOKEN_TTL_SECONDS', 300),
    sessionIdleSeconds: integer(env, 'SESSION_IDLE_SECONDS', 1800),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 10, 0),
    sessionMaxSeconds: integer(env, 'SESSION_MAX_SECONDS', 12 * 3600),
    refreshReuseGraceSeconds: integer(env, 'REFRESH_REUSE_GRACE_SECONDS', 15, 0),
    loginThrottle: {
      maxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5),
      maxFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 50),
      lockoutSeconds: integer(env, 'LOGIN_LOCKOUT_SECONDS', 15 * 60),
      windowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    http: {
      connectionTimeoutMs: integer(env, 'HTTP_CONNECTION_TIMEOUT_MS', 60_000),
      keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000),
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000),
    },
    // Benefit locations: any tile server with the {z}/{x}/{y} layout.
    mapTiles: {
      url: env.MAP_TILES_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution:
        env.MAP_TILES_ATTRIBUTION ??
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Rich text takes pictures by https address, so https: stays allowed unless narrowed here.
    imageSources: (env.CSP_IMAGE_SOURCES ?? 'https:').split(/\s+/).filter(Boolean),
    uploads: {
      maxFileBytes: integer(env, 'UPLOAD_MAX_FILE_BYTES', 5 * 1024 * 1024),
      maxRequestBytes: integer(env, 'UPLOAD_MAX_REQUEST_BYTES', 12 * 1024 * 1024),
      maxUserBytes: integer(env, 'UPLOAD_MAX_USER_BYTES', 200 * 1024 * 1024),
    },
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM ?? `Portal <no-reply@${new URL(publicUrl).hostname}>`,
      pollSeconds: integer(env, 'MAIL_POLL_SECONDS', 10),
    },
    provisioningClients: parseProvisioningClients(env.SCIM_TOKEN),
  };
}

export function issuerUrl(identity: IdentityConfig): string {
  return `${identity.url}/realms/${identity.realm}`;
}
