import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cantonCode, costaRica, districtCode } from './costaRica';

/**
 * Writes the territorial division of Costa Rica: reference data every database needs (not demo
 * content), so migration 0008 calls it.
 */
export async function insertGeography(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('provinces')
    .values(costaRica.map(({ code, name }) => ({ code, name })))
    .execute();
  const cantons = costaRica.flatMap((province) =>
    province.cantons.map((canton) => ({
      code: cantonCode(province.code, canton.number),
      province_code: province.code,
      name: canton.name,
      districts: canton.districts,
    })),
  );
  await db
    .insertInto('cantons')
    .values(cantons.map(({ code, province_code, name }) => ({ code, province_code, name })))
    .execute();
  const districts = cantons.flatMap((canton) =>
    canton.districts.map(([number, name]) => ({
      code: districtCode(canton.code, number),
      canton_code: canton.code,
      name,
    })),
  );
  // Bounded batches: SQLite limits the bound parameters of one statement.
  for (let start = 0; start < districts.length; start += 200) {
    await db
      .insertInto('districts')
      .values(districts.slice(start, start + 200))
      .execute();
  }
}
