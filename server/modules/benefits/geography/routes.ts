import { object } from 'yup';
import {
  type Canton,
  cantonParams,
  type District,
  type Province,
  provinceParams,
} from '../../../../contracts/benefits/locations';
import {
  type BoundaryCollection,
  type BoundaryImport,
  boundaryCollection,
  boundaryParams,
  levelOfCode,
  MAX_BOUNDARY_FEATURES,
} from '../../../../contracts/benefits/boundaries';
import type { DivisionBox } from '../../../../contracts/places';
import type { DB } from '../../../db';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { isPrototypeKey } from '../../../http/inputLimits';
import { readMultipart, oneFileEach } from '../../../http/multipart';
import { validateContract } from '../../../http/validation';
import type { ServiceApp } from '../../types';
import { type BoundaryGeometry, boxOf, importBoundaries } from '../../../geography/boundaries';
import { cantonsOf, provinces } from '../../../geography/places';
import { say } from '../../../geography/i18n';
import { say as sayBenefits } from '../i18n';

const TAG = 'Geography';

const FILE_SHAPE =
  'Multipart field `file`: a GeoJSON FeatureCollection (as IGN/SNIT publish the boundaries) of ' +
  `at most ${MAX_BOUNDARY_FEATURES} Feature objects, each a Polygon or MultiPolygon whose ` +
  "`properties.code` is the division's INEC code ('1' province, '101' canton, '10101' district), " +
  'coordinates [longitude, latitude] in degrees (WGS 84) inside Costa Rica.';

/** The uploaded file as JSON, prototype-named keys dropped; a 400 naming `file` when it is not. */
function parseBoundaryFile(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8'), (key, value: unknown) =>
      isPrototypeKey(key) ? undefined : value,
    );
  } catch {
    throw new RequestValidationError({ file: sayBenefits('boundaries.notJson') });
  }
}

/** The import's multipart text fields: none, only the file. */
const boundaryUpload = object({});

/**
 * Geography: the provinces, cantons and districts of Costa Rica with their INEC codes
 * (reference data, at most a few dozen rows per answer, in official order). Any employee reads.
 */
export async function geographyRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/Provinces',
    { schema: { summary: 'The seven provinces (id = INEC code 1–7)', tags: [TAG] } },
    async (): Promise<Province[]> =>
      (await provinces(db)).map((row) => ({ id: row.code, name: row.name })),
  );

  app.get(
    '/Provinces/:provinceId/Cantons',
    {
      schema: {
        summary: "A province's cantons (id = INEC code, '101')",
        tags: [TAG],
        params: provinceParams,
      },
    },
    async (request): Promise<Canton[]> => {
      const { provinceId } = request.params;
      const rows = await cantonsOf(db, provinceId);
      if (rows.length === 0) throw new HttpError(404, say('provinceNotFound'));
      return rows.map((row) => ({ id: row.code, provinceId: row.province_code, name: row.name }));
    },
  );

  app.get(
    '/Provinces/:provinceId/Cantons/:cantonId/Districts',
    {
      schema: {
        summary: "A canton's districts (id = INEC code, '10101')",
        description: 'The canton must belong to the province (404 otherwise).',
        tags: [TAG],
        params: cantonParams,
      },
    },
    async (request): Promise<District[]> => {
      const { provinceId, cantonId } = request.params;
      const rows = await db
        .selectFrom('districts')
        .innerJoin('cantons', 'cantons.code', 'districts.canton_code')
        .select(['districts.code', 'districts.canton_code', 'districts.name'])
        .where('cantons.province_code', '=', provinceId)
        .where('districts.canton_code', '=', cantonId)
        .orderBy('districts.code')
        .execute();
      if (rows.length === 0) throw new HttpError(404, say('cantonNotFound'));
      return rows.map((row) => ({ id: row.code, cantonId: row.canton_code, name: row.name }));
    },
  );

  app.post(
    '/Geography/Boundaries',
    {
      schema: {
        summary: 'Load the official boundaries of provinces, cantons and districts',
        description:
          `${FILE_SHAPE} All or nothing: a feature with an unknown code, another geometry or a ` +
          'point outside Costa Rica is a 400 naming it (`features[3].properties.code`). A ' +
          'division loaded before is replaced. Answers how many of each level were loaded.',
        tags: [TAG],
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<BoundaryImport> => {
      const { files } = await readMultipart(request, boundaryUpload, oneFileEach('file'));
      const file = files[0];
      if (!file) throw new RequestValidationError({ file: sayBenefits('boundaries.noFile') });
      // A file, not a request body: its many coordinates are bounded by the upload limit.
      const collection = validateContract<BoundaryCollection>(
        boundaryCollection,
        parseBoundaryFile(file.data),
      );
      return importBoundaries(
        db,
        request.user,
        collection.features.map((feature, index) => ({
          code: feature.properties.code,
          level: levelOfCode(feature.properties.code),
          // The contract checked the rings' shape: the geometry is GeoJSON's.
          geometry: feature.geometry as BoundaryGeometry,
          field: `features[${index}].properties.code`,
        })),
      );
    },
  );

  app.get(
    '/Geography/Boundaries/:code',
    {
      schema: {
        summary: "A division's box (its loaded boundary's south, north, west and east)",
        description: '404 when the division’s boundary has not been loaded.',
        tags: [TAG],
        params: boundaryParams,
      },
    },
    async (request): Promise<DivisionBox> => boxOf(db, request.params.code),
  );
}
