import { type Browser, expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { demoAccounts } from '../../../server/db/seed/demoAccounts';
import { violationsOn } from '../accessibility';
import { field, pick, typeDay, typeTime } from '../fields';
import { openOnPhone, PHONE } from '../phone';
import { endSession, signedIn } from '../signIn';

const HOME = '/portal/ExtracurricularCourses';
const RUN = Date.now();
const COURSE = `Inscripción e2e ${RUN}`;
const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** A demo account's badge (the seed numbers them from 100001 in the accounts' order). */
const badgeOf = (username: string) =>
  String(100001 + demoAccounts.findIndex((account) => account.username === username));
const nameOf = (username: string) => {
  const account = demoAccounts.find((candidate) => candidate.username === username)!;
  return `${account.firstName} ${account.lastName}`;
};

/** The run's group page, found as an employee finds it: searched in the catalogue. */
async function openGroup(page: Page): Promise<void> {
  await page.goto(HOME);
  await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill(COURSE);
  await expect(page).toHaveURL(/\?q=/);
  const card = page.getByRole('article', { name: COURSE });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `Ver el curso ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Curso\/\d+$/);
  await expect(page.getByRole('heading', { name: COURSE, level: 2 })).toBeVisible();
  // The breadcrumb names the group by its course, not its id.
  await expect(page.getByRole('navigation', { name: 'Usted está aquí' })).toContainText(COURSE);
  // Every day from a week ago to two months ahead (less any company holiday).
  await expect(
    page.getByRole('region', { name: 'Sesiones' }).getByText(/^\d+ sesiones$/),
  ).toBeVisible();
}

/** Signs `username` in, enrols them in the run's group and checks they are in. */
async function enrol(browser: Browser, username: string): Promise<void> {
  const { page, context } = await signedIn(browser, username);
  await openGroup(page);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Quedó inscrito en ${COURSE}.` }),
  ).toBeVisible();
  await expect(page.getByText('Está inscrito en este grupo.')).toBeVisible();
  await endSession(page);
  await context.close();
}

test.describe.configure({ mode: 'serial' });

let groupPath = '';

test('an admin defines a group of 2 seats through the form', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'extracurricular.admin', `${HOME}/Cursos/form`);
  const { page } = admin;
  await field(page, 'Nombre').fill(COURSE);
  await page.getByLabel('Matrícula abierta').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Cursos$/);

  // Every day from a week ago: today and the days before are sessions to mark attendance for.
  await page.goto(`${HOME}/Grupos/form`);
  await pick(page, 'Curso', COURSE);
  await pick(page, 'Sala');
  await field(page, 'Enlace de la sesión').fill('https://meet.example.com/e2e');
  await field(page, 'Gafete del instructor').fill(badgeOf('mlt.admin'));
  await field(page, 'Correo del instructor').click();
  await expect(page.getByText(`Instructor: ${nameOf('mlt.admin')}`)).toBeVisible();
  const today = calendarDay();
  await typeDay(field(page, 'Fecha de inicio'), addDays(today, -7));
  await typeDay(field(page, 'Fecha de fin'), addDays(today, 60));
  for (const day of DAYS) await page.getByLabel(day, { exact: true }).check();
  await typeTime(field(page, 'Hora de inicio'), '17:00');
  await typeTime(field(page, 'Hora de fin'), '18:30');
  await field(page, 'Cupo').fill('2');
  await pick(page, 'Estado', 'Abierto');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Grupos$/);
  await endSession(page);
  await admin.context.close();
});

