export interface Crumb {
  /** Path under the portal base. */
  to: string;
  segment: string;
  /** A record id rather than a page name (shown as the record's name where known). */
  isId: boolean;
}

const looksLikeId = (segment: string) =>
  /^\d+$/.test(segment) || /^[0-9a-f-]{32,36}$/i.test(segment);

/** The route segments of a path, each with the path up to it: `/Ventas/CompraDetalle/12` → 3 crumbs. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    to: `/${segments.slice(0, index + 1).join('/')}`,
    segment: decodeURIComponent(segment),
    isId: looksLikeId(segment),
  }));
}

/**
 * A form's segment (`form`, `NewsForm`, `FormAdminCampaign`…): as an intermediate crumb it would
 * open an empty form to create a record, or take `form` for a record's id, never a way back.
 */
export const isFormSegment = (segment: string) => /^form|form$/i.test(segment);

/**
 * The route table's spelling of a page segment: the router matches paths without case, so
 * `/inicio` (where the route guard sends a refused user) opens `/Inicio`, and its crumb is named
 * as the table spells it; a segment of no route stays as written.
 */
export function routeSpelling(paths: readonly string[]): (segment: string) => string {
  const spelled = new Map<string, string>();
  for (const segment of paths.flatMap((path) => path.split('/'))) {
    if (segment && !segment.startsWith(':') && segment !== '*')
      if (!spelled.has(segment.toLowerCase())) spelled.set(segment.toLowerCase(), segment);
  }
  return (segment) => spelled.get(segment.toLowerCase()) ?? segment;
}

/** i18n key of a page segment: `routes.<segment>` (segments are the contract's names, e.g. `CompraDetalle`). */
export const crumbLabelKey = (segment: string) => `routes.${segment}`;
