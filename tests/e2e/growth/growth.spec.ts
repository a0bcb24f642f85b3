import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { RESUME_PDF_PATH } from '../../fixtures/documents';
import { field, typeTime } from '../fields';
import { endSession, signedIn, openAs } from '../signIn';

const RUN = Date.now();
const OPENING = `Supervisor de piso E2E ${RUN}`;

/** The owner's new opening, found through the list's search (other specs leave openings). */
async function createOpening(page: Page) {
  await page.goto('/portal/growth/openings/form');
  await field(page, 'Título').fill(OPENING);
  await field(page, 'Área').fill('Operaciones');
  await field(page, 'Ubicación').fill('Heredia');
  await field(page, 'Descripción').fill('Acompañe al equipo de la cuenta en el piso.\nTurno fijo.');
  await field(page, 'Requisitos').fill('Seis meses como agente.');
  await field(page, 'Jornada').fill('Lunes a viernes');
  await typeTime(field(page, 'Hora de entrada'), '07:00');
  await typeTime(field(page, 'Hora de salida'), '16:00');
  await field(page, 'Meses mínimos en el puesto').fill('6');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/portal\/growth\/openings$/);
  await page.getByPlaceholder(/Buscar/).fill(String(RUN));
  await expect(page.getByRole('row', { name: new RegExp(OPENING) })).toBeVisible();
}

/** The employee's list of openings, searched down to this run's opening. */
async function findOpening(page: Page) {
  await page.goto('/portal/growth-opportunities');
  await page.getByRole('searchbox', { name: 'Buscar vacantes' }).fill(String(RUN));
  const card = page.getByRole('article', { name: OPENING });
  await expect(card).toBeVisible();
  return card;
}

test.describe.configure({ mode: 'serial' });

test('an owner publishes an opening; an employee applies once with a résumé; the owner moves it; the employee sees it', async ({
  browser,
}) => {
  // Two users, a form with an upload and three status moves.
  test.setTimeout(180_000);
  const owner = await signedIn(browser, 'growth.owner');
  await createOpening(owner.page);

  const employee = await signedIn(browser, 'employee');
  const { page } = employee;
  const card = await findOpening(page);
  await card.getByRole('link', { name: `Postularme a «${OPENING}»` }).click();
  await expect(page).toHaveURL(/\/apply$/);
  // Eligible: the form, prefilled from the profile and the opening's shift.
  await expect(field(page, 'Correo electrónico')).toHaveValue(/@/);
  await expect(field(page, 'Jornada')).toHaveValue('Lunes a viernes');
  await expect(field(page, 'Hora de entrada')).toHaveValue('07:00');
  // Without the résumé nothing is sent.
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByText('Requerido')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(RESUME_PDF_PATH);
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByText('Postulación enviada')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mis métricas' }).first()).toBeVisible();

  // A second application is refused in the service's words, and the list says it is done.
  await page.reload();
  await expect(page.getByText('Por ahora no puede postularse a esta vacante:')).toBeVisible();
  await expect(page.getByText(`Ya se postuló a «${OPENING}»`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar postulación' })).toHaveCount(0);
  const applied = await findOpening(page);
  await expect(applied.getByText('Ya se postuló a esta vacante')).toBeVisible();
  await expect(applied.getByRole('button', { name: 'Postularme' })).toBeDisabled();

  // The owner finds it among the applications and moves it to review, interview and selected.
  const { page: review } = owner;
  await review.goto('/portal/growth/applications');
  await review.getByPlaceholder(/Buscar/).fill(String(RUN));
  // The search applies after a pause: a click before it would be undone by it.
  await expect(review).toHaveURL(new RegExp(`filter=.*${RUN}`));
  await review.getByRole('row', { name: new RegExp(OPENING) }).click();
  await expect(review).toHaveURL(/\/portal\/growth\/applications\/\d+$/);
  // The résumé comes from the growth service's own route, with the owner's token.
  const download = review.waitForEvent('download');
  await review.getByRole('button', { name: /resume\.pdf/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await review.getByRole('button', { name: 'Mover a «En revisión»' }).click();
  await expect(review.getByText('Postulación movida a «En revisión»')).toBeVisible();
  await review.getByRole('button', { name: 'Mover a «Entrevista»' }).click();
  await expect(review.getByRole('button', { name: 'Mover a «Seleccionada»' })).toBeVisible();
  await field(review, 'Nota para el postulante').fill('Empieza el lunes en el piso 3.');
  // A final state asks first; 'No' leaves it as it was.
  await review.getByRole('button', { name: 'Mover a «Seleccionada»' }).click();
  const dialog = review.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialog).toContainText('Es una decisión final');
  await dialog.getByRole('button', { name: 'No' }).click();
  await review.getByRole('button', { name: 'Mover a «Seleccionada»' }).click();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(review.getByText('Esta postulación ya tiene una decisión final.')).toBeVisible();

  // The applicant sees the new status, the note and the history on their metrics.
  await page.goto('/portal/my-metrics');
  const mine = page.getByRole('listitem', { name: OPENING });
  await expect(mine.getByText('Seleccionada').first()).toBeVisible();
  await expect(mine.getByText('Nota: Empieza el lunes en el piso 3.')).toBeVisible();
  await expect(mine.getByText(/^En revisión · /)).toBeVisible();
  await expect(page.getByText(/Seleccionada: 1/)).toBeVisible();

  await endSession(page);
  await endSession(review);
  await employee.context.close();
  await owner.context.close();
});

test('a new hire sees why they cannot apply yet, and when they may', async ({ page }) => {
  await openAs(page, 'newhire');
  // The menu is every employee's, roles or not.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const group = menu.locator('[data-menu-entry="growth"]');
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await expect(menu.locator('[data-menu-entry="growthOpenings"]')).toHaveText('Vacantes internas');
  await menu.locator('[data-menu-entry="growthOpenings"]').click();
  await expect(page).toHaveURL(/\/portal\/growth-opportunities$/);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('link', { name: /^Postularme a/ }).click();
  await expect(page.getByText('Por ahora no puede postularse a esta vacante:')).toBeVisible();
  await expect(page.getByText(/pide al menos \d+ meses en su puesto actual/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar postulación' })).toHaveCount(0);
  await endSession(page);
});

test('an employee keeps their contact data current in their profile', async ({ page }) => {
  await openAs(page, 'employee', '/portal/user');
  await page.goto('/portal/user');
  const phone = field(page, 'Teléfono');
  await expect(phone).not.toHaveValue('');
  await phone.fill('123');
  await page.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(page.getByText('Escriba un teléfono de 8 a 20 dígitos')).toBeVisible();
  await phone.fill('8888-1234');
  await page.getByRole('button', { name: 'Guardar datos de contacto' }).click();
  await expect(page.getByText('Datos de contacto actualizados')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Teléfono')).toHaveValue('8888-1234');
  await endSession(page);
});
