import { PORTAL_BASE } from '../../contracts/runtimeConfig';

const REMEMBERED_KEY = 'portal.redirect';

/** Only paths inside the portal, never the session pages themselves (no loops, no open redirect). */
function isPortalPath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !path.startsWith('/session/')
  );
}

/** After sign-in: the previous location if there is one, else the one remembered before the identity provider, else `/`. */
export function postSignInPath(
  previous: string | null | undefined,
  remembered: string | null | undefined,
): string {
  if (isPortalPath(previous)) return previous;
  if (isPortalPath(remembered)) return remembered;
  return '/';
}

/** Before leaving for the identity provider, remember the deep link (its redirect URI is fixed). */
export function rememberLocation(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Storage = localStorage,
): void {
  if (!location.pathname.startsWith(PORTAL_BASE)) return;
  const path = location.pathname.slice(PORTAL_BASE.length) || '/';
  if (isPortalPath(path) && path !== '/')
    storage.setItem(REMEMBERED_KEY, `${path}${location.search}`);
}

export function takeRememberedLocation(storage: Storage = localStorage): string | null {
  const value = storage.getItem(REMEMBERED_KEY);
  storage.removeItem(REMEMBERED_KEY);
  return value;
}

export function peekRememberedLocation(storage: Storage = localStorage): string | null {
  return storage.getItem(REMEMBERED_KEY);
}
