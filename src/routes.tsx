import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { PORTAL_BASE } from './config';
import { canOpen, rolesForPath } from './layout/access';

export interface PortalRoute {
  /** Path under the portal base, as SPEC §2 writes it. */
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Who may open it; by default the roles of its menu entry (SPEC §6), else any signed-in user. */
  roles?: readonly string[];
}

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * Every screen of SPEC §2 that exists, one lazy page per module. A module's paths are added
 * here when the module lands: no placeholder pages.
 */
const ADMIN = ['System_Admin'];

export const routes: PortalRoute[] = [
  {
    path: '/Inicio',
    Page: page(
      () => import('./pages/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/permissions/module',
    Page: page(
      () => import('../resources/modules/ModuleList'),
      (m) => m.ModuleList,
    ),
  },
  {
    path: '/permissions/roles/:code',
    Page: page(
      () => import('../resources/roles/RoleEdit'),
      (m) => m.RoleEdit,
    ),
    roles: ADMIN,
  },
  {
    path: '/permissions/users/:code',
    Page: page(
      () => import('../resources/role-users/RoleUserList'),
      (m) => m.RoleUserList,
    ),
    roles: ADMIN,
  },
  {
    path: '/permissions/users/form/:code',
    Page: page(
      () => import('../resources/role-users/RoleUserCreate'),
      (m) => m.RoleUserCreate,
    ),
    roles: ADMIN,
  },
  {
    path: '/permissions/audit',
    Page: page(
      () => import('../resources/audit-entries/AuditEntryList'),
      (m) => m.AuditEntryList,
    ),
    roles: ADMIN,
  },
].map((route: PortalRoute) => ({ ...route, roles: route.roles ?? rolesForPath(route.path) }));

/** Whether a path (under the base) opens a page of the route table. */
export const isRegisteredPath = (path: string) =>
  routes.some((route) => matchPath({ path: route.path, caseSensitive: false }, path) !== null);

/**
 * The route guard of SPEC §6: a user without one of the route's roles goes to `/inicio`, with the
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
