import { type Kysely, sql } from 'kysely';
import { EMPLOYEE_SEARCH, searchTextKey } from '../text';

/**
 * The employee picker's first answers, the active employees whose name starts with what was
 * typed (roleAssignments.ts searchEmployees), read along their search text in byte order: a range
 * of this index, twenty entries, whatever the number of employees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index employees_search_key on employees
    ((${searchTextKey(db, EMPLOYEE_SEARCH, null)}), id) where active = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employees_search_key').execute();
}
