import { sql } from 'kysely';
import { calendarDay } from '../../../../contracts/calendar';
import { DEFINITION_STATUS, sessionsOf } from '../../../../contracts/extracurricular/courses';
import { type ReportRow } from '../../../../contracts/extracurricular/definitions';
import {
  type AttendanceBody,
  type AttendanceSheet,
  type CourseSessions,
  type RosterStudent,
} from '../../../../contracts/extracurricular/enrolment';
import { holidaysBetween } from '../../../calendar/holidays';
import { calendarEvents } from '../../../calendar/ics';
import type { DB } from '../../../db';
import { findOr404 } from '../../../db/lookup';
import { folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { definitionsBase, type Viewer } from '../definitions/definitions';
import { say } from '../i18n';

/** The definition an instructor's call is about: theirs, or any for admins (404 otherwise). */
const taughtBy = (db: DB, viewer: Viewer, definitionId: number) => {
  let query = definitionsBase(db)
    .select([
      'd.id',
      'd.status_id',
      'd.start_date',
      'd.end_date',
      'd.start_time',
      'd.end_time',
      'd.days',
      'd.instructor_id',
      'd.url_session',
      'd.updated_at',
      'c.name as course_name',
      'r.name as room_name',
      'r.virtual',
      'l.name as location_name',
    ])
    .where('d.id', '=', definitionId);
  if (!viewer.isAdmin) query = query.where('d.instructor_id', '=', viewer.employeeId);
  return findOr404(query, say('definition.notFound'));
};

/** The sessions of a definition: its weekdays from start to end, company holidays skipped. */
async function sessionsOfDefinition(
  db: DB,
  definition: { id: number; start_date: string; end_date: string; days: string },
): Promise<CourseSessions> {
  const all = sessionsOf({
    startDate: definition.start_date,
    endDate: definition.end_date,
    day: definition.days,
  });
  const holidays = new Set(
    (await holidaysBetween(db, definition.start_date, definition.end_date)).map((h) => h.date),
  );
  return {
    definitionId: definition.id,
    dates: all.filter((date) => !holidays.has(date)),
    holidays: all.filter((date) => holidays.has(date)),
  };
}

/** The instructors' side: rosters, sessions, attendance, the course calendar; the report. */
export function createAttendanceRepository(db: DB) {
  /** The enrolled students of a definition with their mark on `date` (null: not marked). */
  async function sheet(definitionId: number, date: string): Promise<AttendanceSheet> {
    const rows = await db
      .selectFrom('course_enrollments as e')
      .innerJoin('employees', 'employees.id', 'e.employee_id')
      .leftJoin('course_attendance as a', (join) =>
        join.onRef('a.enrollment_id', '=', 'e.id').on('a.date', '=', date),
      )
      .select(['employees.badge', 'employees.full_name as name', 'a.present'])
      .where('e.definition_id', '=', definitionId)
      .where('e.status', '=', 'enrolled')
      .orderBy(folded(db, sql.ref('employees.full_name')))
      .orderBy('employees.badge')
      .execute();
    return {
      definitionId,
      date,
      marks: rows.map((row) => ({
        badge: row.badge,
        name: row.name,
        present: row.present === null || row.present === undefined ? null : row.present === 1,
      })),
    };
  }

  const assertSession = async (
    definition: { id: number; start_date: string; end_date: string; days: string },
    date: string,
  ) => {
    const { dates } = await sessionsOfDefinition(db, definition);
    if (!dates.includes(date)) throw new RequestValidationError({ date: say('date.notSession') });
  };

  return {
    /** GetListStudentsByCourse: enrolled students by name, then the waiting list in order. */
    async roster(viewer: Viewer, definitionId: number): Promise<RosterStudent[]> {
      await taughtBy(db, viewer, definitionId);
      const rows = await db
        .selectFrom('course_enrollments as e')
        .innerJoin('employees', 'employees.id', 'e.employee_id')
        .select([
          'e.id',
          'e.status',
          'e.enrolled_at',
          'employees.badge',
          'employees.full_name as name',
          'employees.email',
          'employees.account',
          'employees.position',
          sql<number>`(select count(*) from course_attendance as a
            where a.enrollment_id = e.id and a.present = 1)`.as('attended'),
        ])
        .where('e.definition_id', '=', definitionId)
        .where('e.status', 'in', ['enrolled', 'waiting'])
        .orderBy('e.id')
        .execute();
      const waiting = rows.filter((row) => row.status === 'waiting');
      const enrolled = rows
        .filter((row) => row.status === 'enrolled')
        .sort((a, b) => a.name.localeCompare(b.name, 'es'));
      return [...enrolled, ...waiting].map((row) => ({
        badge: row.badge,
        name: row.name,
        email: row.email || null,
        // The employee record keeps no phone number.
        phone: null,
        account: row.account,
        position: row.position,
        status: row.status as 'enrolled' | 'waiting',
        waitingPosition: row.status === 'waiting' ? waiting.indexOf(row) + 1 : null,
        enrolledAt: row.enrolled_at,
        attended: Number(row.attended),
      }));
    },

    /**
     * GetSessions: the instructor's and admins', and every employee's who may open the group's
     * page (`opensItsPage` refuses with a 404 otherwise).
     */
    async sessions(
      viewer: Viewer,
      definitionId: number,
      opensItsPage: () => Promise<unknown>,
    ): Promise<CourseSessions> {
      const definition = await taughtBy(db, { ...viewer, isAdmin: true }, definitionId);
      if (!viewer.isAdmin && definition.instructor_id !== viewer.employeeId) await opensItsPage();
      return sessionsOfDefinition(db, definition);
    },

    /** GetAttendance: any session's sheet (a future one has no marks yet). */
    async attendance(viewer: Viewer, definitionId: number, date: string): Promise<AttendanceSheet> {
      await assertSession(await taughtBy(db, viewer, definitionId), date);
      return sheet(definitionId, date);
    },

    /**
     * PutAttendance: each mark an upsert of (enrolment, date), with the definition locked so two
     * instructors' saves of one sheet serialise. Students left out keep their marks.
     */
    async mark(viewer: Viewer, body: AttendanceBody): Promise<AttendanceSheet> {
      const definition = await taughtBy(db, viewer, body.definitionId);
      if (definition.status_id === DEFINITION_STATUS.draft)
        throw new HttpError(409, say('enrolment.notOpen'));
      await assertSession(definition, body.date);
      if (body.date > calendarDay()) throw new RequestValidationError({ date: say('date.future') });
      await writeTransaction(db, async (trx) => {
        await lockByIdOr404(
          trx,
          'course_definitions',
          body.definitionId,
          say('definition.notFound'),
        );
        const students = new Map(
          (
            await trx
              .selectFrom('course_enrollments as e')
              .innerJoin('employees', 'employees.id', 'e.employee_id')
              .select(['e.id', 'employees.badge'])
              .where('e.definition_id', '=', body.definitionId)
              .where('e.status', '=', 'enrolled')
              .execute()
          ).map((row) => [row.badge, row.id]),
        );
        const errors: Record<string, ReturnType<typeof say>> = {};
        body.marks.forEach((mark, index) => {
          if (!students.has(mark.badge)) errors[`marks[${index}].badge`] = say('marks.notEnrolled');
        });
        if (Object.keys(errors).length) throw new RequestValidationError(errors);
        const now = new Date().toISOString();
        for (const mark of body.marks) {
          const enrollmentId = students.get(mark.badge)!;
          const values = { present: mark.present ? 1 : 0, marked_by: viewer.badge, marked_at: now };
          const updated = await trx
            .updateTable('course_attendance')
            .set(values)
            .where('enrollment_id', '=', enrollmentId)
            .where('date', '=', body.date)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0)
            await trx
              .insertInto('course_attendance')
              .values({ enrollment_id: enrollmentId, date: body.date, ...values })
              .execute();
        }
      });
      return sheet(body.definitionId, body.date);
    },

    /**
     * GetCourseCalendar: the sessions as one .ics, for an enrolled or waiting employee, the
     * instructor or admins (404 for anyone else: it does not exist for them).
     */
    async calendar(viewer: Viewer, definitionId: number): Promise<{ name: string; body: string }> {
      let query = db
        .selectFrom('course_definitions as d')
        .select('d.id')
        .where('d.id', '=', definitionId);
      if (!viewer.isAdmin)
        query = query.where((eb) =>
          eb.or([
            eb('d.instructor_id', '=', viewer.employeeId),
            eb.exists(
              eb
                .selectFrom('course_enrollments as e')
                .select('e.id')
                .whereRef('e.definition_id', '=', 'd.id')
                .where('e.employee_id', '=', viewer.employeeId)
                .where('e.status', 'in', ['enrolled', 'waiting']),
            ),
          ]),
        );
      await findOr404(query, say('definition.notFound'));
      const definition = await taughtBy(db, { ...viewer, isAdmin: true }, definitionId);
      const { dates } = await sessionsOfDefinition(db, definition);
      const place =
        definition.virtual === 1
          ? (definition.url_session ?? definition.room_name)
          : `${definition.room_name}, ${definition.location_name}`;
      return {
        name: `curso-${definitionId}.ics`,
        body: calendarEvents(
          dates.map((date) => ({
            uid: `course-${definitionId}-${date}@portal`,
            date,
            startTime: definition.start_time,
            endTime: definition.end_time,
            title: definition.course_name,
            location: place,
            description: definition.course_name,
            stamp: definition.updated_at,
          })),
        ),
      };
    },

    /**
     * GetEnrollmentReport: enrolled and waiting per course or per LOB (of the employees'
     * accounts), with the quotas of the definitions counted, each definition once per group.
     */
    async report(groupBy: 'course' | 'lob', statusId?: number): Promise<ReportRow[]> {
      const counts = sql<number>`sum(case when e.status = 'enrolled' then 1 else 0 end)`;
      const queued = sql<number>`sum(case when e.status = 'waiting' then 1 else 0 end)`;
      const rows =
        groupBy === 'course'
          ? await db
              .selectFrom('course_definitions as d')
              .innerJoin('courses as c', 'c.id', 'd.course_id')
              .leftJoin('course_enrollments as e', (join) =>
                join
                  .onRef('e.definition_id', '=', 'd.id')
                  .on('e.status', 'in', ['enrolled', 'waiting']),
              )
              .select([
                'c.id as key',
                'c.name',
                'd.id as definition_id',
                'd.quota',
                counts.as('enrolled'),
                queued.as('waiting'),
              ])
              .$if(statusId !== undefined, (q) => q.where('d.status_id', '=', statusId!))
              .groupBy(['c.id', 'c.name', 'd.id', 'd.quota'])
              .execute()
          : await db
              .selectFrom('course_enrollments as e')
              .innerJoin('course_definitions as d', 'd.id', 'e.definition_id')
              .innerJoin('employees as em', 'em.id', 'e.employee_id')
              .innerJoin('client_accounts as ca', 'ca.name', 'em.account')
              .innerJoin('lines_of_business as lb', 'lb.account_id', 'ca.id')
              .select([
                'lb.id as key',
                'lb.name',
                'd.id as definition_id',
                'd.quota',
                counts.as('enrolled'),
                queued.as('waiting'),
              ])
              .where('e.status', 'in', ['enrolled', 'waiting'])
              .$if(statusId !== undefined, (q) => q.where('d.status_id', '=', statusId!))
              .groupBy(['lb.id', 'lb.name', 'd.id', 'd.quota'])
              .execute();
      const groups = new Map<number, ReportRow>();
      for (const row of rows) {
        const group = groups.get(row.key) ?? {
          key: row.key,
          name: row.name,
          enrolled: 0,
          waiting: 0,
          quota: 0,
        };
        group.enrolled += Number(row.enrolled ?? 0);
        group.waiting += Number(row.waiting ?? 0);
        group.quota += row.quota;
        groups.set(row.key, group);
      }
      return [...groups.values()].sort(
        (a, b) => b.enrolled - a.enrolled || a.name.localeCompare(b.name, 'es'),
      );
    },
  };
}
