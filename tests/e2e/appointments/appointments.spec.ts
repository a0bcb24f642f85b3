import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { blockingViolations, violationsOn } from '../accessibility';
import { field, typeDay, typeTime } from '../fields';
import { openOnPhone, PHONE } from '../phone';
import { endSession, signedIn, openAs } from '../signIn';

const HOME = '/portal/MedicalAppointment';
const RUN = Date.now();

/** Picks the first choice of a select (MUI) whose label is `label`, skipping closed buildings. */
async function pick(page: Page, scope: Locator, label: string, choice?: RegExp): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option').filter({ hasNotText: '(cerrado)' });
  const option = choice ? options.filter({ hasText: choice }).first() : options.first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

test.describe.configure({ mode: 'serial' });

test('an employee books a free slot, sees it, downloads its calendar file and cancels it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, context } = await signedIn(browser, 'employee', HOME);
  const book = page.getByRole('region', { name: 'Reservar cita' });
  await expect(book.getByText('Elija un edificio para ver las horas disponibles.')).toBeVisible();
  const building = await pick(page, book, 'Edificio');

  // The last day offered, its last slot: the seed's own appointments are sooner.
  await book.getByRole('combobox', { name: 'Día' }).click();
  await page.getByRole('option').last().click();
  const slots = book.getByRole('region', { name: /^Horas disponibles del/ }).getByRole('button');
  await expect(slots.first()).toBeVisible();
  const slot = slots.last();
  const label = (await slot.getAttribute('aria-label')) ?? '';
  const [, start, end] = /^(\d\d:\d\d) a (\d\d:\d\d) con /.exec(label)!;
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expect(book.getByRole('status').filter({ hasText: 'Cita elegida' })).toContainText(start!);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await blockingViolations(page, 'MedicalAppointment (slot chosen)')).toEqual([]);

  // By phone a phone must be 8 digits or empty.
  await book.getByRole('radio', { name: 'Por teléfono' }).check();
  await book.getByLabel('Teléfono 1').fill('123');
  await book.getByRole('button', { name: 'Reservar' }).click();
  await expect(book.getByText('Escriba 8 dígitos o déjelo vacío')).toBeVisible();
  await book.getByRole('radio', { name: 'Presencial' }).check();

  await book.getByRole('button', { name: 'Reservar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  const booked = book.getByRole('status').filter({ hasText: 'Cita reservada' });
  await expect(booked).toContainText(start!);
  // The slot is no longer offered.
  await expect(book.getByRole('button', { name: label })).toHaveCount(0);

  // Mine, upcoming, with its calendar file.
  const mine = page.getByRole('region', { name: 'Mis citas' });
  const upcoming = mine.getByRole('list', { name: 'Próximas' });
  const line = upcoming
    .getByRole('listitem')
    .filter({ hasText: `${start} a ${end}` })
    .filter({
      hasText: building.trim(),
    });
  await expect(line.first()).toContainText('Reservada');
  const download = page.waitForEvent('download');
  await line
    .first()
    .getByRole('button', { name: /^Agregar a mi calendario la cita/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^cita-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('DTSTART');
  expect(ics).toContain(building.trim());
  expect(await blockingViolations(page, 'MedicalAppointment (booked)')).toEqual([]);

  // Cancelled after a confirmation: no longer upcoming.
  await line
    .first()
    .getByRole('button', { name: /^Cancelar la cita/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(mine.getByRole('status').filter({ hasText: 'Cita cancelada.' })).toBeVisible();
  await expect(line).toHaveCount(0);
  await expect(
    mine
      .getByRole('list', { name: 'Anteriores' })
      .getByRole('listitem')
      .filter({ hasText: `${start} a ${end}` })
      .filter({ hasText: 'Cancelada' })
      .first(),
  ).toBeVisible();
  await endSession(page);
  await context.close();
});

/** The first weekday at least `days` ahead (the service refuses weekends and holidays). */
function weekdayAhead(days: number): string {
  let day = addDays(calendarDay(), days);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

test('an employee sends a self-managed request, the medical staff approve it, the employee sees it approved', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const reason = `Chequeo anual e2e ${RUN}`;
  const author = await signedIn(browser, 'employee', HOME);
  const { page } = author;
  const section = page.getByRole('region', { name: 'Autogestión de citas' });
  await pick(page, section, 'Edificio');
  await pick(page, section, 'Área (cuenta)');
  await pick(page, section, 'Tipo de solicitud');
  await section.getByLabel('Motivo').fill(reason);
  await section.getByLabel('Teléfono').fill('');
  // The shift typed in 24-hour time, whatever the browser's language; saved as the contract's HH:mm.
  await typeTime(field(section, 'Hora de entrada'), '07:30');
  await typeTime(field(section, 'Hora de salida'), '16:30');
  await typeTime(field(section, 'Hora de almuerzo'), '12:15');
  // A working day: a holiday is refused naming the date, then the next one is tried.
  const sent = section.getByRole('status').filter({ hasText: 'Solicitud enviada' });
  let saved: Record<string, unknown> = {};
  for (let ahead = 8; ahead < 20; ahead += 1) {
    await typeDay(section.getByLabel('Fecha de la cita'), weekdayAhead(ahead));
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/AutogestionCita'),
    );
    await section.getByRole('button', { name: 'Enviar solicitud' }).click();
    const response = await answer;
    if (response.status() === 201) saved = (await response.json()) as Record<string, unknown>;
    await expect(sent.or(section.getByRole('alert'))).toBeVisible();
    if (await sent.isVisible()) break;
  }
  await expect(sent).toBeVisible();
  expect(saved).toMatchObject({ horaEntrada: '07:30', horaSalida: '16:30', horaAlmuerzo: '12:15' });
  const mine = section.getByRole('list', { name: 'Mis solicitudes' });
  const request = mine.getByRole('listitem').filter({ hasText: reason });
  await expect(request).toContainText('Pendiente');

  // The medical staff find it in their inbox and approve it.
  const staff = await signedIn(browser, 'medical.staff', HOME);
  const inbox = staff.page;
  await inbox.getByRole('link', { name: 'Solicitudes de autogestión' }).click();
  await expect(inbox).toHaveURL(/\/portal\/MedicalAppointment\/Autogestion/);
  const row = inbox.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible();
  await expect(inbox.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await blockingViolations(inbox, 'Autogestion', { exclude: ['.RaSidebar-fixed'] })).toEqual(
    [],
  );
  await row.click();
  await expect(inbox).toHaveURL(/\/portal\/MedicalAppointment\/Autogestion\/\d+$/);
  await expect(inbox.getByText(reason)).toBeVisible();
  await inbox.getByRole('button', { name: 'Aprobar' }).click();
  await inbox.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(inbox.getByText('Aprobada').first()).toBeVisible();
  expect(await violationsOn(inbox, [`${HOME}/Citas`])).toEqual([]);
  await endSession(inbox);
  await staff.context.close();

  // The employee sees it approved.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Autogestión de citas' })
      .getByRole('listitem')
      .filter({ hasText: reason }),
  ).toContainText('Aprobada');
  await endSession(page);
  await author.context.close();
});

test('the page and the staff’s day fit a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openAs(page, 'medical.staff');
  await openOnPhone(page, '/MedicalAppointment', async (phone) => {
    await expect(phone.getByRole('region', { name: 'Reservar cita' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Mis citas' })).toBeVisible();
  });
  await openOnPhone(page, '/MedicalAppointment/Citas', async (phone) => {
    await expect(phone.getByRole('combobox', { name: 'Estado' }).first()).toBeVisible();
  });
  await endSession(page);
  await context.close();
});

test('the medical staff add a closed building, which employees see closed; their screens are axe clean', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Clínica e2e ${RUN}`;
  const staff = await signedIn(browser, 'medical.staff', HOME);
  const { page } = staff;
  await page.getByRole('link', { name: 'Edificios médicos' }).click();
  await expect(page).toHaveURL(/\/portal\/MedicalAppointment\/Edificios$/);
  await page.getByRole('link', { name: 'Agregar' }).first().click();
  // The list's sort button is labelled "Ordenar por nombre…": wait for the form and match exactly.
  await expect(page).toHaveURL(/\/Edificios\/form$/);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await page.getByLabel('Abierto').uncheck();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/portal\/MedicalAppointment\/Edificios$/);
  expect(
    await violationsOn(page, [
      `${HOME}/Edificios`,
      `${HOME}/Profesionales`,
      `${HOME}/Disponibilidad`,
      `${HOME}/TiposSolicitud`,
      `${HOME}/Campanas`,
      `${HOME}/Campanas/form`,
    ]),
  ).toEqual([]);
  await endSession(page);
  await staff.context.close();

  const employee = await signedIn(browser, 'employee', HOME);
  const book = employee.page.getByRole('region', { name: 'Reservar cita' });
  await book.getByRole('combobox', { name: 'Edificio' }).click();
  const closed = employee.page.getByRole('option', { name: `${name} (cerrado)` });
  await expect(closed).toBeVisible();
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await employee.page.keyboard.press('Escape');
  await endSession(employee.page);
  await employee.context.close();
});

test('the medical staff mark an employee’s appointment attended with a diagnosis, which the employee reads in their history', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const diagnosis = `Rinitis alérgica e2e ${RUN}`;
  const author = await signedIn(browser, 'employee', HOME);
  const { page } = author;
  const book = page.getByRole('region', { name: 'Reservar cita' });
  await pick(page, book, 'Edificio');
  await book.getByRole('combobox', { name: 'Día' }).click();
  const lastDay = page.getByRole('option').last();
  const day = (await lastDay.getAttribute('data-value'))!;
  await lastDay.click();
  const slot = book
    .getByRole('region', { name: /^Horas disponibles del/ })
    .getByRole('button')
    .first();
  // Named "08:00 a 08:30 con <professional>"; with any professional, the button shows whose it is.
  const [times, professional] = (await slot.getAttribute('aria-label'))!.split(' con ');
  const start = times!.split(' ')[0]!;
  await expect(slot).toContainText(`${start}${professional}`);
  await slot.click();
  await book.getByRole('button', { name: 'Reservar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(book.getByRole('status').filter({ hasText: 'Cita reservada' })).toContainText(start);

  const staff = await signedIn(browser, 'medical.staff');
  const filter = encodeURIComponent(JSON.stringify({ fecha: day, identificacion: '100002' }));
  await staff.page.goto(`${HOME}/Citas?filter=${filter}`);
  const row = staff.page.getByRole('row').filter({ hasText: start });
  await expect(row).toContainText('Reservada');
  await row
    .getByRole('button', { name: new RegExp(`^Atendida: cita de .* a las ${start}$`) })
    .click();
  const dialog = staff.page.getByRole('dialog');
  await dialog.getByLabel('Diagnóstico').fill(diagnosis);
  await dialog.getByRole('button', { name: 'Atendida' }).click();
  await expect(row).toContainText('Atendida');
  await endSession(staff.page);
  await staff.context.close();

  await page.reload();
  const history = page.getByRole('region', { name: 'Mi historial médico' });
  await expect(history.getByText(`Diagnóstico: ${diagnosis}`, { exact: false })).toBeVisible();
  await endSession(page);
  await author.context.close();
});

test('the medical staff add a weekly window typed in 24-hour time, saved as HH:mm', async ({
  browser,
}) => {
  const staff = await signedIn(browser, 'medical.staff', `${HOME}/Disponibilidad/form`);
  const { page } = staff;
  const form = page.locator('form');
  await pick(page, form, 'Profesional', /\p{L}/u);
  await pick(page, form, 'Día', /^Domingo$/);
  // A day of its own, years ahead: no window of another run overlaps it.
  const day = addDays(calendarDay(), 800 + (RUN % 600));
  // The textbox: a link of the breadcrumbs is named 'Inicio' too.
  await typeTime(form.getByRole('textbox', { name: /^Inicio/ }), '19:30');
  await typeTime(field(form, 'Fin'), '21:15');
  await typeDay(field(form, 'Desde'), day);
  await typeDay(field(form, 'Hasta'), day);
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('medical-availability'),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    weekday: 7,
    startTime: '19:30',
    endTime: '21:15',
    validFrom: day,
  });
  await expect(page).toHaveURL(/\/MedicalAppointment\/Disponibilidad$/);
  await endSession(page);
  await staff.context.close();
});
