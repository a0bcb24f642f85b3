import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations } from '../accessibility';
import { expectOnScreen, openOnPhone, PHONE, sideways } from '../phone';
import { endSession, signedIn, openAs } from '../signIn';

/** The PDF's text, as the api tests read it (unpdf), with its runs of spaces as one. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const document = await getDocumentProxy(bytes);
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const REASON = `Emitida por error en la prueba ${Date.now()}`;

/** Asks for a certificate of that type on /Certificates and answers its verification code. */
async function requestCertificate(page: Page, type: RegExp): Promise<string> {
  const form = page.getByRole('region', { name: 'Solicitar una constancia' });
  await form.getByRole('radio', { name: type }).check();
  await form.getByRole('button', { name: 'Solicitar constancia' }).click();
  const issued = form.getByRole('status').filter({ hasText: 'Constancia emitida' });
  await expect(issued).toBeVisible();
  return CODE.exec((await issued.textContent()) ?? '')![0];
}

test.describe.configure({ mode: 'serial' });

test('an employee requests a certificate, downloads it and its public verification page says it is valid; the owner revokes it and the page says so', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const author = await signedIn(browser, 'employee', '/portal/Certificates');
  const { page } = author;
  const form = page.getByRole('region', { name: 'Solicitar una constancia' });
  await expect(form.getByRole('radio', { name: /^Constancia salarial/ })).toBeVisible();
  // The city and the date are the service's: shown, not asked.
  await expect(form.getByText('San José')).toBeVisible();
  // The incapacity's start is asked for type 3 only.
  await form.getByRole('radio', { name: /^Constancia de salarios para incapacidad/ }).check();
  await expect(form.getByLabel(/^Inicio de la incapacidad/)).toBeVisible();
  await form.getByRole('button', { name: 'Solicitar constancia' }).click();
  await expect(form.getByText('Indique la fecha de inicio de la incapacidad')).toBeVisible();
  // The food-handler review: `employee`'s is valid.
  const review = page.getByRole('region', { name: 'Carné de manipulación de alimentos' });
  await expect(review.getByText('Vigente', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await blockingViolations(page, 'Certificates')).toEqual([]);

  const code = await requestCertificate(page, /^Constancia salarial/);
  await expect(form.getByLabel(/^Inicio de la incapacidad/)).toHaveCount(0);

  // The PDF: a valid file stating who and its verification code.
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: `Descargar constancia-${code}.pdf` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`constancia-100002-${code}.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Esteban Vargas Rojas');
  expect(text).toContain(code);
  // A salary certificate states the average pay of the last months, from the payslips.
  expect(text).toMatch(/CRC \d{1,3}(\.\d{3})*,\d{2}/);

  // Mine, valid, newest first.
  const mine = page.getByRole('region', { name: 'Mis constancias' });
  const line = mine.getByRole('listitem', { name: `Constancia salarial ${code}` });
  await expect(line).toContainText('Válida');
  expect(await blockingViolations(page, 'Certificates (issued)')).toEqual([]);

  // Anyone opens the verification address (no session needed): valid.
  const verification = await line
    .getByRole('link', { name: `Abrir la página de verificación de la constancia ${code}` })
    .getAttribute('href');
  expect(verification).toMatch(new RegExp(`/api/certificates/verificacion/${code}$`));
  const visitor = await browser.newContext({ locale: 'es-CR' });
  const check = await visitor.newPage();
  await check.goto(verification!);
  await expect(check.getByText('Constancia válida')).toBeVisible();
  await expect(check.getByText(code)).toBeVisible();
  await expect(check.getByText('Esteban Vargas Rojas')).toBeVisible();
  await endSession(page);
  await author.context.close();

  // The owner finds it in the register and revokes it with a reason.
  const owner = await signedIn(browser, 'payroll.owner', '/portal/Certificates/Registro');
  const register = owner.page;
  await register.getByPlaceholder(/Buscar/).fill(code);
  await expect(register).toHaveURL(new RegExp(`filter=.*${code}`));
  const row = register.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Válida');
  expect(await blockingViolations(register, 'Certificates/Registro')).toEqual([]);
  await row.getByRole('button', { name: `Revocar la constancia ${code}` }).click();
  const dialog = register.getByRole('dialog', { name: `Revocar la constancia ${code}` });
  // The reason is asked before anything is done.
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(dialog.getByText('Escriba el motivo (al menos 3 caracteres)')).toBeVisible();
  await dialog.getByLabel(/^Motivo de revocación/).fill(REASON);
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(register.getByText('Constancia revocada')).toBeVisible();
  await expect(row).toContainText('Revocada');
  await expect(row.getByRole('button', { name: `Revocar la constancia ${code}` })).toHaveCount(0);
  await endSession(register);
  await owner.context.close();

  // The verification page now says revoked and since when; the owners' reason stays theirs.
  await check.reload();
  await expect(check.getByText('Constancia revocada')).toBeVisible();
  await expect(check.getByText('Revocada el')).toBeVisible();
  await expect(check.getByText(REASON)).toHaveCount(0);
  await visitor.close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });
  test.afterEach(async ({ page }) => endSession(page));

  test('an employee opens Constancias from the menu, asks for one and reads the list, all on the screen', async ({
    page,
  }) => {
    await openAs(page, 'employee');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.locator('[data-menu-entry="certificates"]').click();
    await menu.locator('[data-menu-entry="certificatesMine"]').click();
    await expect(page).toHaveURL(/\/portal\/Certificates$/);
    const form = page.getByRole('region', { name: 'Solicitar una constancia' });
    await expectOnScreen(form.getByRole('button', { name: 'Solicitar constancia' }));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sideways(page)).toBe(0);
    const code = await requestCertificate(page, /^Constancia laboral/);
    await expectOnScreen(
      page
        .getByRole('region', { name: 'Mis constancias' })
        .getByRole('button', { name: `Copiar el enlace de verificación de la constancia ${code}` }),
    );
    expect(await sideways(page)).toBe(0);
    expect(await blockingViolations(page, 'Certificates (phone)')).toEqual([]);
  });

  test('an owner reads the register, one line a certificate', async ({ page }) => {
    await openAs(page, 'payroll.owner');
    await openOnPhone(page, '/Certificates/Registro', async (opened) => {
      await expect(
        opened
          .getByRole('listitem')
          .filter({ hasText: /Esteban Vargas Rojas/ })
          .first(),
      ).toBeVisible();
    });
    await expectOnScreen(page.getByRole('button', { name: /^Revocar la constancia/ }).first());
    expect(await blockingViolations(page, 'Certificates/Registro (phone)')).toEqual([]);
  });
});

test('a new hire (no roles) may ask for certificates but not open the register', async ({
  page,
}) => {
  await openAs(page, 'newhire', '/portal/Certificates');
  await page.goto('/portal/Certificates');
  await expect(page.getByRole('button', { name: 'Solicitar constancia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registro de constancias' })).toHaveCount(0);
  // The register is the owners': the shell sends a new hire home and names the page refused.
  await page.goto('/portal/Certificates/Registro');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
  await expect(page.getByRole('alert')).toContainText('No tiene acceso a «');
  await endSession(page);
});
