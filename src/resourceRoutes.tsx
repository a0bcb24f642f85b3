import { Resource, useBasename, useResourceContext } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { CatchAll } from './layout/NotFoundPage';
import { modules } from './modules';
import type { PortalModule, PortalResource } from './modules/module';

/** Every module's administered entities, in module order; a name is declared once. */
export function composeResources(list: readonly PortalModule[]): PortalResource[] {
  const seen = new Set<string>();
  return list.flatMap((module) =>
    (module.resources ?? []).map((resource) => {
      if (seen.has(resource.name)) throw new Error(`${resource.name} is declared twice`);
      seen.add(resource.name);
      return resource;
    }),
  );
}

export const resources = composeResources(modules);

/**
 * A SPEC path of a resource's screen for one record: its parameter (`:id`, `:code`…) becomes the
 * id, encoded; a path without one (a settings page) stays as it is.
 */
export const specPathOf = (template: string, id?: string) =>
  id === undefined ? template : template.replace(/:[A-Za-z_]+/, () => encodeURIComponent(id));

/** The query string of the resource's address carried to the SPEC path (a list's filter). */
const withSearch = (path: string, search: string) =>
  search ? `${path}${path.includes('?') ? '&' : '?'}${search.slice(1)}` : path;

/**
 * A resource's own address (`/<name>/…`, react-admin's links) replaced by the SPEC path of the
 * same screen. Anything longer than react-admin's addresses is not a page: the 404.
 */
function ToSpecPath({ path }: { path: string }) {
  const { id, '*': rest } = useParams();
  const { pathname, search } = useLocation();
  const basename = useBasename();
  const resource = useResourceContext();
  // react-router matches regardless of case: a mistyped SPEC path (/Benefits/xyz) is not the
  // benefits resource's address, and gets the 404 rather than a form for a record "xyz".
  const own = `${basename}/${resource}`;
  const ownAddress = pathname === own || pathname.startsWith(`${own}/`);
  if (rest || !ownAddress) return <CatchAll />;
  return <Navigate to={`${basename}${withSearch(specPathOf(path, id), search)}`} replace />;
}

/**
 * The `<Resource>` of each administered entity, for CoreAdminUI: its definition (name, label,
 * icon, record representation, which screens it has) and its routes, which lead to the SPEC
 * paths; the SPEC paths themselves are the custom routes (src/routes.tsx) that render the screens,
 * guarded. A SPEC path always outranks a resource's routes (a static or parameter segment beats
 * the resource's splat), whatever its case.
 */
export const resourceElements = (list: readonly PortalResource[] = resources) =>
  list.map(({ name, label, icon, recordRepresentation, ...paths }) => (
    <Resource
      key={name}
      name={name}
      options={{ label }}
      icon={icon}
      recordRepresentation={recordRepresentation}
      list={paths.list ? <ToSpecPath path={paths.list} /> : undefined}
      create={paths.create ? <ToSpecPath path={paths.create} /> : undefined}
      edit={paths.edit ? <ToSpecPath path={paths.edit} /> : undefined}
      show={paths.show ? <ToSpecPath path={paths.show} /> : undefined}
    >
      {!paths.list && <Route path="*" element={<CatchAll />} />}
    </Resource>
  ));
