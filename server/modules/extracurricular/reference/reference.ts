import { sql } from 'kysely';
import type {
  Course,
  CourseBody,
  Location,
  LocationBody,
  Room,
  RoomBody,
  Student,
  StudentBody,
} from '../../../../contracts/extracurricular/extracurricular';
import type { ListParams } from '../../../../contracts/listQuery';
import type { Actor } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { assertActiveOr400, findOr400, findOr404 } from '../../../db/lookup';
import { containsText, folded, foldedColumn } from '../../../db/text';
import { HttpError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { activeFor, activeNamed, assertMyBadge, type Filtered, visibleTo } from '../common';
import { say } from '../i18n';
import { nameKey, upsertRecord, type Upserted } from '../upsert';

const toLocation = (row: {
  id: number;
  name: string;
  active: number;
  district_code: string | null;
}): Location => ({
  id: row.id,
  name: row.name,
  active: row.active === 1,
  districtCode: row.district_code,
});

const toRoom = (row: {
  id: number;
  location_id: number;
  locationName: string;
  name: string;
  active: number;
  virtual: number;
  modified_by: string;
}): Room => ({
  id: row.id,
  locationId: row.location_id,
  locationName: row.locationName,
  name: row.name,
  active: row.active === 1,
  virtual: row.virtual === 1,
  modified_By: row.modified_by,
});

const toCourse = (row: {
  id: number;
  name: string;
  enable_enrol: number;
  active: number;
}): Course => ({
  id: row.id,
  name: row.name,
  enableEnrrol: row.enable_enrol === 1,
  active: row.active === 1,
});

/** Locations, rooms, the course catalogue and students. */
export function createReferenceRepository(db: DB) {
  const rooms = () =>
    db.selectFrom('course_rooms as r').innerJoin('course_locations as l', 'l.id', 'r.location_id');
  const roomColumns = [
    'r.id',
    'r.location_id',
    'l.name as locationName',
    'r.name',
    'r.active',
    'r.virtual',
    'r.modified_by',
  ] as const;
  const students = () =>
    db.selectFrom('course_students as s').innerJoin('employees as e', 'e.id', 's.employee_id');
  const studentColumns = ['s.id', 'e.badge', 's.name', 's.email'] as const;

  return {
    async locations(user: ApiUser, params: Filtered<'name' | 'active'>): Promise<Page<Location>> {
      const base = db
        .selectFrom('course_locations')
        .$call(activeNamed(db, activeFor(user, params.active), params.q));
      const page = await pagedList(params, {
        base,
        select: (query) => query.select(['id', 'name', 'active', 'district_code']),
        sort: { name: folded(db, sql.ref('name')), active: 'active' },
        tieBreaker: 'id',
      });
      return mapPage(page, toLocation);
    },

    async location(user: ApiUser, id: number): Promise<Location> {
      const query = db
        .selectFrom('course_locations')
        .select(['id', 'name', 'active', 'district_code'])
        .where('id', '=', id)
        .$call(visibleTo(user));
      return toLocation(await findOr404(query, say('location.notFound')));
    },

    async saveLocation(user: ApiUser, body: LocationBody): Promise<Upserted> {
      return upsertRecord(db, user, {
        table: 'course_locations',
        entity: 'course_location',
        id: body.id,
        values: {
          name: body.name,
          active: body.active ? 1 : 0,
          district_code: body.districtCode ?? null,
        },
        ...nameKey('course_locations', body.name),
        missing: say('location.notFound'),
        check: async (trx) => {
          if (!body.districtCode) return;
          await findOr400(
            trx.selectFrom('districts').select('code').where('code', '=', body.districtCode),
            { districtCode: say('district.unknown') },
          );
        },
      });
    },

    async rooms(
      params: Filtered<'name' | 'locationName' | 'active' | 'virtual', { locationId?: number }>,
    ): Promise<Page<Room>> {
      let base = rooms();
      if (params.active !== undefined) base = base.where('r.active', '=', params.active ? 1 : 0);
      if (params.locationId) base = base.where('r.location_id', '=', params.locationId);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([containsText(db, eb.ref('r.name'), q), containsText(db, eb.ref('l.name'), q)]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => query.select([...roomColumns]),
        sort: {
          name: folded(db, sql.ref('r.name')),
          locationName: folded(db, sql.ref('l.name')),
          active: 'r.active',
          virtual: 'r.virtual',
        },
        tieBreaker: 'r.id',
      });
      return mapPage(page, toRoom);
    },

    async room(id: number): Promise<Room> {
      return toRoom(
        await findOr404(
          rooms()
            .select([...roomColumns])
            .where('r.id', '=', id),
          say('room.notFound'),
        ),
      );
    },

    /** GetLocationByRoom: the room's location, active or not. */
    async locationOfRoom(id: number): Promise<Location> {
      return toLocation(
        await findOr404(
          rooms().select(['l.id', 'l.name', 'l.active', 'l.district_code']).where('r.id', '=', id),
          say('room.notFound'),
        ),
      );
    },

    async saveRoom(user: ApiUser, body: RoomBody): Promise<Upserted> {
      assertMyBadge(user, body.modified_By);
      return upsertRecord(db, user, {
        table: 'course_rooms',
        entity: 'course_room',
        id: body.id,
        values: {
          location_id: body.locationId,
          name: body.name,
          active: body.active ? 1 : 0,
          virtual: body.virtual ? 1 : 0,
          modified_by: body.modified_By,
        },
        ...nameKey('course_rooms', body.name, { column: 'location_id', value: body.locationId }),
        missing: say('room.notFound'),
        // A room is put in an active location; deactivating one where it stands stays possible.
        check: async (trx, before) => {
          if (!body.active && before?.location_id === body.locationId) return;
          await assertActiveOr400(trx, 'course_locations', body.locationId, {
            locationId: say('location.unknown'),
          });
        },
      });
    },

    async courses(
      user: ApiUser,
      params: Filtered<'name' | 'enableEnrrol' | 'active'>,
    ): Promise<Page<Course>> {
      const base = db
        .selectFrom('courses')
        .$call(activeNamed(db, activeFor(user, params.active), params.q));
      const page = await pagedList(params, {
        base,
        select: (query) => query.select(['id', 'name', 'enable_enrol', 'active']),
        sort: { name: foldedColumn(db, 'name'), enableEnrrol: 'enable_enrol', active: 'active' },
        tieBreaker: 'id',
      });
      return mapPage(page, toCourse);
    },

    async course(user: ApiUser, id: number): Promise<Course> {
      const query = db
        .selectFrom('courses')
        .select(['id', 'name', 'enable_enrol', 'active'])
        .where('id', '=', id)
        .$call(visibleTo(user));
      return toCourse(await findOr404(query, say('course.notFound')));
    },

    async saveCourse(actor: Actor, body: CourseBody): Promise<Upserted> {
      return upsertRecord(db, actor, {
        table: 'courses',
        entity: 'course',
        id: body.id,
        values: {
          name: body.name,
          enable_enrol: body.enableEnrrol ? 1 : 0,
          active: body.active ? 1 : 0,
        },
        ...nameKey('courses', body.name),
        missing: say('course.notFound'),
      });
    },

    async students(params: ListParams<'name' | 'badge' | 'email'>): Promise<Page<Student>> {
      let base = students();
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([
            containsText(db, eb.ref('s.name'), q),
            containsText(db, eb.ref('e.badge'), q),
            containsText(db, eb.ref('s.email'), q),
          ]),
        );
      }
      return pagedList(params, {
        base,
        select: (query) => query.select([...studentColumns]),
        sort: { name: folded(db, sql.ref('s.name')), badge: 'e.badge', email: 's.email' },
        tieBreaker: 's.id',
      });
    },

    async student(id: number): Promise<Student> {
      return findOr404(
        students()
          .select([...studentColumns])
          .where('s.id', '=', id),
        say('student.notFound'),
      );
    },

    async saveStudent(actor: Actor, body: StudentBody): Promise<Upserted> {
      const employee = await findOr400(
        db
          .selectFrom('employees')
          .select('id')
          .where('badge', '=', body.badge)
          .where('active', '=', 1),
        { badge: say('employee.unknown') },
      );
      return upsertRecord(db, actor, {
        table: 'course_students',
        entity: 'course_student',
        id: body.id,
        values: { employee_id: employee.id, name: body.name, email: body.email },
        sameKey: (trx) =>
          trx
            .selectFrom('course_students')
            .select('id')
            .where('employee_id', '=', employee.id)
            .executeTakeFirst(),
        keyTaken: () => new HttpError(409, say('student.taken'), { badge: say('student.taken') }),
        missing: say('student.notFound'),
      });
    },
  };
}
