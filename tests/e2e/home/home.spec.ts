import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { blockingViolations } from '../accessibility';
import { openAs } from '../signIn';

/** Every section of /Inicio, by its accessible name (its title). */
const SECTIONS = [
  'Novedades y campañas',
  'Noticias',
  'Muro de kudos',
  'Video',
  'Destacado',
  'Accesos rápidos',
  'Cumpleaños del mes',
  'Próximas actividades',
  'Boletines',
  'Referidores de oro',
  'Contactos',
  '¿Necesita ayuda?',
];

test('an employee sees every home section filled, and the page has no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, 'employee');
  await expect(page).toHaveURL(/\/portal\/Inicio$/);
  for (const name of SECTIONS) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section, name).toBeVisible();
    await expect(section.locator('[aria-busy="true"]'), `${name} finished loading`).toHaveCount(0);
    // Filled: links, pictures or list items beyond the title.
    await expect(
      section.locator('a, img, li, iframe, video').first(),
      `${name} has content`,
    ).toBeVisible();
  }
  expect(await blockingViolations(page, '/Inicio')).toEqual([]);
});
