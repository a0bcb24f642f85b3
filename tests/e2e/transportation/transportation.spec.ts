import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations } from '../accessibility';
import { field, typeTime } from '../fields';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { endSession, signedIn, openAs } from '../signIn';

const HOME = '/portal/Transportation';
/** `employee`'s badge (the seed numbers the demo accounts from 100001). */
const EMPLOYEE_BADGE = '100002';
/** The seeded night route with a stop in `employee`'s district (San Joaquín de Flores). */
const NEAR_ROUTE = 'Nocturna Alajuela – Heredia';
const NEAR_STOP = 'Plaza de San Joaquín de Flores';

/** The section of the page named `name`. */
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Chooses `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an employee asks for a seat on a route near home, a coordinator approves it, the employee sees it approved and gives it back', async ({
  browser,
}) => {
  const author = await signedIn(browser, 'employee', HOME);
  const page = author.page;
  await expect(section(page, 'Mi casa')).toContainText('San Joaquín');
  await expect(
    section(page, 'Mi casa').getByRole('link', { name: 'Cambiar mi ubicación' }),
  ).toHaveAttribute('href', '/portal/MyLocation');
  const near = section(page, 'Rutas cerca de mí');
  const route = near.getByRole('article', { name: NEAR_ROUTE });
  await expect(route).toContainText('Pasa por su distrito');
  await expect(route.getByRole('list', { name: `Paradas de ${NEAR_ROUTE}` })).toContainText(
    `9:05 pm · ${NEAR_STOP}`,
  );
  // Routes in the district come before those of the canton and province.
  await expect(near.getByRole('article').first()).toHaveAccessibleName(NEAR_ROUTE);
  expect(await blockingViolations(page, 'Transportation')).toEqual([]);

  // The route's button fills the form with it and the stop nearest home.
  await route.getByRole('button', { name: `Solicitar asiento en ${NEAR_ROUTE}` }).click();
  const form = section(page, 'Solicitar un asiento');
  await expect(form.getByRole('combobox', { name: /^Ruta/ })).toContainText(NEAR_ROUTE);
  await expect(form.getByRole('combobox', { name: /^Parada/ })).toContainText(NEAR_STOP);
  await field(form, 'Nota').fill('Salgo a las 6 de la mañana');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('Solicitud enviada')).toBeVisible();
  const mine = section(page, 'Mis solicitudes');
  // Newest first: the seed's rejected request on the same route comes after it.
  const pending = mine.getByRole('listitem', { name: NEAR_ROUTE }).first();
  await expect(pending).toContainText('Pendiente');
  await expect(pending).toContainText(NEAR_STOP);
  // A second seat in the same direction is refused, at the route.
  await form.getByRole('button', { name: 'Solicitar otro asiento' }).click();
  await route.getByRole('button', { name: `Solicitar asiento en ${NEAR_ROUTE}` }).click();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByRole('alert').or(form.locator('.MuiAlert-standardError'))).toBeVisible();
  await endSession(page);
  await author.context.close();

  // The coordinator finds it in the inbox and approves it.
  const coordinator = await signedIn(browser, 'transport.coordinator', `${HOME}/Solicitudes`);
  const review = coordinator.page;
  await review.getByPlaceholder(/Buscar/).fill(EMPLOYEE_BADGE);
  await expect(review).toHaveURL(new RegExp(`filter=.*${EMPLOYEE_BADGE}`));
  expect(await blockingViolations(review, 'Transportation/Solicitudes')).toEqual([]);
  await review
    .getByRole('row', { name: new RegExp(NEAR_ROUTE) })
    .first()
    .click();
  await expect(review).toHaveURL(/\/Transportation\/Solicitudes\/\d+$/);
  await expect(review.getByText(NEAR_STOP)).toBeVisible();
  expect(await blockingViolations(review, 'Transportation request')).toEqual([]);
  const decision = review.getByRole('region', { name: 'Decisión' });
  await decision.getByRole('button', { name: 'Aprobar' }).click();
  await review
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  await expect(review.getByText('Aprobada').first()).toBeVisible();
  await endSession(review);
  await coordinator.context.close();

  // The employee sees it approved, and was notified.
  const again = await signedIn(browser, 'employee', HOME);
  const after = again.page;
  const approved = section(after, 'Mis solicitudes')
    .getByRole('listitem', { name: NEAR_ROUTE })
    .first();
  await expect(approved).toContainText('Aprobada');
  await after.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(
    after
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByText('Tu solicitud de transporte fue aprobada')
      .first(),
  ).toBeVisible();
  await after.keyboard.press('Escape');
  // An approved seat may be given back, after confirming: the seat is free again.
  await approved.getByRole('button', { name: `Cancelar solicitud de ${NEAR_ROUTE}` }).click();
  await after
    .getByRole('dialog', { name: 'Confirmación' })
    .getByRole('button', { name: 'Sí' })
    .click();
  await expect(approved).toContainText('Cancelada');
  await endSession(after);
  await again.context.close();
});

/** Fills the n-th stop of the route form (0-based): its name, time and place. */
async function fillStop(
  page: Page,
  n: number,
  stop: { name: string; time: string; province: string; canton: string; district: string },
) {
  await page
    .getByLabel(/^Nombre de la parada/)
    .nth(n)
    .fill(stop.name);
  await typeTime(page.getByLabel(/^Hora/).nth(n), stop.time);
  for (const [label, option] of [
    ['Provincia', stop.province],
    ['Cantón', stop.canton],
    ['Distrito', stop.district],
  ] as const) {
    await page
      .getByRole('combobox', { name: new RegExp(`^${label}`) })
      .nth(n)
      .click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
}

test('a coordinator adds a route with its stops in order, then changes its seats', async ({
  page,
}) => {
  const name = `Ruta de prueba ${Date.now()}`;
  await openAs(page, 'transport.coordinator', `${HOME}/Rutas`);
  await page.goto(`${HOME}/Rutas`);
  await page.getByRole('link', { name: 'Nueva ruta' }).first().click();
  await expect(page).toHaveURL(/\/Transportation\/Ruta$/);
  await field(page, 'Nombre').fill(name);
  await field(page, 'Sede').fill('Torre La Sabana');
  await field(page, 'Asientos').fill('18');
  await fillStop(page, 0, {
    name: 'Parque de Moravia',
    time: '22:15',
    province: 'San José',
    canton: 'Moravia',
    district: 'San Vicente',
  });
  await page.getByRole('button', { name: 'Agregar' }).click();
  await fillStop(page, 1, {
    name: 'Torre La Sabana',
    time: '22:45',
    province: 'San José',
    canton: 'San José',
    district: 'Mata Redonda',
  });
  expect(await blockingViolations(page, 'Transportation/Ruta')).toEqual([]);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/Transportation\/Rutas/);
  await page.getByPlaceholder(/Buscar/).fill(name);
  await expect(page).toHaveURL(/filter=.*Ruta/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('18');
  await expect(page.getByRole('row')).toHaveCount(2);

  // Its form shows the stops in the order given, each place read back; the seats change.
  await row.click();
  await expect(page).toHaveURL(/\/Transportation\/Ruta\/\d+$/);
  await expect(page.getByLabel(/^Nombre de la parada/).nth(0)).toHaveValue('Parque de Moravia');
  await expect(page.getByLabel(/^Nombre de la parada/).nth(1)).toHaveValue('Torre La Sabana');
  await expect(page.getByRole('combobox', { name: /^Distrito/ }).nth(1)).toHaveText('Mata Redonda');
  // The times as saved, shown in 24 hours.
  await expect(page.getByLabel(/^Hora/).nth(0)).toHaveValue('22:15');
  await expect(page.getByLabel(/^Hora/).nth(1)).toHaveValue('22:45');
  await field(page, 'Asientos').fill('30');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/Transportation\/Rutas/);
  await page.getByPlaceholder(/Buscar/).fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('30');
  await endSession(page);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('an employee without a home is asked to set it and sees every route; all on the screen', async ({
    page,
  }) => {
    await openAs(page, 'newhire', HOME);
    await page.goto(HOME);
    await expect(page.getByTestId('no-home')).toBeVisible();
    await expectOnScreen(
      section(page, 'Mi casa').getByRole('link', { name: 'Indicar mi ubicación' }),
    );
    await expect(page.getByTestId('nothing-near')).toContainText('Estas son todas las rutas');
    await expect(section(page, 'Rutas cerca de mí').getByRole('article').first()).toBeVisible();
    expect(await sideways(page)).toBe(0);
    expect(await blockingViolations(page, 'Transportation (phone)')).toEqual([]);

    // A seat asked for, then cancelled after confirming: the seat is free again.
    const form = section(page, 'Solicitar un asiento');
    await choose(page, 'Ruta', /^Escazú – La Sabana/);
    await expect(form.getByRole('combobox', { name: /^Parada/ })).toContainText('Santa Ana');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('Solicitud enviada')).toBeVisible();
    const request = section(page, 'Mis solicitudes').getByRole('listitem', {
      name: 'Escazú – La Sabana',
    });
    await expect(request).toContainText('Pendiente');
    expect(await sideways(page)).toBe(0);
    await request.getByRole('button', { name: /^Cancelar solicitud de/ }).click();
    await page
      .getByRole('dialog', { name: 'Confirmación' })
      .getByRole('button', { name: 'Sí' })
      .click();
    await expect(request).toContainText('Cancelada');
    await endSession(page);
  });
});
