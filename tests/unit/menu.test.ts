import { describe, expect, it } from 'vitest';
import { canOpen, canSee, menuLinks, rolesForPath, visibleMenu } from '../../src/layout/access';
import { type MenuEntry, menu } from '../../src/layout/menu';
import { EMPLOYEE_MENU_ENTRIES, EMPLOYEE_ROLES } from '../fixtures/demoUsers';

const ALL_ROLES = [
  'System_Admin',
  'LSS_User',
  'LSS_Owner',
  'PD_User',
  'PD_Owner',
  'payroll_User',
  'AssetsSale_User',
  'AssetsSale_Owner',
  'Benefits_User',
  'Benefits_Owner',
  'Raft_User',
  'Raft_Owner',
  'Home_Owner',
  'Newsletters_User',
  'Newsletters_Owner',
  'Growth_Owner',
  'Reimbursement_Owner',
  'Payroll_Owner',
  'Medical_Staff',
  'Extracurricular_Admin',
  'Extracurricular_MLT',
  'Transport_Coordinator',
  'Workforce_Planner',
  'Workforce_Admin',
];

/** Who sees what, written out independently of menu.ts: entry id → roles that see it. */
const salesRoles = ['AssetsSale_User', 'AssetsSale_Owner', 'System_Admin'];
const salesAdmin = ['System_Admin', 'AssetsSale_Owner'];
const benefitRoles = ['Benefits_User', 'Benefits_Owner', 'System_Admin'];
const raftRoles = ['Raft_User', 'Raft_Owner', 'System_Admin'];
const raftAdmin = ['Raft_Owner', 'System_Admin'];
const settingsRoles = ['System_Admin', 'Home_Owner'];
const growthAdmin = ['Growth_Owner', 'System_Admin'];
const payrollRoles = ['System_Admin', 'payroll_User', 'Payroll_Owner'];
const reimbursementAdmin = ['Reimbursement_Owner', 'System_Admin'];
const transportAdmin = ['Transport_Coordinator', 'System_Admin'];
const extracurricularAdmin = ['Extracurricular_Admin', 'System_Admin'];
const lssAdmin = ['LSS_Owner', 'System_Admin'];
const pdRoles = ['System_Admin', 'PD_Owner', 'PD_User'];
const payrollAdmin = ['Payroll_Owner', 'System_Admin'];
const medicalStaff = ['Medical_Staff', 'System_Admin'];
const planners = ['Workforce_Planner', 'System_Admin'];
const workforceAdmin = ['Workforce_Admin', 'System_Admin'];
const benefitsAdmin = ['Benefits_Owner', 'System_Admin'];
const extracurricularInstructors = ['Extracurricular_MLT', ...extracurricularAdmin];
/** An entry every signed-in employee sees (a module without a user role). */
const EVERYONE = 'every signed-in employee';
const spec: Record<string, string[]> = {
  lss: ['LSS_User', 'LSS_Owner', 'System_Admin'],
  lssSurvey: ['LSS_User', 'LSS_Owner', 'System_Admin'],
  lssResults: lssAdmin,
  configuration: ['System_Admin'],
  permissionsModules: ['System_Admin'],
  permissionsAudit: ['System_Admin'],
  permissionsReads: ['System_Admin'],
  permissionsJobs: ['System_Admin'],
  personalDays: pdRoles,
  personalDaysMine: pdRoles,
  personalDaysApprovals: pdRoles,
  personalDaysHolidays: ['PD_Owner', 'System_Admin'],
  payroll: payrollRoles,
  payrollHome: payrollRoles,
  payrollPayslip: payrollRoles,
  payrollBonuses: payrollRoles,
  payrollCafeteria: payrollRoles,
  assetsSale: salesRoles,
  salesHome: salesRoles,
  salesCampaigns: salesAdmin,
  salesInventory: salesAdmin,
  salesBuildings: salesAdmin,
  salesOrders: salesAdmin,
  salesOrderedItems: salesAdmin,
  benefits: benefitRoles,
  benefitsHome: benefitRoles,
  benefitsAdmin: benefitsAdmin,
  benefitsDiscounts: benefitsAdmin,
  benefitsCategories: benefitsAdmin,
  benefitsLinkTypes: benefitsAdmin,
  benefitsBoundaries: ['System_Admin'],
  bringAFriend: raftRoles,
  bafHome: raftRoles,
  bafMyReferrals: raftRoles,
  bafReferrals: raftAdmin,
  bafCalendar: raftAdmin,
  bafVideo: raftAdmin,
  bafBanners: raftAdmin,
  settings: settingsRoles,
  newsSettings: settingsRoles,
  menuSettings: settingsRoles,
  videoSettings: settingsRoles,
  kudosSettings: settingsRoles,
  calendarSettings: settingsRoles,
  bannersSettings: settingsRoles,
  askSettings: settingsRoles,
  chatbotSettings: settingsRoles,
  contactSettings: settingsRoles,
  newsletter: ['System_Admin', 'Newsletters_User', 'Newsletters_Owner'],
  newsletterHome: ['System_Admin', 'Newsletters_Owner', 'Newsletters_User'],
  newsletterAdmin: ['Newsletters_Owner', 'System_Admin'],
  growth: [EVERYONE],
  growthOpenings: [EVERYONE],
  growthMetrics: [EVERYONE],
  growthProfile: [EVERYONE],
  growthOpeningsAdmin: growthAdmin,
  growthApplications: growthAdmin,
  reimbursement: [EVERYONE],
  reimbursementNew: [EVERYONE],
  reimbursementMine: [EVERYONE],
  reimbursementApprovals: reimbursementAdmin,
  cafeteria: [EVERYONE],
  cafeteriaHome: [EVERYONE],
  cafeteriaPlaces: payrollAdmin,
  cafeteriaCategories: payrollAdmin,
  cafeteriaPrices: payrollAdmin,
  certificates: [EVERYONE],
  certificatesMine: [EVERYONE],
  certificatesRegister: payrollAdmin,
  schedule: [EVERYONE],
  scheduleMine: [EVERYONE],
  scheduleRequests: planners,
  scheduleOffered: planners,
  appointments: [EVERYONE],
  appointmentsHome: [EVERYONE],
  appointmentsDay: medicalStaff,
  appointmentsRequests: medicalStaff,
  appointmentsBuildings: medicalStaff,
  appointmentsProfessionals: medicalStaff,
  appointmentsAvailability: medicalStaff,
  appointmentsRequestTypes: medicalStaff,
  appointmentsCampaigns: medicalStaff,
  extracurricular: [EVERYONE],
  extracurricularCourses: [EVERYONE],
  myLocation: [EVERYONE],
  extracurricularMyGroups: extracurricularInstructors,
  configurationMessages: extracurricularAdmin,
  extracurricularLobs: extracurricularAdmin,
  extracurricularLocations: extracurricularAdmin,
  extracurricularRooms: extracurricularAdmin,
  extracurricularCatalogue: extracurricularAdmin,
  extracurricularDefinitions: extracurricularAdmin,
  extracurricularStudents: extracurricularAdmin,
  extracurricularAdmins: extracurricularAdmin,
  extracurricularMltAdmins: extracurricularAdmin,
  extracurricularImages: extracurricularAdmin,
  extracurricularReports: extracurricularAdmin,
  transportation: [EVERYONE],
  transportationHome: [EVERYONE],
  transportationRoutes: transportAdmin,
  transportationRequests: transportAdmin,
  // Whoever may decide some request; the service then hides it from those who decide none.
  approvals: [
    'PD_User',
    'PD_Owner',
    'System_Admin',
    'Reimbursement_Owner',
    'Workforce_Planner',
    'Medical_Staff',
    'Transport_Coordinator',
  ],
  approvalDelegation: [EVERYONE],
  workforce: workforceAdmin,
  workforceEmployees: workforceAdmin,
  workforceImport: workforceAdmin,
};
const seenBy = (roles: string[], role: string) => roles.includes(EVERYONE) || roles.includes(role);
const everyone = Object.entries(spec)
  .filter(([, roles]) => roles.includes(EVERYONE))
  .map(([id]) => id);

