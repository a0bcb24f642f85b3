import { addDays, calendarDay } from '../../../contracts/calendar';
import { DEFINITION_STATUS, toWireDate } from '../../../contracts/extracurricular/courses';
import {
  type DefinitionAnswer,
  type DefinitionWire,
} from '../../../contracts/extracurricular/definitions';
import { badgeOf, expectJson, type TestApp } from '../helpers';
import { joined, xcCall } from './extracurricularCalls';

/** The id of a seeded row by name. */
export const idByName = async (
  t: TestApp,
  table: 'courses' | 'course_rooms' | 'job_positions' | 'lines_of_business',
  name: string,
) =>
  (await t.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** A seeded group by course name and status (the first: tests add more). */
export const seededGroup = async (t: TestApp, course: string, statusId: number) =>
  (
    await t.db
      .selectFrom('course_definitions as d')
      .innerJoin('courses as c', 'c.id', 'd.course_id')
      .select('d.id')
      .where('c.name', '=', course)
      .where('d.status_id', '=', statusId)
      .orderBy('d.id')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * A definition in the §5 wire form as the portal's adapter sends it: an open group of Inglés
 * conversacional in Sala Irazú from today to +60 days, Monday and Wednesday, instructor mlt.admin.
 */
export async function wireBody(
  t: TestApp,
  overrides: Partial<DefinitionWire> = {},
): Promise<DefinitionWire> {
  const today = calendarDay();
  return {
    courseId: await idByName(t, 'courses', 'Inglés conversacional'),
    roomId: await idByName(t, 'course_rooms', 'Sala Irazú'),
    badge: await badgeOf(t, 'mlt.admin'),
    startDate: toWireDate(today),
    endDate: toWireDate(addDays(today, 60)),
    startTime: '17:00',
    endTime: '18:30',
    day: '1,3',
    quota: 20,
    statusId: DEFINITION_STATUS.open,
    active: true,
    modified_By: await badgeOf(t, 'extracurricular.admin'),
    mailInstructor: '-1',
    urlSession: '-1',
    description: 'Grupo de prueba',
    filter: '',
    usersList: '',
    lobList: [-1],
    positionList: [-1],
    ViewQuota: true,
    ...overrides,
  };
}

/** Saves a definition as extracurricular.admin; answers it (201 or 200). */
export async function saveDefinition(
  t: TestApp,
  overrides: Partial<DefinitionWire> = {},
  status = 201,
): Promise<DefinitionAnswer> {
  return expectJson<DefinitionAnswer>(
    await xcCall(
      t,
      'extracurricular.admin',
      'PUT',
      '/DefinitionCourse/PutInsUpdtDefinitionCourse',
      await wireBody(t, overrides),
    ),
    status,
  );
}

/** PutInsEnrollment as `username` for `badge` (theirs unless said). */
export async function enrolAs(
  t: TestApp,
  username: string,
  definitionId: number,
  {
    waitlist = false,
    badge,
    modifiedBy,
  }: { waitlist?: boolean; badge?: string; modifiedBy?: string } = {},
) {
  const own = await badgeOf(t, username);
  return xcCall(
    t,
    username,
    'PUT',
    `/Enrollment/PutInsEnrollment/${joined(definitionId, badge ?? own, waitlist, modifiedBy ?? own)}&{token}`,
  );
}

/** PutDltEnrollmentStudent as `username` for `badge` (theirs unless said). */
export async function withdrawAs(
  t: TestApp,
  username: string,
  definitionId: number,
  badge?: string,
) {
  const own = await badgeOf(t, username);
  return xcCall(
    t,
    username,
    'PUT',
    `/Enrollment/PutDltEnrollmentStudent/${joined(definitionId, badge ?? own, own)}&{token}`,
  );
}
