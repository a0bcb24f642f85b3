import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { isOwnerOf } from '../../../../contracts/catalogue';
import {
  ANY_ID,
  badgesOf,
  DEFINITION_STATUS,
  type DefinitionStatusId,
  fromWireDate,
  NO_INSTRUCTOR,
  NO_TEXT,
  toWireDate,
  USERS_SEPARATOR,
} from '../../../../contracts/extracurricular/courses';
import {
  type Audience,
  type DefinitionAnswer,
  type DefinitionListItem,
  type DefinitionListQuery,
  type DefinitionWire,
  type JobPosition,
} from '../../../../contracts/extracurricular/definitions';
import { type CatalogueEntry } from '../../../../contracts/extracurricular/enrolment';
import type { ListParams } from '../../../../contracts/listQuery';
import { type Actor, insertAudited, updateAudited } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { findOr400, findOr404 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { containsText, employeeMatches, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { RequestValidationError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { MLT_ROLE } from '../admins/admins';
import { say } from '../i18n';
import { assertMyBadge, namedPage } from '../common';
import { promoteWaiting, seatsTaken } from './seats';
import type { Upserted } from '../upsert';

type Q = Kysely<Database>;

/** Who reads a definition: admins see everything, its instructor their own. */
export interface Viewer {
  employeeId: number;
  badge: string;
  isAdmin: boolean;
}

export const viewerOf = (user: ApiUser): Viewer => ({
  employeeId: Number(user.sub),
  badge: user.employeeid,
  isAdmin: isOwnerOf('extracurricular', user.role),
});

/** The employee an eligibility test is about: their account and position name the audience. */
export interface Candidate {
  id: number;
  account: string | null;
  position: string | null;
}

/** Seats taken in the outer query's definition `d`. */
export const enrolledOf = sql<number>`(select count(*) from course_enrollments as seat
  where seat.definition_id = d.id and seat.status = 'enrolled')`;
const waitingOf = sql<number>`(select count(*) from course_enrollments as queued
  where queued.definition_id = d.id and queued.status = 'waiting')`;

/**
 * The eligibility rule over definition `definition` for the employee whose id, account and
 * position are given (values or column references): the LOB list empty or holding a LOB of the
 * account, and the position list empty or holding the position; or the employee invited.
 */
export function admits(
  definition: Expression<number>,
  employeeId: Expression<number> | number,
  account: Expression<string | null> | string | null,
  position: Expression<string | null> | string | null,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`((not exists (select 1 from definition_lobs as al where al.definition_id = ${definition})
      or exists (select 1 from definition_lobs as al
        inner join lines_of_business as alb on alb.id = al.lob_id
        inner join client_accounts as aca on aca.id = alb.account_id
        where al.definition_id = ${definition} and aca.name = ${account}))
    and (not exists (select 1 from definition_positions as ap where ap.definition_id = ${definition})
      or exists (select 1 from definition_positions as ap
        inner join job_positions as ajp on ajp.id = ap.position_id
        where ap.definition_id = ${definition} and ajp.name = ${position}))
    or exists (select 1 from definition_users as au
      where au.definition_id = ${definition} and au.employee_id = ${employeeId}))`;
}

/** Definitions with their course, room, location and instructor (`employees`), aliased `d`. */
export const definitionsBase = (q: Q) =>
  q
    .selectFrom('course_definitions as d')
    .innerJoin('courses as c', 'c.id', 'd.course_id')
    .innerJoin('course_rooms as r', 'r.id', 'd.room_id')
    .innerJoin('course_locations as l', 'l.id', 'r.location_id')
    .leftJoin('employees', 'employees.id', 'd.instructor_id');

type Base = ReturnType<typeof definitionsBase>;

/** The columns every view of a definition reads (and the employee's enrolment in it, if any). */
export function selectDefinition(base: Base, enrolleeId: number | null) {
  const mine = sql<string | null>`(select own.status from course_enrollments as own
    where own.definition_id = d.id and own.employee_id = ${enrolleeId ?? 0}
      and own.status in ('enrolled', 'waiting'))`;
  const ahead = sql<number>`(select count(*) from course_enrollments as line
    where line.definition_id = d.id and line.status = 'waiting' and line.id <= (
      select own.id from course_enrollments as own where own.definition_id = d.id
        and own.employee_id = ${enrolleeId ?? 0} and own.status = 'waiting'))`;
  return base.select([
    'd.id',
    'd.course_id',
    'c.name as course_name',
    'c.active as course_active',
    'c.enable_enrol',
    'd.description',
    'd.filter',
    'd.instructor_id',
    'employees.full_name as instructor',
    'employees.badge as instructor_badge',
    'd.mail_instructor',
    'd.room_id',
    'r.name as room_name',
    'r.virtual',
    'l.id as location_id',
    'l.name as location_name',
    'd.url_session',
    'd.start_date',
    'd.end_date',
    'd.start_time',
    'd.end_time',
    'd.days',
    'd.status_id',
    'd.quota',
    'd.view_quota',
    'd.active',
    'd.modified_by',
    'd.updated_at',
    enrolledOf.as('enrolled'),
    waitingOf.as('waiting'),
    mine.as('my_status'),
    ahead.as('my_place'),
  ]);
}

export type DefinitionRow = Awaited<
  ReturnType<ReturnType<typeof selectDefinition>['execute']>
>[number];

/** A definition as employees read it: the URL only to its students, the seats when shown. */
export function toEntry(row: DefinitionRow, viewer: Viewer): CatalogueEntry {
  const staff = viewer.isAdmin || row.instructor_id === viewer.employeeId;
  const enrolled = Number(row.enrolled);
  const status = row.my_status === 'enrolled' || row.my_status === 'waiting' ? row.my_status : null;
  return {
    id: row.id,
    courseId: row.course_id,
    courseName: row.course_name,
    description: row.description,
    filter: row.filter,
    instructor: row.instructor ?? null,
    instructorBadge: row.instructor_badge ?? null,
    mailInstructor: row.mail_instructor,
    roomId: row.room_id,
    roomName: row.room_name,
    locationId: row.location_id,
    locationName: row.location_name,
    modality: row.virtual === 1 ? 'virtual' : 'presencial',
    urlSession: staff || status === 'enrolled' ? row.url_session : null,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    day: row.days,
    statusId: row.status_id as DefinitionStatusId,
    quota: row.quota,
    seatsLeft: staff || row.view_quota === 1 ? Math.max(0, row.quota - enrolled) : null,
    ViewQuota: row.view_quota === 1,
    enrolment: status
      ? { status, waitingPosition: status === 'waiting' ? Number(row.my_place) : null }
      : null,
  };
}

/** The employee behind a badge (active or not), with what the audience rule reads. */
export const candidateByBadge = (q: Q, badge: string) =>
  q
    .selectFrom('employees')
    .select(['id', 'badge', 'full_name', 'active', 'account', 'position'])
    .where('badge', '=', badge);

type Positions = ListParams<'name' | 'active'> & { active?: boolean };

const ids = (list: number[] | undefined) => (list ?? []).filter((id) => id !== ANY_ID);

/** Course definitions, their audience and the job positions (the administrators' side). */
export function createDefinitionRepository(db: DB) {
  /** One definition in the §5 wire form, with its names and counts. */
  async function answer(q: Q, id: number): Promise<DefinitionAnswer> {
    const row = await findOr404(
      selectDefinition(definitionsBase(q), null).where('d.id', '=', id),
      say('definition.notFound'),
    );
    const [lobs, positions, users] = await Promise.all([
      q
        .selectFrom('definition_lobs')
        .select('lob_id')
        .where('definition_id', '=', id)
        .orderBy('lob_id')
        .execute(),
      q
        .selectFrom('definition_positions')
        .select('position_id')
        .where('definition_id', '=', id)
        .orderBy('position_id')
        .execute(),
      q
        .selectFrom('definition_users')
        .innerJoin('employees', 'employees.id', 'definition_users.employee_id')
        .select('employees.badge')
        .where('definition_id', '=', id)
        .orderBy('employees.badge')
        .execute(),
    ]);
    return {
      id: row.id,
      courseId: row.course_id,
      roomId: row.room_id,
      badge: row.instructor_badge ?? NO_INSTRUCTOR,
      startDate: toWireDate(row.start_date),
      endDate: toWireDate(row.end_date),
      startTime: row.start_time,
      endTime: row.end_time,
      day: row.days,
      quota: row.quota,
      statusId: row.status_id as DefinitionStatusId,
      active: row.active === 1,
      modified_By: row.modified_by,
      mailInstructor: row.mail_instructor ?? NO_TEXT,
      urlSession: row.url_session ?? NO_TEXT,
      description: row.description,
      filter: row.filter,
      usersList: users.map((user) => user.badge).join(USERS_SEPARATOR),
      lobList: lobs.length ? lobs.map((lob) => lob.lob_id) : [ANY_ID],
      positionList: positions.length ? positions.map((p) => p.position_id) : [ANY_ID],
      ViewQuota: row.view_quota === 1,
      courseName: row.course_name,
      roomName: row.room_name,
      locationId: row.location_id,
      locationName: row.location_name,
      modality: row.virtual === 1 ? 'virtual' : 'presencial',
      instructor: row.instructor ?? null,
      enrolled: Number(row.enrolled),
      waiting: Number(row.waiting),
      updatedAt: row.updated_at,
    };
  }

  /** The references of a save, each unknown one a 400 naming its field. */
  async function resolve(q: Q, body: DefinitionWire) {
    const room = await findOr400(
      q
        .selectFrom('course_rooms')
        .innerJoin('course_locations', 'course_locations.id', 'course_rooms.location_id')
        .select(['course_rooms.virtual'])
        .where('course_rooms.id', '=', body.roomId)
        .where('course_rooms.active', '=', 1)
        .where('course_locations.active', '=', 1),
      { roomId: say('room.unknown') },
    );
    const errors: Record<string, ReturnType<typeof say>> = {};
    const course = await q
      .selectFrom('courses')
      .select('id')
      .where('id', '=', body.courseId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!course) errors.courseId = say('course.unknown');
    const urlSession = body.urlSession === NO_TEXT ? null : body.urlSession;
    if (room.virtual === 1 && !urlSession) errors.urlSession = say('urlSession.required');
    let instructorId: number | null = null;
    if (body.badge !== NO_INSTRUCTOR) {
      const instructor = await q
        .selectFrom('employees as e')
        .innerJoin('role_users as ru', 'ru.employee_id', 'e.id')
        .innerJoin('roles', 'roles.id', 'ru.role_id')
        .select('e.id')
        .where('e.badge', '=', body.badge)
        .where('e.active', '=', 1)
        .where('ru.active', '=', 1)
        .where('roles.code', '=', MLT_ROLE)
        .executeTakeFirst();
      if (instructor) instructorId = instructor.id;
      else errors.badge = say('instructor.unknown');
    }
    const lobIds = ids(body.lobList);
    const positionIds = ids(body.positionList);
    const badges = [...new Set(badgesOf(body.usersList))];
    const [lobs, positions, users] = await Promise.all([
      lobIds.length
        ? q.selectFrom('lines_of_business').select('id').where('id', 'in', lobIds).execute()
        : [],
      positionIds.length
        ? q.selectFrom('job_positions').select('id').where('id', 'in', positionIds).execute()
        : [],
      badges.length
        ? q
            .selectFrom('employees')
            .select(['id', 'badge'])
            .where('badge', 'in', badges)
            .where('active', '=', 1)
            .execute()
        : [],
    ]);
    const missing = <T>(wanted: T[], found: T[]) => wanted.filter((id) => !found.includes(id));
    const unknownLobs = missing(
      lobIds,
      lobs.map((lob) => lob.id),
    );
    if (unknownLobs.length) errors.lobList = say('lob.unknown', { ids: unknownLobs.join(', ') });
    const unknownPositions = missing(
      positionIds,
      positions.map((p) => p.id),
    );
    if (unknownPositions.length)
      errors.positionList = say('position.unknown', { ids: unknownPositions.join(', ') });
    const unknownUsers = missing(
      badges,
      users.map((user) => user.badge),
    );
    if (unknownUsers.length)
      errors.usersList = say('users.unknown', { badges: unknownUsers.slice(0, 10).join(', ') });
    if (Object.keys(errors).length) throw new RequestValidationError(errors);
    return {
      values: {
        course_id: body.courseId,
        room_id: body.roomId,
        instructor_id: instructorId,
        start_date: fromWireDate(body.startDate),
        end_date: fromWireDate(body.endDate),
        start_time: body.startTime,
        end_time: body.endTime,
        days: body.day,
        quota: body.quota,
        status_id: body.statusId,
        active: body.active ? 1 : 0,
        mail_instructor: body.mailInstructor === NO_TEXT ? null : body.mailInstructor,
        // A physical room has no session link, whatever the form sent.
        url_session: room.virtual === 1 ? urlSession : null,
        description: body.description,
        filter: body.filter,
        view_quota: body.ViewQuota ? 1 : 0,
        modified_by: body.modified_By,
      },
      lobIds,
      positionIds,
      userIds: users.map((user) => user.id),
      badges,
    };
  }

  /** Replaces a definition's audience lists. */
  async function saveAudience(
    q: Q,
    id: number,
    {
      lobIds,
      positionIds,
      userIds,
    }: { lobIds: number[]; positionIds: number[]; userIds: number[] },
  ) {
    await q.deleteFrom('definition_lobs').where('definition_id', '=', id).execute();
    await q.deleteFrom('definition_positions').where('definition_id', '=', id).execute();
    await q.deleteFrom('definition_users').where('definition_id', '=', id).execute();
    if (lobIds.length)
      await q
        .insertInto('definition_lobs')
        .values(lobIds.map((lob_id) => ({ definition_id: id, lob_id })))
        .execute();
    if (positionIds.length)
      await q
        .insertInto('definition_positions')
        .values(positionIds.map((position_id) => ({ definition_id: id, position_id })))
        .execute();
    for (let from = 0; from < userIds.length; from += 200)
      await q
        .insertInto('definition_users')
        .values(
          userIds
            .slice(from, from + 200)
            .map((employee_id) => ({ definition_id: id, employee_id })),
        )
        .execute();
  }

  return {
    answer: (id: number) => answer(db, id),

    /**
     * GetDefinitionCourseById: admins any, its instructor theirs; an employee only an open or
     * closed, active definition that admits them (404 otherwise: it does not exist for them).
     */
    async byId(viewer: Viewer, id: number): Promise<DefinitionAnswer> {
      if (!viewer.isAdmin) {
        const me = await findOr404(candidateByBadge(db, viewer.badge), say('definition.notFound'));
        await findOr404(
          db
            .selectFrom('course_definitions as d')
            .select('d.id')
            .where('d.id', '=', id)
            .where((eb) =>
              eb.or([
                eb('d.instructor_id', '=', viewer.employeeId),
                eb.and([
                  eb('d.status_id', 'in', [DEFINITION_STATUS.open, DEFINITION_STATUS.closed]),
                  eb('d.active', '=', 1),
                  admits(sql.ref('d.id'), me.id, me.account, me.position),
                ]),
              ]),
            ),
          say('definition.notFound'),
        );
      }
      return answer(db, id);
    },

    /**
     * PutInsUpdtDefinitionCourse: the §5 upsert. The row is locked while the quota is compared
     * with the enrolled count; a raised quota promotes the waiting list in order. Audited with
     * its audience.
     */
    async save(
      actor: Actor & ApiUser,
      body: DefinitionWire,
    ): Promise<Upserted & { definition: DefinitionAnswer }> {
      assertMyBadge(actor, body.modified_By);
      const result = await writeTransaction(db, async (trx) => {
        const { values, badges, ...audience } = await resolve(trx, body);
        const now = new Date().toISOString();
        // The trail keeps the audience as the form shows it: LOB and position ids, the badges.
        const listed = {
          lobIds: audience.lobIds,
          positionIds: audience.positionIds,
          usersList: [...badges].sort().join(USERS_SEPARATOR),
        };
        if (body.id) {
          const before = await lockByIdOr404(
            trx,
            'course_definitions',
            body.id,
            say('definition.notFound'),
          );
          const enrolled = await seatsTaken(trx, body.id);
          if (body.quota < enrolled)
            throw new RequestValidationError({ quota: say('quota.belowEnrolled', { enrolled }) });
          const previous = await answer(trx, body.id);
          await updateAudited(trx, actor, {
            table: 'course_definitions',
            entity: 'course_definition',
            id: body.id,
            set: { ...values, updated_at: now },
            before: {
              ...before,
              lobIds: ids(previous.lobList),
              positionIds: ids(previous.positionList),
              usersList: previous.usersList,
            },
            after: { ...before, ...values, ...listed, updated_at: now },
          });
          await saveAudience(trx, body.id, audience);
          await promoteWaiting(trx, body.id);
          return { id: body.id, created: false };
        }
        const id = await insertAudited(trx, actor, {
          table: 'course_definitions',
          entity: 'course_definition',
          values: { ...values, created_at: now, updated_at: now },
          after: (row) => ({ ...row, ...listed }),
        });
        await saveAudience(trx, id, audience);
        return { id, created: true };
      });
      return { ...result, definition: await answer(db, result.id) };
    },

    /** GetAllDefinitionCourses: every definition with its quota usage. */
    async list(params: DefinitionListQuery): Promise<Page<DefinitionListItem>> {
      let base = definitionsBase(db);
      if (params.statusId) base = base.where('d.status_id', '=', params.statusId);
      if (params.courseId) base = base.where('d.course_id', '=', params.courseId);
      if (params.locationId) base = base.where('l.id', '=', params.locationId);
      if (params.active !== undefined) base = base.where('d.active', '=', params.active ? 1 : 0);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([containsText(db, eb.ref('c.name'), q), ...employeeMatches(db, q)]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => selectDefinition(query, null),
        sort: {
          courseName: folded(db, sql.ref('c.name')),
          startDate: 'd.start_date',
          statusId: 'd.status_id',
          quota: 'd.quota',
          enrolled: enrolledOf,
        },
        tieBreaker: 'd.id',
      });
      return mapPage(page, (row) => ({
        id: row.id,
        courseId: row.course_id,
        courseName: row.course_name,
        instructor: row.instructor ?? null,
        instructorBadge: row.instructor_badge ?? null,
        roomId: row.room_id,
        roomName: row.room_name,
        locationId: row.location_id,
        locationName: row.location_name,
        modality: row.virtual === 1 ? 'virtual' : 'presencial',
        startDate: row.start_date,
        endDate: row.end_date,
        startTime: row.start_time,
        endTime: row.end_time,
        day: row.days,
        statusId: row.status_id as DefinitionStatusId,
        quota: row.quota,
        enrolled: Number(row.enrolled),
        waiting: Number(row.waiting),
        active: row.active === 1,
        ViewQuota: row.view_quota === 1,
      }));
    },

    /** GetAllPositions. */
    positions: (params: Positions): Promise<Page<JobPosition>> =>
      namedPage(db, 'job_positions', params),

    /** GetFilterByDefinitionCourse: who the definition admits, by name, and how many they are. */
    async audience(id: number): Promise<Audience> {
      const definition = await findOr404(
        db.selectFrom('course_definitions').select(['id', 'filter']).where('id', '=', id),
        say('definition.notFound'),
      );
      const [lobs, positions, users, count] = await Promise.all([
        db
          .selectFrom('definition_lobs')
          .innerJoin('lines_of_business', 'lines_of_business.id', 'definition_lobs.lob_id')
          .select(['lines_of_business.id', 'lines_of_business.name'])
          .where('definition_lobs.definition_id', '=', id)
          .orderBy('lines_of_business.name')
          .execute(),
        db
          .selectFrom('definition_positions')
          .innerJoin('job_positions', 'job_positions.id', 'definition_positions.position_id')
          .select(['job_positions.id', 'job_positions.name'])
          .where('definition_positions.definition_id', '=', id)
          .orderBy('job_positions.name')
          .execute(),
        db
          .selectFrom('definition_users')
          .innerJoin('employees', 'employees.id', 'definition_users.employee_id')
          .select(['employees.badge', 'employees.full_name as name'])
          .where('definition_users.definition_id', '=', id)
          .orderBy('employees.full_name')
          .execute(),
        db
          .selectFrom('employees as e')
          .select(sql<number>`count(*)`.as('n'))
          .where('e.active', '=', 1)
          .where(admits(sql.lit(id), sql.ref('e.id'), sql.ref('e.account'), sql.ref('e.position')))
          .executeTakeFirst(),
      ]);
      return {
        definitionId: definition.id,
        lobs,
        positions,
        users,
        filter: definition.filter,
        eligibleCount: Number(count?.n ?? 0),
      };
    },
  };
}
