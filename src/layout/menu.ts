import { modules } from '../modules';
import type { PortalModule } from '../modules/module';

/**
 * The side menu with the roles that see each entry: data, filtered by `visibleMenu`
 * (access.ts). Labels are i18n keys under `menu.`.
 */
export interface MenuEntry {
  /** i18n key under `menu.` and stable test id. */
  id: string;
  /** Portal path (under the base path) or, with `external`, an absolute URL. */
  to?: string;
  external?: boolean;
  /** Opens in a new tab. */
  newTab?: boolean;
  /** Roles that see the entry; none: every signed-in employee (a module without a user role). */
  roles?: readonly string[];
  /** When set, only holders of this very role see the entry. */
  role?: string;
  /** Seen too by whoever decides some request right now without `roles` (a substitute). */
  alsoForDeciders?: boolean;
  children?: readonly MenuEntry[];
  /**
   * A top-level entry's live state, read as the menu renders it (a hook): hidden for a reader the
   * roles cannot tell apart (a supervisor is a plain user), and a count of what waits there.
   */
  useStatus?: () => MenuEntryStatus;
}

/** What a menu entry says of itself beside its label. */
export interface MenuEntryStatus {
  hidden: boolean;
  /** Shown as a badge when above zero. */
  count: number;
}

/** The order of the side menu's top-level entries, as employees know it. */
const ORDER = [
  'lss',
  'configuration',
  'workforce',
  'personalDays',
  'payroll',
  'assetsSale',
  'benefits',
  'bringAFriend',
  'settings',
  'newsletter',
];

/** Entries `ORDER` does not place come last, in module order. */
const rank = (entry: MenuEntry) =>
  ORDER.includes(entry.id) ? ORDER.indexOf(entry.id) : ORDER.length;

/** The side menu of these modules: their entries, in `ORDER`. */
export const composeMenu = (list: readonly PortalModule[]): MenuEntry[] =>
  list.flatMap((module) => module.menu ?? []).sort((a, b) => rank(a) - rank(b));

export const menu: readonly MenuEntry[] = composeMenu(modules);
