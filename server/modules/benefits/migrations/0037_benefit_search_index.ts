import type { Kysely } from 'kysely';
import { createSearchIndex, dropSearchIndex } from '../../../db/text';
import { BENEFIT_SEARCH } from '../tables';

/** The benefit search index (db/text.ts searchMatches): GET /Benefits?q= by name and detail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchIndex(db, BENEFIT_SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchIndex(db, BENEFIT_SEARCH);
}
