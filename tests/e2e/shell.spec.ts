import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { EMPLOYEE_MENU_ENTRIES } from '../fixtures/demoUsers';
import { blockingViolations } from './accessibility';
import { openAs } from './signIn';

/** Expands every group of the side menu and returns the entry ids it shows. */
async function visibleMenuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav).toBeVisible();
  const collapsed = nav.locator('[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav
    .locator('[data-menu-entry]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-entry')!));
}

const adminEntries = [
  'lss',
  'lssSurvey',
  'lssResults',
  'configuration',
  'permissionsModules',
  'permissionsAudit',
  'permissionsReads',
  'permissionsJobs',
  'workforce',
  'workforceEmployees',
  'workforceImport',
  'personalDays',
  'personalDaysMine',
  'personalDaysApprovals',
  'personalDaysHolidays',
  'payroll',
  'payrollHome',
  'payrollPayslip',
  'payrollBonuses',
  'payrollCafeteria',
  'assetsSale',
  'salesHome',
  'salesCampaigns',
  'salesInventory',
  'salesBuildings',
  'salesOrders',
  'salesOrderedItems',
  'benefits',
  'benefitsHome',
  'benefitsAdmin',
  'benefitsDiscounts',
  'benefitsCategories',
  'benefitsLinkTypes',
  'benefitsBoundaries',
  'bringAFriend',
  'bafHome',
  'bafMyReferrals',
  'bafReferrals',
  'bafCalendar',
  'bafVideo',
  'bafBanners',
  'settings',
  'newsSettings',
  'menuSettings',
  'videoSettings',
  'kudosSettings',
  'calendarSettings',
  'bannersSettings',
  'askSettings',
  'chatbotSettings',
  'contactSettings',
  'newsletter',
  'newsletterHome',
  'newsletterAdmin',
  'growth',
  'growthOpenings',
  'growthMetrics',
  'growthProfile',
  'growthOpeningsAdmin',
  'growthApplications',
  'reimbursement',
  'reimbursementNew',
  'reimbursementMine',
  'reimbursementApprovals',
  'cafeteria',
  'cafeteriaHome',
  'cafeteriaPlaces',
  'cafeteriaCategories',
  'cafeteriaPrices',
  'certificates',
  'certificatesMine',
  'certificatesRegister',
  'schedule',
  'scheduleMine',
  'scheduleRequests',
  'scheduleOffered',
  'appointments',
  'appointmentsHome',
  'appointmentsDay',
  'appointmentsRequests',
  'appointmentsBuildings',
  'appointmentsProfessionals',
  'appointmentsAvailability',
  'appointmentsRequestTypes',
  'appointmentsCampaigns',
  'extracurricular',
  'extracurricularCourses',
  'myLocation',
  'extracurricularMyGroups',
  'configurationMessages',
  'extracurricularLobs',
  'extracurricularLocations',
  'extracurricularRooms',
  'extracurricularCatalogue',
  'extracurricularDefinitions',
  'extracurricularStudents',
  'extracurricularAdmins',
  'extracurricularMltAdmins',
  'extracurricularImages',
  'extracurricularReports',
  'transportation',
  'transportationHome',
  'transportationRoutes',
  'transportationRequests',
  'approvals',
  'approvalDelegation',
];

test.describe('side menu by role', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [username, expected] of [
    ['admin', adminEntries],
    ['employee', EMPLOYEE_MENU_ENTRIES],
    // Growth opportunities, educational reimbursement, the cafeteria, certificates, medical
    // appointments, extracurricular courses and transportation are every employee's: no role needed.
    [
      'newhire',
      [
        'growth',
        'growthOpenings',
        'growthMetrics',
        'growthProfile',
        'reimbursement',
        'reimbursementNew',
        'reimbursementMine',
        'cafeteria',
        'cafeteriaHome',
        'certificates',
        'certificatesMine',
        'schedule',
        'scheduleMine',
        'appointments',
        'appointmentsHome',
        'extracurricular',
        'extracurricularCourses',
        'myLocation',
        'transportation',
        'transportationHome',
        'approvalDelegation',
      ],
    ],
  ] as const) {
    test(`${username} sees exactly the entries of the visibility table`, async ({ page }) => {
      await openAs(page, username);
      expect(await visibleMenuEntries(page)).toEqual(expected);
    });
  }
});

test('the sidebar is collapsed at 1000 px and a drawer at 400 px', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await openAs(page, 'employee');
  const lss = page.locator('[data-menu-entry="lss"]');
  await expect(page.locator('.RaSidebar-docked.RaSidebar-closed, .RaSidebar-closed')).toHaveCount(
    1,
  );
  // The sidebar animates to its collapsed width.
  await expect
    .poll(async () => (await page.locator('.RaSidebar-fixed').boundingBox())?.width)
    .toBeLessThan(80);

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(lss).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.locator('.MuiDrawer-modal [data-menu-entry="lss"]')).toBeVisible();
});

test('an unknown path goes to the 404 page, whose button returns home', async ({ page }) => {
  await openAs(page, 'employee');
  await page.goto('/portal/no/such/page');
  await expect(page).toHaveURL(/\/portal\/session\/404$/);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
});

test('breadcrumbs and global search lead to the pages the user may open', async ({ page }) => {
  await openAs(page, 'admin');
  const crumbs = page.getByRole('navigation', { name: 'Usted está aquí' });
  await expect(crumbs.getByText('Inicio', { exact: true })).toHaveAttribute('aria-current', 'page');
  const search = page.getByRole('combobox', { name: 'Buscar' });
  await expect(search).toHaveAttribute('placeholder', 'Escriba aquí');
  await search.fill('configuracion');
  // The configuration pages, found by their group's name (shown under each page's).
  await expect(page.getByRole('option', { name: /^Módulos y roles/ })).toBeVisible();
});

test('theme and language choices persist across a reload', async ({ page }) => {
  await openAs(page, 'employee');
  await page.getByRole('button', { name: 'Apariencia' }).click();
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click();
  await page.keyboard.press('Escape');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  expect(dark).not.toBe('rgb(250, 250, 250)');

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await background()).toBe(dark);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});

test('a module’s texts come with its first page, in the language in use, breadcrumbs included', async ({
  page,
}) => {
  await openAs(page, 'employee');
  await page.goto('/portal/Ventas/Home');
  const crumbs = page.getByRole('navigation', { name: 'Usted está aquí' });
  await expect(crumbs.getByText('Venta de activos', { exact: true })).toBeVisible();
  await expect(page.getByText('Campañas activas', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  const englishCrumbs = page.getByRole('navigation', { name: 'You are here' });
  await expect(englishCrumbs.getByText('Asset sale', { exact: true })).toBeVisible();
  await expect(page.getByText('Active campaigns', { exact: true })).toBeVisible();

  // A module first opened in English gets its Spanish texts when the user switches back.
  await page.goto('/portal/Benefits/Home');
  await expect(englishCrumbs.getByText('Benefits', { exact: true })).toBeVisible();
  await expect(page.getByText('Categories', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(crumbs.getByText('Beneficios', { exact: true })).toBeVisible();
  await expect(page.getByText('Categorías', { exact: true }).first()).toBeVisible();
});

test('the shell has no serious or critical accessibility violation', async ({ page }) => {
  await openAs(page, 'admin');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  for (const path of ['/portal/Inicio', '/portal/session/404']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page, path)).toEqual([]);
  }
});
