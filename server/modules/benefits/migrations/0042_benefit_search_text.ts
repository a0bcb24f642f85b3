import type { Kysely } from 'kysely';
import { storeSearchText, unstoreSearchText } from '../../../db/text';
import { BENEFIT_SEARCH } from '../tables';

/** PostgreSQL: the benefits' folded search text stored and indexed (db/text.ts storeSearchText). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await storeSearchText(db, BENEFIT_SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await unstoreSearchText(db, BENEFIT_SEARCH);
}
