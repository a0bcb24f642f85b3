/**
 * Locations, rooms, the course catalogue and students (both databases): lists paged in SQL,
 * employees see only active rows, upserts are idempotent and refuse bad references.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Course,
  Location,
  Room,
  Student,
} from '../../../contracts/extracurricular/extracurricular';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { xcCall } from './extracurricularCalls';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await badgeOf(t, 'extracurricular.admin');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: object, username = 'extracurricular.admin') =>
  xcCall(t, username, 'PUT', path, body);

describe('locations', () => {
  it('lists the active ones to employees and all to administrators', async () => {
    const created = expectJson<Location>(
      await put('/Locations/PutInsUpdtLocation', {
        name: 'Cartago',
        active: false,
        districtCode: '30101',
      }),
      201,
    );
    const mine = expectJson<Location[]>(
      await xcCall(t, 'employee', 'GET', '/Locations/GetAllLocations'),
    );
    expect(mine.map((l) => l.name)).toEqual(['Alajuela', 'Heredia', 'San José', 'Virtual']);
    const all = await xcCall(
      t,
      'extracurricular.admin',
      'GET',
      '/Locations/GetAllLocations?active=false',
    );
    expect(expectJson<Location[]>(all).map((l) => l.name)).toEqual(['Cartago']);
    expect(all.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    expect(
      (await xcCall(t, 'employee', 'GET', `/Locations/GetLocationsById?id=${created.id}`))
        .statusCode,
    ).toBe(404);
    expectJson(await xcCall(t, 'mlt.admin', 'GET', `/Locations/GetLocationsById?id=${created.id}`));
  });

  it('upserts idempotently and refuses taken names and unknown districts', async () => {
    const body = { name: 'Limón', active: true, districtCode: null };
    const created = expectJson<Location>(await put('/Locations/PutInsUpdtLocation', body), 201);
    expect(expectJson<Location>(await put('/Locations/PutInsUpdtLocation', body))).toEqual(created);
    const taken = await put('/Locations/PutInsUpdtLocation', { ...body, name: 'heredia' });
    expect(taken.statusCode).toBe(409);
    expectInvalid(
      await put('/Locations/PutInsUpdtLocation', {
        ...body,
        name: 'Puntarenas',
        districtCode: '99999',
      }),
      'districtCode',
    );
    expect((await put('/Locations/PutInsUpdtLocation', body, 'mlt.admin')).statusCode).toBe(403);
  });
});

describe('rooms', () => {
  it('lists rooms with their location and answers the location of a room', async () => {
    const rooms = expectJson<Room[]>(
      await xcCall(
        t,
        'mlt.admin',
        'GET',
        '/Rooms/GetAllRooms?q=sala&sort=locationName&perPage=100',
      ),
    );
    expect(rooms.length).toBeGreaterThan(3);
    const location = expectJson<Location>(
      await xcCall(t, 'mlt.admin', 'GET', `/Rooms/GetLocationByRoom?id=${rooms[0]!.id}`),
    );
    expect(location.id).toBe(rooms[0]!.locationId);
    expectJson<Room>(await xcCall(t, 'mlt.admin', 'GET', `/Rooms/GetRoomsById?id=${rooms[0]!.id}`));
    expect((await xcCall(t, 'employee', 'GET', '/Rooms/GetAllRooms')).statusCode).toBe(403);
  });

  it('puts a room in an active location only, idempotently', async () => {
    const locations = expectJson<Location[]>(
      await xcCall(t, 'extracurricular.admin', 'GET', '/Locations/GetAllLocations?perPage=100'),
    );
    const heredia = locations.find((l) => l.name === 'Heredia')!;
    const inactive = await put('/Locations/PutInsUpdtLocation', {
      name: 'Sede cerrada',
      active: false,
    });
    const closed = expectJson<Location>(inactive, 201);
    const body = {
      locationId: heredia.id,
      name: 'Sala Nueva',
      active: true,
      virtual: false,
      modified_By: admin,
    };
    const created = expectJson<Room>(await put('/Rooms/PutInsUpdtRoom', body), 201);
    expect(expectJson<Room>(await put('/Rooms/PutInsUpdtRoom', body))).toEqual(created);
    const before = await countRows(t, 'course_rooms');
    expectInvalid(
      await put('/Rooms/PutInsUpdtRoom', { ...body, name: 'Otra', locationId: closed.id }),
      'locationId',
    );
    expectInvalid(
      await put('/Rooms/PutInsUpdtRoom', { ...body, name: 'Otra', locationId: 999999 }),
      'locationId',
    );
    expectInvalid(
      await put('/Rooms/PutInsUpdtRoom', { ...body, name: 'Otra', modified_By: 'X1' }),
      'modified_By',
    );
    expectInvalid(await put('/Rooms/PutInsUpdtRoom', { ...body, virtual: 'quizá' }), 'virtual');
    expect(await countRows(t, 'course_rooms')).toBe(before);
    const off = expectJson<Room>(
      await put('/Rooms/PutInsUpdtRoom', { ...body, id: created.id, active: false }),
    );
    expect(off.active).toBe(false);
  });
});

describe('courses', () => {
  it('shows employees the active catalogue, administrators all of it', async () => {
    const mine = expectJson<Course[]>(
      await xcCall(t, 'employee', 'GET', '/Courses/GetAllCourses?perPage=100'),
    );
    expect(mine).toHaveLength(7);
    expect(mine.find((c) => c.name === 'Yoga')).toMatchObject({ enableEnrrol: true, active: true });
    const all = expectJson<Course[]>(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        '/Courses/GetAllCourses?perPage=100&sort=enableEnrrol',
      ),
    );
    expect(all).toHaveLength(8);
  });

  it('upserts a course idempotently, 409 for a taken name', async () => {
    const body = { name: 'Cocina saludable', enableEnrrol: false, active: true };
    const created = expectJson<Course>(await put('/Courses/PutInsUpdtCourse', body), 201);
    expect(expectJson<Course>(await put('/Courses/PutInsUpdtCourse', body))).toEqual(created);
    const opened = expectJson<Course>(
      await put('/Courses/PutInsUpdtCourse', { ...body, id: created.id, enableEnrrol: true }),
    );
    expect(opened.enableEnrrol).toBe(true);
    expect((await put('/Courses/PutInsUpdtCourse', { ...body, name: 'YOGA' })).statusCode).toBe(
      409,
    );
    expectInvalid(await put('/Courses/PutInsUpdtCourse', { ...body, name: 'x' }), 'name');
    expect((await put('/Courses/PutInsUpdtCourse', body, 'employee')).statusCode).toBe(403);
  });
});

describe('students', () => {
  it('registers an active employee once, with a valid email', async () => {
    const badge = await badgeOf(t, 'benefits.owner');
    const body = { badge, name: 'Estudiante Nuevo', email: 'nuevo@example.com' };
    const created = expectJson<Student>(await put('/students/PutInsUpdtStudent', body), 201);
    expect(expectJson<Student>(await put('/students/PutInsUpdtStudent', body))).toEqual(created);
    const taken = await put('/students/PutInsUpdtStudent', { ...body, name: 'Otro nombre' });
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['badge']);
    expectInvalid(
      await put('/students/PutInsUpdtStudent', { ...body, email: 'no-es-correo' }),
      'email',
    );
    expectInvalid(await put('/students/PutInsUpdtStudent', { ...body, badge: 'NOPE99' }), 'badge');
    const list = expectJson<Student[]>(
      await xcCall(t, 'mlt.admin', 'GET', `/students/GetAllStudents?q=${badge}`),
    );
    expect(list).toEqual([created]);
    expectJson(await xcCall(t, 'mlt.admin', 'GET', `/students/GetStudentById?id=${created.id}`));
    expect((await put('/students/PutInsUpdtStudent', body, 'mlt.admin')).statusCode).toBe(403);
  });
});
