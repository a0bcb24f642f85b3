import { type MenuEntry, menu } from './menu';

/** An entry is seen by its roles; an entry with its own `role` only by holders of that role. */
export function canSee(entry: MenuEntry, userRoles: readonly string[]): boolean {
  if (entry.role && !userRoles.includes(entry.role)) return false;
  return entry.roles.some((role) => userRoles.includes(role));
}

/** The menu a user sees: entries and children filtered by role; a group with no visible child is hidden. */
export function visibleMenu(
  entries: readonly MenuEntry[],
  userRoles: readonly string[],
): MenuEntry[] {
  return entries.flatMap((entry) => {
    if (!canSee(entry, userRoles)) return [];
    if (!entry.children) return [entry];
    const children = visibleMenu(entry.children, userRoles);
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

/** The roles that may open a portal path, from the menu table; undefined when any signed-in user may. */
export function rolesForPath(
  path: string,
  entries: readonly MenuEntry[] = menu,
): readonly string[] | undefined {
  const normalised = path.toLowerCase();
  return menuLinks(entries).find(
    (entry) => !entry.external && entry.to?.toLowerCase() === normalised,
  )?.roles;
}

/** The route guard: a route without a role list is open to every signed-in user. */
export function canOpen(
  allowedRoles: readonly string[] | undefined,
  userRoles: readonly string[],
): boolean {
  return !allowedRoles || allowedRoles.some((role) => userRoles.includes(role));
}
