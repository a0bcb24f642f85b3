import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { expectOnScreen, PHONE, sideways } from '../phone';
import { apiToken, endSession, openAs } from '../signIn';

test.use({ viewport: PHONE });

test.afterEach(async ({ page }) => endSession(page));

test('on a phone, the home owner sends a kudos back for correction and publishes it again', async ({
  page,
}) => {
  await openAs(page, 'home.owner');
  const message = `Gracias por cubrir la recepción toda la mañana ${Date.now()}.`;
  const sent = await page.request.post('/api/main/HomeMessage', {
    headers: { authorization: `Bearer ${await apiToken(page)}` },
    data: { type: 'kudos', recipients: ['100003'], category: 'teamwork', message },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/portal/Kudos/Settings');
  const kudos = page.getByRole('listitem').filter({ hasText: message });
  await expect(kudos).toContainText('Hilda Ramírez Segura → Natalia Quesada Brenes');
  await expect(kudos).toContainText('Publicado');
  expect(await sideways(page)).toBe(0);

  const sendBack = kudos.getByRole('button', {
    name: 'Devolver para corrección: Hilda Ramírez Segura',
  });
  await expectOnScreen(sendBack);
  await sendBack.click();
  const dialog = page.getByRole('dialog', { name: 'Devolver el kudos de Hilda Ramírez Segura' });
  await dialog.getByLabel('Motivo').fill('Cuéntanos qué cubrió exactamente, por favor.');
  await dialog.getByRole('button', { name: 'Devolver para corrección' }).click();
  await expect(page.getByText('Kudos devuelto a su autor')).toBeVisible();
  await expect(kudos).toContainText('Por corregir');

  const publish = kudos.getByRole('button', { name: 'Publicar de nuevo: Hilda Ramírez Segura' });
  await expectOnScreen(publish);
  await publish.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Kudos publicado')).toBeVisible();
  await expect(kudos).toContainText('Publicado');
});

test('on a phone, the home owner reaches the contacts through «Más» and edits one', async ({
  page,
}) => {
  await openAs(page, 'home.owner');
  await page.goto('/portal/Menu/Settings');
  // The settings' tabs do not fit: the rest are under «Más».
  const tabs = page.getByRole('navigation', { name: 'Configuración del inicio' });
  await expect(tabs.getByRole('link', { name: 'Contactos' })).toHaveCount(0);
  await tabs.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('menuitem', { name: 'Contactos' }).click();
  await expect(page).toHaveURL(/\/portal\/Contact\/Settings$/);

  const contact = page.getByRole('listitem').filter({ hasText: 'Soporte TI' });
  await expect(contact).toContainText('+506 2205-1200');
  expect(await sideways(page)).toBe(0);
  for (const name of ['Subir Soporte TI', 'Bajar Soporte TI', 'Eliminar Soporte TI']) {
    await expectOnScreen(contact.getByRole('button', { name }));
  }
  const edit = contact.getByRole('link', { name: 'Editar Soporte TI' });
  await expectOnScreen(edit);

  // Changed, then put back as it was.
  for (const [from, to] of [
    ['+506 2205-1200', '+506 2205-1299'],
    ['+506 2205-1299', '+506 2205-1200'],
  ] as const) {
    await edit.click();
    await expect(page).toHaveURL(/\/portal\/Contact\/ContactForm\/\d+$/);
    const phone = page.getByLabel('Teléfono');
    await expect(phone).toHaveValue(from);
    expect(await sideways(page)).toBe(0);
    await phone.fill(to);
    const save = page.getByRole('button', { name: 'Guardar' });
    await expectOnScreen(save);
    await save.click();
    await expect(page).toHaveURL(/\/portal\/Contact\/Settings$/);
    await expect(contact).toContainText(to);
  }
});

test('a phone that opens the portal with a wide screen’s open sidebar still shows the page to screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, 'home.owner');
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
});

test('on a phone, the quick links come right after the banners, before the news', async ({
  page,
}) => {
  await openAs(page, 'employee');
  const quickLinks = page.getByRole('region', { name: 'Accesos rápidos', exact: true });
  const news = page.getByRole('region', { name: 'Noticias', exact: true });
  await expect(quickLinks.getByRole('link').first()).toBeVisible();
  await expect(news).toBeVisible();
  const [links, feed] = await Promise.all([quickLinks.boundingBox(), news.boundingBox()]);
  expect(links!.y).toBeLessThan(feed!.y);
  expect(await sideways(page)).toBe(0);
});
