import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/**
 * The services answer in the caller's language: Accept-Language picks Spanish or English (Spanish
 * when it names neither), and every refusal carries its stable `code`.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inLanguage = (language: string) => ({ 'accept-language': language });
const get = (path: string, language: string) =>
  t.call('sales.owner', 'GET', path, undefined, inLanguage(language));

describe('refusals in the caller’s language', () => {
  it('404 for a record, and for a route', async () => {
    expect((await get('/Building/999999', 'en')).json()).toEqual({
      message: 'Building not found',
      code: 'sales.building.notFound',
    });
    const spanish = await get('/Building/999999', 'es');
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({
      message: 'El edificio no existe.',
      code: 'sales.building.notFound',
    });
    expect((await get('/NoSuchRoute', 'es')).json()).toEqual({
      message: 'La ruta GET /api/main/NoSuchRoute no existe.',
      code: 'http.routeNotFound',
    });
  });

  it('400 with each field’s reason: yup’s own rules, a contract’s rule, the input limits', async () => {
    const tooLong = `/Building?q=${'x'.repeat(101)}`;
    expect((await get(tooLong, 'en')).json()).toEqual({
      message: 'Invalid request: q: q must be at most 100 characters',
      code: 'http.invalidRequest',
      errors: { q: 'q must be at most 100 characters' },
    });
    expect((await get(tooLong, 'es')).json()).toEqual({
      message: 'Solicitud no válida: q: q debe tener como máximo 100 caracteres',
      code: 'http.invalidRequest',
      errors: { q: 'q debe tener como máximo 100 caracteres' },
    });
    // The sale contract's own rule: worded by the sales catalogue, its English the contract's.
    expect((await get('/Order?from=ayer', 'en')).json().errors).toEqual({
      from: 'from must be a date (YYYY-MM-DD)',
    });
    expect((await get('/Order?from=ayer', 'es')).json().errors).toEqual({
      from: 'from debe ser una fecha (AAAA-MM-DD)',
    });
    const nul = await t.call(
      'sales.owner',
      'GET',
      '/Building?q=a%00b',
      undefined,
      inLanguage('es'),
    );
    expect(nul.json().errors).toEqual({ q: 'no debe contener el carácter NUL' });
  });

  it('the list query of the portal’s own resources', async () => {
    const range = encodeURIComponent('[0,5000]');
    const path = `/admin/audit-entries?range=${range}`;
    const admin = (language: string) =>
      t.call('admin', 'GET', path, undefined, inLanguage(language));
    expect((await admin('en')).json().errors).toEqual({
      range: 'range must hold 1 to 1000 rows, first ≤ last',
    });
    expect((await admin('es')).json().errors).toEqual({
      range: 'range debe abarcar de 1 a 1000 filas, con primero ≤ último',
    });
  });

  it('401 and 403 of the guard, and a refusal of Fastify’s own', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/main/Building',
      headers: inLanguage('es'),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Se requiere iniciar sesión.',
      code: 'http.authenticationRequired',
    });
    const forbidden = await t.call('employee', 'GET', '/Order', undefined, inLanguage('es'));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: 'No tiene permiso para hacer esto.',
      code: 'http.notAllowed',
    });
    const asText = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/main/authenticate/refresh',
        headers: { 'content-type': 'application/xml', ...inLanguage(language) },
        payload: '<token/>',
      });
    const english = await asText('en');
    expect(english.statusCode).toBe(415);
    expect(english.json().message).toMatch(/Unsupported Media Type/);
    expect((await asText('es')).json()).toEqual({
      message: 'El tipo de contenido de la solicitud no se admite.',
      code: 'http.unsupportedMediaType',
    });
  });
});
