import { type MenuEntry, menu } from './menu';

/**
 * An entry is seen by its roles (by everyone signed in when it lists none); an entry with its own
 * `role` only by holders of that role.
 */
export function canSee(entry: MenuEntry, userRoles: readonly string[], decides = false): boolean {
  if (entry.role && !userRoles.includes(entry.role)) return false;
  if (decides && entry.alsoForDeciders) return true;
  return !entry.roles || entry.roles.some((role) => userRoles.includes(role));
}

/** Whether some entry would show only because its reader decides a request (`alsoForDeciders`). */
export const asksWhoDecides = (entries: readonly MenuEntry[], userRoles: readonly string[]) =>
  menuLinks(entries).some((entry) => entry.alsoForDeciders && !canSee(entry, userRoles));

/**
 * The menu a user sees: entries and children filtered by role (and, for `alsoForDeciders`
 * entries, by whether the user `decides` some request); a group with no visible child is hidden.
 */
export function visibleMenu(
  entries: readonly MenuEntry[],
  userRoles: readonly string[],
  decides = false,
): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!canSee(entry, userRoles, decides)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenu(entry.children, userRoles, decides);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** Every entry with a path, children included. */
export function menuLinks(entries: readonly MenuEntry[] = menu): MenuEntry[] {
  return entries.flatMap((entry) => [
    ...(entry.to ? [entry] : []),
    ...menuLinks(entry.children ?? []),
  ]);
}

/** The menu entry that opens a portal path (paths compare without case, like the routes). */
export function menuEntryForPath(
  path: string,
  entries: readonly MenuEntry[] = menu,
): MenuEntry | undefined {
  const normalised = path.toLowerCase();
  return menuLinks(entries).find(
    (entry) => !entry.external && entry.to?.toLowerCase() === normalised,
  );
}

/** The roles that may open a portal path, from the menu table; undefined when any signed-in user may. */
export function rolesForPath(
  path: string,
  entries: readonly MenuEntry[] = menu,
): readonly string[] | undefined {
  return menuEntryForPath(path, entries)?.roles;
}

/** The route guard: a route without a role list is open to every signed-in user. */
export function canOpen(
  allowedRoles: readonly string[] | undefined,
  userRoles: readonly string[],
): boolean {
  return !allowedRoles || allowedRoles.some((role) => userRoles.includes(role));
}

/** The location state the route guard sends home with: the URL it refused (under the base). */
export interface RefusedState {
  from: string;
}

/** The page the route guard refused: its path (without the query) and its menu label, if any. */
export interface RefusedPage {
  path: string;
  /** i18n key of its side-menu entry; a page with none is named by its path. */
  labelKey: string | null;
}

/** The refused page a location state carries, null for any other state. */
export function refusedPage(state: unknown, basename: string): RefusedPage | null {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  if (typeof from !== 'string' || !from.startsWith(`${basename}/`)) return null;
  // The query is left out: it is not the page's name and may carry the user's filters.
  const raw = from.slice(basename.length).split(/[?#]/)[0]!;
  let path = raw;
  try {
    path = decodeURI(raw);
  } catch {
    // Not valid percent-encoding: shown as it came.
  }
  const entry = menuEntryForPath(path);
  return { path, labelKey: entry ? `menu.${entry.id}` : null };
}
