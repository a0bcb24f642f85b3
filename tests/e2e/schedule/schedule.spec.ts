import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { PNG } from '../../fixtures/png';
import { blockingViolations } from '../accessibility';
import { field, typeDay, typeTime } from '../fields';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, signedIn, openAs } from '../signIn';

const HOME = '/portal/ScheduleChange';
/** The 'Until' date of the custom week: a month ahead. */
const UNTIL = addDays(calendarDay(), 30);
/** `employee`'s badge (the seed numbers the demo accounts from 100001). */
const EMPLOYEE_BADGE = '100002';

/** Chooses `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The section of the page named `name`. */
const section = (page: Page, name: string) => page.getByRole('region', { name });

test('an employee sends a custom week with its supporting image, a planner approves it, the employee sees it approved', async ({
  browser,
}) => {
  const author = await signedIn(browser, 'employee', HOME);
  const page = author.page;
  await expect(section(page, 'Mi horario')).toContainText('Entrada y salida');
  const form = section(page, 'Solicitar cambio');
  await form.getByRole('radio', { name: 'Un horario personalizado' }).check();
  await choose(page, 'Motivo', 'Estudios');
  await typeDay(form.getByLabel(/^Hasta/), UNTIL);
  // 24-hour times typed; a day left empty is a day off.
  for (const [label, time] of [
    ['Entrada del Lunes', '07:00'],
    ['Salida del Lunes', '15:00'],
    ['Entrada del Martes', '13:00'],
    ['Salida del Martes', '21:30'],
    ['Entrada del Miércoles', '22:00'],
    ['Salida del Miércoles', '06:00'],
  ] as const) {
    await typeTime(form.getByLabel(label), time);
  }
  await expect(form.getByTestId('total-hours')).toHaveText('Total: 24.5 horas por semana');
  await form.getByLabel('Adjuntar comprobante').setInputFiles({
    name: 'matricula.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByText('Comprobante: matricula.png')).toBeVisible();
  // The requested week beside the current one, in words.
  const week = form.getByRole('table', { name: 'Horario actual y solicitado' });
  await expect(week.getByRole('row', { name: /^Martes/ })).toContainText('1:00 pm a 9:30 pm');
  await expect(week.getByRole('row', { name: /^Miércoles/ })).toContainText(
    '10:00 pm a 6:00 am del día siguiente',
  );
  await expect(week.getByRole('row', { name: /^Jueves/ })).toContainText('Libre');
  expect(await blockingViolations(page, 'ScheduleChange (custom form)')).toEqual([]);

  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  await expect(form.getByText('Solicitud enviada')).toBeVisible();
  await expect(form.getByText(/comprobante no se guardó/)).toHaveCount(0);
  const last = section(page, 'Mi última solicitud');
  await expect(last).toContainText('Pendiente');
  await expect(last).toContainText('Horario personalizado');
  await endSession(page);
  await author.context.close();

  // The planner finds it in the inbox, reads the week and the image, and approves it.
  const planner = await signedIn(browser, 'workforce.planner', `${HOME}/Solicitudes`);
  const review = planner.page;
  await review.getByPlaceholder(/Buscar/).fill(EMPLOYEE_BADGE);
  await expect(review).toHaveURL(new RegExp(`filter=.*${EMPLOYEE_BADGE}`));
  expect(await blockingViolations(review, 'Solicitudes')).toEqual([]);
  await review
    .getByRole('row', { name: /Horario personalizado/ })
    .first()
    .click();
  await expect(review).toHaveURL(/\/ScheduleChange\/Solicitudes\/\d+$/);
  const asked = review.getByRole('table', { name: 'Horario actual y solicitado' });
  await expect(asked.getByRole('row', { name: /^Martes/ })).toContainText('1:00 pm a 9:30 pm');
  // The picture is shown on the page, read with the planner's session.
  await expect(
    review.getByRole('img', { name: 'Comprobante adjunto a la solicitud' }),
  ).toBeVisible();
  const download = review.waitForEvent('download');
  await review.getByRole('button', { name: /comprobante-\d+/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  expect(await blockingViolations(review, 'Solicitud')).toEqual([]);
  const decision = review.getByRole('region', { name: 'Decisión' });
  await decision.getByRole('button', { name: 'Aprobar' }).click();
  await review
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  await expect(review.getByText('Aprobada').first()).toBeVisible();
  await endSession(review);
  await planner.context.close();

  // The employee sees it approved, and the custom week among their exceptions.
  const again = await signedIn(browser, 'employee', HOME);
  const mine = again.page;
  await expect(section(mine, 'Mi última solicitud')).toContainText('Aprobada');
  await expect(section(mine, 'Horarios especiales aprobados')).toContainText(
    'Martes 1:00 pm a 9:30 pm',
  );
  expect(await blockingViolations(mine, 'ScheduleChange (approved)')).toEqual([]);
  await endSession(mine);
  await again.context.close();
});

test('a planner offers a schedule with its times typed in 24 hours, saved as HH:mm', async ({
  browser,
}) => {
  const planner = await signedIn(browser, 'workforce.planner', `${HOME}/Horario`);
  const { page } = planner;
  await field(page, 'Código').fill(`E2E-${Date.now()}`);
  await typeTime(field(page, 'Entrada'), '06:30');
  await typeTime(field(page, 'Salida'), '15:30');
  // Not offered: the other tests' employees choose among the schedules offered.
  await page.getByLabel('Activo').uncheck();
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/admin/work-schedules'),
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ startTime: '06:30', endTime: '15:30' });
  await endSession(page);
  await planner.context.close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('an employee asks for a schedule offered, comparing the weeks, all on the screen', async ({
    page,
  }) => {
    await openAs(page, 'employee', HOME);
    await page.goto(HOME);
    const form = section(page, 'Solicitar cambio');
    await choose(page, 'Permanencia', 'Temporal');
    const offered = form.getByRole('radio', { name: /^D-0800-DL/ });
    await offered.check();
    await expectOnScreen(form.getByRole('table', { name: 'Horario actual y solicitado' }));
    await expectOnScreen(form.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await sideways(page)).toBe(0);
    expect(await blockingViolations(page, 'ScheduleChange (phone)')).toEqual([]);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmación' })
      .getByRole('button', { name: 'Sí' })
      .click();
    await expect(form.getByText('Solicitud enviada')).toBeVisible();
    const last = section(page, 'Mi última solicitud');
    await expect(last).toContainText('Cambio temporal a un horario ofrecido');
    await expect(last).toContainText('D-0800-DL');
    // One pending request at a time: the form now says why not.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByTestId('may-not-request')).toBeVisible();
    expect(await sideways(page)).toBe(0);
    // Withdrawn after confirming: it stays cancelled, and a new request may be sent.
    await last.getByRole('button', { name: 'Retirar solicitud' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmación' })
      .getByRole('button', { name: 'Sí' })
      .click();
    await expect(last).toContainText('Cancelada');
    await expect(page.getByTestId('may-not-request')).toHaveCount(0);
    await expect(form.getByRole('radio', { name: 'Un horario personalizado' })).toBeVisible();
    await endSession(page);
  });

  test('a new hire learns why they cannot ask yet', async ({ page }) => {
    await openAs(page, 'newhire', HOME);
    await page.goto(HOME);
    await expect(page.getByTestId('may-not-request')).toContainText(/prueba/);
    expect(await sideways(page)).toBe(0);
    await endSession(page);
  });
});
