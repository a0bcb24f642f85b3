import type { Kysely } from 'kysely';
import type { Home, Place } from '../../contracts/places';
import { findOr400 } from '../db/lookup';
import type { Database } from '../db/schema';
import { RequestValidationError } from '../http/errors';
import { say } from './i18n';

type Query = Kysely<Database>;

export type { Home, Place };

export const provinces = (q: Query) =>
  q.selectFrom('provinces').select(['code', 'name']).orderBy('code').execute();

/** A province's cantons in INEC order; none when the province does not exist. */
export const cantonsOf = (q: Query, province: number) =>
  q
    .selectFrom('cantons')
    .select(['code', 'province_code', 'name'])
    .where('province_code', '=', province)
    .orderBy('code')
    .execute();

/** A canton's districts in INEC order; none when the canton does not exist. */
export const districtsOf = (q: Query, canton: string) =>
  q
    .selectFrom('districts')
    .select(['code', 'canton_code', 'name'])
    .where('canton_code', '=', canton)
    .orderBy('code')
    .execute();

/** The body fields that carry each code, so a refusal names the caller's own field. */
export interface PlaceFields {
  province: string;
  canton: string;
  district: string;
}

/**
 * The place a body names, checked top-down: the province must exist, the canton be in it and
 * the district in the canton (400 naming the field). Answers the names next to the codes.
 */
export async function placeOf(
  q: Query,
  codes: { province: number; canton: string; district: string },
  fields: PlaceFields,
): Promise<Place> {
  const province = await findOr400(
    q.selectFrom('provinces').select('name').where('code', '=', codes.province),
    { [fields.province]: say('unknownProvince', { field: fields.province }) },
  );
  const canton = await q
    .selectFrom('cantons')
    .select(['name', 'province_code'])
    .where('code', '=', codes.canton)
    .executeTakeFirst();
  if (!canton || canton.province_code !== codes.province) {
    throw new RequestValidationError({
      [fields.canton]: say('cantonOutside', {
        field: fields.canton,
        canton: codes.canton,
        province: codes.province,
      }),
    });
  }
  const district = await q
    .selectFrom('districts')
    .select(['name', 'canton_code'])
    .where('code', '=', codes.district)
    .executeTakeFirst();
  if (!district || district.canton_code !== codes.canton) {
    throw new RequestValidationError({
      [fields.district]: say('districtOutside', {
        field: fields.district,
        district: codes.district,
        canton: codes.canton,
      }),
    });
  }
  return {
    provinceCode: codes.province,
    provinceName: province.name,
    cantonCode: codes.canton,
    cantonName: canton.name,
    districtCode: codes.district,
    districtName: district.name,
  };
}

/**
 * Districts (`d`) with their canton (`c`) and province (`p`), each selected as its `Place`: join
 * what lies in a district onto it.
 */
export const placesQuery = (q: Query) =>
  q
    .selectFrom('districts as d')
    .innerJoin('cantons as c', 'c.code', 'd.canton_code')
    .innerJoin('provinces as p', 'p.code', 'c.province_code')
    .select([
      'p.code as provinceCode',
      'p.name as provinceName',
      'c.code as cantonCode',
      'c.name as cantonName',
      'd.code as districtCode',
      'd.name as districtName',
    ]);

/** The places of these districts, by district code (an unknown code has none). */
export async function placesOf(
  q: Query,
  districtCodes: readonly string[],
): Promise<Map<string, Place>> {
  const rows = await placesQuery(q).where('d.code', 'in', districtCodes).execute();
  return new Map(rows.map((place) => [place.districtCode, place]));
}

/** Where the employee lives, or undefined while they have not said. */
export async function homeOf(q: Query, employeeId: number): Promise<Home | undefined> {
  const row = await placesQuery(q)
    .innerJoin('employee_homes as h', 'h.district_code', 'd.code')
    .select(['h.address', 'h.updated_at as updatedAt'])
    .where('h.employee_id', '=', employeeId)
    .executeTakeFirst();
  return row;
}

/**
 * Records where the employee lives (one row each: a second save replaces the first). The caller
 * has checked the place with `placeOf`; run it in the same transaction.
 */
export async function saveHome(
  q: Query,
  employeeId: number,
  home: { districtCode: string; address: string },
  now: string,
): Promise<void> {
  await q
    .insertInto('employee_homes')
    .values({
      employee_id: employeeId,
      district_code: home.districtCode,
      address: home.address,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('employee_id')
        .doUpdateSet({ district_code: home.districtCode, address: home.address, updated_at: now }),
    )
    .execute();
}
