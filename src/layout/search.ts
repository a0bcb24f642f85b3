import type { PortalModule, SearchHit, SearchSource } from '../modules/module';
import { canOpen, visibleMenu } from './access';
import type { MenuEntry } from './menu';

export interface SearchResult {
  id: string;
  label: string;
  /** A second line: what tells like-named records apart. */
  detail?: string;
  /** Path under the portal base. */
  to: string;
  /**
   * i18n key of the result's group: "pages", a module's heading, or the plural name of the
   * resource a source searches (translated with smart_count 2).
   */
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

/**
 * The menu entries the user may open whose label, or their group's, matches: 'Configuración'
 * finds the pages of that group. A child's group is its second line.
 */
export function searchMenu(
  query: string,
  { roles, translate }: SearchContext,
  entries: readonly MenuEntry[],
): SearchResult[] {
  const label = (entry: MenuEntry) => translate(`menu.${entry.id}`);
  const flatten = (list: readonly MenuEntry[], group?: MenuEntry): SearchResult[] =>
    list.flatMap((entry) => [
      ...(entry.to &&
      !entry.external &&
      (matches(label(entry), query) || (group && matches(label(group), query)))
        ? [
            {
              id: `menu:${entry.id}`,
              label: label(entry),
              ...(group && { detail: label(group) }),
              to: entry.to,
              group: 'shell.search.pages',
            },
          ]
        : []),
      ...flatten(entry.children ?? [], entry),
    ]);
  return flatten(visibleMenu(entries, roles));
}

/** A module's search source, with what its group's heading needs: the module's texts. */
export interface ComposedSearchSource extends SearchSource {
  /** Resolves once the module's texts, where the heading is, are in the catalogue. */
  textsReady: () => Promise<unknown>;
}

/** Every module's search sources, in module order; an id declared twice is a mistake. */
export function composeSearchSources(
  list: readonly PortalModule[],
  textsOf: (module: PortalModule) => Promise<unknown>,
): ComposedSearchSource[] {
  const sources = list.flatMap((module) =>
    (module.search ?? []).map((source) => ({ ...source, textsReady: () => textsOf(module) })),
  );
  const ids = sources.map((source) => source.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw new Error(`The search source ${twice} is declared twice`);
  return sources;
}

/** The sources a user may ask: the route guard's rule over the roles of each source's endpoint. */
export const allowedSources = <S extends SearchSource>(
  sources: readonly S[],
  roles: readonly string[],
): S[] => sources.filter((source) => canOpen(source.roles, roles));

/** A source's hit among the results: its id made unique, its group the source's heading. */
export const resultOf = (source: SearchSource, hit: SearchHit): SearchResult => ({
  id: `${source.id}:${hit.id}`,
  label: hit.label,
  detail: hit.detail,
  to: hit.to,
  group: source.label ?? `resources.${source.resource}.name`,
});
