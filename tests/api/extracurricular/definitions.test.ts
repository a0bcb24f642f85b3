/**
 * Course definitions (both databases): the §5 wire form and its placeholders accepted and
 * answered, references refused naming the field, the quota never below the enrolled count, the
 * administrators' list, positions and a definition's audience.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { DEFINITION_STATUS } from '../../../contracts/extracurricular/courses';
import {
  type Audience,
  type DefinitionAnswer,
  type DefinitionListItem,
  type JobPosition,
} from '../../../contracts/extracurricular/definitions';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import { enrolAs, idByName, saveDefinition, seededGroup, wireBody } from './courseCalls';
import { xcCall } from './extracurricularCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const save = async (body: object, username = 'extracurricular.admin') =>
  xcCall(t, username, 'PUT', '/DefinitionCourse/PutInsUpdtDefinitionCourse', body);

describe('PutInsUpdtDefinitionCourse', () => {
  it('accepts the §5 placeholders, stores nulls and answers the wire form again', async () => {
    const today = calendarDay();
    const created = await saveDefinition(t, {
      badge: '0',
      mailInstructor: '-1',
      urlSession: '-1',
      lobList: [-1],
      positionList: [-1],
      usersList: '',
      startDate: `${today}T00:00:00`,
      endDate: `${addDays(today, 30)}T00:00:00`,
    });
    expect(created).toMatchObject({
      badge: '0',
      instructor: null,
      mailInstructor: '-1',
      urlSession: '-1',
      lobList: [-1],
      positionList: [-1],
      usersList: '',
      startDate: `${today}T00:00:00`,
      endDate: `${addDays(today, 30)}T00:00:00`,
      modality: 'presencial',
      enrolled: 0,
      waiting: 0,
    });
    const row = await t.db
      .selectFrom('course_definitions')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      instructor_id: null,
      mail_instructor: null,
      url_session: null,
      start_date: today,
    });
    expect(
      expectJson<DefinitionAnswer>(
        await xcCall(
          t,
          'extracurricular.admin',
          'GET',
          `/DefinitionCourse/GetDefinitionCourseById/${created.id}&{token}`,
        ),
      ),
    ).toEqual(created);
    expect((await t.auditRows('course_definition', created.id)).length).toBe(1);
  });

  it('reads the empty forms of the placeholders and bare dates as well', async () => {
    const created = await saveDefinition(t, {
      badge: '',
      mailInstructor: '',
      urlSession: '',
      positionList: [],
      lobList: [],
      startDate: calendarDay(),
    });
    expect(created).toMatchObject({
      badge: '0',
      mailInstructor: '-1',
      urlSession: '-1',
      positionList: [-1],
      lobList: [-1],
      startDate: `${calendarDay()}T00:00:00`,
    });
  });

  it('keeps the audience lists, the instructor and the link of a virtual room; updates with 200', async () => {
    const lob = await idByName(t, 'lines_of_business', 'Servicio móvil');
    const position = await idByName(t, 'job_positions', 'Agente de servicio al cliente');
    const newhire = await badgeOf(t, 'newhire');
    const supervisor = await badgeOf(t, 'supervisor');
    const created = await saveDefinition(t, {
      roomId: await idByName(t, 'course_rooms', 'Teams 1'),
      urlSession: 'https://teams.example.com/l/prueba',
      mailInstructor: 'mlt.admin@example.com',
      lobList: [lob],
      positionList: [position],
      usersList: `${newhire},${supervisor}`,
    });
    expect(created).toMatchObject({
      badge: await badgeOf(t, 'mlt.admin'),
      instructor: 'Mauricio Jiménez Arce',
      urlSession: 'https://teams.example.com/l/prueba',
      mailInstructor: 'mlt.admin@example.com',
      lobList: [lob],
      positionList: [position],
      modality: 'virtual',
    });
    expect(created.usersList.split(',').sort()).toEqual([newhire, supervisor].sort());

    const updated = expectJson<DefinitionAnswer>(
      await save(await wireBody(t, { ...created, id: created.id, quota: 5, usersList: '' })),
    );
    expect(updated).toMatchObject({ id: created.id, quota: 5, usersList: '' });
    const trail = await t.auditRows('course_definition', created.id);
    expect(trail).toHaveLength(2);
    expect(JSON.parse(String(trail[0]!.after))).toMatchObject({
      lobIds: [lob],
      positionIds: [position],
      usersList: [newhire, supervisor].sort().join(','),
    });
  });

  it('ignores a link sent for a physical room', async () => {
    const created = await saveDefinition(t, { urlSession: 'https://example.com/x' });
    expect(created.urlSession).toBe('-1');
  });

  it('refuses bad input naming each field, writing nothing', async () => {
    const before = await countRows(t, 'course_definitions');
    expectInvalid(
      await save(
        await wireBody(t, {
          roomId: await idByName(t, 'course_rooms', 'Teams 1'),
          urlSession: '-1',
        }),
      ),
      'urlSession',
    );
    expectInvalid(
      await save(
        await wireBody(t, {
          courseId: await idByName(t, 'courses', 'Guitarra para principiantes'),
          badge: await badgeOf(t, 'employee'),
          lobList: [999_999],
          positionList: [888_888],
          usersList: 'no-such-badge',
        }),
      ),
      'courseId',
      'badge',
      'lobList',
      'positionList',
      'usersList',
    );
    expectInvalid(await save(await wireBody(t, { roomId: 999_999 })), 'roomId');
    expectInvalid(
      await save(
        await wireBody(t, {
          modified_By: await badgeOf(t, 'employee'),
        }),
      ),
      'modified_By',
    );
    expectInvalid(
      await save({
        ...(await wireBody(t)),
        startDate: '2026-12-10T00:00:00',
        endDate: '2026-12-01T00:00:00',
        startTime: '18:00',
        endTime: '17:00',
        day: '1,1',
        quota: 0,
        statusId: 9,
        lobList: [-1, 3],
        mailInstructor: 'not-a-mail',
        urlSession: 'ftp://x',
      }),
      'endDate',
      'endTime',
      'day',
      'quota',
      'statusId',
      'lobList',
      'mailInstructor',
      'urlSession',
    );
    expectInvalid(
      await save({ ...(await wireBody(t)), startDate: '2026-12-10T08:00:00' }),
      'startDate',
    );
    expect((await save({ ...(await wireBody(t)), id: 999_999 })).statusCode).toBe(404);
    expect(await countRows(t, 'course_definitions')).toBe(before);
  });

  it('words a refusal in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/extracurricular/DefinitionCourse/PutInsUpdtDefinitionCourse',
      headers: {
        authorization: `Bearer ${await t.tokenOf('extracurricular.admin')}`,
        'accept-language': 'en',
      },
      payload: await wireBody(t, {
        roomId: await idByName(t, 'course_rooms', 'Teams 1'),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.urlSession).toBe(
      'a virtual room needs the session link',
    );
  });

  it('never lowers the quota below the enrolled count; raising it promotes the waiting list', async () => {
    const group = await saveDefinition(t, { quota: 2 });
    expect((await enrolAs(t, 'employee', group.id)).statusCode).toBe(201);
    expect((await enrolAs(t, 'supervisor', group.id)).statusCode).toBe(201);
    expect((await enrolAs(t, 'newhire', group.id, { waitlist: true })).statusCode).toBe(201);
    expectInvalid(await save(await wireBody(t, { id: group.id, quota: 1 })), 'quota');
    const raised = expectJson<DefinitionAnswer>(
      await save(await wireBody(t, { id: group.id, quota: 3 })),
    );
    expect(raised).toMatchObject({ quota: 3, enrolled: 3, waiting: 0 });
    expect((await notificationsOf(t, 'newhire'))[0]).toMatchObject({
      kind: 'course-seat',
      title: 'Tienes cupo en Inglés conversacional',
    });
  });

  it('is for administrators only', async () => {
    expect((await save(await wireBody(t), 'employee')).statusCode).toBe(403);
    expect((await save(await wireBody(t), 'mlt.admin')).statusCode).toBe(403);
  });
});

describe('reads', () => {
  it('lists every group with its quota usage, paged, sorted and filtered in SQL', async () => {
    const response = await xcCall(
      t,
      'extracurricular.admin',
      'GET',
      `/DefinitionCourse/GetAllDefinitionCourses?statusId=${DEFINITION_STATUS.open}&q=yoga&sort=enrolled&order=DESC`,
    );
    const rows = expectJson<DefinitionListItem[]>(response);
    expect(rows.map((row) => row.courseName)).toEqual(['Yoga']);
    expect(rows[0]).toMatchObject({
      quota: 2,
      enrolled: 2,
      waiting: 1,
      instructor: 'Mauricio Jiménez Arce',
    });
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    const byInstructor = expectJson<DefinitionListItem[]>(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        '/DefinitionCourse/GetAllDefinitionCourses?q=jimenez&perPage=100',
      ),
    );
    expect(byInstructor.length).toBeGreaterThanOrEqual(6);
    expect(
      (await xcCall(t, 'employee', 'GET', '/DefinitionCourse/GetAllDefinitionCourses')).statusCode,
    ).toBe(403);
    expectInvalid(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        '/DefinitionCourse/GetAllDefinitionCourses?sort=secret',
      ),
      'sort',
    );
  });

  it('lists the job positions to administrators and instructors', async () => {
    const positions = expectJson<JobPosition[]>(
      await xcCall(t, 'mlt.admin', 'GET', '/DefinitionCourse/GetAllPositions?q=agente'),
    );
    expect(positions).toEqual([
      expect.objectContaining({ name: 'Agente de servicio al cliente', active: true }),
    ]);
    expect(
      (await xcCall(t, 'employee', 'GET', '/DefinitionCourse/GetAllPositions')).statusCode,
    ).toBe(403);
  });

  it('resolves a group’s audience to names and counts who it admits', async () => {
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    const audience = expectJson<Audience>(
      await xcCall(
        t,
        'extracurricular.admin',
        'GET',
        `/DefinitionCourse/GetFilterByDefinitionCourse?definitionId=${oratory}`,
      ),
    );
    expect(audience).toMatchObject({
      definitionId: oratory,
      lobs: [
        { id: await idByName(t, 'lines_of_business', 'Servicio móvil'), name: 'Servicio móvil' },
      ],
      positions: [],
      users: [],
      filter: 'Para el equipo de Servicio móvil',
    });
    const telecom = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account', '=', 'Telecomunicaciones')
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    expect(audience.eligibleCount).toBe(Number(telecom.n));
    expect(
      (
        await xcCall(
          t,
          'extracurricular.admin',
          'GET',
          '/DefinitionCourse/GetFilterByDefinitionCourse?definitionId=999999',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('shows a group in the §5 form to an employee only when they may enrol in it', async () => {
    const draft = await seededGroup(t, 'Portugués básico', DEFINITION_STATUS.draft);
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    const yoga = await seededGroup(t, 'Yoga', DEFINITION_STATUS.open);
    const byId = (username: string, id: number) =>
      xcCall(t, username, 'GET', `/DefinitionCourse/GetDefinitionCourseById/${id}&{token}`);
    expect((await byId('employee', draft)).statusCode).toBe(404);
    expect((await byId('employee', oratory)).statusCode).toBe(404);
    expect((await byId('employee', yoga)).statusCode).toBe(200);
    expect((await byId('extracurricular.admin', draft)).statusCode).toBe(200);
    expect((await byId('mlt.admin', oratory)).statusCode).toBe(200);
  });
});
