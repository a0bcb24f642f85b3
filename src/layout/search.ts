import { visibleMenu } from './access';
import type { MenuEntry } from './menu';

export interface SearchResult {
  id: string;
  label: string;
  /** Path under the portal base. */
  to: string;
  /** i18n key of the result's group (a module or "pages"). */
  group: string;
}

export interface SearchContext {
  roles: readonly string[];
  translate: (key: string) => string;
}

/** Case- and accent-insensitive containment ('configuracion' finds 'Configuración'). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
export const matches = (text: string, query: string) => fold(text).includes(fold(query.trim()));

/** The menu entries the user may open whose label matches. */
export function searchMenu(
  query: string,
  { roles, translate }: SearchContext,
  entries: readonly MenuEntry[],
): SearchResult[] {
  const flatten = (list: readonly MenuEntry[]): MenuEntry[] =>
    list.flatMap((e) => [e, ...flatten(e.children ?? [])]);
  return flatten(visibleMenu(entries, roles))
    .filter((entry) => entry.to && !entry.external && matches(translate(`menu.${entry.id}`), query))
    .map((entry) => ({
      id: `menu:${entry.id}`,
      label: translate(`menu.${entry.id}`),
      to: entry.to!,
      group: 'shell.search.pages',
    }));
}
