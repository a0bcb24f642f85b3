import type { Kysely } from 'kysely';
import { createSearchIndex, dropSearchIndex, EMPLOYEE_SEARCH } from '../text';

/**
 * The employee search index (db/text.ts searchMatches): name, badge, user name and e-mail, so
 * picking a person among 100,000 does not fold and scan every employee.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createSearchIndex(db, EMPLOYEE_SEARCH);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchIndex(db, EMPLOYEE_SEARCH);
}
