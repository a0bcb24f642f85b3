/**
 * One portal server per worker, each with its own database and identity provider: a worker's
 * saved sessions and its data are its own, so the one-session rule and the rotating refresh tokens
 * never make the workers collide, and no spec meets another worker's leftovers.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const basePort = Number(process.env.E2E_PORT ?? 8390);

export const serverPort = (index: number) => basePort + index;

/** The server of the worker with this parallel index. */
export const serverURL = (parallelIndex: number) =>
  `http://localhost:${serverPort(parallelIndex % WORKERS)}`;

/** The SMTP server a worker's portal sends to (SMTP_URL): its specs listen there (tests/e2e/mail). */
export const mailPort = (parallelIndex: number) => basePort + 100 + (parallelIndex % WORKERS);

/** The provisioning client every e2e server lets in (SCIM_TOKEN, playwright.config.ts). */
export const SCIM_E2E_TOKEN = 'e2e-scim-token-0123456789abcdefghijklmnop';
