/**
 * The catalogue and enrolment (both databases): eligibility by LOB, position and invitation, the
 * quota kept under 200 concurrent enrolments, the waiting list's order and its promotion with a
 * notification, another employee's badge refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFINITION_STATUS, ENROLMENT_REFUSALS } from '../../../contracts/extracurricular/courses';
import {
  type CatalogueEntry,
  type Enrolment,
  type EnrolmentCheck,
  type MyEnrolment,
} from '../../../contracts/extracurricular/enrolment';
import { TOTAL_COUNT_HEADER } from '../../../contracts/listQuery';
import {
  badgeOf,
  colleagueTokens,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  notificationsOf,
  type TestApp,
} from '../helpers';
import { enrolAs, idByName, saveDefinition, seededGroup, withdrawAs } from './courseCalls';
import { EXTRACURRICULAR, joined, todayToken, xcCall } from './extracurricularCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const catalogue = async (username: string, query = '', statusId = 2, courseId = 0) =>
  xcCall(
    t,
    username,
    'GET',
    `/Enrollment/GetListCoursesByStatus/${joined(statusId, await badgeOf(t, username), courseId)}&{token}${query}`,
  );

const refusalOf = (response: { statusCode: number; json: <T>() => T }) => {
  expect(response.statusCode).toBe(409);
  return response.json<{ code: string }>().code;
};

describe('the catalogue', () => {
  it('shows an employee the open groups that admit them, with seats and link as allowed', async () => {
    const response = await catalogue('employee', '?sort=courseName');
    const entries = expectJson<CatalogueEntry[]>(response);
    const names = entries.map((entry) => entry.courseName);
    expect(names).toEqual(
      expect.arrayContaining(['Excel intermedio', 'Inglés conversacional', 'Yoga']),
    );
    // Oratoria is only for Servicio móvil (Telecomunicaciones); employee works in Banca Digital.
    expect(names).not.toContain('Oratoria y presentaciones');
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(entries.length));
    const excel = entries.find((entry) => entry.courseName === 'Excel intermedio')!;
    expect(excel).toMatchObject({
      modality: 'virtual',
      seatsLeft: null,
      ViewQuota: false,
      urlSession: null,
      enrolment: null,
    });
    const english = entries.find((entry) => entry.courseName === 'Inglés conversacional')!;
    expect(english).toMatchObject({
      modality: 'presencial',
      seatsLeft: 19,
      enrolment: { status: 'enrolled', waitingPosition: null },
    });
    const yoga = entries.find((entry) => entry.courseName === 'Yoga')!;
    expect(yoga).toMatchObject({
      seatsLeft: 0,
      enrolment: { status: 'waiting', waitingPosition: 1 },
    });
  });

  it('filters by text, modality, weekday and course in SQL', async () => {
    const virtual = expectJson<CatalogueEntry[]>(await catalogue('employee', '?modality=virtual'));
    expect(virtual.map((entry) => entry.courseName)).toEqual(['Excel intermedio']);
    const fridays = expectJson<CatalogueEntry[]>(await catalogue('employee', '?day=5'));
    expect(fridays.map((entry) => entry.courseName)).toEqual(['Yoga']);
    const text = expectJson<CatalogueEntry[]>(await catalogue('employee', '?q=dinamicas'));
    expect(text.map((entry) => entry.courseName)).toEqual(['Excel intermedio']);
    const yogaId = await idByName(t, 'courses', 'Yoga');
    const byCourse = expectJson<CatalogueEntry[]>(await catalogue('employee', '', 2, yogaId));
    expect(byCourse.map((entry) => entry.courseName)).toEqual(['Yoga']);
    expectInvalid(await catalogue('employee', '?modality=hybrid'), 'modality');
  });

  it('shows the restricted group to an employee of its LOB, and closed groups on request', async () => {
    const telecom = await t.db
      .selectFrom('employees')
      .select('username')
      .where('account', '=', 'Telecomunicaciones')
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const theirs = expectJson<CatalogueEntry[]>(await catalogue(telecom.username));
    expect(theirs.map((entry) => entry.courseName)).toContain('Oratoria y presentaciones');
    const closed = expectJson<CatalogueEntry[]>(await catalogue('employee', '', 3));
    expect(closed.map((entry) => entry.courseName)).toEqual(['Finanzas personales']);
  });

  it('keeps drafts and finished groups for administrators, and the badge to its owner', async () => {
    expect((await catalogue('employee', '', 1)).statusCode).toBe(403);
    expect((await catalogue('employee', '', 4)).statusCode).toBe(403);
    expect((await catalogue('extracurricular.admin', '', 4)).statusCode).toBe(200);
    const other = await xcCall(
      t,
      'employee',
      'GET',
      `/Enrollment/GetListCoursesByStatus/${joined(2, await badgeOf(t, 'newhire'), 0)}&{token}`,
    );
    expect(other.statusCode).toBe(403);
    expectInvalid(
      await xcCall(
        t,
        'employee',
        'GET',
        `/Enrollment/GetListCoursesByStatus/${joined(2, await badgeOf(t, 'employee'), 0)}&{token}`,
        undefined,
        { token: 'stale' },
      ),
      'token',
    );
  });

  it('answers one group’s page with the employee’s enrolment', async () => {
    const yoga = await seededGroup(t, 'Yoga', DEFINITION_STATUS.open);
    const page = expectJson<CatalogueEntry>(
      await xcCall(
        t,
        'employee',
        'GET',
        `/DefinitionCourse/GetDefinitionCourseByIdEnroll/${joined(yoga, await badgeOf(t, 'employee'))}&{token}`,
      ),
    );
    expect(page).toMatchObject({
      id: yoga,
      courseName: 'Yoga',
      enrolment: { status: 'waiting', waitingPosition: 1 },
    });
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    expect(
      (
        await xcCall(
          t,
          'employee',
          'GET',
          `/DefinitionCourse/GetDefinitionCourseByIdEnroll/${joined(oratory, await badgeOf(t, 'employee'))}&{token}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('enrolment', () => {
  it('enrols, refuses a second time, and answers the check and my enrolments', async () => {
    const group = await saveDefinition(t, { quota: 5 });
    const enrolment = expectJson<Enrolment>(await enrolAs(t, 'supervisor', group.id), 201);
    expect(enrolment).toMatchObject({
      definitionId: group.id,
      status: 'enrolled',
      waitingPosition: null,
    });
    expect(refusalOf(await enrolAs(t, 'supervisor', group.id, { waitlist: true }))).toBe(
      ENROLMENT_REFUSALS.alreadyEnrolled,
    );
    const supervisor = await badgeOf(t, 'supervisor');
    const check = expectJson<EnrolmentCheck>(
      await xcCall(
        t,
        'supervisor',
        'GET',
        `/Enrollment/GetCheckIsEnrollment/${joined(group.id, supervisor)}&{token}`,
      ),
    );
    expect(check).toEqual({
      definitionId: group.id,
      badge: supervisor,
      enrolled: true,
      status: 'enrolled',
      waitingPosition: null,
    });
    const mine = expectJson<MyEnrolment[]>(
      await xcCall(
        t,
        'supervisor',
        'GET',
        `/Enrollment/GetListEnrollmentStudent/${joined(supervisor)}&{token}`,
      ),
    );
    const current = mine.filter((item) => !item.history);
    expect(current.map((item) => item.id)).toContain(group.id);
    // Yoga (enrolled), the new group; the finished Excel group comes last, as history.
    expect(mine.at(-1)).toMatchObject({
      courseName: 'Excel intermedio',
      statusId: 4,
      history: true,
    });
  });

  it('refuses another employee’s badge (403) and a modified_By that is not the caller’s (400)', async () => {
    const group = await saveDefinition(t);
    expect(
      (await enrolAs(t, 'employee', group.id, { badge: await badgeOf(t, 'newhire') })).statusCode,
    ).toBe(403);
    expectInvalid(
      await enrolAs(t, 'employee', group.id, { modifiedBy: await badgeOf(t, 'newhire') }),
      'modified_By',
    );
    expect(
      (await withdrawAs(t, 'employee', group.id, await badgeOf(t, 'newhire'))).statusCode,
    ).toBe(403);
    expect(await countRows(t, 'course_enrollments')).toBeGreaterThan(0);
  });

  it('refuses groups that take no enrolment, naming why', async () => {
    const draft = await seededGroup(t, 'Portugués básico', DEFINITION_STATUS.draft);
    expect((await enrolAs(t, 'newhire', draft)).statusCode).toBe(404);
    const closed = await seededGroup(t, 'Finanzas personales', DEFINITION_STATUS.closed);
    expect(refusalOf(await enrolAs(t, 'newhire', closed))).toBe(ENROLMENT_REFUSALS.notOpen);
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    expect(refusalOf(await enrolAs(t, 'newhire', oratory))).toBe(ENROLMENT_REFUSALS.notEligible);
    const noEnrolment = await saveDefinition(t, {
      courseId: await idByName(t, 'courses', 'Portugués básico'),
    });
    expect(refusalOf(await enrolAs(t, 'newhire', noEnrolment.id))).toBe(
      ENROLMENT_REFUSALS.courseClosed,
    );
    expect((await enrolAs(t, 'newhire', 999_999)).statusCode).toBe(404);
  });

  it('admits by position, and an invitation whatever the LOB or position', async () => {
    const lob = await idByName(t, 'lines_of_business', 'Servicio móvil');
    const supervisors = await idByName(t, 'job_positions', 'Supervisor de operaciones');
    const byPosition = await saveDefinition(t, { positionList: [supervisors] });
    expect((await enrolAs(t, 'supervisor', byPosition.id)).statusCode).toBe(201);
    expect(refusalOf(await enrolAs(t, 'newhire', byPosition.id))).toBe(
      ENROLMENT_REFUSALS.notEligible,
    );
    const invited = await saveDefinition(t, {
      lobList: [lob],
      usersList: await badgeOf(t, 'newhire'),
    });
    expect((await enrolAs(t, 'newhire', invited.id)).statusCode).toBe(201);
    expect(refusalOf(await enrolAs(t, 'employee', invited.id))).toBe(
      ENROLMENT_REFUSALS.notEligible,
    );
  });

  it('refuses a full group without the waiting list, writing nothing; queues with it', async () => {
    const group = await saveDefinition(t, { quota: 1 });
    expect((await enrolAs(t, 'employee', group.id)).statusCode).toBe(201);
    const before = await countRows(t, 'course_enrollments');
    const full = await enrolAs(t, 'newhire', group.id);
    expect(refusalOf(full)).toBe(ENROLMENT_REFUSALS.full);
    expect(await countRows(t, 'course_enrollments')).toBe(before);
    const first = expectJson<Enrolment>(
      await enrolAs(t, 'newhire', group.id, { waitlist: true }),
      201,
    );
    const second = expectJson<Enrolment>(
      await enrolAs(t, 'supervisor', group.id, { waitlist: true }),
      201,
    );
    expect([first.status, first.waitingPosition, second.waitingPosition]).toEqual([
      'waiting',
      1,
      2,
    ]);
  });

  it('gives a freed seat to the first in line, who is notified; re-enrolling makes a new row', async () => {
    const group = await saveDefinition(t, { quota: 1 });
    expect((await enrolAs(t, 'employee', group.id)).statusCode).toBe(201);
    expect((await enrolAs(t, 'newhire', group.id, { waitlist: true })).statusCode).toBe(201);
    expect((await enrolAs(t, 'supervisor', group.id, { waitlist: true })).statusCode).toBe(201);
    const withdrawn = expectJson<Enrolment>(await withdrawAs(t, 'employee', group.id));
    expect(withdrawn).toMatchObject({ status: 'withdrawn' });
    expect(withdrawn.withdrawnAt).not.toBeNull();
    const newhire = await badgeOf(t, 'newhire');
    const check = expectJson<EnrolmentCheck>(
      await xcCall(
        t,
        'newhire',
        'GET',
        `/Enrollment/GetCheckIsEnrollment/${joined(group.id, newhire)}&{token}`,
      ),
    );
    expect(check).toMatchObject({ enrolled: true, status: 'enrolled' });
    expect((await notificationsOf(t, 'newhire'))[0]).toMatchObject({
      kind: 'course-seat',
      title: 'Tienes cupo en Inglés conversacional',
      link: `/ExtracurricularCourses/Curso/${group.id}`,
    });
    const supervisor = await badgeOf(t, 'supervisor');
    expect(
      expectJson<EnrolmentCheck>(
        await xcCall(
          t,
          'supervisor',
          'GET',
          `/Enrollment/GetCheckIsEnrollment/${joined(group.id, supervisor)}&{token}`,
        ),
      ),
    ).toMatchObject({ status: 'waiting', waitingPosition: 1 });
    expect((await withdrawAs(t, 'employee', group.id)).statusCode).toBe(404);
    const again = expectJson<Enrolment>(
      await enrolAs(t, 'employee', group.id, { waitlist: true }),
      201,
    );
    expect(again).toMatchObject({ status: 'waiting', waitingPosition: 2 });
    expect(again.id).not.toBe(withdrawn.id);
  });

  it('lets administrators withdraw anyone, audited', async () => {
    const group = await saveDefinition(t);
    const enrolled = expectJson<Enrolment>(await enrolAs(t, 'newhire', group.id), 201);
    const response = await withdrawAs(
      t,
      'extracurricular.admin',
      group.id,
      await badgeOf(t, 'newhire'),
    );
    expect(expectJson<Enrolment>(response).status).toBe('withdrawn');
    expect((await t.auditRows('course_enrollment', enrolled.id)).length).toBe(1);
  });

  it('gives exactly 20 seats to 200 colleagues enrolling at once', async () => {
    const racers = await colleagueTokens(t, 200);
    expect(racers).toHaveLength(200);
    const group = await saveDefinition(t, { quota: 20 });
    const badges = new Map(
      (
        await t.db
          .selectFrom('employees')
          .select(['id', 'badge'])
          .where(
            'id',
            'in',
            racers.map((racer) => racer.id),
          )
          .execute()
      ).map((row) => [row.id, row.badge]),
    );
    const token = await todayToken(t);
    const responses = await Promise.all(
      racers.map(({ id, token: bearer }) => {
        const badge = badges.get(id)!;
        return t.app.inject({
          method: 'PUT',
          url: `${EXTRACURRICULAR}/Enrollment/PutInsEnrollment/${joined(group.id, badge, false, badge, token)}`,
          headers: { authorization: `Bearer ${bearer}` },
        });
      }),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20);
    expect(codes.filter((code) => code === 409)).toHaveLength(180);
    const seats = await t.db
      .selectFrom('course_enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('definition_id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(Number(seats.n)).toBe(20);
  });
});
