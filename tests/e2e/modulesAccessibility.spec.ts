import { expect } from '@playwright/test';
import { test } from './fixtures';
import { violationsOn } from './accessibility';
import { openAs } from './signIn';

test('the Benefits and Ventas pages an employee opens have no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, 'employee');
  expect(
    await violationsOn(page, [
      '/portal/Benefits/Home',
      '/portal/Benefits/Category/1',
      '/portal/Benefits/Detalle/5',
      '/portal/Benefits/MontlyDiscounts',
      '/portal/Ventas/form/1',
    ]),
  ).toEqual([]);
});

test('the Benefits and Ventas administration lists, the boundaries’ load and a date-and-time form have no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, 'admin');
  expect(
    await violationsOn(page, [
      '/portal/Benefits/AdminFormBenefits',
      '/portal/Benefits/Discounts',
      '/portal/Ventas/Campaign',
      '/portal/Ventas/Compras',
      '/portal/Ventas/ComprasItems',
      // The boundaries' load, and a form of date-and-time inputs (the calendar activity).
      '/portal/Benefits/Boundaries',
      '/portal/Calendar/CalendarForm',
    ]),
  ).toEqual([]);
});

test('the Bring a friend pages have no serious accessibility violation', async ({ page }) => {
  await openAs(page, 'raft.owner');
  expect(
    await violationsOn(page, [
      '/portal/BAF/Home',
      '/portal/BAF/form',
      '/portal/BAF/MyReferrals',
      '/portal/BAF/Referrals',
      '/portal/BAF/Referrals/1',
      '/portal/BAF/Calendar',
      '/portal/BAF/Video',
      '/portal/BAF/Banners',
    ]),
  ).toEqual([]);
});

test('the growth opportunities pages have no serious accessibility violation', async ({ page }) => {
  await openAs(page, 'employee');
  expect(
    await violationsOn(page, [
      '/portal/growth-opportunities',
      '/portal/growth-opportunities/1',
      '/portal/growth-opportunities/1/apply',
      '/portal/my-metrics',
      '/portal/user',
    ]),
  ).toEqual([]);
});

test('the growth owners’ screens have no serious accessibility violation', async ({ page }) => {
  await openAs(page, 'growth.owner');
  expect(
    await violationsOn(page, [
      '/portal/growth/openings',
      '/portal/growth/openings/form/1',
      '/portal/growth/applications',
      '/portal/growth/applications/1',
    ]),
  ).toEqual([]);
});

test('the transportation pages have no serious accessibility violation', async ({ page }) => {
  await openAs(page, 'transport.coordinator');
  expect(
    await violationsOn(page, [
      '/portal/Transportation',
      '/portal/Transportation/Rutas',
      '/portal/Transportation/Ruta',
      '/portal/Transportation/Ruta/1',
      '/portal/Transportation/Solicitudes',
      '/portal/Transportation/Solicitudes/1',
    ]),
  ).toEqual([]);
});

test('the extracurricular course pages have no serious accessibility violation', async ({
  page,
}) => {
  // The seed's first group (English, the employee enrolled in it), given by mlt.admin.
  await openAs(page, 'employee');
  expect(
    await violationsOn(page, [
      '/portal/ExtracurricularCourses',
      '/portal/ExtracurricularCourses?tab=mine',
      '/portal/ExtracurricularCourses/Curso/1',
    ]),
  ).toEqual([]);
});

test('the extracurricular instructor’s pages have no serious accessibility violation', async ({
  page,
}) => {
  await openAs(page, 'mlt.admin');
  expect(
    await violationsOn(page, [
      '/portal/ExtracurricularCourses?tab=groups',
      '/portal/ExtracurricularCourses/MisGrupos',
      '/portal/ExtracurricularCourses/MisGrupos/1',
    ]),
  ).toEqual([]);
});
