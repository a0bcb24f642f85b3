import {
  type Canton,
  cantonParams,
  type District,
  type Province,
  provinceParams,
} from '../../../../contracts/benefits/locations';
import type { DB } from '../../../db';
import { HttpError } from '../../../http/errors';
import type { ServiceApp } from '../../types';
import { cantonsOf, provinces } from '../../../geography/places';
import { say } from '../../../geography/i18n';

const TAG = 'Geography';

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
}