const ids = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.id, ...ids(e.children ?? [])]);

describe('side menu (entries and visibility)', () => {
  it('has exactly the expected entries and children', () => {
    expect(menu.map((e) => e.id)).toEqual([
      'lss',
      'configuration',
      'workforce',
      'personalDays',
      'payroll',
      'assetsSale',
      'benefits',
      'bringAFriend',
      'settings',
      'newsletter',
      'growth',
      'reimbursement',
      'cafeteria',
      'certificates',
      'schedule',
      'appointments',
      'extracurricular',
      'transportation',
      'approvals',
      'approvalDelegation',
    ]);
    expect(ids(menu).sort()).toEqual(Object.keys(spec).sort());
  });

  it.each(ALL_ROLES)('shows a %s exactly the entries of the visibility table', (role) => {
    const expected = Object.entries(spec)
      .filter(([, roles]) => seenBy(roles, role))
      .map(([id]) => id)
      .sort();
    expect(ids(visibleMenu(menu, [role])).sort()).toEqual(expected);
  });

  it('shows a user without roles only the entries of every employee', () => {
    expect(ids(visibleMenu(menu, []))).toEqual(everyone);
  });

  it('shows an entry without roles to everyone signed in', () => {
    expect(canSee({ id: 'x', to: '/x' }, [])).toBe(true);
    expect(rolesForPath('/x', [{ id: 'x', to: '/x' }])).toBeUndefined();
  });

  it('shows the employee demo account the employee entries only', () => {
    // Their PD_User role lets them see the approvals entry, before the delegation's; the service
    // hides it (no people).
    const expected = [...EMPLOYEE_MENU_ENTRIES];
    expected.splice(expected.indexOf('approvalDelegation'), 0, 'approvals');
    expect(ids(visibleMenu(menu, EMPLOYEE_ROLES))).toEqual(expected);
  });

  it('shows an entry with its own role field only to a holder of that role', () => {
    const entry: MenuEntry = {
      id: 'x',
      to: '/x',
      roles: ['System_Admin', 'Home_Owner'],
      role: 'Home_Owner',
    };
    expect(canSee(entry, ['Home_Owner'])).toBe(true);
    expect(canSee(entry, ['System_Admin'])).toBe(false);
    expect(canSee({ ...entry, role: undefined }, ['System_Admin'])).toBe(true);
  });

  it('hides a group none of whose children the user may see', () => {
    const group: MenuEntry = {
      id: 'g',
      roles: ['A'],
      children: [{ id: 'c', to: '/c', roles: ['B'] }],
    };
    expect(visibleMenu([group], ['A'])).toEqual([]);
    expect(ids(visibleMenu([group], ['A', 'B']))).toEqual(['g', 'c']);
  });
});

