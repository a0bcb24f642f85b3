import type { ComponentType, ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { PORTAL_BASE } from '../contracts/runtimeConfig';
import { moduleTextsReady } from './i18n';
import { useDecides } from './approvals/useDecides';
import { canOpen, type RefusedState, rolesForPath } from './layout/access';
import { composeMenu } from './layout/menu';
import { modules } from './modules';
import type { AuditedEntity } from '../resources/shared/audited';
import { type LazyPage, lazyPageWith, type PortalModule, type PortalRoute } from './modules/module';

/** A route of the table: its page comes with its module's texts. */
type ScreenRoute = Omit<PortalRoute, 'Page'> & { Page: ComponentType };

/** A page or home section of a module, fetched with the module's texts. */
const withModuleTexts = (module: PortalModule, Page: LazyPage): ComponentType => {
  const { messages } = module;
  return messages ? lazyPageWith(Page, () => moduleTextsReady(module.name, messages)) : Page;
};

/**
 * Every screen the modules declare, each with its module's texts. A route without its own roles
 * takes those of its side-menu entry, else any signed-in user may open it.
 */
export function composeRoutes(list: readonly PortalModule[]): ScreenRoute[] {
  const menu = composeMenu(list);
  return list.flatMap((module) =>
    module.routes.map((route) => ({
      ...route,
      Page: withModuleTexts(module, route.Page),
      roles: route.roles ?? rolesForPath(route.path, menu),
    })),
  );
}

export const routes = composeRoutes(modules);

/** Every module's sections of the home page, in module order, each with its module's texts. */
export const homeSections = modules.flatMap((module) =>
  (module.homeSections ?? []).map(({ id, Section }) => ({
    id,
    Section: withModuleTexts(module, Section),
  })),
);

/** What the audit trail needs of every module: its entities, and their labels' texts. */
export function composeAudited(list: readonly PortalModule[]) {
  const audited = list.filter((module) => module.audited);
  let texts: Promise<unknown> | undefined;
  return {
    entities: Object.assign({}, ...audited.map((module) => module.audited)) as Record<
      string,
      AuditedEntity
    >,
    // Fetched once, when the trail first shows a change.
    texts: () =>
      (texts ??= Promise.all(
        audited.map(({ name, messages }) => messages && moduleTextsReady(name, messages)),
      )),
  };
}

export const audited = composeAudited(modules);

/** The route of the table a path (under the base) opens, matched as the router matches it. */
const routeOf = (path: string) =>
  routes.find((route) => matchPath({ path: route.path, caseSensitive: false }, path) !== null);

/** Whether a path (under the base) opens a page of the route table. */
export const isRegisteredPath = (path: string) => routeOf(path) !== undefined;

/**
 * Whether the signed-in user may open a portal path (`/BAF/Home`), as the route guard decides: a
 * link to a page they would be refused is not offered (the home's quick links).
 */
export function useMayOpen(): (path: string) => boolean {
  const { permissions } = usePermissions<string[]>();
  return (path) => canOpen(routeOf(path.split(/[?#]/)[0]!)?.roles, permissions ?? []);
}

/**
 * The route guard: a user without one of the route's roles goes to `/inicio`, with the
 * original URL kept in the location state (the layout's notice names the page), unless the route
 * is `alsoForDeciders` and the approvals' count says the user decides some request (a substitute
 * without the module's role). The services refuse the calls anyway.
 */
export function RouteGuard({
  roles,
  alsoForDeciders = false,
  children,
}: {
  roles?: readonly string[];
  alsoForDeciders?: boolean;
  children: ReactNode;
}) {
  const { permissions, isPending } = usePermissions<string[]>();
  const location = useLocation();
  const byRole = !isPending && canOpen(roles, permissions ?? []);
  const deciders = useDecides(alsoForDeciders && !isPending && !byRole);
  if (isPending || deciders.isPending) return <Loading />;
  if (!byRole && deciders.decides !== true) {
    return (
      <Navigate
        to={`${PORTAL_BASE}/inicio`}
        replace
        state={{ from: `${location.pathname}${location.search}` } satisfies RefusedState}
      />
    );
  }
  return <>{children}</>;
}
