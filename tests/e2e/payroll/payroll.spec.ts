import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { violationsOn } from '../accessibility';
import { expectOnScreen, openOnPhone, PHONE } from '../phone';
import { apiToken, endSession, openAs } from '../signIn';

test.afterEach(async ({ page }) => endSession(page));

/** The PDF's text, as the api tests read it (unpdf). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

/** The figures of an amount shown ('₡4 250,50' → 425050). */
const minorOf = (shown: string | null) => Number((shown ?? '').replace(/\D/g, ''));

/** An amount as the page shows it ('₡350 719,50') as the PDF writes it ('CRC 350.719,50'). */
function asInPdf(shown: string): string {
  const minor = minorOf(shown);
  const whole = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `CRC ${whole},${String(minor % 100).padStart(2, '0')}`;
}

/** Steps the month picker back until a month with bonuses shows (about half the months have). */
async function monthWithBonuses(page: Page): Promise<void> {
  const month = page.getByRole('combobox', { name: 'Mes' });
  const year = page.getByRole('combobox', { name: 'Año' });
  // The section's heading names the month shown: it changes with the answer it waits for.
  const heading = page.getByRole('heading', { level: 2, name: /^Bonos de / });
  for (let back = 0; back < 12; back += 1) {
    await expect(page.getByTestId('bonuses').or(page.getByTestId('bonuses-empty'))).toBeVisible();
    if (await page.getByTestId('bonuses').isVisible()) return;
    const shown = (await heading.textContent()) ?? '';
    const chosen = await month.textContent();
    await month.click();
    const options = page.getByRole('option');
    const index = (await options.allTextContents()).indexOf(chosen ?? '');
    if (index > 0) {
      await options.nth(index - 1).click();
    } else {
      // January: December of the year before.
      await options.last().click();
      await year.click();
      await page.getByRole('option').nth(1).click();
    }
    await expect(heading).not.toHaveText(shown);
  }
  throw new Error('no month with bonuses in the last year');
}

/**
 * The pending cafeteria deductions are the cafeteria ERP's pending invoices summed: the same sum
 * as the ERP answers; where the cafeteria family does not answer, the card says the service's
 * refusal with a retry (the session goes on).
 */
async function expectCafeteriaDeductions(page: Page): Promise<void> {
  const answer = await page.request.post('/api/cafeteria/orders/getOrdersListClient', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: { badgeUser: '01100002', statusInvoice: 'pending' },
  });
  const card = page.getByRole('region', { name: 'Deducciones pendientes de cafetería' });
  if (answer.ok()) {
    const invoices = (await answer.json()) as { totalMinor: number }[];
    const total = invoices.reduce((sum, invoice) => sum + invoice.totalMinor, 0);
    await expect(card.getByTestId('cafeteria-pending')).toHaveText(/₡/);
    expect(minorOf(await card.getByTestId('cafeteria-pending').textContent())).toBe(total);
  } else {
    await expect(card.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  }
}

test('an employee opens the last payslip and downloads it: the PDF holds the net pay shown', async ({
  page,
}) => {
  await openAs(page, 'employee', '/portal/payroll/home');
  await page.goto('/portal/payroll/home');
  const lastNet = (await page.getByTestId('last-net').textContent()) ?? '';
  expect(lastNet).toMatch(/₡/);
  await expect(page.getByTestId('vacation-balance')).toHaveText(/\d+ días?/);
  await expect(page.getByTestId('year-bonus-accrued')).toHaveText(/₡/);
  await expectCafeteriaDeductions(page);
  await expect(
    page.getByRole('region', { name: 'Mi salario en los últimos 12 meses' }).getByRole('listitem'),
  ).toHaveCount(12);

  await page.getByRole('link', { name: 'Ver la colilla' }).click();
  await expect(page).toHaveURL(/\/portal\/payroll\/payslip\?period=\d{4}-\d{2}-\d{2}$/);
  const period = new URL(page.url()).searchParams.get('period');
  await expect(page.getByTestId('payslip-net')).toHaveText(lastNet);
  await expect(page.getByTestId('earnings').getByText('Salario base')).toBeVisible();
  await expect(page.getByTestId('deductions').getByText('CCSS (cuota obrera)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Descargar PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`colilla-100002-${period}.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  expect(await pdfText(bytes)).toContain(asInPdf(lastNet));
});

test('an employee reads vacations, the aguinaldo by month and a month’s bonuses', async ({
  page,
}) => {
  await openAs(page, 'employee', '/portal/payroll/payslip');
  await page.goto('/portal/payroll/payslip');
  await page.getByRole('tab', { name: 'Vacaciones' }).click();
  await expect(page.getByTestId('vacations-balance')).toHaveText(/\d+ días?/);
  await expect(page.getByTestId('leaves').getByRole('row')).not.toHaveCount(0);
  await page.getByRole('tab', { name: 'Aguinaldo' }).click();
  await expect(page.getByTestId('year-bonus-total-0')).toHaveText(/₡/);
  // The header, at least one month, the total.
  expect(await page.getByTestId('year-bonus-0').getByRole('row').count()).toBeGreaterThan(2);

  await page.goto('/portal/payroll/bonos');
  await monthWithBonuses(page);
  await expect(page.getByTestId('bonuses-total')).toHaveText(/₡/);
});

test('the payroll pages have no serious accessibility violation', async ({ page }) => {
  await openAs(page, 'employee');
  expect(
    await violationsOn(page, [
      '/portal/payroll/home',
      '/portal/payroll/payslip',
      '/portal/payroll/payslip?tab=vacations',
      '/portal/payroll/payslip?tab=yearBonus',
      '/portal/payroll/bonos',
    ]),
  ).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the payroll pages fit 390 px', async ({ page }) => {
    await openAs(page, 'employee');
    await openOnPhone(page, '/payroll/home', async () => {
      await expect(page.getByTestId('last-net')).toBeVisible();
    });
    await expectOnScreen(page.getByRole('link', { name: 'Ver la colilla' }));
    await openOnPhone(page, '/payroll/payslip', async () => {
      await expect(page.getByTestId('payslip-net')).toBeVisible();
    });
    await expectOnScreen(page.getByRole('button', { name: /Descargar PDF/ }));
    await openOnPhone(page, '/payroll/payslip?tab=yearBonus', async () => {
      await expect(page.getByTestId('year-bonus-total-0')).toBeVisible();
    });
    await openOnPhone(page, '/payroll/bonos', async () => {
      await expect(page.getByTestId('bonuses').or(page.getByTestId('bonuses-empty'))).toBeVisible();
    });
  });
});

test('an employee without a payroll role is refused the pages with the shell’s reason', async ({
  page,
}) => {
  await openAs(page, 'newhire');
  await page.goto('/portal/payroll/home');
  await expect(page).toHaveURL(/\/portal\/inicio$/);
  await expect(page.getByRole('alert')).toHaveText(
    'No tiene acceso a «Resumen de planilla», por eso se le trajo a la página de inicio.',
  );
});
