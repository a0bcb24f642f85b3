import type { Kysely } from 'kysely';
import {
  createFoldedIndex,
  createSearchIndex,
  dropFoldedIndex,
  dropSearchIndex,
  storeSearchText,
  unstoreSearchText,
} from '../../../db/text';
import { OPENING_FOLDED_INDEXES, OPENING_SEARCH } from '../tables';

/**
 * The employees' search of open openings along indexes: the text (title, description) through
 * the search index, the area and location picked through their folded indexes. Before, each
 * search folded every opening's title, description, area and location.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchIndex(db, OPENING_SEARCH);
  await storeSearchText(db, OPENING_SEARCH);
  for (const index of OPENING_FOLDED_INDEXES) await createFoldedIndex(db, index);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of OPENING_FOLDED_INDEXES) await dropFoldedIndex(db, index);
  await unstoreSearchText(db, OPENING_SEARCH);
  await dropSearchIndex(db, OPENING_SEARCH);
}
