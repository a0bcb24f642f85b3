import { sql, type Transaction } from 'kysely';
import { calendarDay } from '../../../../contracts/calendar';
import {
  DEFINITION_STATUS,
  ENROLMENT_REFUSALS,
  type EnrolmentRefusal,
  type EnrolmentStatus,
} from '../../../../contracts/extracurricular/courses';
import { type UsersFileResult } from '../../../../contracts/extracurricular/definitions';
import {
  type CatalogueEntry,
  type CatalogueListQuery,
  type EmployeeName,
  type Enrolment,
  type EnrolmentCheck,
  type InstructorCourse,
  type MyEnrolment,
} from '../../../../contracts/extracurricular/enrolment';
import type { ListParams } from '../../../../contracts/listQuery';
import { type Actor, insertAudited, updateAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { findOr404 } from '../../../db/lookup';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { HttpError } from '../../../http/errors';
import { type Language, renderMessage } from '../../../http/messages';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import {
  admits,
  candidateByBadge,
  type DefinitionRow,
  definitionsBase,
  selectDefinition,
  toEntry,
  type Viewer,
} from '../definitions/definitions';
import { extracurricularMessages, say } from '../i18n';
import { promoteWaiting, seatsTaken } from '../definitions/seats';

/** The refusal's key in the module's messages (`enrolment.full` of ENROLMENT_REFUSALS.full). */
type RefusalKey =
  | 'enrolment.notOpen'
  | 'enrolment.courseClosed'
  | 'enrolment.notEligible'
  | 'enrolment.alreadyEnrolled'
  | 'enrolment.full'
  | 'enrolment.unknownBadge'
  | 'enrolment.inactiveEmployee'
  | 'enrolment.duplicated';

const refusal = (key: RefusalKey) => new HttpError(409, say(key));

type Instructed = ListParams<'startDate' | 'courseName'> & { statusId?: number };

const toEnrolment = (
  row: {
    id: number;
    definition_id: number;
    status: string;
    enrolled_at: string;
    withdrawn_at: string | null;
  },
  badge: string,
  waitingPosition: number | null,
): Enrolment => ({
  id: row.id,
  definitionId: row.definition_id,
  badge,
  status: row.status as EnrolmentStatus,
  waitingPosition,
  enrolledAt: row.enrolled_at,
  withdrawnAt: row.withdrawn_at,
});

/** The catalogue, enrolment and the waiting list, and the users file. */
export function createEnrolmentRepository(db: DB) {
  /** The active employee behind a badge the policy let through (404 for an unknown one). */
  const employeeOf = (badge: string) =>
    findOr404(candidateByBadge(db, badge).where('active', '=', 1), say('employee.notFound'));

  /** Whether the definition admits the employee: its lines of business, positions or list. */
  const admitsEmployee = async (
    q: DB,
    definitionId: number,
    me: Awaited<ReturnType<typeof employeeOf>>,
  ) =>
    (await q
      .selectFrom('course_definitions as d')
      .select('d.id')
      .where('d.id', '=', definitionId)
      .where(admits(sql.ref('d.id'), me.id, me.account, me.position))
      .executeTakeFirst()) !== undefined;

  /** 1 for the next in line. */
  const placeInLine = async (q: DB, definitionId: number, enrolmentId: number) => {
    const row = await q
      .selectFrom('course_enrollments')
      .select(sql<number>`count(*)`.as('n'))
      .where('definition_id', '=', definitionId)
      .where('status', '=', 'waiting')
      .where('id', '<=', enrolmentId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  /**
   * Why a locked definition takes no enrolment now (null: it does). Draft is a 404: employees
   * do not know it exists.
   */
  const closedBecause = (definition: {
    status_id: number;
    active: number;
    end_date: string;
    course_active: number;
    enable_enrol: number;
  }): RefusalKey | null => {
    if (
      definition.status_id !== DEFINITION_STATUS.open ||
      definition.active !== 1 ||
      definition.end_date < calendarDay()
    )
      return 'enrolment.notOpen';
    if (definition.course_active !== 1 || definition.enable_enrol !== 1)
      return 'enrolment.courseClosed';
    return null;
  };

  const lockDefinition = async (trx: Transaction<Database>, id: number) => {
    await lockByIdOr404(trx, 'course_definitions', id, say('definition.notFound'));
    const row = await trx
      .selectFrom('course_definitions as d')
      .innerJoin('courses as c', 'c.id', 'd.course_id')
      .select([
        'd.id',
        'd.status_id',
        'd.active',
        'd.end_date',
        'd.quota',
        'c.active as course_active',
        'c.enable_enrol',
      ])
      .where('d.id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  };

  return {
    /**
     * GetListCoursesByStatus: the definitions of a status, active, of an active course, that
     * admit the badge's employee; open ones only while they have not ended.
     */
    async catalogue(
      viewer: Viewer,
      { statusId, badge, courseId }: { statusId: number; badge: string; courseId: number },
      params: CatalogueListQuery,
    ): Promise<Page<CatalogueEntry>> {
      if (
        !viewer.isAdmin &&
        statusId !== DEFINITION_STATUS.open &&
        statusId !== DEFINITION_STATUS.closed
      )
        throw new HttpError(403, say('statusId.notForEmployees'));
      const me = await employeeOf(badge);
      let base = definitionsBase(db)
        .where('d.status_id', '=', statusId)
        .where('d.active', '=', 1)
        .where('c.active', '=', 1)
        .where(admits(sql.ref('d.id'), me.id, me.account, me.position));
      if (statusId === DEFINITION_STATUS.open) base = base.where('d.end_date', '>=', calendarDay());
      if (courseId) base = base.where('d.course_id', '=', courseId);
      if (params.locationId) base = base.where('l.id', '=', params.locationId);
      if (params.modality)
        base = base.where('r.virtual', '=', params.modality === 'virtual' ? 1 : 0);
      if (params.day)
        base = base.where(sql<boolean>`(',' || d.days || ',') like ${`%,${params.day},%`}`);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([
            containsText(db, eb.ref('c.name'), q),
            containsText(db, eb.ref('d.description'), q),
          ]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => selectDefinition(query, me.id),
        sort: { startDate: 'd.start_date', courseName: folded(db, sql.ref('c.name')) },
        tieBreaker: 'd.id',
      });
      // The viewer's rights, the enrolment the badge's.
      return mapPage(page, (row) => toEntry(row, viewer));
    },

    /**
     * GetDefinitionCourseByIdEnroll: one definition with the badge's enrolment. Admins and its
     * instructor read any; employees an active open or closed one that admits them (404 else).
     */
    async entry(viewer: Viewer, definitionId: number, badge: string): Promise<CatalogueEntry> {
      const me = await employeeOf(badge);
      const row = await findOr404(
        selectDefinition(definitionsBase(db), me.id).where('d.id', '=', definitionId),
        say('definition.notFound'),
      );
      if (!viewer.isAdmin && row.instructor_id !== viewer.employeeId) {
        const shown =
          (row.status_id === DEFINITION_STATUS.open ||
            row.status_id === DEFINITION_STATUS.closed) &&
          row.active === 1;
        const mine = row.my_status !== null;
        const admitted = await admitsEmployee(db, definitionId, me);
        if (!mine && (!shown || !admitted)) throw new HttpError(404, say('definition.notFound'));
      }
      return toEntry(row, viewer);
    },

    /** GetCheckIsEnrollment. */
    async check(definitionId: number, badge: string): Promise<EnrolmentCheck> {
      const me = await employeeOf(badge);
      await findOr404(
        db.selectFrom('course_definitions').select('id').where('id', '=', definitionId),
        say('definition.notFound'),
      );
      const current = await db
        .selectFrom('course_enrollments')
        .select(['id', 'status'])
        .where('definition_id', '=', definitionId)
        .where('employee_id', '=', me.id)
        .where('status', 'in', ['enrolled', 'waiting'])
        .executeTakeFirst();
      const status = (current?.status ?? null) as 'enrolled' | 'waiting' | null;
      return {
        definitionId,
        badge: me.badge,
        enrolled: status === 'enrolled',
        status,
        waitingPosition:
          status === 'waiting' && current ? await placeInLine(db, definitionId, current.id) : null,
      };
    },

    /** GetListEnrollmentStudent: current enrolments first (by start), then the history (newest first). */
    async mine(viewer: Viewer, badge: string): Promise<MyEnrolment[]> {
      const me = await employeeOf(badge);
      const rows = await selectDefinition(definitionsBase(db), me.id)
        .innerJoin('course_enrollments as mine', 'mine.definition_id', 'd.id')
        .select([
          'mine.id as enrolment_id',
          'mine.status as enrolment_status',
          'mine.enrolled_at',
          'mine.withdrawn_at',
        ])
        .where('mine.employee_id', '=', me.id)
        .orderBy('d.start_date')
        .orderBy('mine.id', 'desc')
        .limit(500)
        .execute();
      const all = rows.map((row) => {
        // The row's own status replaces the entry's current enrolment.
        const entry: Omit<CatalogueEntry, 'enrolment'> & { enrolment?: unknown } = toEntry(
          row as DefinitionRow,
          viewer,
        );
        delete entry.enrolment;
        const status = row.enrolment_status as EnrolmentStatus;
        const history = status === 'withdrawn' || row.status_id === DEFINITION_STATUS.finished;
        return {
          ...entry,
          // The link is the enrolled student's: a withdrawn one sees none.
          urlSession: status === 'enrolled' || viewer.isAdmin ? entry.urlSession : null,
          enrolmentId: row.enrolment_id,
          status,
          waitingPosition: status === 'waiting' ? Number(row.my_place) : null,
          enrolledAt: row.enrolled_at,
          withdrawnAt: row.withdrawn_at,
          history,
        };
      });
      return [
        ...all.filter((item) => !item.history),
        ...all
          .filter((item) => item.history)
          .sort((a, b) => (b.withdrawnAt ?? b.endDate).localeCompare(a.withdrawnAt ?? a.endDate)),
      ];
    },

    /** GetNameByBadge: an active employee's name. */
    async nameOf(badge: string): Promise<EmployeeName> {
      const row = await employeeOf(badge);
      return { badge: row.badge, name: row.full_name };
    },

    /** GetListCoursesInstructor: the caller's definitions as instructor, with their counts. */
    async instructed(viewer: Viewer, params: Instructed): Promise<Page<InstructorCourse>> {
      let base = definitionsBase(db).where('d.instructor_id', '=', viewer.employeeId);
      if (params.statusId) base = base.where('d.status_id', '=', params.statusId);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) => containsText(db, eb.ref('c.name'), q));
      }
      const page = await pagedList(params, {
        base,
        select: (query) => selectDefinition(query, viewer.employeeId),
        sort: { startDate: 'd.start_date', courseName: folded(db, sql.ref('c.name')) },
        tieBreaker: 'd.id',
      });
      return mapPage(page, (row) => ({
        ...toEntry(row, viewer),
        enrolled: Number(row.enrolled),
        waiting: Number(row.waiting),
      }));
    },

    /**
     * PutInsEnrollment: with the definition locked, checks it takes enrolments and admits the
     * employee, counts the seats taken and enrols, or queues when full and `waitlist`. The
     * partial unique index stops a second current enrolment even without the lock.
     */
    async enrol({
      definitionId,
      badge,
      waitlist,
    }: {
      definitionId: number;
      badge: string;
      waitlist: boolean;
    }): Promise<Enrolment> {
      const me = await employeeOf(badge);
      try {
        return await writeTransaction(db, async (trx) => {
          const definition = await lockDefinition(trx, definitionId);
          if (definition.status_id === DEFINITION_STATUS.draft)
            throw new HttpError(404, say('definition.notFound'));
          const closed = closedBecause(definition);
          if (closed) throw refusal(closed);
          const admitted = await admitsEmployee(trx, definitionId, me);
          if (!admitted) throw refusal('enrolment.notEligible');
          const current = await trx
            .selectFrom('course_enrollments')
            .select('id')
            .where('definition_id', '=', definitionId)
            .where('employee_id', '=', me.id)
            .where('status', 'in', ['enrolled', 'waiting'])
            .executeTakeFirst();
          if (current) throw refusal('enrolment.alreadyEnrolled');
          const full = (await seatsTaken(trx, definitionId)) >= definition.quota;
          if (full && !waitlist) throw refusal('enrolment.full');
          const now = new Date().toISOString();
          const values = {
            definition_id: definitionId,
            employee_id: me.id,
            status: full ? 'waiting' : 'enrolled',
            enrolled_at: now,
            withdrawn_at: null,
            modified_by: me.badge,
            updated_at: now,
          };
          const { id } = await trx
            .insertInto('course_enrollments')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow();
          return toEnrolment(
            { id, ...values },
            me.badge,
            full ? await placeInLine(trx, definitionId, id) : null,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw refusal('enrolment.alreadyEnrolled');
        throw error;
      }
    },

    /**
     * PutDltEnrollmentStudent: the enrolment becomes withdrawn and, in the same transaction, the
     * freed seat goes to the oldest waiting employee, who is notified.
     */
    async withdraw(
      actor: Actor,
      {
        definitionId,
        badge,
        modifiedBy,
      }: { definitionId: number; badge: string; modifiedBy: string },
    ): Promise<Enrolment> {
      const employee = await findOr404(candidateByBadge(db, badge), say('employee.notFound'));
      return writeTransaction(db, async (trx) => {
        const definition = await lockDefinition(trx, definitionId);
        const current = await findOr404(
          trx
            .selectFrom('course_enrollments')
            .selectAll()
            .where('definition_id', '=', definitionId)
            .where('employee_id', '=', employee.id)
            .where('status', 'in', ['enrolled', 'waiting']),
          say('enrolment.notFound'),
        );
        if (definition.status_id === DEFINITION_STATUS.finished) throw refusal('enrolment.notOpen');
        const now = new Date().toISOString();
        const set = {
          status: 'withdrawn',
          withdrawn_at: now,
          modified_by: modifiedBy,
          updated_at: now,
        };
        // Someone else's seat given up by an administrator is an administrative change.
        if (Number(actor.sub) !== employee.id)
          await updateAudited(trx, actor, {
            table: 'course_enrollments',
            entity: 'course_enrollment',
            id: current.id,
            set,
            before: current,
            after: { ...current, ...set },
          });
        else
          await trx
            .updateTable('course_enrollments')
            .set(set)
            .where('id', '=', current.id)
            .execute();
        await promoteWaiting(trx, definitionId);
        return toEnrolment({ ...current, ...set }, employee.badge, null);
      });
    },

    /**
     * PutUsersFiles: enrols each badge of the list, in order, with the definition locked: no
     * eligibility (the list is the invitation) and no waiting list (once full the rest are
     * refused). Answers who was enrolled and why each other badge was refused.
     */
    async enrolList(
      actor: Actor & { employeeid: string },
      definitionId: number,
      badges: string[],
      language: Language,
    ): Promise<UsersFileResult> {
      return writeTransaction(db, async (trx) => {
        const definition = await lockDefinition(trx, definitionId);
        const closed =
          definition.status_id === DEFINITION_STATUS.draft
            ? 'enrolment.notOpen'
            : closedBecause(definition);
        if (closed) throw refusal(closed);
        const found = new Map<string, { id: number; active: number }>();
        const unique = [...new Set(badges)];
        for (let from = 0; from < unique.length; from += 500) {
          const rows = await trx
            .selectFrom('employees')
            .select(['id', 'badge', 'active'])
            .where('badge', 'in', unique.slice(from, from + 500))
            .execute();
          for (const row of rows) found.set(row.badge, row);
        }
        const current = new Set(
          (
            await trx
              .selectFrom('course_enrollments')
              .select('employee_id')
              .where('definition_id', '=', definitionId)
              .where('status', 'in', ['enrolled', 'waiting'])
              .execute()
          ).map((row) => row.employee_id),
        );
        let taken = await seatsTaken(trx, definitionId);
        const seen = new Set<string>();
        const enrolled: string[] = [];
        const refused: UsersFileResult['refused'] = [];
        const refuse = (badge: string, key: RefusalKey) => {
          const { text } = renderMessage(extracurricularMessages, say(key), language);
          refused.push({
            badge,
            reason: {
              code: ENROLMENT_REFUSALS[refusalName(key)] as EnrolmentRefusal,
              message: text,
            },
          });
        };
        const now = new Date().toISOString();
        for (const badge of badges) {
          const employee = found.get(badge);
          if (seen.has(badge)) refuse(badge, 'enrolment.duplicated');
          else if (!employee) refuse(badge, 'enrolment.unknownBadge');
          else if (employee.active !== 1) refuse(badge, 'enrolment.inactiveEmployee');
          else if (current.has(employee.id)) refuse(badge, 'enrolment.alreadyEnrolled');
          else if (taken >= definition.quota) refuse(badge, 'enrolment.full');
          else {
            await insertAudited(trx, actor, {
              table: 'course_enrollments',
              entity: 'course_enrollment',
              values: {
                definition_id: definitionId,
                employee_id: employee.id,
                status: 'enrolled',
                enrolled_at: now,
                withdrawn_at: null,
                modified_by: actor.employeeid,
                updated_at: now,
              },
            });
            current.add(employee.id);
            taken += 1;
            enrolled.push(badge);
          }
          seen.add(badge);
        }
        return { definitionId, enrolled, refused };
      });
    },
  };
}

/** `enrolment.full` → `full`. */
const refusalName = (key: RefusalKey) =>
  key.slice('enrolment.'.length) as keyof typeof ENROLMENT_REFUSALS;
