import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { demoAccounts } from '../../../server/db/seed/demoAccounts';
import { blockingViolations } from '../accessibility';
import { field, pick, typeDay, typeTime } from '../fields';
import { endSession, signedIn } from '../signIn';

const HOME = '/portal/ExtracurricularCourses';
const RUN = Date.now();
const COURSE = `Curso e2e ${RUN}`;

/** A demo account's badge (the seed numbers them from 100001 in the accounts' order). */
const badgeOf = (username: string) =>
  String(100001 + demoAccounts.findIndex((account) => account.username === username));
const nameOf = (username: string) => {
  const account = demoAccounts.find((candidate) => candidate.username === username)!;
  return `${account.firstName} ${account.lastName}`;
};

const axe = (page: Parameters<typeof blockingViolations>[0], where: string) =>
  blockingViolations(page, where, { exclude: ['.RaSidebar-fixed'] });

test('an extracurricular admin defines a group of 2 seats, enrols a users file, withdraws a student and reads the report', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signedIn(browser, 'extracurricular.admin', `${HOME}/Cursos/form`);
  const { page } = admin;

  // A course of its own, open for enrolment, so the run's group is the only one of it.
  await field(page, 'Nombre').fill(COURSE);
  await page.getByLabel('Matrícula abierta').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Cursos$/);

  // The group: course, a room, the MLT instructor by badge, dates, days, times, 2 seats, open.
  await page.goto(`${HOME}/Grupos`);
  await page.getByRole('link', { name: 'Agregar' }).first().click();
  await expect(page).toHaveURL(/\/Grupos\/form$/);
  // The list stays on screen while the form's code loads: its «Curso» filter is not the form's.
  await expect(field(page, 'Gafete del instructor')).toBeVisible();
  await pick(page, 'Curso', COURSE);
  await pick(page, 'Sala');
  // A virtual room requires the link; a room in a location ignores it.
  await field(page, 'Enlace de la sesión').fill('https://meet.example.com/e2e');
  await field(page, 'Gafete del instructor').fill(badgeOf('mlt.admin'));
  await field(page, 'Correo del instructor').click();
  await expect(page.getByText(`Instructor: ${nameOf('mlt.admin')}`)).toBeVisible();
  const today = calendarDay();
  await typeDay(field(page, 'Fecha de inicio'), today);
  await typeDay(field(page, 'Fecha de fin'), addDays(today, 60));
  await page.getByLabel('Lunes').check();
  await page.getByLabel('Miércoles').check();
  await typeTime(field(page, 'Hora de inicio'), '17:00');
  await typeTime(field(page, 'Hora de fin'), '18:30');
  await field(page, 'Cupo').fill('2');
  await pick(page, 'Estado', 'Abierto');
  await field(page, 'Nota para los colaboradores').fill('Para todo el personal');
  expect(await axe(page, 'Grupos/form')).toEqual([]);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/ExtracurricularCourses\/Grupos$/);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(COURSE);
  const row = page.getByRole('row', { name: new RegExp(COURSE) });
  await expect(row).toContainText('0/2');
  expect(await axe(page, 'Grupos')).toEqual([]);

  // Its roster: nobody yet; a users file enrols two, refuses an unknown badge and, once full, the rest.
  await row.getByRole('link', { name: `Inscritos de ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/Grupos\/\d+\/Inscritos$/);
  await expect(page.getByText('Nadie se ha matriculado todavía.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'lista.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'gafete',
        badgeOf('benefits.owner'),
        '999999',
        badgeOf('sales.owner'),
        badgeOf('raft.owner'),
      ].join('\n'),
    ),
  });
  await expect(page.getByText('lista.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Matricular la lista' }).click();
  const refused = page.getByRole('dialog', { name: 'Gafetes que no se matricularon' });
  await expect(refused).toContainText('Se matricularon 2 de 4 gafetes.');
  const refusedList = refused.getByRole('list', { name: 'Gafetes rechazados' });
  await expect(refusedList.getByRole('listitem')).toHaveCount(2);
  await expect(refusedList).toContainText('999999');
  await expect(refusedList).toContainText(badgeOf('raft.owner'));
  expect(await axe(page, 'Inscritos (refused badges)')).toEqual([]);
  await refused.getByRole('button', { name: 'Cerrar' }).click();
  const enrolled = page.getByRole('list', { name: 'Matriculados' });
  await expect(enrolled.getByRole('listitem')).toHaveCount(2);
  await expect(enrolled).toContainText(nameOf('benefits.owner'));
  await expect(page.getByTestId('quota-usage')).toHaveText(/^2 de 2 cupos ocupados/);
  await expect(page.getByRole('region', { name: 'Quién puede matricularse' })).toContainText(
    'Para todo el personal',
  );
  expect(await axe(page, 'Inscritos')).toEqual([]);

  // Withdrawing one asks first, then frees the seat.
  await enrolled.getByRole('button', { name: `Retirar a ${nameOf('sales.owner')}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'quedó retirado' })).toBeVisible();
  await expect(enrolled.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('quota-usage')).toHaveText(/^1 de 2 cupos ocupados/);

  // The report: the course's row in words and in the table, by course and by line of business.
  await page.goto(`${HOME}/Reportes`);
  await expect(page.getByRole('tab', { name: 'Por curso' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(`${COURSE}: matriculados 1 de 2 cupos; en espera 0`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(COURSE) }).getByRole('cell')).toHaveText([
    '1',
    '0',
    '2',
  ]);
  expect(await axe(page, 'Reportes')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^matricula-por-curso/);
  await page.getByRole('tab', { name: 'Por línea de negocio' }).click();
  await expect(page.getByRole('tab', { name: 'Por línea de negocio' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).not.toContainText(/Cargando/);
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);

  // The top bar finds the group by its course, and opens its form.
  await page.getByRole('combobox', { name: 'Buscar' }).fill(COURSE);
  await page
    .getByRole('group', { name: 'Grupos de cursos' })
    .getByRole('option', { name: new RegExp(COURSE) })
    .click();
  await expect(page).toHaveURL(/\/Grupos\/form\/\d+$/);
  await expect(field(page, 'Cupo')).toHaveValue('2');

  await endSession(page);
  await admin.context.close();
});
