/**
 * Links, videos, calendar ids and quick-link icons of the home page without yup: the home page reads them on
 * every load, and the schemas of ./homeSettings (which re-exports these) are for forms only.
 */

/** An absolute https URL with a host and no credentials. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A path inside the portal (`/Benefits/Home`): one leading slash, no scheme, no spaces. */
export const isPortalPath = (value: string): boolean => /^\/(?![/\\])[^\s\\<>"'`]*$/.test(value);

/** What a link of the portal may point to: a portal path or an https URL. */
export const isPortalLink = (value: string): boolean => isPortalPath(value) || isHttpsUrl(value);

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'mp4'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** An https YouTube, Vimeo or .mp4 URL as what it plays; null for anything else. */
export function parseVideoUrl(value: string): VideoSource | null {
  if (!isHttpsUrl(value)) return null;
  const url = new URL(value);
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (host === 'youtu.be' || host === 'youtube.com' || host === 'youtube-nocookie.com') {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = url.pathname.slice(1);
    else if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match =
      host === 'vimeo.com'
        ? /^\/(\d+)(?:\/([0-9a-f]+))?\/?$/.exec(url.pathname)
        : /^\/video\/(\d+)\/?$/.exec(url.pathname);
    if (!match?.[1]) return null;
    const hash = match[2] ?? url.searchParams.get('h') ?? undefined;
    return hash ? { kind: 'vimeo', id: match[1], hash } : { kind: 'vimeo', id: match[1] };
  }
  if (url.pathname.toLowerCase().endsWith('.mp4')) return { kind: 'mp4', url: url.href };
  return null;
}

/** The privacy-friendly player URL of a video (no cookies before play, no autoplay). */
export function videoEmbedUrl(source: VideoSource): string {
  switch (source.kind) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${source.id}?rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${source.id}?dnt=1${source.hash ? `&h=${source.hash}` : ''}`;
    case 'mp4':
      return source.url;
  }
}

/** The applications a calendar belongs to: the home page and Bring a friend (RAFT). */
export const CALENDAR_APPLICATION = { home: 1, baf: 2 } as const;
export type CalendarApplicationId =
  (typeof CALENDAR_APPLICATION)[keyof typeof CALENDAR_APPLICATION];

/** Icons a quick link may show (the portal maps each to a Material icon). */
export const MENU_ICONS = [
  'link',
  'benefits',
  'sales',
  'personalDays',
  'payroll',
  'newsletter',
  'friends',
  'calendar',
  'health',
  'school',
  'support',
  'document',
  'work',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** The name of the assistant (`/Ask{name}/Settings`, GET /CTAs/GetAskAlejandro). */
export const ASSISTANT_NAME = 'Alejandro';