test('two employees enrol, a third joins the waiting list, one withdraws and the third gets the seat and a notification', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await enrol(browser, 'employee');
  await enrol(browser, 'supervisor');

  // The group is full: the new hire is offered the waiting list, and told their place in it.
  const third = await signedIn(browser, 'newhire');
  await openGroup(third.page);
  groupPath = new URL(third.page.url()).pathname;
  await expect(third.page.getByText('Grupo lleno: hay lista de espera')).toBeVisible();
  await expect(third.page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  await third.page.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(
    third.page.getByText(`Quedó en la lista de espera de ${COURSE}, en la posición 1.`),
  ).toBeVisible();
  await expect(third.page.getByText('Está en la lista de espera, en la posición 1.')).toBeVisible();
  await endSession(third.page);
  await third.context.close();

  // The employee withdraws, after saying yes.
  const first = await signedIn(browser, 'employee', groupPath);
  await first.page.getByRole('button', { name: 'Retirarme del curso' }).click();
  const question = first.page.getByRole('dialog', { name: 'Confirmación' });
  await expect(question).toContainText(`¿Retirarse de ${COURSE}?`);
  await question.getByRole('button', { name: 'Sí' }).click();
  await expect(first.page.getByText(`Se retiró de ${COURSE}.`)).toBeVisible();
  // The freed seat went to the new hire: the group is full again, and offers its waiting list.
  await expect(
    first.page.getByRole('button', { name: 'Unirme a la lista de espera' }),
  ).toBeVisible();
  expect(await violationsOn(first.page, [groupPath, HOME, `${HOME}?tab=mine`])).toEqual([]);
  await endSession(first.page);
  await first.context.close();

  // The new hire has the seat: in "Mis cursos" and in the bell.
  const promoted = await signedIn(browser, 'newhire', `${HOME}?tab=mine`);
  const mine = promoted.page.getByTestId('my-courses');
  const current = mine.getByRole('region', { name: 'Mis inscripciones' });
  await expect(current.getByRole('link', { name: COURSE })).toBeVisible();
  await expect(current).toContainText('Inscrito');
  await promoted.page.getByRole('button', { name: /^Notificaciones/ }).click();
  const notice = promoted.page
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByText(`Tienes cupo en ${COURSE}`)
    .first();
  await expect(notice).toBeVisible();
  // The notification opens the group's page.
  await notice.click();
  await expect(promoted.page).toHaveURL(new RegExp(`${groupPath}$`));
  await expect(promoted.page.getByText('Está inscrito en este grupo.')).toBeVisible();
  const calendar = promoted.page.waitForEvent('download');
  await promoted.page.getByRole('button', { name: 'Agregar a mi calendario' }).click();
  expect((await calendar).suggestedFilename()).toMatch(/\.ics$/);
  await promoted.page.setViewportSize(PHONE);
  await openOnPhone(promoted.page, groupPath.replace(/^\/portal/, ''), async (phone) => {
    await expect(phone.getByText('Está inscrito en este grupo.')).toBeVisible();
  });
  await endSession(promoted.page);
  await promoted.context.close();
});

test('the instructor sees the roster, exports it and marks attendance', async ({ browser }) => {
  test.setTimeout(180_000);
  const instructor = await signedIn(browser, 'mlt.admin', `${HOME}/MisGrupos`);
  const { page } = instructor;
  const card = page.getByRole('article', { name: COURSE });
  await expect(card).toContainText('2 de 2 inscritos');
  await card.getByRole('link', { name: `Ver el grupo ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/MisGrupos\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Usted está aquí' })).toContainText(COURSE);

  const roster = page.getByRole('table', { name: 'Estudiantes' });
  await expect(roster.getByRole('row')).toHaveCount(3);
  await expect(roster).toContainText(nameOf('supervisor'));
  await expect(roster).toContainText(nameOf('newhire'));
  await expect(roster).not.toContainText(nameOf('employee'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // Today's session is offered first; the supervisor is marked present, the new hire absent.
  const sheet = page.getByRole('group', { name: /^Asistencia del/ });
  await sheet.getByRole('checkbox', { name: new RegExp(nameOf('supervisor')) }).check();
  await expect(sheet.getByText('1 de 2 presentes')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar la asistencia' }).click();
  await expect(page.getByText(/^La asistencia del .* quedó guardada\.$/)).toBeVisible();
  await expect(
    roster
      .getByRole('row', { name: new RegExp(nameOf('supervisor')) })
      .getByRole('cell')
      .last(),
  ).toHaveText('1');
  // After a reload the marks are the saved ones.
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: /^Asistencia del/ })
      .getByRole('checkbox', { name: new RegExp(nameOf('supervisor')) }),
  ).toBeChecked();
  expect(await violationsOn(page, [new URL(page.url()).pathname, `${HOME}/MisGrupos`])).toEqual([]);
  await endSession(page);
  await instructor.context.close();
});
