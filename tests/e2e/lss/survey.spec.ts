import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { LSS_STATEMENTS as STATEMENTS } from '../../../contracts/lss/questionnaire';
import { blockingViolations } from '../accessibility';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { apiToken, endSession, openAs } from '../signIn';

// `employee` answers once per quarter: the steps build on each other.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ page }) => endSession(page));

/** axe's serious and critical findings on the page, once its content has loaded. */
async function violations(page: Page, where: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The side menu is the shell's, checked by shell.spec.ts.
  return blockingViolations(page, where, { exclude: ['.RaSidebar-fixed'] });
}

/** Answers every question of the form: the statements with `score`, the rest fixed. */
async function answerEverything(page: Page, score: string) {
  await page.getByLabel(/Reuniones de equipo/).fill('4');
  await page
    .getByRole('group', { name: /uno a uno/ })
    .getByLabel('Sí', { exact: true })
    .check();
  const statements = page.getByRole('group', { name: /^Mi jefe directo/ });
  await expect(statements).toHaveCount(23);
  for (const statement of await statements.all()) {
    await statement.getByLabel(score).check();
  }
  await page
    .getByRole('group', { name: /^En general/ })
    .getByLabel('8', { exact: true })
    .check();
  await page.getByLabel(/^Sugerencias/).fill('Gracias por el apoyo de este trimestre.');
}

test('the employee answers the survey once; a second attempt is refused with a clear message', async ({
  page,
}) => {
  await openAs(page, 'employee');
  await page.locator('[data-menu-entry="lss"]').first().click();
  await page.locator('[data-menu-entry="lssSurvey"]').first().click();
  await expect(page).toHaveURL(/\/portal\/lss$/);
  await expect(page.getByText(/Sus respuestas son anónimas/)).toBeVisible();
  await expect(page.getByText('Silvia Méndez Porras')).toBeVisible();
  expect(await violations(page, '/lss')).toEqual([]);

  await page.getByRole('link', { name: 'Responder la encuesta' }).click();
  await expect(page).toHaveURL(/\/portal\/lss\/form$/);
  // Prefilled from HR's data.
  await expect(page.getByRole('combobox', { name: /Cuenta o área/ })).toHaveText('Banca Digital');
  await expect(page.getByRole('combobox', { name: /Jefe directo/ })).toHaveText(
    'Silvia Méndez Porras',
  );
  expect(await violations(page, '/lss/form')).toEqual([]);

  // Nothing answered: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Enviar la encuesta' }).click();
  await expect(
    page.getByText('El formulario no es válido. Por favor, revise los errores'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await answerEverything(page, '4 · De acuerdo');
  await page.getByRole('button', { name: 'Enviar la encuesta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialog).toContainText('solo puede responder una vez por trimestre');
  await dialog.getByRole('button', { name: 'Sí' }).click();

  await expect(page).toHaveURL(/\/portal\/ThankYouTraining$/);
  await expect(page.getByText(/Recibimos sus respuestas .* trimestre \d{4}-Q[1-4]/)).toBeVisible();
  expect(await violations(page, '/ThankYouTraining')).toEqual([]);

  // The survey page says it is answered; the form refuses a second answer.
  await page.getByRole('link', { name: 'Volver a la encuesta' }).click();
  await expect(page.getByText(/Ya respondió la encuesta del trimestre/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Responder la encuesta' })).toHaveCount(0);
  await page.goto('/portal/lss/form');
  await expect(page.getByRole('alert')).toContainText(
    /Ya respondió la encuesta de liderazgo de este trimestre \(\d{4}-Q[1-4]\)/,
  );
  await expect(page.getByRole('button', { name: 'Enviar la encuesta' })).toHaveCount(0);
});

test('the service refuses a second answer sent anyway, in the caller’s words', async ({ page }) => {
  await openAs(page, 'employee');
  const headers = { authorization: `Bearer ${await apiToken(page)}` };
  const mine = (await (await page.request.get('/api/main/account', { headers })).json()) as {
    mine: string;
    position: string;
    supervisor: { badge: string; fullName: string };
  };
  const statements = Object.fromEntries(STATEMENTS.map((statement) => [statement, 5]));
  const again = await page.request.post('/api/main/LSS', {
    headers,
    data: {
      cuentaArea: mine.mine,
      jefeDirecto: mine.supervisor.badge,
      jefeDirectoPersona: mine.supervisor.fullName,
      posicion: mine.position,
      reunionesultimomes: 2,
      oneOnOneUltimas2semanas: false,
      ...statements,
      general: 9,
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toMatch(
    /^Ya respondió la encuesta de liderazgo de este trimestre/,
  );
});

test('the administrator sees the aggregated results, a group’s chart and exports them', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/portal/lss');
  await page.getByRole('link', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/\/portal\/lss\/resultados$/);
  await expect(page.getByText(/al menos 3 respuestas/)).toBeVisible();
  // The seeded group of `supervisor` this quarter, with the employee's answer: 6.
  const row = page.getByRole('row', { name: /Silvia Méndez Porras/ }).first();
  await expect(row).toContainText('Banca Digital');
  await expect(row).toContainText('6');
  expect(await violations(page, '/lss/resultados')).toEqual([]);

  await row.click();
  await expect(page.getByText(/^Apoyo y confianza: [\d.,]+ de 5$/).first()).toBeVisible();
  await expect(page.getByText('Gracias por el apoyo de este trimestre.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resultados-lss.csv');
});

test('on a phone, the survey and the results fit the screen', async ({ browser }) => {
  for (const [username, path, ready] of [
    ['supervisor', '/portal/lss/form', 'Enviar la encuesta'],
    ['admin', '/portal/lss/resultados', 'Exportar'],
  ] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openAs(page, username);
    await page.goto(path);
    const control = page.getByRole('button', { name: ready });
    await expect(control).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sideways(page), path).toBe(0);
    await expectOnScreen(control);
    await endSession(page);
    await context.close();
  }
});
