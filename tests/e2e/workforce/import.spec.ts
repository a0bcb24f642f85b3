import { expect } from '@playwright/test';
import { startSmtpServer } from '../../fixtures/smtpServer';
import { test } from '../fixtures';
import { mailPort } from '../servers';
import { endSession, openAs } from '../signIn';

let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

// The worker's portal sends to this port (playwright.config.ts).
test.beforeAll(async () => {
  smtp = await startSmtpServer(mailPort(test.info().parallelIndex));
});
test.afterAll(async () => {
  await smtp?.close();
});

const PEOPLE = 50;
const HEADER =
  'Gafete,Usuario,Correo,Nombre,Apellidos,Cuenta,Gafete supervisor,Fecha de nacimiento';

/**
 * HR's file: `PEOPLE` new people of one team, its supervisor last (the import writes her first),
 * three of them refused: an e-mail that is none, a day that does not exist, a supervisor nobody
 * has. The badges and user names are the run's own.
 */
function teamFile(run: string) {
  const badge = (index: number) => `IMP${run}-${String(index).padStart(2, '0')}`;
  const lines = Array.from({ length: PEOPLE }, (_, index) => {
    const supervisor = index === PEOPLE - 1 ? '' : badge(PEOPLE - 1);
    const user = `persona.${run}.${index}`;
    return `${badge(index)},${user},${user}@example.com,Persona,Importada ${index},Seguros,${supervisor},1991-04-0${1 + (index % 9)}`;
  });
  // Rows 4, 5 and 6 of the file (line 1 is the header).
  lines[2] = lines[2]!.replace(`persona.${run}.2@example.com`, 'no-es-un-correo');
  lines[3] = lines[3]!.replace(/1991-04-0\d$/, '1991-02-30');
  lines[4] = lines[4]!.replace(badge(PEOPLE - 1), 'NADIE-999');
  const newcomer = { badge: badge(10), userName: `persona.${run}.10` };
  return { csv: [HEADER, ...lines].join('\r\n') + '\r\n', newcomer };
}

test('an HR administrator imports a team from a CSV file, refused rows named, and a newcomer signs in', async ({
  page,
  browser,
}) => {
  const run = String(Date.now() % 1_000_000);
  const { csv, newcomer } = teamFile(run);
  await openAs(page, 'workforce.admin', '/portal/Personal/Importar');
  await expect(
    page.locator('#main-content').getByRole('heading', { name: 'Importar colaboradores' }),
  ).toBeVisible();

  await page.getByTestId('import-file').setInputFiles({
    name: 'equipo.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText(`equipo.csv: ${PEOPLE} personas`)).toBeVisible();
  await page.getByRole('button', { name: 'Vista previa' }).click();

  // The preview: every row's outcome, the refused ones with their column and reason.
  await expect(page.getByTestId('import-counts')).toHaveText(
    `${PEOPLE} filas: ${PEOPLE - 3} nuevas, 0 con cambios, 0 desactivadas, 0 reactivadas, 0 sin cambios, 3 rechazadas.`,
  );
  const rows = page.getByRole('table', { name: 'Lo que hace cada fila' });
  const row = (line: number) =>
    rows
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
  await expect(rows.locator('tr[data-action="created"]')).toHaveCount(PEOPLE - 3);
  await expect(rows.locator('tr[data-action="refused"]')).toHaveCount(3);
  await expect(row(4)).toContainText('Rechazada');
  await expect(row(4)).toContainText('Columna «Correo»');
  await expect(row(5)).toContainText('Columna «Fecha de nacimiento»');
  await expect(row(6)).toContainText('Columna «Gafete supervisor»');
  await expect(row(2)).toContainText('Nuevo');

  // Nothing is written until the administrator imports.
  await page.getByRole('button', { name: 'Importar sin las 3 filas rechazadas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('La importación quedó guardada.')).toBeVisible();
  await expect(page.getByTestId('import-counts')).toContainText(`${PEOPLE - 3} nuevas`);
  await endSession(page);

  // A newcomer sets a password from the mailed link and signs in.
  const address = `${newcomer.userName}@example.com`;
  await expect
    .poll(() => smtp!.received.find((mail) => mail.to === address), { timeout: 30_000 })
    .toBeTruthy();
  const mail = smtp!.received.find((received) => received.to === address)!;
  const link = /(\/idp\/welcome\/[A-Za-z0-9_-]+)/.exec(mail.raw);
  expect(link).not.toBeNull();
  const context = await browser.newContext();
  const newcomerPage = await context.newPage();
  await newcomerPage.goto(link![1]!);
  await expect(newcomerPage.getByRole('heading', { name: 'Elija su contraseña' })).toBeVisible();
  await newcomerPage.getByLabel('Contraseña nueva').fill('una contraseña larga');
  await newcomerPage.getByLabel('Repita la contraseña').fill('una contraseña larga');
  await newcomerPage.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(newcomerPage).toHaveURL(/\/idp\/login\//);
  await newcomerPage.getByLabel('Usuario').fill(newcomer.userName);
  await newcomerPage.getByLabel('Contraseña', { exact: true }).fill('una contraseña larga');
  await newcomerPage.getByRole('button', { name: 'Ingresar' }).click();
  await expect(newcomerPage).toHaveURL(/\/portal\//);
  await expect(newcomerPage.getByRole('heading', { name: 'Iniciar sesión' })).toBeHidden();
  await endSession(newcomerPage);
  await context.close();
});
