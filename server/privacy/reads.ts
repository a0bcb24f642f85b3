import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecordKind } from '../../contracts/privacy/reads';
import { MAX_SCREEN_LENGTH, PORTAL_SCREEN_HEADER } from '../../contracts/privacy/screenHeader';
import { actorEmployeeId } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { Database } from '../db/schema';
import { sendDocument } from '../files/routes';
import { RequestValidationError } from '../http/errors';
import { say } from './readsI18n';

/**
 * A person whose data a call showed (by id, or by badge where the rows carry only that), and the
 * record when the call showed one.
 */
export type ReadSubject = ({ employeeId: number } | { badge: string }) & {
  recordId?: string | number;
};

/** A path of the portal: printable ASCII from a slash (the portal sends `location.pathname`). */
const SCREEN = new RegExp(`^/[\\x21-\\x7e]{0,${MAX_SCREEN_LENGTH - 1}}$`);

/** The screen a call came from, as the portal says it; null when it does not say. */
export function screenOf(request: FastifyRequest): string | null {
  const screen = request.headers[PORTAL_SCREEN_HEADER];
  if (screen === undefined) return null;
  if (typeof screen !== 'string' || !SCREEN.test(screen))
    throw new RequestValidationError({ [PORTAL_SCREEN_HEADER]: say('screenInvalid') });
  return screen;
}

/**
 * Refuses a malformed screen header (400 naming it) before any route works, so a read that would
 * be recorded is never answered without its record.
 */
export function registerReadScreens(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    screenOf(request);
  });
}

// SQLite takes at most 32,766 parameters a statement: 8 columns a row.
const ROWS_PER_INSERT = 1_000;

/**
 * One row per person of `subjects` but the reader: a list that showed several records of one
 * person records that person once, without a record id.
 */
async function readRows(db: Kysely<Database>, reader: ApiUser, subjects: readonly ReadSubject[]) {
  // One's own records are never recorded: no need to look one's own badge up.
  const badges = subjects.flatMap((subject) =>
    'badge' in subject && subject.badge !== reader.employeeid ? [subject.badge] : [],
  );
  const idOfBadge = new Map(
    badges.length === 0
      ? []
      : (
          await db
            .selectFrom('employees')
            .select(['id', 'badge'])
            .where('badge', 'in', [...new Set(badges)])
            .execute()
        ).map(({ id, badge }) => [badge, id]),
  );
  const readerId = actorEmployeeId(reader);
  const recordOf = new Map<number, string | null>();
  for (const subject of subjects) {
    const employeeId = 'badge' in subject ? idOfBadge.get(subject.badge) : subject.employeeId;
    if (employeeId === undefined || employeeId === readerId) continue;
    const { recordId } = subject;
    const record = recordId === undefined ? null : String(recordId);
    recordOf.set(
      employeeId,
      recordOf.has(employeeId) && recordOf.get(employeeId) !== record ? null : record,
    );
  }
  return [...recordOf];
}

/**
 * Records that `request.user` read `what` of each person in `subjects` (their own records
 * excepted), from the screen the portal names. A route calls it once its read succeeded, before
 * it answers: a failed read records nothing, and a read is never answered unrecorded (a failed
 * insert fails the call).
 */
export async function recordReads(
  db: Kysely<Database>,
  request: FastifyRequest,
  what: RecordKind,
  subjects: readonly ReadSubject[],
  now = new Date(),
): Promise<void> {
  const reader = request.user;
  const rows = await readRows(db, reader, subjects);
  if (rows.length === 0) return;
  const read = {
    at: now.toISOString(),
    reader_employee_id: actorEmployeeId(reader),
    reader_username: reader.username,
    reader_roles: reader.role.join(','),
    what,
    screen: screenOf(request),
  };
  for (let first = 0; first < rows.length; first += ROWS_PER_INSERT) {
    await db
      .insertInto('record_reads')
      .values(
        rows.slice(first, first + ROWS_PER_INSERT).map(([subject, record]) => ({
          ...read,
          subject_employee_id: subject,
          record_id: record,
        })),
      )
      .execute();
  }
}

/**
 * Sends a private document of a person's record (a résumé, an invoice) once its read is recorded:
 * the route's own check of the record said the caller may read it.
 */
export async function sendRecordedDocument(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  what: RecordKind,
  { fileId, ...subject }: { fileId: string } & ReadSubject,
) {
  await recordReads(db, request, what, [subject]);
  return sendDocument(db, request, reply, fileId);
}
