import { type Kysely, sql } from 'kysely';
import { dayInSpanish } from '../../../../contracts/calendar';
import { DEFINITION_STATUS } from '../../../../contracts/extracurricular/courses';
import type { Database } from '../../../db/schema';
import { notify } from '../../../notifications/service';

type Q = Kysely<Database>;

/** The portal page of a group, where a promoted employee is sent. */
const groupPage = (definitionId: number) => `/ExtracurricularCourses/Curso/${definitionId}`;

/** Seats taken in definition `definitionId` (run it after locking the definition). */
export async function seatsTaken(q: Q, definitionId: number): Promise<number> {
  const row = await q
    .selectFrom('course_enrollments')
    .select(sql<number>`count(*)`.as('n'))
    .where('definition_id', '=', definitionId)
    .where('status', '=', 'enrolled')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Gives the free seats of a locked definition to its waiting list, oldest first, and tells each
 * promoted employee. Only while the definition runs (open or closed): a finished one keeps its
 * list as history. Answers how many were promoted.
 */
export async function promoteWaiting(trx: Q, definitionId: number): Promise<number> {
  const definition = await trx
    .selectFrom('course_definitions as d')
    .innerJoin('courses as c', 'c.id', 'd.course_id')
    .select(['d.quota', 'd.status_id', 'd.start_date', 'c.name'])
    .where('d.id', '=', definitionId)
    .executeTakeFirstOrThrow();
  if (
    definition.status_id !== DEFINITION_STATUS.open &&
    definition.status_id !== DEFINITION_STATUS.closed
  )
    return 0;
  const free = definition.quota - (await seatsTaken(trx, definitionId));
  if (free <= 0) return 0;
  const next = await trx
    .selectFrom('course_enrollments')
    .select(['id', 'employee_id'])
    .where('definition_id', '=', definitionId)
    .where('status', '=', 'waiting')
    .orderBy('id')
    .limit(free)
    .execute();
  const now = new Date();
  for (const waiting of next) {
    await trx
      .updateTable('course_enrollments')
      .set({ status: 'enrolled', updated_at: now.toISOString() })
      .where('id', '=', waiting.id)
      .execute();
    await notify(
      trx,
      waiting.employee_id,
      {
        kind: 'course-seat',
        title: `Tienes cupo en ${definition.name}`,
        body: `Se liberó un cupo y quedó matriculado en ${definition.name}, que inicia el ${dayInSpanish(definition.start_date)}.`,
        link: groupPage(definitionId),
      },
      now,
    );
  }
  return next.length;
}
