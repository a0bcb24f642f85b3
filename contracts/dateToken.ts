/**
 * The client date-token: hex SHA-256 of a fixed phrase followed by the date as
 * MM/DD/YYYY. The contract carries it on some calls; it proves nothing (anyone can compute it),
 * so services accept it but authenticate with the bearer token only.
 */
export function tokenDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

export async function dateToken(phrase: string, date: Date = new Date()): Promise<string> {
  const bytes = new TextEncoder().encode(`${phrase}${tokenDate(date)}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** True for the token of yesterday, today or tomorrow: client and server may sit in different time zones. */
export async function isCurrentDateToken(
  token: string,
  phrase: string,
  now: Date = new Date(),
): Promise<boolean> {
  for (const offset of [0, -DAY_MS, DAY_MS]) {
    if (token === (await dateToken(phrase, new Date(now.getTime() + offset)))) return true;
  }
  return false;
}
