import type { Kysely } from 'kysely';
import { timestamps } from '../../db/columns';

/**
 * The official boundaries of the INEC divisions, loaded by an administrator (none ship with the
 * portal): the box the location form's map fits and the polygon a location's point must fall in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await timestamps(
    db.schema
      .createTable('division_boundaries')
      // A province's code is its digit as text ('1'), a canton's '101', a district's '10101'.
      .addColumn('code', 'varchar(5)', (c) => c.primaryKey())
      .addColumn('level', 'varchar(8)', (c) => c.notNull())
      .addColumn('min_latitude', 'double precision', (c) => c.notNull())
      .addColumn('max_latitude', 'double precision', (c) => c.notNull())
      .addColumn('min_longitude', 'double precision', (c) => c.notNull())
      .addColumn('max_longitude', 'double precision', (c) => c.notNull())
      // The GeoJSON Polygon or MultiPolygon as loaded.
      .addColumn('geometry', 'text', (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('division_boundaries').execute();
}
