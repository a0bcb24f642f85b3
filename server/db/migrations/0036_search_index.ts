import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { createSearchIndex, dropSearchIndex, EMPLOYEE_SEARCH } from '../text';

/**
 * The employee search (db/text.ts employeeMatches), so picking a person among 100,000 does not
 * fold and scan every employee: a search index on name, user name and e-mail, and the badge's
 * start along an index (SQLite's GLOB walks the badge's unique index; PostgreSQL's LIKE needs a
 * pattern index, its collation's order not being byte order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchIndex(db, EMPLOYEE_SEARCH);
  if (dialectOf(db) === 'postgres')
    await sql`create index employees_badge_prefix on employees (badge text_pattern_ops)`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`drop index employees_badge_prefix`.execute(db);
  await dropSearchIndex(db, EMPLOYEE_SEARCH);
}
