/**
 * The portal's modules and the roles each grants: one catalogue read by the
 * services' policy, the seed, the portal's menu and route guard, and the test fixtures.
 */
export const SYSTEM_ADMIN = 'System_Admin';

interface CatalogueEntry {
  /** Code of the permission module (the `modules` table). */
  code: string;
  /** Name shown on the permission screens before translation. */
  name: string;
  /** The role that uses the module, when it has one. */
  user?: string;
  /** The role that administers the module's content and reference data, when it has one. */
  owner?: string;
}

export const catalogue = {
  lss: { code: 'LSS', name: 'LSS', user: 'LSS_User', owner: 'LSS_Owner' },
  configuration: { code: 'CONFIGURATION', name: 'Configuration', owner: SYSTEM_ADMIN },
  personalDays: {
    code: 'PERSONAL_DAYS',
    name: 'Personal Days',
    user: 'PD_User',
    owner: 'PD_Owner',
  },
  payroll: { code: 'PAYROLL', name: 'Payroll', user: 'payroll_User', owner: 'Payroll_Owner' },
  sales: {
    code: 'ASSETS_SALE',
    name: 'Venta de Activos',
    user: 'AssetsSale_User',
    owner: 'AssetsSale_Owner',
  },
  benefits: { code: 'BENEFITS', name: 'Benefits', user: 'Benefits_User', owner: 'Benefits_Owner' },
  referrals: { code: 'RAFT', name: 'Bring a friend', user: 'Raft_User', owner: 'Raft_Owner' },
  home: { code: 'HOME', name: 'Settings / Home', owner: 'Home_Owner' },
  newsletters: {
    code: 'NEWSLETTERS',
    name: 'Newsletters',
    user: 'Newsletters_User',
    owner: 'Newsletters_Owner',
  },
  growth: { code: 'GROWTH', name: 'Growth opportunities', owner: 'Growth_Owner' },
  reimbursement: {
    code: 'REIMBURSEMENT',
    name: 'Educational reimbursement',
    owner: 'Reimbursement_Owner',
  },
  /**
   * Every employee enrols; the MLT admins (the instructors) run their courses; the extracurricular
   * admins keep the reference data, the admins and the messages.
   */
  extracurricular: {
    code: 'EXTRACURRICULAR',
    name: 'Extracurricular courses',
    user: 'Extracurricular_MLT',
    owner: 'Extracurricular_Admin',
  },
  /** Every employee asks for a seat; the transport coordinators keep the routes and decide. */
  transportation: {
    code: 'TRANSPORTATION',
    name: 'Transportation',
    owner: 'Transport_Coordinator',
  },
  /** Every employee books; the medical staff keep the module and alone read others' records. */
  appointments: { code: 'APPOINTMENTS', name: 'Medical appointments', owner: 'Medical_Staff' },
  /** Every agent requests; the workforce planners keep the schedules and decide the requests. */
  schedule: { code: 'SCHEDULE', name: 'Schedule change', owner: 'Workforce_Planner' },
  /** HR's administrators keep the employees: the CSV import and the employees administration. */
  workforce: { code: 'WORKFORCE', name: 'Workforce', owner: 'Workforce_Admin' },
  certificates: { code: 'CERTIFICATES', name: 'Certificates' },
  cafeteria: { code: 'CAFETERIA', name: 'Cafeteria' },
  permissions: { code: 'PERMISSIONS', name: 'Permissions' },
} as const satisfies Record<string, CatalogueEntry>;

export type CatalogueModule = keyof typeof catalogue;
/** Modules with an owner role. */
export type OwnedModule = {
  [M in CatalogueModule]: (typeof catalogue)[M] extends { owner: string } ? M : never;
}[CatalogueModule];
/** Modules with a user role. */
export type UsedModule = {
  [M in CatalogueModule]: (typeof catalogue)[M] extends { user: string } ? M : never;
}[CatalogueModule];

/**
 * The names modules and roles are seeded with (a module's catalogue name, a role's code in words):
 * the portal shows its own translation instead while an administrator has not renamed them.
 */
export const seededModuleName = (code: string): string | undefined =>
  Object.values(catalogue).find((entry) => entry.code === code)?.name;
export const seededRoleName = (code: string): string => code.replace(/_/g, ' ');

/** The roles a module grants, in catalogue order (user, then owner). */
export function rolesOf(module: CatalogueModule): string[] {
  const entry: CatalogueEntry = catalogue[module];
  return [entry.user, entry.owner].filter((role): role is string => Boolean(role));
}

/** Who administers a module: its owner role and System_Admin. */
export const ownersOf = (...modules: OwnedModule[]): string[] => [
  ...new Set([SYSTEM_ADMIN, ...modules.map((module) => catalogue[module].owner)]),
];

/** Who uses a module: its user role, its owner role and System_Admin. */
export const usersOf = (...modules: UsedModule[]): string[] => [
  ...new Set([SYSTEM_ADMIN, ...modules.flatMap((module) => rolesOf(module))]),
];

/** Whether the roles include one of `allowed`. */
export const holdsAny = (
  allowed: readonly string[],
  roles: readonly string[] | undefined,
): boolean => allowed.some((role) => roles?.includes(role) ?? false);

/** Whether the roles administer `module` (its owner role or System_Admin). */
export const isOwnerOf = (module: OwnedModule, roles: readonly string[] | undefined): boolean =>
  holdsAny(ownersOf(module), roles);
