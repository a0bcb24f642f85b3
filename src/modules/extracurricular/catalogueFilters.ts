import { MODALITIES, type Modality } from '../../../contracts/extracurricular/courses';

/**
 * The catalogue's search, filters, page and tab, kept in the page's address so a search can be
 * shared, reloaded and walked back with the browser's history.
 */

/** The catalogue's tabs: the groups offered, mine, and the instructor's own. */
export const TABS = ['courses', 'mine', 'groups'] as const;
export type CatalogueTab = (typeof TABS)[number];

export interface CatalogueFilters {
  q: string;
  course: string;
  location: string;
  /** An ISO weekday, '1' (Monday) to '7'. */
  day: string;
  modality: Modality | '';
  page: number;
  tab: CatalogueTab;
}

const isWeekday = (value: string) => /^[1-7]$/.test(value);
const isId = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** The filters an address says; what it says wrong is left out. */
export function filtersOf(params: URLSearchParams): CatalogueFilters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const modality = text('modality');
  const tab = text('tab');
  const page = Number(text('page'));
  return {
    q: text('q').slice(0, 100),
    course: isId(text('course')) ? text('course') : '',
    location: isId(text('location')) ? text('location') : '',
    day: isWeekday(text('day')) ? text('day') : '',
    modality: (MODALITIES as readonly string[]).includes(modality) ? (modality as Modality) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    tab: (TABS as readonly string[]).includes(tab) ? (tab as CatalogueTab) : 'courses',
  };
}

/**
 * The address after a change: empty values and the defaults left out; a new search or filter
 * starts again at the first page.
 */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<CatalogueFilters>,
): URLSearchParams {
  const next = { ...filtersOf(params), ...changes };
  if (!('page' in changes)) next.page = 1;
  const address = new URLSearchParams();
  for (const name of ['tab', 'q', 'course', 'location', 'day', 'modality'] as const) {
    const value = String(next[name]);
    if (value && !(name === 'tab' && value === 'courses')) address.set(name, value);
  }
  if (next.page > 1) address.set('page', String(next.page));
  return address;
}

/** How many filters (besides the text search) narrow the catalogue. */
export const activeFilters = (filters: CatalogueFilters) =>
  [filters.course, filters.location, filters.day, filters.modality].filter(Boolean).length;

/** The catalogue read's filter: the service pages, sorts and filters it. */
export const catalogueQuery = (filters: CatalogueFilters, badge: string) => ({
  badge,
  courseId: filters.course ? Number(filters.course) : 0,
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.location ? { locationId: Number(filters.location) } : {}),
  ...(filters.day ? { day: Number(filters.day) } : {}),
  ...(filters.modality ? { modality: filters.modality } : {}),
});
