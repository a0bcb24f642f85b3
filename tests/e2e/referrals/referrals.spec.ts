import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { RESUME_PDF_PATH } from '../../fixtures/documents';
import { field } from '../fields';
import { endSession, signedIn } from '../signIn';

const RUN = Date.now();
/** This run's candidate: other runs and specs leave their own referrals behind. */
const IDENTIFICATION = `E2E${RUN}`;
const FIRST_NAME = 'Lucía';
const LAST_NAME = `Prueba${RUN}`;
const CANDIDATE = `${FIRST_NAME} ${LAST_NAME}`;
const REFERRER = 'Esteban Vargas Rojas';
const IN_PROGRESS = 'Esta persona ya tiene un referido en proceso.';

test.describe.configure({ mode: 'serial' });

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await field(page, label).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the referral form for this run's candidate, résumé included. */
async function fillReferral(page: Page) {
  await field(page, 'Número de identificación').fill(IDENTIFICATION);
  await field(page, 'Primer nombre').fill(FIRST_NAME);
  await field(page, 'Primer apellido').fill(LAST_NAME);
  await field(page, 'Teléfono').fill('8888-1234');
  await field(page, 'Correo del candidato').fill(`lucia.${RUN}@example.com`);
  await choose(page, 'Nivel de inglés', /^B2/);
  await choose(page, 'Grado académico', 'Universitario');
  await field(page, 'Perfil del candidato').fill('Tres años de servicio al cliente bilingüe.');
  await page.locator('input[type="file"]').setInputFiles(RESUME_PDF_PATH);
  await choose(page, 'Sede', 'Heredia – Zona Franca');
  await choose(page, 'Puesto', /Bilingüe/);
  await choose(page, 'Modalidad de trabajo', 'Presencial');
  await choose(page, 'Forma de pago del bono', /planilla/i);
}

/** The referrer's hires among the golden referrers of /BAF/Home. */
async function goldenHires(page: Page): Promise<number> {
  await page.goto('/portal/BAF/Home');
  const line = page
    .getByRole('region', { name: 'Referidores de oro' })
    .getByRole('listitem')
    .filter({ hasText: REFERRER });
  await expect(line).toContainText(/\d+ contratados?/);
  return Number(/(\d+) contratad/.exec((await line.textContent()) ?? '')?.[1]);
}

let hiresBefore = 0;

test('an employee refers a candidate with a résumé and finds them in My referrals', async ({
  browser,
}) => {
  const { page } = await signedIn(browser, 'employee');
  hiresBefore = await goldenHires(page);
  await page.getByRole('link', { name: 'Referir a un amigo' }).click();
  await expect(page).toHaveURL(/\/portal\/BAF\/form$/);
  // The campaign's code comes prefilled.
  await expect(field(page, 'Código promocional')).toHaveValue(/^BAF-/);

  await fillReferral(page);
  // The candidate is checked on leaving the field.
  await expect(page.getByText('Puede referir a esta persona.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar referido' }).click();
  await expect(page.getByText(`Recibimos su referido: ${CANDIDATE}`)).toBeVisible();

  await page.getByRole('link', { name: 'Ver mis referidos' }).click();
  await expect(page).toHaveURL(/\/portal\/BAF\/MyReferrals$/);
  const line = page.getByRole('listitem', { name: CANDIDATE });
  await expect(line).toContainText('Recibido');
  await expect(line).toContainText('Heredia – Zona Franca');
  await expect(line.getByRole('button', { name: /Descargar/ })).toBeVisible();
  await endSession(page);
});

test("a second referral of the same candidate is refused with the service's words", async ({
  browser,
}) => {
  const { page } = await signedIn(browser, 'employee', '/portal/BAF/form');
  await fillReferral(page);
  await expect(page.getByRole('status').filter({ hasText: IN_PROGRESS })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar referido' }).click();
  // Under the form too, beside its button: the refusal of the submission.
  await expect(page.getByRole('alert').filter({ hasText: IN_PROGRESS }).last()).toBeVisible();
  await expect(page.getByText(/Recibimos su referido/)).toHaveCount(0);
  await endSession(page);
});

test('the programme owner moves the referral to hired; the referrer is notified and counted', async ({
  browser,
}) => {
  const owner = await signedIn(browser, 'raft.owner', '/portal/BAF/Referrals');
  const { page } = owner;
  await page.getByPlaceholder(/Buscar/).fill(LAST_NAME);
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('row', { name: new RegExp(CANDIDATE) }).click();
  await expect(page).toHaveURL(/\/portal\/BAF\/Referrals\/\d+$/);
  await expect(page.getByRole('heading', { name: CANDIDATE })).toBeVisible();
  // The résumé sent with it, read through the module's route with the owner's session.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Descargar/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByLabel('Nota para el historial (opcional)').fill('Buen perfil, a revisión.');
  await page.getByRole('button', { name: 'Pasar a revisión' }).click();
  await page.getByRole('button', { name: 'Marcar como entrevistado' }).click();
  // A final status is confirmed first.
  await page.getByRole('button', { name: 'Marcar como contratado' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Este referido ya terminó su proceso.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Historial' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history).toContainText('Buen perfil, a revisión.');
  await expect(history).toContainText('De «Entrevistado» a «Contratado»');
  await endSession(page);

  const referrer = await signedIn(browser, 'employee', '/portal/BAF/MyReferrals');
  const mine = referrer.page;
  await expect(mine.getByRole('listitem', { name: CANDIDATE })).toContainText('Contratado');
  await mine.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(
    mine
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByText(/«Contratado»/)
      .first(),
  ).toBeVisible();
  await mine.keyboard.press('Escape');
  expect(await goldenHires(mine)).toBe(hiresBefore + 1);
  await endSession(mine);
});
