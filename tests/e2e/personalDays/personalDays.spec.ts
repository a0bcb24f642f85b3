import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { dayInSpanish } from '../../../contracts/calendar';
import { formatDay } from '../../../resources/shared/dates';
import { field, shownDay, typeDay } from '../fields';
import { endSession, signedIn } from '../signIn';
import { balanceOf, choose, countsThisYear, freeWeekday } from './helpers';

const RUN = Date.now();
/** This run's request, found by its comment among the others in the approver's inbox. */
const COMMENT = `Cita E2E ${RUN}`;
const EMPLOYEE = 'Esteban Vargas Rojas';

test.describe.configure({ mode: 'serial' });

test('an employee requests a morning off; their supervisor approves it; the employee is notified and the balance moves', async ({
  browser,
}) => {
  // Two users, a form and a decision.
  test.setTimeout(180_000);
  const employee = await signedIn(browser, 'employee', '/portal/PersonalDays');
  const { page } = employee;
  const before = await balanceOf(page, 'Día personal');
  const day = await freeWeekday(page, 3);
  const date = formatDay(day, 'es');
  // Half a day, on this year's balance (a day of next year moves next year's).
  const half = countsThisYear(day) ? 0.5 : 0;

  await page.getByRole('link', { name: 'Solicitar un día' }).click();
  await expect(page).toHaveURL(/\/portal\/FormRequestDay$/);
  await choose(page, 'Categoría', /^Día personal/);
  await choose(page, 'Horario', /^Mañana, de 08:00 a 12:00/);
  await typeDay(field(page, 'Día'), day);
  await field(page, 'Comentario (opcional)').fill(COMMENT);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(`Solicitud del ${date} enviada`)).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/PersonalDays$/);
  const mine = page.getByRole('listitem', { name: `Día personal, ${date}` });
  await expect(mine).toContainText('Pendiente');
  await expect(mine).toContainText(COMMENT);
  expect(await balanceOf(page, 'Día personal')).toEqual({
    ...before,
    pending: before.pending + half,
    left: before.left - half,
  });

  // The same day again is refused by the service, on the day's input.
  await page.goto('/portal/FormRequestDay');
  await choose(page, 'Categoría', /^Trámites/);
  await choose(page, 'Horario', /^Tarde/);
  await typeDay(field(page, 'Día'), day);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    page.getByText('ya tiene una solicitud pendiente o aprobada para ese día').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/FormRequestDay$/);

  // The supervisor finds it in their inbox and approves it.
  const supervisor = await signedIn(browser, 'supervisor', '/portal/PersonalDays');
  const inbox = supervisor.page;
  await inbox.getByRole('link', { name: 'Aprobar solicitudes de mi equipo' }).click();
  await expect(inbox).toHaveURL(/\/portal\/PersonalDays\/Aprobaciones$/);
  await inbox.getByPlaceholder(/Buscar/).fill(String(RUN));
  await expect(inbox).toHaveURL(new RegExp(`filter=.*${RUN}`));
  const row = inbox.getByRole('row').filter({ hasText: COMMENT });
  await expect(inbox.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(EMPLOYEE);
  await row.click();
  await expect(inbox).toHaveURL(/\/portal\/PersonalDays\/Aprobaciones\/\d+$/);
  await expect(inbox.getByText(COMMENT)).toBeVisible();
  await inbox.getByRole('button', { name: 'Aprobar' }).click();
  await inbox.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(inbox.getByText('Aprobada').first()).toBeVisible();
  await endSession(inbox);
  await supervisor.context.close();

  // The employee sees it approved, is notified, and the half day moved from pending to used.
  await page.goto('/portal/PersonalDays');
  await expect(mine).toContainText('Aprobada');
  expect(await balanceOf(page, 'Día personal')).toEqual({
    ...before,
    used: before.used + half,
    left: before.left - half,
  });
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByText(`Tu día libre del ${dayInSpanish(day)} fue aprobado`)
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await endSession(page);
  await employee.context.close();
});

