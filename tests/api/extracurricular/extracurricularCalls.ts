import type { HTTPMethods } from 'fastify';
import { dateToken } from '../../../contracts/dateToken';
import type { TestApp } from '../helpers';

/** The extracurricular family's base. */
export const EXTRACURRICULAR = '/api/extracurricular';

/** Path parameters joined with '&' in one segment, each percent-encoded. */
export const joined = (...parts: (string | number | boolean)[]) =>
  parts.map((part) => encodeURIComponent(String(part))).join('&');

/** A date token of another day (stale). */
export const staleToken = (t: TestApp) =>
  dateToken(t.config.clientTokenPhrase, new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));

export const todayToken = (t: TestApp) => dateToken(t.config.clientTokenPhrase);

/**
 * A call to the family as `username` (none: no bearer token). `{token}` in the path becomes
 * today's date token unless `token` says another text.
 */
export async function xcCall(
  t: TestApp,
  username: string | null,
  method: HTTPMethods,
  path: string,
  payload?: object,
  { token }: { token?: string } = {},
) {
  const value = token ?? (await todayToken(t));
  return t.app.inject({
    method,
    url: `${EXTRACURRICULAR}${path.replace('{token}', encodeURIComponent(value))}`,
    headers: username ? { authorization: `Bearer ${await t.tokenOf(username)}` } : {},
    ...(payload ? { payload } : {}),
  });
}
