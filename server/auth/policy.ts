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

/** Benefits catalogue (issue 6): who reads benefits (System_Admin always passes). */
const benefitReaders = access.roles('Benefits_User', OWNER_ROLE_OF.benefits);

export type Policy = Readonly<Record<string, Access>>;

/** Who buys in Venta de Activos (SPEC §6): AssetsSale_User, the owner, System_Admin. */
const salesBuyers = access.roles('AssetsSale_User', OWNER_ROLE_OF.sales);

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

  // Main employee API — home content and settings (issue 5): calendar, home menu, CTAs, images.
  // Calendars and CTAs are shared with Bring a friend: the route admits either owner and each
  // row is written only by its module's owner (server/homeSettings/access.ts).
  'GET /api/main/CalendarActivitie/GetAllByApplicationId/:id': access.employee,
  'GET /api/main/CalendarActivitie/:id': access.employee,
  'POST /api/main/CalendarActivitie': ownerOf('home', 'raft'),
  'PUT /api/main/CalendarActivitie': ownerOf('home', 'raft'),
  'DELETE /api/main/CalendarActivitie/Delete/:id': ownerOf('home', 'raft'),
  'GET /api/main/HomeMenu': access.employee,
  'GET /api/main/HomeMenu/:id': access.employee,
  'POST /api/main/HomeMenu': ownerOf('home'),
  'PUT /api/main/HomeMenu': ownerOf('home'),
  'DELETE /api/main/HomeMenu/Delete/:id': ownerOf('home'),
  'GET /api/main/CTAs/GetHomeVideo': access.employee,
  'GET /api/main/CTAs/GetRAFTVideo': access.employee,
  'PUT /api/main/CTAs/UpdateHomeVideo': ownerOf('home'),
  'PUT /api/main/CTAs/UpdateCTA': ownerOf('home', 'raft'),
  'GET /api/main/CTAs/GetAllBanner': access.employee,
  'GET /api/main/CTAs/GetAskAlejandro': access.employee,
  'GET /api/main/CTAs/GetChatBot': access.employee,
  'GET /api/main/CTAs/GetAllContact': access.employee,
  'POST /api/main/CTAs/AddContact': ownerOf('home', 'raft'),
  'GET /api/main/CTAs/:id': access.employee,
  'DELETE /api/main/CTAs/:id': ownerOf('home', 'raft'),
  'GET /api/main/api/Common/GetImages': access.employee,
  'GET /api/main/api/Common/GetRAFTImages': access.employee,

  // Main employee API — home messages and kudos (issue 5). POST/PUT /HomeMessage also check the
  // message: news need Home_Owner or System_Admin, a kudos is edited only by its author (403).
  'GET /api/main/HomeMessage': access.employee,
  'GET /api/main/HomeMessage/GetById/:id': access.employee,
  'POST /api/main/HomeMessage': access.employee,
  'PUT /api/main/HomeMessage': access.employee,
  'POST /api/main/HomeMessage/Image': ownerOf('home'),
  'GET /api/main/HomeMessage/Settings': ownerOf('home'),
  'GET /api/main/HomeMessage/GetKudosCorrections': access.employee,
  'PUT /api/main/HomeMessage/:id/Correction': ownerOf('home'),
  'PUT /api/main/HomeMessage/:id/Publish': ownerOf('home'),
  'GET /api/main/HomeMessage/GetKudosSuggestionMessages': access.employee,
  'GET /api/main/HomeMessage/KudosSuggestion': ownerOf('home'),
  'POST /api/main/HomeMessage/KudosSuggestion': ownerOf('home'),
  'PUT /api/main/HomeMessage/KudosSuggestion/:id': ownerOf('home'),
  'DELETE /api/main/HomeMessage/KudosSuggestion/:id': ownerOf('home'),
  'GET /api/main/BirthdayMembers': access.employee,
  'GET /api/main/api/Raft/GetGoldenReferresList': access.employee,
  // The caller's own notifications (every query is bounded to the token's employee)
  'GET /api/main/api/notification': access.employee,
  'POST /api/main/api/notification/delete': access.employee,
  'POST /api/main/api/notification/delete-all': access.employee,
  'POST /api/main/api/notification/read': access.employee,

  // Main employee API — newsletters (issue 5): readers see current ones, owners write
  'GET /api/main/Newsletter': ownerOf('newsletters'),
  'GET /api/main/Newsletter/GetCurrentNewsletters': access.roles(
    'Newsletters_User',
    OWNER_ROLE_OF.newsletters,
  ),
  'GET /api/main/Newsletter/:id': access.roles('Newsletters_User', OWNER_ROLE_OF.newsletters),
  'POST /api/main/Newsletter': ownerOf('newsletters'),
  'PUT /api/main/Newsletter': ownerOf('newsletters'),
  'DELETE /api/main/Newsletter/Delete/:id': ownerOf('newsletters'),
  'POST /api/main/Newsletter/Image': ownerOf('newsletters'),

  // Main employee API — Benefits catalogue (issue 6): employees read, Benefits_Owner writes.
  'GET /api/main/BenefitsDiscount/GetBenefitsDiscount': benefitReaders,
  'GET /api/main/BenefitsDiscount/GetBenefitsDiscountTable': ownerOf('benefits'),
  'GET /api/main/BenefitsDiscount/:id': benefitReaders,
  'POST /api/main/BenefitsDiscount': ownerOf('benefits'),
  'PUT /api/main/BenefitsDiscount/:id': ownerOf('benefits'),
  'DELETE /api/main/BenefitsDiscount/:id': ownerOf('benefits'),
  'GET /api/main/BenefitLink': benefitReaders,
  'GET /api/main/BenefitLink/:id': benefitReaders,
  'POST /api/main/BenefitLink': ownerOf('benefits'),
  'PUT /api/main/BenefitLink/:id': ownerOf('benefits'),
  'DELETE /api/main/BenefitLink/:id': ownerOf('benefits'),
  'GET /api/main/BenefitsCategory': benefitReaders,
  'GET /api/main/BenefitsCategory/:id': benefitReaders,
  'POST /api/main/BenefitsCategory': ownerOf('benefits'),
  'PUT /api/main/BenefitsCategory/:id': ownerOf('benefits'),
  'DELETE /api/main/BenefitsCategory/:id': ownerOf('benefits'),
  'GET /api/main/Benefits': benefitReaders,
  'GET /api/main/Benefits/:id': benefitReaders,
  'POST /api/main/Benefits': ownerOf('benefits'),
  'PUT /api/main/Benefits/:id': ownerOf('benefits'),
  'DELETE /api/main/Benefits/:id': ownerOf('benefits'),
  'GET /api/main/PageSettings': benefitReaders,
  'POST /api/main/PageSettings': ownerOf('benefits'),
  'PUT /api/main/PageSettings/:id': ownerOf('benefits'),
  // End of Benefits catalogue

  // Main employee API — geography and benefit locations (issue 6): Benefits readers see the
  // locations, Benefits owners write them; the geography is for any employee.
  'GET /api/main/Provinces': access.employee,
  'GET /api/main/Provinces/:provinceId/Cantons': access.employee,
  'GET /api/main/Provinces/:provinceId/Cantons/:cantonId/Districts': access.employee,
  'GET /api/main/BenefitsLocation': access.roles('Benefits_User', OWNER_ROLE_OF.benefits),
  'GET /api/main/BenefitsLocation/FindByProvincia': access.roles(
    'Benefits_User',
    OWNER_ROLE_OF.benefits,
  ),
  'GET /api/main/BenefitsLocation/FindByProvinciaCanton': access.roles(
    'Benefits_User',
    OWNER_ROLE_OF.benefits,
  ),
  'GET /api/main/BenefitsLocation/:id': access.roles('Benefits_User', OWNER_ROLE_OF.benefits),
  'POST /api/main/BenefitsLocation': ownerOf('benefits'),
  'PUT /api/main/BenefitsLocation/:id': ownerOf('benefits'),
  'DELETE /api/main/BenefitsLocation/:id': ownerOf('benefits'),
  // Sales — Venta de Activos (issue 7): buyers are the sales roles; reference data and every
  // order are the owners'. GET /Order/{id} also lets the buyer read their own (403 otherwise).
  'GET /api/main/Campaign/Active': salesBuyers,
  'GET /api/main/Campaign': ownerOf('sales'),
  'GET /api/main/Campaign/Items': ownerOf('sales'),
  'GET /api/main/Campaign/Items/:id': ownerOf('sales'),
  'POST /api/main/Campaign': ownerOf('sales'),
  'PUT /api/main/Campaign/:id': ownerOf('sales'),
  'POST /api/main/Campaign/:id/Items': ownerOf('sales'),
  'PUT /api/main/Campaign/Items/:id': ownerOf('sales'),
  'DELETE /api/main/Campaign/Items/:id': ownerOf('sales'),
  'GET /api/tools/Campaign/:id': salesBuyers,
  'DELETE /api/tools/Campaign/:id': ownerOf('sales'),
  'GET /api/main/Order/User': salesBuyers,
  'GET /api/main/Order': ownerOf('sales'),
  'GET /api/main/Order/:id': salesBuyers,
  'GET /api/main/Order/Campaign/:id/Items': ownerOf('sales'),
  'GET /api/main/Order/User/Campaign/:id': salesBuyers,
  'POST /api/main/Order': salesBuyers,
  'GET /api/main/Building': ownerOf('sales'),
  'GET /api/main/Building/:id': ownerOf('sales'),
  'POST /api/main/Building': ownerOf('sales'),
  'PUT /api/main/Building/:id': ownerOf('sales'),
  'DELETE /api/main/Building/:id': ownerOf('sales'),
};