test('an employee moves a pending request to another day, then cancels it after confirming', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, 'employee', '/portal/PersonalDays');
  const before = await balanceOf(page, 'Trámites');
  const first = await freeWeekday(page, 5);
  await page.goto('/portal/FormRequestDay');
  await choose(page, 'Categoría', /^Trámites/);
  await choose(page, 'Horario', /^Tarde/);
  await typeDay(field(page, 'Día'), first);
  await field(page, 'Comentario (opcional)').fill(`Trámite ${RUN}`);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/portal\/PersonalDays$/);

  // Another free day, after the first: the form shows the request's category and time as facts.
  const second = await freeWeekday(page, 6);
  const request = page.getByRole('listitem', { name: `Trámites, ${formatDay(first, 'es')}` });
  await request.getByRole('link', { name: /^Cambiar la solicitud/ }).click();
  await expect(page).toHaveURL(/\/portal\/FormRequestDay\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cambiar mi solicitud' })).toBeVisible();
  await expect(page.getByText('Tarde, de 13:00 a 17:00', { exact: true })).toBeVisible();
  await expect(field(page, 'Día')).toHaveValue(shownDay(first));
  await typeDay(field(page, 'Día'), second);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText(`Solicitud cambiada al ${formatDay(second, 'es')}`)).toBeVisible();
  const moved = page.getByRole('listitem', { name: `Trámites, ${formatDay(second, 'es')}` });
  await expect(moved).toContainText(`Trámite ${RUN}`);

  // Cancelling asks first; 'No' keeps it pending.
  await moved.getByRole('button', { name: /^Cancelar la solicitud/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialog).toContainText('Quedará en el historial como cancelada.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(moved).toContainText('Pendiente');
  await moved.getByRole('button', { name: /^Cancelar la solicitud/ }).click();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Solicitud cancelada')).toBeVisible();
  await expect(moved).toContainText('Cancelada');
  await expect(moved.getByRole('button', { name: /^Cancelar la solicitud/ })).toHaveCount(0);
  // The half day is back in the balance.
  expect(await balanceOf(page, 'Trámites')).toEqual(before);
  await endSession(page);
  await context.close();
});

test('an owner adds a holiday, the request form refuses it by name, and the owner deletes it', async ({
  browser,
}) => {
  const owner = await signedIn(browser, 'pd.owner', '/portal/PersonalDays');
  const { page } = owner;
  await page.getByRole('link', { name: 'Feriados de la empresa' }).click();
  await expect(page).toHaveURL(/\/portal\/PersonalDays\/Feriados/);
  await expect(page.getByText('Navidad').first()).toBeVisible();
  const day = await freeWeekday(page, 20);
  const name = `Feriado E2E ${RUN}`;
  await page.getByRole('link', { name: 'Nuevo feriado' }).click();
  await typeDay(field(page, 'Fecha'), day);
  await field(page, 'Nombre').fill(name);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se creó «${name}»`)).toBeVisible();
  // The same date twice is refused on the date.
  await page.goto('/portal/PersonalDays/Feriados/form');
  await typeDay(field(page, 'Fecha'), day);
  await field(page, 'Nombre').fill('Otro nombre');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('ya hay un feriado ese día').first()).toBeVisible();
  await expect(page).toHaveURL(/\/Feriados\/form$/);

  const employee = await signedIn(browser, 'employee', '/portal/FormRequestDay');
  const form = employee.page;
  await choose(form, 'Categoría', /^Día personal/);
  await choose(form, 'Horario', /^Tarde/);
  await typeDay(field(form, 'Día'), day);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText(`Ese día es feriado (${name}): elija otro.`)).toBeVisible();
  await endSession(form);
  await employee.context.close();

  await page.goto('/portal/PersonalDays/Feriados');
  await page.getByRole('button', { name: `Eliminar «${name}»` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Feriado eliminado')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await endSession(page);
  await owner.context.close();
});