describe('route guard from the same table', () => {
  it('gives each menu path the roles of its entry, case-insensitively', () => {
    // The same roles, in any order.
    const sorted = (roles: readonly string[] | undefined) => [...(roles ?? [])].sort();
    expect(sorted(rolesForPath('/Ventas/Campaign'))).toEqual(sorted(spec.salesCampaigns));
    expect(sorted(rolesForPath('/ventas/campaign'))).toEqual(sorted(spec.salesCampaigns));
    expect(rolesForPath('/Inicio')).toBeUndefined();
    for (const entry of menuLinks()) {
      const roles = spec[entry.id]!;
      expect(rolesForPath(entry.to!), entry.id).toEqual(
        roles.includes(EVERYONE) ? undefined : expect.arrayContaining(roles),
      );
      if (!roles.includes(EVERYONE)) expect(sorted(rolesForPath(entry.to!))).toEqual(sorted(roles));
    }
  });

  it('opens a route without roles to everyone and a listed route to its roles only', () => {
    expect(canOpen(undefined, [])).toBe(true);
    expect(canOpen(spec.salesCampaigns, ['AssetsSale_User'])).toBe(false);
    expect(canOpen(spec.salesCampaigns, ['AssetsSale_Owner'])).toBe(true);
    expect(canOpen(spec.configuration, ['System_Admin'])).toBe(true);
    expect(canOpen(spec.configuration, [])).toBe(false);
  });
});
