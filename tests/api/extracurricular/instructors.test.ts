/**
 * The instructors' side (both databases): their groups, rosters with attendance counts, session
 * dates without holidays, attendance marks; another instructor's group is a 404. The course
 * calendar (.ics) and the administrators' enrolment report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { DEFINITION_STATUS } from '../../../contracts/extracurricular/courses';
import { type ReportRow } from '../../../contracts/extracurricular/definitions';
import {
  type AttendanceSheet,
  type CourseSessions,
  type EmployeeName,
  type InstructorCourse,
  type RosterStudent,
} from '../../../contracts/extracurricular/enrolment';
import { badgeOf, createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { enrolAs, saveDefinition, seededGroup } from './courseCalls';
import { joined, xcCall } from './extracurricularCalls';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await badgeOf(t, 'extracurricular.admin');
  // The supervisor becomes a second instructor before signing in.
  expect(
    (
      await xcCall(t, 'extracurricular.admin', 'PUT', '/UserMLTAdmin/PutInsUpdtMLTAdmin', {
        badge: await badgeOf(t, 'supervisor'),
        active: true,
        modified_By: admin,
      })
    ).statusCode,
  ).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const get = (username: string, path: string) => xcCall(t, username, 'GET', path);

describe('my groups and rosters', () => {
  it('lists the instructor’s groups with their counts', async () => {
    const groups = expectJson<InstructorCourse[]>(
      await get('mlt.admin', '/Enrollment/GetListCoursesInstructor?q=yoga'),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ courseName: 'Yoga', enrolled: 2, waiting: 1, seatsLeft: 0 });
    expect(
      expectJson<InstructorCourse[]>(
        await get('supervisor', '/Enrollment/GetListCoursesInstructor'),
      ),
    ).toEqual([]);
    expect((await get('employee', '/Enrollment/GetListCoursesInstructor')).statusCode).toBe(403);
  });

  it('gives the roster: enrolled by name, then the waiting list, with attendance counts', async () => {
    const yoga = await seededGroup(t, 'Yoga', DEFINITION_STATUS.open);
    const roster = expectJson<RosterStudent[]>(
      await get('mlt.admin', `/Enrollment/GetListStudentsByCourse?definitionId=${yoga}`),
    );
    expect(
      roster.map((student) => [student.name, student.status, student.waitingPosition]),
    ).toEqual([
      ['Natalia Quesada Brenes', 'enrolled', null],
      ['Silvia Méndez Porras', 'enrolled', null],
      ['Esteban Vargas Rojas', 'waiting', 1],
    ]);
    expect(roster[0]).toMatchObject({
      email: expect.stringContaining('newhire@'),
      phone: null,
      account: 'Banca Digital',
      position: 'Agente de servicio al cliente',
    });
    const past = await seededGroup(t, 'Excel intermedio', DEFINITION_STATUS.finished);
    const attended = expectJson<RosterStudent[]>(
      await get(
        'extracurricular.admin',
        `/Enrollment/GetListStudentsByCourse?definitionId=${past}`,
      ),
    );
    expect(attended.map((student) => [student.name, student.attended])).toEqual([
      ['Esteban Vargas Rojas', 4],
      ['Silvia Méndez Porras', 3],
    ]);
  });

  it('answers another instructor’s group as not found', async () => {
    // Oratoria is mlt.admin's, for Servicio móvil only: the supervisor may not open it either.
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    for (const path of [
      `/Enrollment/GetListStudentsByCourse?definitionId=${oratory}`,
      `/Enrollment/GetSessions?definitionId=${oratory}`,
      `/Enrollment/GetAttendance?definitionId=${oratory}&date=${calendarDay()}`,
    ])
      expect((await get('supervisor', path)).statusCode).toBe(404);
    expect(
      (await get('employee', `/Enrollment/GetListStudentsByCourse?definitionId=${oratory}`))
        .statusCode,
    ).toBe(403);
  });

  it('gives the sessions to employees who may open the group’s page', async () => {
    const yoga = await seededGroup(t, 'Yoga', DEFINITION_STATUS.open);
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    const sessions = expectJson<CourseSessions>(
      await get('newhire', `/Enrollment/GetSessions?definitionId=${yoga}`),
    );
    expect(sessions.dates.length).toBeGreaterThan(0);
    expect(
      (await get('newhire', `/Enrollment/GetSessions?definitionId=${oratory}`)).statusCode,
    ).toBe(404);
    expect((await get('newhire', '/Enrollment/GetSessions?definitionId=999999')).statusCode).toBe(
      404,
    );
  });

  it('finds an active employee’s name for administrators and instructors', async () => {
    const employee = await badgeOf(t, 'employee');
    expect(
      expectJson<EmployeeName>(
        await get('mlt.admin', `/Enrollment/GetNameByBadge/${employee}&{token}`),
      ),
    ).toEqual({ badge: employee, name: 'Esteban Vargas Rojas' });
    expect((await get('mlt.admin', '/Enrollment/GetNameByBadge/109001&{token}')).statusCode).toBe(
      404,
    );
    expect(
      (await get('employee', `/Enrollment/GetNameByBadge/${employee}&{token}`)).statusCode,
    ).toBe(403);
  });
});

describe('sessions and attendance', () => {
  it('lists the sessions without company holidays', async () => {
    const today = calendarDay();
    const group = await saveDefinition(t, {
      startDate: addDays(today, 1),
      endDate: addDays(today, 14),
      day: '1,2,3,4,5,6,7',
    });
    // A day of those two weeks that is not a seeded holiday already (1 December is, say).
    const seeded = new Set(
      (await t.db.selectFrom('company_holidays').select('date').execute()).map((row) => row.date),
    );
    const holiday = [3, 4, 5, 6, 7]
      .map((days) => addDays(today, days))
      .find((day) => !seeded.has(day))!;
    await t.db
      .insertInto('company_holidays')
      .values({ date: holiday, name: 'Feriado de prueba', created_at: today, updated_at: today })
      .execute();
    const sessions = expectJson<CourseSessions>(
      await get('mlt.admin', `/Enrollment/GetSessions?definitionId=${group.id}`),
    );
    // The seeded holidays of those two weeks are skipped too.
    expect(sessions.dates.length + sessions.holidays.length).toBe(14);
    expect(sessions.holidays).toContain(holiday);
    expect(sessions.dates).not.toContain(holiday);
  });

  it('marks students present or absent on a past or today’s session', async () => {
    const today = calendarDay();
    const group = await saveDefinition(t, {
      startDate: addDays(today, -14),
      endDate: addDays(today, 30),
      day: '1,2,3,4,5,6,7',
    });
    expect((await enrolAs(t, 'employee', group.id)).statusCode).toBe(201);
    expect((await enrolAs(t, 'newhire', group.id)).statusCode).toBe(201);
    const employee = await badgeOf(t, 'employee');
    const newhire = await badgeOf(t, 'newhire');
    const put = (body: object, username = 'mlt.admin') =>
      xcCall(t, username, 'PUT', '/Enrollment/PutAttendance', body);
    const sheet = expectJson<AttendanceSheet>(
      await put({
        definitionId: group.id,
        date: today,
        marks: [{ badge: employee, present: true }],
      }),
    );
    expect(sheet.marks).toEqual([
      { badge: employee, name: 'Esteban Vargas Rojas', present: true },
      { badge: newhire, name: 'Natalia Quesada Brenes', present: null },
    ]);
    // A second save changes a mark and keeps the others.
    const again = expectJson<AttendanceSheet>(
      await put({
        definitionId: group.id,
        date: today,
        marks: [{ badge: newhire, present: false }],
      }),
    );
    expect(again.marks.map((mark) => mark.present)).toEqual([true, false]);
    expect(
      expectJson<AttendanceSheet>(
        await get('mlt.admin', `/Enrollment/GetAttendance?definitionId=${group.id}&date=${today}`),
      ),
    ).toEqual(again);
    expectInvalid(
      await put({
        definitionId: group.id,
        date: addDays(today, 1),
        marks: [{ badge: employee, present: true }],
      }),
      'date',
    );
    expectInvalid(
      await put({
        definitionId: group.id,
        date: addDays(today, -30),
        marks: [{ badge: employee, present: true }],
      }),
      'date',
    );
    expectInvalid(
      await put({
        definitionId: group.id,
        date: today,
        marks: [{ badge: await badgeOf(t, 'supervisor'), present: true }],
      }),
      'marks[0].badge',
    );
    expectInvalid(await put({ definitionId: group.id, date: today, marks: [] }), 'marks');
    expect(
      (
        await put(
          { definitionId: group.id, date: today, marks: [{ badge: employee, present: true }] },
          'supervisor',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the course calendar', () => {
  it('gives an enrolled employee the sessions as .ics, and nobody else', async () => {
    const english = await seededGroup(t, 'Inglés conversacional', DEFINITION_STATUS.open);
    const response = await get(
      'employee',
      `/Enrollment/GetCourseCalendar/${joined(english)}&{token}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const sessions = expectJson<CourseSessions>(
      await get('mlt.admin', `/Enrollment/GetSessions?definitionId=${english}`),
    );
    expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(sessions.dates.length);
    expect(response.body).toContain('SUMMARY:Inglés conversacional');
    expect(
      (await get('newhire', `/Enrollment/GetCourseCalendar/${joined(english)}&{token}`)).statusCode,
    ).toBe(404);
    expect(
      (await get('mlt.admin', `/Enrollment/GetCourseCalendar/${joined(english)}&{token}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('the enrolment report', () => {
  it('counts enrolled and waiting per course and per line of business', async () => {
    const byCourse = expectJson<ReportRow[]>(
      await get(
        'extracurricular.admin',
        `/Enrollment/GetEnrollmentReport?groupBy=course&statusId=${DEFINITION_STATUS.open}`,
      ),
    );
    expect(byCourse.find((row) => row.name === 'Yoga')).toMatchObject({
      enrolled: 2,
      waiting: 1,
      quota: 2,
    });
    const byLob = expectJson<ReportRow[]>(
      await get('extracurricular.admin', '/Enrollment/GetEnrollmentReport?groupBy=lob'),
    );
    expect(byLob.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Atención de tarjetas', 'Banca en línea']),
    );
    expect(byLob.find((row) => row.name === 'Banca en línea')!.waiting).toBeGreaterThanOrEqual(1);
    expectInvalid(
      await get('extracurricular.admin', '/Enrollment/GetEnrollmentReport?groupBy=room'),
      'groupBy',
    );
    expect((await get('mlt.admin', '/Enrollment/GetEnrollmentReport')).statusCode).toBe(403);
  });
});
