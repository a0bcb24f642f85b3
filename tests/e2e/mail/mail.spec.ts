import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { test } from '../fixtures';
import { field } from '../fields';
import { choose, freeWeekday } from '../personalDays/helpers';
import { mailPort } from '../servers';
import { signedIn } from '../signIn';

/** Every message the worker's portal sends, raw, with its recipients. */
const received: { to: string; raw: string }[] = [];
let smtp: SMTPServer | undefined;

test.beforeAll(async () => {
  const { parallelIndex } = test.info();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw: unfolded(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(mailPort(parallelIndex), '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** A raw message with its folded headers and quoted-printable soft breaks joined. */
const unfolded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/\r?\n[ \t]+/g, ' ');

test('a request sent in the browser mails its approver, in their language, with its page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The supervisor reads English: their e-mail is written in it.
  const supervisor = await signedIn(browser, 'supervisor', '/portal/Notificaciones/Preferencias');
  await supervisor.page.getByRole('radio', { name: 'English' }).check();
  await supervisor.page.getByRole('button', { name: 'Guardar' }).click();
  await expect(supervisor.page.getByText('Preferences saved')).toBeVisible();

  const { page } = await signedIn(browser, 'employee', '/portal/FormRequestDay');
  const day = await freeWeekday(page, 5);
  await choose(page, 'Categoría', /^Día personal/);
  await choose(page, 'Horario', /^Mañana, de 08:00 a 12:00/);
  await field(page, 'Día').fill(day);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(/\/portal\/PersonalDays$/);

  await expect
    .poll(() => received.find((mail) => mail.raw.includes('awaits your decision')), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const mail = received.find((m) => m.raw.includes('awaits your decision'))!;
  expect(mail.raw).toMatch(/\/portal\/PersonalDays\/Aprobaciones\/\d+/);
  expect(mail.raw).toContain('Esteban Vargas Rojas sent a request');
});
