import type { Kysely } from 'kysely';
import { EMPLOYEE_SEARCH, storeSearchText, unstoreSearchText } from '../text';

/** PostgreSQL: the employees' folded search text stored and indexed (db/text.ts storeSearchText). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await storeSearchText(db, EMPLOYEE_SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await unstoreSearchText(db, EMPLOYEE_SEARCH);
}
