import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { unzipSync } from 'fflate';
import type { Appointment } from '../../../contracts/appointments/appointments';
import { dateToken } from '../../../contracts/dateToken';
import { test } from '../fixtures';
import { openOnPhone, PHONE, sideways } from '../phone';
import { apiToken, endSession, openAs, signedIn } from '../signIn';

const EMPLOYEE_BADGE = '100002';

test.afterEach(async ({ page }) => endSession(page));

test('the medical staff open an employee’s appointments, and the employee sees on a phone that they read them', async ({
  page,
  browser,
}) => {
  // The employee's next appointment (seeded), as the employee's own portal reads it.
  await openAs(page, 'employee', '/portal/MedicalAppointment');
  const { clientTokenPhrase } = (await (await page.request.get('/portal/config.json')).json()) as {
    clientTokenPhrase: string;
  };
  const token = await dateToken(clientTokenPhrase);
  const mine = (await (
    await page.request.get(
      `/api/appointments/CitaS?badge=${EMPLOYEE_BADGE}&token=${encodeURIComponent(token)}`,
      { headers: { authorization: `Bearer ${await apiToken(page)}` } },
    )
  ).json()) as Appointment[];
  const day = mine.find((appointment) => appointment.estado === 'booked')!.fecha;

  // The medical staff open that day's appointments of the employee.
  const staff = await signedIn(browser, 'medical.staff');
  const filter = encodeURIComponent(JSON.stringify({ fecha: day, identificacion: EMPLOYEE_BADGE }));
  await staff.page.goto(`/portal/MedicalAppointment/Citas?filter=${filter}`);
  await expect(staff.page.getByRole('row').filter({ hasText: 'Reservada' })).not.toHaveCount(0);
  await endSession(staff.page);
  await staff.context.close();

  // On a phone, the employee's privacy page names the medical staff's read, from their screen.
  await page.setViewportSize(PHONE);
  await openOnPhone(page, '/MisDatos', async (phone) => {
    const reads = phone.getByRole('list', { name: 'Quién leyó mis registros' });
    const latest = reads.getByRole('listitem').first();
    await expect(latest).toContainText('leyó: citas médicas');
    await expect(latest).toContainText('Personal médico');
    await expect(latest).toContainText('desde /portal/MedicalAppointment/Citas');
  });
});

test('on a phone, an employee asks for their data, is told when it is ready and saves the ZIP', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAs(page, 'employee', '/portal/MisDatos');
  await openOnPhone(page, '/MisDatos', async (phone) => {
    await expect(phone.getByRole('heading', { name: 'Mi descarga' })).toBeVisible();
  });
  await page.getByRole('button', { name: /^Pedir (mis datos|una descarga nueva)$/ }).click();
  await expect(page.getByText('Pedimos su descarga: le avisamos cuando esté lista.')).toBeVisible();
  // The background job prepares it; the page reads its state again until it is ready.
  await expect(
    page.getByRole('status').filter({ hasText: 'Su descarga está lista hasta el' }),
  ).toBeVisible({ timeout: 30_000 });
  expect(await sideways(page)).toBe(0);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar el ZIP' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = Object.keys(unzipSync(new Uint8Array(readFileSync((await download.path())!))));
  expect(entries).toEqual(
    expect.arrayContaining(['account.json', 'payroll.json', 'appointments.json']),
  );
  expect(entries.some((name) => /^payroll\/colilla-.+\.pdf$/.test(name))).toBe(true);
});
