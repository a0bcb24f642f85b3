/**
 * The catalogue page's images (id 1, sniffed, within the uploads' limit) and the configuration messages (sanitised,
 * active ones for employees), on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueImages,
  ConfigMessage,
} from '../../../contracts/extracurricular/extracurricular';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  injectMultipart,
  type MultipartField,
  PNG,
  type TestApp,
} from '../helpers';
import { EXTRACURRICULAR, xcCall } from './extracurricularCalls';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await badgeOf(t, 'extracurricular.admin');
});
afterAll(async () => {
  await t?.close();
});

const upload = async (fields: [string, MultipartField][], username = 'extracurricular.admin') =>
  injectMultipart(t.app, {
    method: 'PUT',
    url: `${EXTRACURRICULAR}/Images/PutInsUpdtImage2`,
    token: await t.tokenOf(username),
    fields,
  });

describe('images', () => {
  it('answers image 1 with public URLs', async () => {
    const [images] = expectJson<CatalogueImages[]>(
      await xcCall(t, 'employee', 'GET', '/Images/GetAllImages'),
    );
    expect(images).toMatchObject({ id: 1 });
    const picture = await t.app.inject({ method: 'GET', url: images!.banner! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('replaces the banner and keeps the background', async () => {
    const [before] = expectJson<CatalogueImages[]>(
      await xcCall(t, 'employee', 'GET', '/Images/GetAllImages'),
    );
    const saved = expectJson<CatalogueImages>(
      await upload([
        ['id', '1'],
        ['banner', { filename: 'nuevo.png', data: PNG }],
      ]),
    );
    expect(saved.banner).not.toBe(before!.banner);
    expect(saved.backg).toBe(before!.backg);
    expect(await t.auditRows('catalogue_images', 1)).toHaveLength(1);
  });

  it('refuses a file that is not a picture, too large, unknown, or another id', async () => {
    const files = await countRows(t, 'files');
    expectInvalid(
      await upload([['backg', { filename: 'a.png', data: Buffer.from('%PDF-1.4 not a picture') }]]),
      'backg',
    );
    const big = await upload([
      ['banner', { filename: 'b.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
    ]);
    expect(big.statusCode).toBe(413);
    expectInvalid(await upload([['logo', { filename: 'c.png', data: PNG }]]), 'logo');
    expectInvalid(
      await upload([
        ['id', '2'],
        ['banner', { filename: 'd.png', data: PNG }],
      ]),
      'id',
    );
    expectInvalid(await upload([['id', '1']]), 'banner');
    expect(await countRows(t, 'files')).toBe(files);
    expect(
      (await upload([['banner', { filename: 'e.png', data: PNG }]], 'mlt.admin')).statusCode,
    ).toBe(403);
  });
});

describe('configuration messages', () => {
  it('shows employees the active ones and administrators all', async () => {
    const mine = expectJson<ConfigMessage[]>(
      await xcCall(t, 'employee', 'GET', '/ConfiguracionMensajes/GetConfigMensaje'),
    );
    expect(mine.map((m) => m.title)).toEqual(['Bienvenida a los cursos', 'Matrícula']);
    const all = expectJson<ConfigMessage[]>(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        '/ConfiguracionMensajes/GetConfigMensaje?active=false',
      ),
    );
    expect(all.map((m) => m.title)).toEqual(['Cursos de verano']);
  });

  it('sanitises, upserts idempotently and records the editor', async () => {
    const path = '/ConfiguracionMensajes/PutInsertaActualizaConfigMensaje';
    const body = {
      title: 'Horarios',
      message: '<p onclick="x()">Clases <b>de noche</b><script>alert(1)</script></p>',
      active: true,
      badge: admin,
    };
    const created = expectJson<ConfigMessage>(
      await xcCall(t, 'extracurricular.admin', 'PUT', path, body),
      201,
    );
    expect(created.message).toBe('<p>Clases <b>de noche</b></p>');
    expect(created.badge).toBe(admin);
    expect(
      expectJson<ConfigMessage>(await xcCall(t, 'extracurricular.admin', 'PUT', path, body)),
    ).toEqual(created);
    const before = await countRows(t, 'config_messages');
    expectInvalid(
      await xcCall(t, 'extracurricular.admin', 'PUT', path, {
        ...body,
        title: 'Otro',
        badge: 'X1',
      }),
      'badge',
    );
    expectInvalid(
      await xcCall(t, 'extracurricular.admin', 'PUT', path, {
        ...body,
        title: 'Vacío',
        message: '<script>x</script>',
      }),
      'message',
    );
    expectInvalid(
      await xcCall(t, 'extracurricular.admin', 'PUT', path, {
        ...body,
        title: 'Largo',
        message: 'x'.repeat(10_241),
      }),
      'message',
    );
    expect(await countRows(t, 'config_messages')).toBe(before);
    expect((await xcCall(t, 'mlt.admin', 'PUT', path, body)).statusCode).toBe(403);
  });
});
