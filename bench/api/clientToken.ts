import { dateToken } from '../../contracts/dateToken';

/** The client date-token phrase, as the bench's server reads it (its default otherwise). */
const TOKEN_PHRASE = process.env.CLIENT_TOKEN_PHRASE ?? 'portal-client-token';

/** `path` with today's client date-token in its query, as the portal sends the calls that take it. */
export async function withTodayToken(path: string): Promise<string> {
  const token = await dateToken(TOKEN_PHRASE);
  return `${path}${path.includes('?') ? '&' : '?'}token=${token}`;
}

/** Today's client date-token itself, for the calls that carry it as a part of their path. */
export const todayToken = (): Promise<string> => dateToken(TOKEN_PHRASE);
