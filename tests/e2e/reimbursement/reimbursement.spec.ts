import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { RESUME_PDF_PATH } from '../../fixtures/documents';
import { PNG } from '../../fixtures/png';
import { blockingViolations } from '../accessibility';
import { field } from '../fields';
import { endSession, signedIn } from '../signIn';

const RUN = Date.now();
const INVOICE = `E2E-${RUN}`;
const COURSE = `Francés intermedio E2E ${RUN}`;
const REASON = 'La factura no detalla el curso. Envíe una factura que lo indique.';

/** Chooses `option` in the select labelled `label`, and sees it chosen. */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** The request form filled for a languages course with an invoice and a certificate picture. */
async function fillRequest(page: Page, invoice: string) {
  await choose(page, 'Tipo de reembolso', 'Reembolso educativo');
  await choose(page, 'Categoría de estudios', 'Idiomas');
  await choose(page, 'Curso', 'Otro');
  await field(page, 'Otro curso').fill(COURSE);
  await choose(page, 'Centro de idiomas', 'Alianza Francesa');
  // The level is asked only for the languages category.
  await choose(page, 'Nivel de idioma', 'B1 – Intermedio');
  await field(page, 'Número de factura').fill(invoice);
  await field(page, 'Monto (₡)').fill('125000,50');
  await page.locator('input[type="file"]').nth(0).setInputFiles(RESUME_PDF_PATH);
  await page
    .locator('input[type="file"]')
    .nth(1)
    .setInputFiles({ name: 'certificado.png', mimeType: 'image/png', buffer: PNG });
}

test.describe.configure({ mode: 'serial' });

test('an employee asks a reimbursement with an invoice; the same invoice again is refused; the owner rejects it with a reason; the author sees it', async ({
  browser,
}) => {
  // Two users, a form with uploads, a decision.
  test.setTimeout(180_000);
  const author = await signedIn(browser, 'employee', '/portal/ReembolsoEducativo/Nuevo');
  const { page } = author;
  await expect(page.getByRole('combobox', { name: /^Tipo de reembolso/ })).toBeVisible();
  // The category decides what is asked: no level before the languages category.
  await choose(page, 'Categoría de estudios', 'Universidad');
  await expect(page.getByRole('combobox', { name: /^Nivel de idioma/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Carrera/ })).toBeVisible();
  await fillRequest(page, INVOICE);
  await expect(page.getByRole('combobox', { name: /^Carrera/ })).toHaveCount(0);
  // Leaving the invoice field asks whether it was claimed already.
  await field(page, 'Correo electrónico').click();
  await expect(
    page.getByText('Esta factura no ha sido presentada en otra solicitud.'),
  ).toBeVisible();
  expect(await blockingViolations(page, 'Nuevo')).toEqual([]);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Solicitud enviada')).toBeVisible();

  // The same invoice again (written otherwise) is refused with a clear message, before sending.
  await page.getByRole('button', { name: 'Hacer otra solicitud' }).click();
  await fillRequest(page, ` e2e ${RUN} `);
  await field(page, 'Correo electrónico').click();
  const claimed = /ya fue presentada en otra solicitud de reembolso/;
  await expect(page.getByRole('status').filter({ hasText: claimed })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('alert').filter({ hasText: claimed })).toBeVisible();
  await expect(page.getByText('Solicitud enviada')).toHaveCount(0);

  // Mine, pending, with its documents.
  await page.goto('/portal/ReembolsoEducativo/ListaReembolsos');
  const line = page.getByRole('listitem', { name: COURSE });
  await expect(line).toContainText('Pendiente');
  await expect(line).toContainText(INVOICE);
  expect(await blockingViolations(page, 'ListaReembolsos')).toEqual([]);
  await line.getByRole('link', { name: COURSE }).click();
  await expect(page).toHaveURL(/\/ReembolsoEducativo\/Detalle\?id=\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('button', { name: /factura|resume\.pdf/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /certificado\.png/ })).toBeVisible();
  expect(await blockingViolations(page, 'Detalle')).toEqual([]);
  await endSession(page);
  await author.context.close();

  // The owner finds it in the inbox and rejects it with a reason.
  const owner = await signedIn(
    browser,
    'reimbursement.owner',
    '/portal/ReembolsoEducativo/Aprobaciones',
  );
  const review = owner.page;
  await review.getByPlaceholder(/Buscar/).fill(INVOICE);
  await expect(review).toHaveURL(new RegExp(`filter=.*${RUN}`));
  expect(await blockingViolations(review, 'Aprobaciones')).toEqual([]);
  await review.getByRole('row', { name: new RegExp(INVOICE) }).click();
  await expect(review).toHaveURL(/\/ReembolsoEducativo\/Detalle\?id=\d+$/);
  expect(review.url()).toBe(detailUrl);
  // The owner reads the documents with their own session.
  const download = review.waitForEvent('download');
  await review.getByRole('button', { name: /certificado\.png/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  // A rejection says why: without the reason nothing is sent.
  const decision = review.getByRole('region', { name: 'Decisión' });
  await decision.getByRole('button', { name: 'Rechazar' }).click();
  await expect(
    decision.getByText('Escriba el motivo del rechazo: la persona lo verá.'),
  ).toBeVisible();
  await decision.getByLabel('Motivo o nota para la persona').fill(REASON);
  await decision.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = review.getByRole('dialog', { name: 'Confirmación' });
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(review.getByText(`Rechazada. Motivo: ${REASON}`)).toBeVisible();
  await endSession(review);
  await owner.context.close();

  // The author sees the reason on the list and the request, and was notified.
  const again = await signedIn(browser, 'employee', '/portal/ReembolsoEducativo/ListaReembolsos');
  const mine = again.page;
  const rejected = mine.getByRole('listitem', { name: COURSE });
  await expect(rejected).toContainText('Rechazada');
  await expect(rejected).toContainText(`Motivo: ${REASON}`);
  await mine.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(
    mine
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByText(/rechaz/i)
      .first(),
  ).toBeVisible();
  await mine.keyboard.press('Escape');
  await mine.goto(detailUrl);
  await expect(mine.getByText(`Rechazada. Motivo: ${REASON}`)).toBeVisible();
  await expect(mine.getByRole('list', { name: 'Historial' })).toContainText(REASON);
  await endSession(mine);
  await again.context.close();
});
