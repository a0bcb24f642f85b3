import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { PORTAL_BASE } from './config';
import { canOpen, rolesForPath } from './layout/access';
import { composeMenu } from './layout/menu';
import { modules } from './modules';
import type { PortalModule, PortalRoute } from './modules/module';

/**
 * Every screen the modules declare. A route without its own roles takes those of its side-menu
 * entry, else any signed-in user may open it.
 */
export function composeRoutes(list: readonly PortalModule[]): PortalRoute[] {
  const menu = composeMenu(list);
  return list
    .flatMap((module) => module.routes)
    .map((route) => ({ ...route, roles: route.roles ?? rolesForPath(route.path, menu) }));
}

export const routes = composeRoutes(modules);

/** Every module's sections of the home page, in module order. */
export const homeSections = modules.flatMap((module) => module.homeSections ?? []);

/** Whether a path (under the base) opens a page of the route table. */
export const isRegisteredPath = (path: string) =>
  routes.some((route) => matchPath({ path: route.path, caseSensitive: false }, path) !== null);

/**
 * The route guard: a user without one of the route's roles goes to `/inicio`, with the
 * original URL kept in the location state. The services refuse the calls anyway.
 */
export function RouteGuard({
  roles,
  children,
}: {
  roles?: readonly string[];
  children: ReactNode;
}) {
  const { permissions, isPending } = usePermissions<string[]>();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!canOpen(roles, permissions ?? [])) {
    return (
      <Navigate
        to={`${PORTAL_BASE}/inicio`}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <>{children}</>;
}
