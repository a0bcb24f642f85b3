import { expect } from '@playwright/test';
import type { Appointment } from '../../../contracts/appointments/appointments';
import { dateToken } from '../../../contracts/dateToken';
import { test } from '../fixtures';
import { openOnPhone, PHONE } from '../phone';
import { apiToken, endSession, openAs, signedIn } from '../signIn';

const EMPLOYEE_BADGE = '100002';

test.afterEach(async ({ page }) => endSession(page));

test('the medical staff open an employee’s appointments, and the employee sees on a phone that they read them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
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
