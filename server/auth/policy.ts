/**
 * THE access policy of the reference services: one entry per route, keyed `METHOD full-url` as
 * Fastify registers it (family prefix included; the HEAD route Fastify adds for a GET uses the GET
 * entry). The guard (guard.ts) refuses to start when a /api/ route has no entry or an entry names
 * no route, and tests/api/policy.test.ts calls every route as several users against this table.
 *
 * Rules (ARCHITECTURE.md, "Rules every service follows"):
 * - `access.employee`: any signed-in employee;
 * - `access.roles(...)` / `ownerOf(module)`: those roles or System_Admin — writes on reference data
 *   and content need the module's owner role;
 * - `access.self(claim, fromParams|fromQuery|fromBody(name), owners)`: the id the request carries
 *   must be the caller's, unless the caller holds an owner role or System_Admin.
 */
import { type Access, access, fromParams, type SelfClaim, type SubjectSource } from './access';

/** The owner role of each module: writes on its reference data and content need it. */
export const OWNER_ROLE_OF = {
  benefits: 'Benefits_Owner',
  sales: 'AssetsSale_Owner',
  raft: 'Raft_Owner',
  home: 'Home_Owner',
  newsletters: 'Newsletters_Owner',
  personalDays: 'PD_Owner',
  lss: 'LSS_Owner',
} as const;
export type OwnedModule = keyof typeof OWNER_ROLE_OF;

/** The owner role of these modules, or System_Admin. */
export const ownerOf = (...modules: OwnedModule[]): Access =>
  access.roles(...modules.map((module) => OWNER_ROLE_OF[module]));

/** The employee themself, or the owner of `module`, or System_Admin. */
export const selfOrOwnerOf = (
  module: OwnedModule | null,
  claim: SelfClaim,
  source: SubjectSource,
): Access => access.self(claim, source, module ? [OWNER_ROLE_OF[module]] : []);

export type Policy = Readonly<Record<string, Access>>;

/** The policy key of a route: HEAD routes answer to their GET's rule. */
export const routeKey = (method: string, url: string): string =>
  `${method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()} ${url}`;

export const policy: Policy = {
  'GET /api/health': access.public,

  // Main employee API — authentication (SPEC §7)
  'POST /api/main/authenticate/LoadUserData': access.public,
  'POST /api/main/authenticate/refresh': access.public,
  'DELETE /api/main/Authenticate': access.employee,

  // Main employee API — account
  'GET /api/main/User/GetUserByUserName/:username': selfOrOwnerOf(
    null,
    'username',
    fromParams('username'),
  ),
  'GET /api/main/user': access.employee,

  // Main employee API — stored uploads, readable by URL (ids are random UUIDs; <img> sends no token)
  'GET /api/main/files/:id': access.public,

  // Main employee API — permissions administration (issue 4)
  'GET /api/main/Module/GetAll/': access.admin,
  'GET /api/main/Module/GetRolesByModule': access.admin,
  'PUT /api/main/Module/Update': access.admin,
  'GET /api/main/Role/GetByCode/:code': access.admin,
  'PUT /api/main/Role/Update': access.admin,
  'GET /api/main/User/GetAllUserByRolCode/:code': access.admin,
  'POST /api/main/User/AddUser': access.admin,
  'PUT /api/main/User/UpdateUser': access.admin,
  'GET /api/main/Audit': access.admin,
};
