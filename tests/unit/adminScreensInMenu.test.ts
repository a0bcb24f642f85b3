import { describe, expect, it } from 'vitest';
import { catalogue, rolesOf } from '../../contracts/catalogue';
import { canOpen, menuLinks, visibleMenu } from '../../src/layout/access';
import { menu } from '../../src/layout/menu';
import { modules } from '../../src/modules';
import { routes } from '../../src/routes';

/** Every role of the catalogue, and a user who holds none. */
const everyRole = [...new Set(Object.keys(catalogue).flatMap((m) => rolesOf(m as never)))];
const holders = [...everyRole.map((role) => [role]), []];

/** Each administered entity's list screen, walked from every manifest. */
const adminLists = modules.flatMap((module) =>
  (module.resources ?? []).flatMap((resource) =>
    resource.list ? [{ module: module.name, resource: resource.name, list: resource.list }] : [],
  ),
);

const linksSeenBy = (roles: readonly string[]) =>
  new Set(menuLinks(visibleMenu(menu, roles)).map((entry) => entry.to!.toLowerCase()));

describe("every manifest's administration screens in the side menu", () => {
  it('finds the administered entities of the manifests', () => {
    expect(adminLists.length).toBeGreaterThan(20);
  });

  it.each(adminLists)(
    '$module: the list of $resource is in the menu of exactly whom its route lets in',
    ({ list }) => {
      const route = routes.find((candidate) => candidate.path.toLowerCase() === list.toLowerCase());
      expect(route, `a route at ${list}`).toBeDefined();
      for (const roles of holders) {
        const mayOpen = canOpen(route!.roles, roles);
        expect(linksSeenBy(roles).has(list.toLowerCase()), `${list} for [${roles.join()}]`).toBe(
          mayOpen,
        );
      }
    },
  );
});
