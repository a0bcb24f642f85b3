import {
  badgeTokenParams,
  cantonBody,
  cantonTokenParams,
  type Canton,
  type District,
  districtBody,
  type Province,
  provinceBody,
  provinceTokenParams,
  tokenParams,
  type UserLocation,
  userLocationMultipart,
  userLocationParams,
} from '../../../../contracts/extracurricular/extracurricular';
import type { DB } from '../../../db';
import { findOr404 } from '../../../db/lookup';
import { writeTransaction } from '../../../db/transaction';
import { saveCanton, saveDistrict, saveProvince } from '../../../geography/divisions';
import {
  cantonsOf,
  districtsOf,
  homeOf,
  placeOf,
  provinces,
  saveHome,
} from '../../../geography/places';
import { assertDateToken } from '../../../http/dateToken';
import { readMultipart } from '../../../http/multipart';
import type { ServiceApp, ServiceDeps } from '../../types';
import { say } from '../i18n';
import { inPath, TOKEN, UPSERT, upsertRoute } from '../routing';

const tags = ['Extracurricular: geography and my location'];

const employeeIdOf = (db: DB, badge: string) =>
  findOr404(
    db.selectFrom('employees').select('id').where('badge', '=', badge),
    say('employee.notFound'),
  );

/** The family's geography (Costa Rica's INEC divisions) and where the employee lives. */
export async function geographyRoutes(app: ServiceApp, { db, clientTokenPhrase }: ServiceDeps) {
  app.get(
    '/Province/GetAllProvinces/:token',
    {
      config: inPath,
      schema: {
        summary: 'Costa Rica’s provinces',
        description: TOKEN,
        tags,
        params: tokenParams,
      },
    },
    async (): Promise<Province[]> => provinces(db),
  );

  app.get(
    '/Canton/GetCantonByProvinceId/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'The cantons of a province',
        description: `In INEC order; none for an unknown province. ${TOKEN}`,
        tags,
        params: provinceTokenParams,
      },
    },
    async (request): Promise<Canton[]> =>
      (await cantonsOf(db, request.params.id)).map((row) => ({
        code: row.code,
        provinceCode: row.province_code,
        name: row.name,
      })),
  );

  app.get(
    '/District/GetDistrictsByCantonId/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'The districts of a canton',
        description: `In INEC order; none for an unknown canton. ${TOKEN}`,
        tags,
        params: cantonTokenParams,
      },
    },
    async (request): Promise<District[]> =>
      (await districtsOf(db, request.params.id)).map((row) => ({
        code: row.code,
        cantonCode: row.canton_code,
        name: row.name,
      })),
  );

  upsertRoute(
    app,
    '/Province/PutInsUpdtProvince',
    {
      summary: 'Create or rename a province (by INEC code)',
      description: `Names unique (409 naming name). ${UPSERT}`,
      tags,
      body: provinceBody,
    },
    (user, body) => saveProvince(db, user, body),
    (saved) => saved.value,
  );

  upsertRoute(
    app,
    '/Canton/PutInsUpdtCanton',
    {
      summary: 'Create or rename a canton (by INEC code)',
      description: `Its code starts with its province’s digit (400 naming code); an unknown province is a 400 naming provinceCode; names unique in the province (409). ${UPSERT}`,
      tags,
      body: cantonBody,
    },
    (user, body) => saveCanton(db, user, body),
    (saved) => saved.value,
  );

  upsertRoute(
    app,
    '/District/PutInsUpdtDistrict',
    {
      summary: 'Create or rename a district (by INEC code)',
      description: `Its code starts with its canton’s code (400 naming code); an unknown canton is a 400 naming cantonCode; names unique in the canton (409). ${UPSERT}`,
      tags,
      body: districtBody,
    },
    (user, body) => saveDistrict(db, user, body),
    (saved) => saved.value,
  );

  const locationOf = async (badge: string): Promise<UserLocation | null> => {
    const employee = await employeeIdOf(db, badge);
    const home = await homeOf(db, employee.id);
    return home ? { badge, ...home } : null;
  };

  app.get(
    '/UserLocation/GetUserLocationByBadge/:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'Where I live',
        description: `Only the caller’s own badge (403 for anyone else’s, System_Admin included); \`null\` while not said. ${TOKEN}`,
        tags,
        params: badgeTokenParams,
      },
    },
    async (request): Promise<UserLocation | null> => locationOf(request.params.badge),
  );

  app.put(
    '/UserLocation/PutInsUpdateUserLocation/:badge&:provinceCode&:cantonCode&:districtCode',
    {
      schema: {
        summary: 'Say where I live',
        description:
          'Only the caller’s own badge. Multipart: `address` and `Token` (the date token, 400 naming Token when missing or stale). The district must be in the canton and the canton in the province (400 naming the field). Answers the saved location.',
        tags,
        params: userLocationParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<UserLocation | null> => {
      const { body } = await readMultipart(request, userLocationMultipart, {});
      await assertDateToken(body.Token, clientTokenPhrase, 'Token');
      const { badge, provinceCode, cantonCode, districtCode } = request.params;
      const employee = await employeeIdOf(db, badge);
      await writeTransaction(db, async (trx) => {
        await placeOf(
          trx,
          { province: provinceCode, canton: cantonCode, district: districtCode },
          { province: 'provinceCode', canton: 'cantonCode', district: 'districtCode' },
        );
        await saveHome(
          trx,
          employee.id,
          { districtCode, address: body.address },
          new Date().toISOString(),
        );
      });
      return locationOf(badge);
    },
  );
}
