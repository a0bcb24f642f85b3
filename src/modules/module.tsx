import { type ComponentType, createContext, lazy, type LazyExoticComponent } from 'react';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { DataModule } from '../../dataProviders';
import type { ModuleMessages } from '../i18n/moduleMessages';
import type { MenuEntry } from '../layout/menu';
import type { AuditedEntity } from '../../resources/shared/audited';

export interface PortalRoute {
  /** Path under the portal base, exactly as employees know it. */
  path: string;
  Page: LazyPage;
  /** Who may open it; by default the roles of its menu entry, else any signed-in user. */
  roles?: readonly string[];
  /**
   * Open too to whoever decides some request right now without holding `roles` (a substitute
   * standing in for an approver: the approvals' count says `decides`): the person's inbox and each
   * request's own page, whose records the service bounds to what the reader decides.
   */
  alsoForDeciders?: boolean;
}

/**
 * What a module of the portal is made of. The composition root (src/modules/index.ts) lists the
 * modules; the route table, the menu, the data provider, the catalogues and the top bar's search
 * are built from them.
 * A manifest stays light: pages and adapters are fetched when first used.
 */
export interface PortalModule extends DataModule {
  /** The module's one name: its folder here and in resources/, dataProviders/, contracts/… */
  name: string;
  routes: readonly PortalRoute[];
  /** Its top-level side-menu entries, with the roles that see them. */
  menu?: readonly MenuEntry[];
  /** Its texts, merged over the portal's catalogues. */
  messages?: ModuleMessages;
  /** Its sections on the home page (/Inicio), after the home module's own. */
  homeSections?: readonly HomeSection[];
  /** The records it makes findable from the top bar's search, one group each, in this order. */
  search?: readonly SearchSource[];
  /** How the audit trail shows its records' changes, by the entity name its audit rows carry. */
  audited?: Readonly<Record<string, AuditedEntity>>;
  /**
   * The entities it administers, each declared as a react-admin `<Resource>` by the composition
   * root (src/resourceRoutes.tsx): react-admin's registry, record representations and links.
   */
  resources?: readonly PortalResource[];
}

/**
 * An administered entity as react-admin knows it. Its screens stay at the SPEC's paths (the
 * module's routes); the resource's own addresses (`/<name>`, `/<name>/create`, `/<name>/:id`,
 * `/<name>/:id/show`) lead there (decision 0336). No screen is imported: a declaration is light.
 */
export interface PortalResource {
  /** The resource name its screens and its adapter use (`benefits`, `sales-campaigns`…). */
  name: string;
  /** i18n key of its name: its list's title (used when `resources.<name>.name` is missing). */
  label: string;
  /** Its icon, the one of its module's side-menu entry unless the entity has its own. */
  icon: ComponentType;
  /** How a record is named in links and titles: a field, or a function of the record. */
  recordRepresentation: string | ((record: RaRecord) => string);
  /**
   * The SPEC paths of its screens, as the module's routes declare them; `:id` (or any `:param`)
   * stands for the record's id. A path without a parameter is a single record's page (settings).
   */
  list?: string;
  create?: string;
  edit?: string;
  show?: string;
}

/** A record a search source found: its line among the results and the page that shows it. */
export interface SearchHit {
  /** Unique within its source. */
  id: Identifier;
  label: string;
  /** A second line that tells like-named records apart (a badge, a category…). */
  detail?: string;
  /** The page showing the record, under the portal base. */
  to: string;
}

export interface SearchRequest {
  /** The portal's data provider: a source reads through its module's resources. */
  dataProvider: DataProvider;
  /** Aborted when the user types on: the source's request is cancelled. */
  signal: AbortSignal;
  /** At most this many hits. */
  limit: number;
}

/**
 * Records of one kind the top bar's search finds (people, benefits, campaigns…), through the
 * service's own list endpoint and its text filter.
 */
export interface SearchSource {
  /** Unique across modules: the group's key and its test id. */
  id: string;
  /** The list it searches: the group's heading is its plural name (`resources.<resource>.name`). */
  resource: string;
  /**
   * i18n key of a heading of the module's own, where the resource's name alone would not say
   * what the group holds ('Constancias emitidas', not 'Constancias').
   */
  label?: string;
  /**
   * Who may ask it: the roles of its endpoint's rule in the module's server policy (the service
   * refuses anyone else); every signed-in employee when left out.
   */
  roles?: readonly string[];
  find(q: string, request: SearchRequest): Promise<SearchHit[]>;
}

/**
 * A source over a list of the data provider: `filter(q)` is the list's filter, each record
 * becomes a hit. Lists without paging answer whole: only the first `limit` count.
 */
export const findInList = <R extends RaRecord>(
  resource: string,
  filter: (q: string) => Record<string, unknown>,
  toHit: (record: R) => SearchHit,
  sort: GetListParams['sort'] = { field: 'id', order: 'ASC' },
): Pick<SearchSource, 'resource' | 'find'> => ({
  resource,
  find: async (q, { dataProvider, signal, limit }) => {
    const { data } = await dataProvider.getList<R>(resource, {
      filter: filter(q),
      pagination: { page: 1, perPage: limit },
      sort,
      signal,
    });
    return data.slice(0, limit).map(toHit);
  },
});

export interface HomeSection {
  id: string;
  Section: LazyPage;
}

/** The other modules' home sections, provided by the app so the home page's chunk needs no list. */
export const HomeSectionsContext = createContext<readonly { id: string; Section: ComponentType }[]>(
  [],
);

type PageLoader = () => Promise<{ default: ComponentType }>;

/** A page or home section of its own chunk, with the loader of that chunk. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load: PageLoader };

/** A page (or a home section) fetched on first visit: its own chunk, the export of that name. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  const loader: PageLoader = () => load().then((module) => ({ default: module[name] }));
  return Object.assign(lazy(loader), { load: loader });
}

/**
 * A lazy page that also waits for something else it needs (its module's texts), fetched at the
 * same time as its chunk rather than one after the other.
 */
export const lazyPageWith = (
  Page: LazyPage,
  alsoNeeded: () => Promise<unknown>,
): LazyExoticComponent<ComponentType> =>
  lazy(() => Promise.all([Page.load(), alsoNeeded()]).then(([page]) => page));

/**
 * A side-menu group seen by `roles`; each of its entries is for the same roles unless it names its
 * own (an owners' screen in an employees' group). The routes take their entry's roles.
 */
export const menuGroup = (
  id: string,
  roles: readonly string[],
  children: readonly MenuEntry[],
): MenuEntry => ({ id, roles, children: children.map((child) => ({ roles, ...child })) });

/** The same page at each of these paths (a form's create and edit addresses). */
export const atPaths = (
  paths: readonly string[],
  route: Omit<PortalRoute, 'path'>,
): PortalRoute[] => paths.map((path) => ({ path, ...route }));

/** A record named by several of its fields (dotted paths), joined: `employee.fullName · date`. */
export const representedBy =
  (...fields: readonly string[]) =>
  (record: RaRecord): string =>
    fields
      .map((field) =>
        field.split('.').reduce<unknown>((value, key) => (value as RaRecord | null)?.[key], record),
      )
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' · ');
