import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoundaryImport } from '../../../contracts/benefits/boundaries';
import type { DivisionBox } from '../../../contracts/places';
import {
  boundaryCollection,
  boundaryFeatures,
  boundaryFile,
  DISTRICT_BOX,
  IN_BOX_OUTSIDE_DISTRICT,
  INSIDE_DISTRICT,
} from '../../fixtures/boundaries';
import { createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';

let t: TestApp;
let benefitId: number;
/** A location saved in San Isidro's district, but in San José, before any boundary was loaded. */
let savedBeforeBoundaries: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['employee', 'benefits.owner', 'admin']) await t.tokenOf(username);
  const benefit = await t.db
    .selectFrom('benefits')
    .select('id')
    .where('active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  benefitId = benefit.id;
});
afterAll(async () => {
  await t?.close();
});

const load = (collection: object, username = 'admin') =>
  t.callMultipart(username, 'POST', '/Geography/Boundaries', { file: boundaryFile(collection) });

const boxOf = (code: string, username = 'benefits.owner') =>
  t.call(username, 'GET', `/Geography/Boundaries/${code}`);

const comma = (value: number) => String(value).replace('.', ',');

type Point = { latitude: number; longitude: number };

/** A location of the first benefit in San Isidro de El General at `point`. */
const locationAt = (point: Point) => ({
  idBenefits: benefitId,
  provinceCode: 1,
  cantonCode: '119',
  districtCode: '11901',
  address: 'Costado sur del parque central de San Isidro',
  latitude: comma(point.latitude),
  longitude: comma(point.longitude),
  ubicationType: 'store',
});

/** POST /BenefitsLocation at `point` (a form: every field a string). */
const createAt = (point: Point) =>
  t.callMultipart(
    'benefits.owner',
    'POST',
    '/BenefitsLocation',
    Object.fromEntries(
      Object.entries(locationAt(point)).map(([key, value]) => [key, String(value)]),
    ),
  );

/** PUT /BenefitsLocation/{id} at `point`, with `extra` fields. */
const putAt = (id: number, point: Point, extra: object = {}) =>
  t.call('benefits.owner', 'PUT', `/BenefitsLocation/${id}`, { ...locationAt(point), ...extra });

/** San José's centre: in Costa Rica, far from San Isidro de El General's district. */
const SAN_JOSE = { latitude: 9.9281, longitude: -84.0907 };

const loadedCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('division_boundaries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The same feature with another geometry. */
const withGeometry = (geometry: object) => ({ ...boundaryFeatures.district, geometry });

describe('before any boundary is loaded', () => {
  it('answers 404 for a division’s box', async () => {
    expect((await boxOf('11901')).statusCode).toBe(404);
  });

  it('keeps today’s rule: a point in Costa Rica is saved whatever its district', async () => {
    savedBeforeBoundaries = expectJson<{ id: number }>(await createAt(SAN_JOSE), 201).id;
  });
});

describe('POST /Geography/Boundaries', () => {
  it('is System_Admin’s only', async () => {
    expect((await load(boundaryCollection(), 'benefits.owner')).statusCode).toBe(403);
    expect((await load(boundaryCollection(), 'employee')).statusCode).toBe(403);
    expect(await loadedCount()).toBe(0);
  });

  it('refuses a file that is not JSON, naming file', async () => {
    const response = await t.callMultipart('admin', 'POST', '/Geography/Boundaries', {
      file: {
        filename: 'limites.geojson',
        data: Buffer.from('{"type": "Feat'),
        type: 'text/plain',
      },
    });
    expectInvalid(response, 'file');
    expectInvalid(await t.callMultipart('admin', 'POST', '/Geography/Boundaries', {}), 'file');
  });

  it('refuses an unknown code, naming its feature, and loads nothing of the file', async () => {
    const unknown = { ...boundaryFeatures.district, properties: { code: '11999' } };
    const response = await load(boundaryCollection([boundaryFeatures.canton, unknown]));
    expectInvalid(response, 'features[1].properties.code');
    expect(await loadedCount()).toBe(0);
    expect((await boxOf('119')).statusCode).toBe(404);
  });

  it('refuses a code that is not INEC’s, another geometry, rings of no polygon and a point outside Costa Rica', async () => {
    const response = await load(
      boundaryCollection([
        { ...boundaryFeatures.canton, properties: { code: '1190' } },
        withGeometry({ type: 'Point', coordinates: [-83.7, 9.37] }),
        withGeometry({ type: 'Polygon', coordinates: [[[-83.7, 9.37]]] }),
        withGeometry({
          type: 'Polygon',
          coordinates: [
            [
              [-83.75, 9.33],
              [-80.0, 9.33],
              [-83.75, 9.42],
              [-83.75, 9.33],
            ],
          ],
        }),
      ]),
    );
    expectInvalid(
      response,
      'features[0].properties.code',
      'features[1].geometry.type',
      'features[2].geometry.coordinates',
      'features[3].geometry.coordinates',
    );
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(errors['features[3].geometry.coordinates']).toMatch(/Costa Rica/);
    expect(await loadedCount()).toBe(0);
  });

  it('refuses a division named twice in the file', async () => {
    const response = await load(
      boundaryCollection([boundaryFeatures.district, boundaryFeatures.district]),
    );
    expectInvalid(response, 'features[1].properties.code');
    expect(await loadedCount()).toBe(0);
  });

  it('loads a province, a canton and a district, each with its box, audited', async () => {
    const loaded = expectJson<BoundaryImport>(await load(boundaryCollection()));
    expect(loaded).toEqual({ loaded: 3, provinces: 1, cantons: 1, districts: 1 });
    const box = expectJson<DivisionBox>(await boxOf('11901'));
    expect(box).toEqual({ code: '11901', level: 'district', ...DISTRICT_BOX });
    expect(expectJson<DivisionBox>(await boxOf('1'))).toMatchObject({
      code: '1',
      level: 'province',
      minLatitude: 9,
      maxLongitude: -83.3,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'division_boundary')
      .execute();
    expect(audit.map((row) => row.entity_id).sort()).toEqual(['1', '119', '11901']);
  });

  it('replaces a division loaded before', async () => {
    const smaller = withGeometry({
      type: 'Polygon',
      coordinates: [
        [
          [-83.74, 9.34],
          [-83.66, 9.34],
          [-83.74, 9.41],
          [-83.74, 9.34],
        ],
      ],
    });
    expect(expectJson<BoundaryImport>(await load(boundaryCollection([smaller])))).toEqual({
      loaded: 1,
      provinces: 0,
      cantons: 0,
      districts: 1,
    });
    expect(expectJson<DivisionBox>(await boxOf('11901'))).toMatchObject({ minLatitude: 9.34 });
    expect(await loadedCount()).toBe(3);
    expectJson(await load(boundaryCollection()));
  });

  it('answers two loads of the same divisions at once, neither a 5xx', async () => {
    const answers = await Promise.all([load(boundaryCollection()), load(boundaryCollection())]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await loadedCount()).toBe(3);
    expect(expectJson<DivisionBox>(await boxOf('11901'))).toMatchObject(DISTRICT_BOX);
  });
});

describe('GET /Geography/Boundaries/:code', () => {
  it('is for whoever edits locations', async () => {
    expect((await boxOf('11901', 'employee')).statusCode).toBe(403);
    expect((await boxOf('11901', 'admin')).statusCode).toBe(200);
  });

  it('answers 404 for a division with none loaded and 400 for a code that is not INEC’s', async () => {
    expect((await boxOf('11902')).statusCode).toBe(404);
    expectInvalid(await boxOf('1x'), 'code');
  });
});

describe('a location’s point and its district’s loaded boundary', () => {
  it('refuses a point outside the district, even inside its box, naming latitude', async () => {
    const response = await createAt(IN_BOX_OUTSIDE_DISTRICT);
    expectInvalid(response, 'latitude');
    expect(response.json<{ errors: Record<string, string> }>().errors.latitude).toMatch(
      /San Isidro de El General/,
    );
    expectInvalid(await createAt(SAN_JOSE), 'latitude');
  });

  it('saves a point inside the district, and refuses moving it out', async () => {
    const created = expectJson<{ id: number; latitude: string }>(
      await createAt(INSIDE_DISTRICT),
      201,
    );
    expect(created.latitude).toBe('9,3733');
    expectInvalid(await putAt(created.id, IN_BOX_OUTSIDE_DISTRICT), 'latitude');
    const moved = await putAt(created.id, { latitude: 9.35, longitude: -83.72 });
    expect(expectJson<{ latitude: string }>(moved).latitude).toBe('9,35');
  });

  it('keeps editing a location saved outside before the boundary was loaded, until it moves', async () => {
    const edited = await putAt(savedBeforeBoundaries, SAN_JOSE, { phone: '27710000' });
    expect(expectJson<{ phone: string }>(edited).phone).toBe('27710000');
    expectInvalid(await putAt(savedBeforeBoundaries, { ...SAN_JOSE, latitude: 9.93 }), 'latitude');
  });
});
