import type { Kysely } from 'kysely';
import { createFoldedIndex, dropFoldedIndex, type FoldedIndex } from '../../../db/text';

const COURSE_NAME_ORDER: FoldedIndex = {
  name: 'courses_name_folded',
  table: 'courses',
  column: 'name',
};

/**
 * GET /Courses/GetAllCourses is sorted by folded name: along this index a page reads its rows in
 * order instead of folding and sorting the whole catalogue (PostgreSQL's translate() costs
 * microseconds a name: 7 ms for 1,000 courses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createFoldedIndex(db, COURSE_NAME_ORDER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropFoldedIndex(db, COURSE_NAME_ORDER);
}
