import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations, violationsOn } from '../accessibility';
import { field, pick } from '../fields';
import { openOnPhone, PHONE } from '../phone';
import { endSession, signedIn } from '../signIn';

const HOME = '/portal/ExtracurricularCourses';
const RUN = Date.now();
const MESSAGE_TITLE = `Matrícula e2e ${RUN}`;
const MESSAGE_TEXT = `Las inscripciones cierran el viernes ${RUN}.`;

test.describe.configure({ mode: 'serial' });

test('an extracurricular admin creates a LOB with a cost centre, a location and a room in it, and edits a message', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const lob = `Línea e2e ${RUN}`;
  const location = `Sede e2e ${RUN}`;
  const room = `Sala e2e ${RUN}`;
  const admin = await signedIn(browser, 'extracurricular.admin', HOME);
  const { page } = admin;

  // The catalogue page links the administrators' screens.
  await page
    .getByRole('navigation', { name: /Administración/ })
    .getByRole('link', { name: 'Líneas de negocio' })
    .click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Lineas$/);
  await page.getByRole('link', { name: 'Agregar' }).first().click();
  await expect(page).toHaveURL(/\/Lineas\/form$/);
  // The list stays on screen while the form's code loads: its «Cuenta» filter is not the form's.
  await expect(page.getByText('Centros de costo')).toBeVisible();
  await pick(page, 'Cuenta');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).first().fill(lob);
  await page.getByRole('button', { name: 'Agregar', exact: true }).click();
  await field(page, 'Código').fill(`E2E-${String(RUN).slice(-6)}`);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).nth(1).fill('Centro e2e');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Lineas$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(lob);
  await expect(page.getByRole('row', { name: new RegExp(lob) })).toBeVisible();

  // A location in a district: each select opens once the one above is chosen.
  await page.goto(`${HOME}/Sedes/form`);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(location);
  await expect(page.getByRole('combobox', { name: /^Cantón/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await pick(page, 'Provincia', 'Heredia');
  await pick(page, 'Cantón');
  await pick(page, 'Distrito');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Sedes$/);

  // A room in that (active) location.
  await page.goto(`${HOME}/Salas/form`);
  await pick(page, 'Sede', location);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(room);
  await page.getByLabel('Virtual').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Salas$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(room);
  await expect(page.getByRole('row', { name: new RegExp(room) })).toContainText(location);

  // A configuration message, edited in the rich-text editor and kept active.
  await page.goto('/portal/ConfigurationMessages');
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/ConfigurationMessages\/form\/\d+$/);
  await field(page, 'Título').fill(MESSAGE_TITLE);
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(MESSAGE_TEXT);
  await page.getByLabel('Activo').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ConfigurationMessages$/);
  await expect(page.getByRole('row', { name: new RegExp(MESSAGE_TITLE) })).toBeVisible();

  expect(
    await violationsOn(page, [
      `${HOME}/Lineas`,
      `${HOME}/Lineas/form`,
      `${HOME}/Sedes`,
      `${HOME}/Salas`,
      `${HOME}/Cursos`,
      `${HOME}/Estudiantes`,
      `${HOME}/Administradores`,
      `${HOME}/InstructoresMLT`,
      `${HOME}/Imagenes`,
      '/portal/ConfigurationMessages',
    ]),
  ).toEqual([]);
  await endSession(page);
  await admin.context.close();
});

test('an employee sets where they live, refused until the address is complete, and finds it after a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const address = `De la iglesia 200 m al sur, casa ${RUN}`;
  // Not `employee`: the transportation flow counts on that account's seeded home.
  const employee = await signedIn(browser, 'supervisor', '/portal/MyLocation');
  const { page } = employee;
  const form = page.getByRole('region', { name: 'Cambiar mi ubicación' });
  await expect(form).toBeVisible();
  await pick(page, 'Provincia', 'San José');
  await pick(page, 'Cantón');
  const district = await pick(page, 'Distrito');
  // Changing the province empties canton and district again.
  await pick(page, 'Provincia', 'Cartago');
  await expect(page.getByRole('combobox', { name: /^Distrito/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await pick(page, 'Provincia', 'San José');
  await pick(page, 'Cantón');
  await pick(page, 'Distrito', district);
  await field(form, 'Dirección').fill('x');
  await form.getByRole('button', { name: 'Guardar mi ubicación' }).click();
  await expect(form.getByText(/al menos 5/)).toBeVisible();
  await field(form, 'Dirección').fill(address);
  await form.getByRole('button', { name: 'Guardar mi ubicación' }).click();
  await expect(
    form.getByRole('status').filter({ hasText: 'Su ubicación quedó guardada.' }),
  ).toBeVisible();
  expect(await blockingViolations(page, 'MyLocation (saved)')).toEqual([]);

  await page.reload();
  const saved = page.getByTestId('saved-location');
  await expect(saved).toContainText(address);
  await expect(saved).toContainText(district);
  await expect(saved).toContainText('San José');
  await page.setViewportSize(PHONE);
  await openOnPhone(page, '/MyLocation', async (phone) => {
    await expect(phone.getByTestId('saved-location')).toContainText(address);
  });
  await endSession(page);
  await employee.context.close();
});

test('an employee sees the catalogue: the edited message, the groups open to them as cards, filtered in the address', async ({
  browser,
}) => {
  const employee = await signedIn(browser, 'employee', HOME);
  const { page } = employee;
  const messages = page.getByTestId('catalogue-messages');
  await expect(messages).toContainText(MESSAGE_TITLE);
  await expect(messages).toContainText(MESSAGE_TEXT);
  // The seeded groups: enrolled in English; the one for another line of business is not offered.
  const groups = page.getByTestId('catalogue-groups');
  await expect(groups.getByRole('article', { name: 'Inglés conversacional' })).toContainText(
    'Inscrito',
  );
  await expect(groups.getByRole('article', { name: /Oratoria/ })).toHaveCount(0);
  await pick(page, 'Modalidad', 'Virtual');
  await expect(page).toHaveURL(/modality=virtual/);
  await expect(groups.getByRole('article', { name: 'Excel intermedio' })).toContainText('En línea');
  await expect(groups.getByRole('article', { name: 'Inglés conversacional' })).toHaveCount(0);
  await page.goBack();
  await expect(groups.getByRole('article', { name: 'Inglés conversacional' })).toBeVisible();
  // Employees are offered no administration.
  await expect(page.getByRole('navigation', { name: /Administración/ })).toHaveCount(0);
  expect(await violationsOn(page, [HOME, '/portal/MyLocation'])).toEqual([]);
  await page.setViewportSize(PHONE);
  await openOnPhone(page, '/ExtracurricularCourses', async (phone) => {
    await expect(phone.getByTestId('catalogue-groups')).toBeVisible();
  });
  await endSession(page);
  await employee.context.close();
});
