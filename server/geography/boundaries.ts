import turfBbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon } from 'geojson';
import type { Transaction } from 'kysely';
import { type Box, type DivisionBox, type DivisionLevel, insideBox } from '../../contracts/places';
import { type Actor, recordAudits } from '../audit/audit';
import { statementBatches } from '../db/batches';
import type { DB } from '../db';
import { findOr404 } from '../db/lookup';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { RequestValidationError } from '../http/errors';
import { say } from './i18n';

/** What a division's boundary is, as GeoJSON writes it. */
export type BoundaryGeometry = Polygon | MultiPolygon;

/** One division's boundary as a validated file gives it; `field` names it in a refusal. */
export interface BoundaryInput {
  code: string;
  level: DivisionLevel;
  geometry: BoundaryGeometry;
  field: string;
}

const ENTITY = 'division_boundary';

/** A stored row's box. */
const boxOfRow = (row: {
  min_latitude: number;
  max_latitude: number;
  min_longitude: number;
  max_longitude: number;
}): Box => ({
  minLatitude: row.min_latitude,
  maxLatitude: row.max_latitude,
  minLongitude: row.min_longitude,
  maxLongitude: row.max_longitude,
});

/** Where each level's divisions are listed. */
const DIVISION_TABLES = {
  province: 'provinces',
  canton: 'cantons',
  district: 'districts',
} as const;

/** The inputs whose code names no division of their level (one query a level). */
async function unknownCodes(trx: Transaction<Database>, inputs: readonly BoundaryInput[]) {
  const known = new Set<string>();
  for (const level of Object.keys(DIVISION_TABLES) as DivisionLevel[]) {
    const codes = inputs.filter((input) => input.level === level).map((input) => input.code);
    if (codes.length === 0) continue;
    // A province's code is a number; a canton's and a district's are text ('101', '10101').
    const rows = await trx
      .selectFrom(DIVISION_TABLES[level])
      .select('code')
      .where('code', 'in', level === 'province' ? codes.map(Number) : codes)
      .execute();
    for (const row of rows) known.add(String(row.code));
  }
  return inputs.filter((input) => !known.has(input.code));
}

/**
 * Loads the boundaries of a file, all or nothing: a code that names no division is a 400 naming
 * its feature; a division loaded before is replaced. Answers how many of each level were loaded.
 */
export async function importBoundaries(db: DB, actor: Actor, inputs: readonly BoundaryInput[]) {
  return writeTransaction(db, async (trx) => {
    const unknown = await unknownCodes(trx, inputs);
    if (unknown.length > 0) {
      throw new RequestValidationError(
        Object.fromEntries(
          unknown.map((input) => [input.field, say('unknownDivision', { code: input.code })]),
        ),
      );
    }
    const codes = inputs.map((input) => input.code);
    const before = await trx
      .selectFrom('division_boundaries')
      .select(['code', 'level', 'min_latitude', 'max_latitude', 'min_longitude', 'max_longitude'])
      .where('code', 'in', codes)
      .execute();
    const beforeOf = new Map(before.map((row) => [row.code, row]));
    const at = new Date().toISOString();
    const rows = inputs.map((input) => {
      // GeoJSON's box: [west, south, east, north].
      const [west, south, east, north] = turfBbox(input.geometry);
      return {
        code: input.code,
        level: input.level,
        min_latitude: south,
        max_latitude: north,
        min_longitude: west,
        max_longitude: east,
        geometry: JSON.stringify(input.geometry),
        created_at: at,
        updated_at: at,
      };
    });
    // An upsert: a load running at the same time with the same codes waits for this one and then
    // replaces its rows, where a delete-then-insert would break on the primary key.
    for (const batch of statementBatches(rows))
      await trx
        .insertInto('division_boundaries')
        .values(batch)
        .onConflict((conflict) =>
          conflict.column('code').doUpdateSet((eb) => ({
            level: eb.ref('excluded.level'),
            min_latitude: eb.ref('excluded.min_latitude'),
            max_latitude: eb.ref('excluded.max_latitude'),
            min_longitude: eb.ref('excluded.min_longitude'),
            max_longitude: eb.ref('excluded.max_longitude'),
            geometry: eb.ref('excluded.geometry'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    await recordAudits(
      trx,
      rows.map(({ geometry: _geometry, ...after }) => ({
        actor,
        entity: ENTITY,
        entityId: after.code,
        before: beforeOf.get(after.code) ?? null,
        after,
      })),
    );
    const count = (level: DivisionLevel) => inputs.filter((input) => input.level === level).length;
    return {
      loaded: inputs.length,
      provinces: count('province'),
      cantons: count('canton'),
      districts: count('district'),
    };
  });
}

/** The box of division `code`; 404 when its boundary was never loaded. */
export async function boxOf(db: DB, code: string): Promise<DivisionBox> {
  const row = await findOr404(
    db
      .selectFrom('division_boundaries')
      .select(['code', 'level', 'min_latitude', 'max_latitude', 'min_longitude', 'max_longitude'])
      .where('code', '=', code),
    say('boundaryNotLoaded', { code }),
  );
  return { code: row.code, level: row.level, ...boxOfRow(row) };
}

/**
 * Whether a point falls outside division `code`'s loaded boundary (its edge counts as inside);
 * false when none is loaded, so the country's bounds stay the only rule.
 */
export async function isOutsideBoundary(
  trx: Transaction<Database>,
  code: string,
  latitude: number,
  longitude: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('division_boundaries')
    .select(['geometry', 'min_latitude', 'max_latitude', 'min_longitude', 'max_longitude'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return false;
  if (!insideBox(boxOfRow(row), latitude, longitude)) return true;
  const geometry = JSON.parse(row.geometry) as BoundaryGeometry;
  return !booleanPointInPolygon([longitude, latitude], geometry);
}
