import type autocannon from 'autocannon';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  DEFINITION_STATUS,
  QUOTA_MAX,
  toWireDate,
} from '../../../contracts/extracurricular/courses';
import {
  type DefinitionAnswer,
  type DefinitionWire,
} from '../../../contracts/extracurricular/definitions';
import { demoEmployees } from '../../../server/db/seed';
import type { BenchSession, SignInTarget } from '../../api/auth';
import { familyCalls } from '../../lib/call';
import { todayToken } from '../../api/clientToken';
import type { PreparedRequest } from '../../api/scenarios';

const FAMILY = '/api/extracurricular';

/**
 * Students of the enrolment scenario: generated employees (shared with the seat requests, a
 * scenario measured in other rounds). Connections take them in turn for an enrol-withdraw pair,
 * so one never enrols again while an earlier pair of theirs is in flight.
 */
export const COURSE_STUDENTS = demoEmployees()
  .filter((employee) => employee.badge.startsWith('2'))
  .slice(250, 400)
  .map(({ username, badge }) => ({ username, badge }));

const call = familyCalls((path) => `${FAMILY}${path}`);

/**
 * A group of the bench's own, made by the administrator: open to everyone, the most seats, so a
 * run's enrolments never fill it (each is withdrawn right after).
 */
export async function benchGroup(
  target: SignInTarget,
  admin: BenchSession,
  adminBadge: string,
): Promise<DefinitionAnswer> {
  const token = await admin.token();
  const [course] = await call<{ id: number }[]>(
    target,
    token,
    'GET',
    '/Courses/GetAllCourses?q=Yoga',
  );
  const [room] = await call<{ id: number }[]>(target, token, 'GET', '/Rooms/GetAllRooms?q=Irazú');
  const today = calendarDay();
  const body: DefinitionWire = {
    courseId: course!.id,
    roomId: room!.id,
    badge: '0',
    startDate: toWireDate(today),
    endDate: toWireDate(addDays(today, 90)),
    startTime: '12:00',
    endTime: '13:00',
    day: '1,3,5',
    quota: QUOTA_MAX,
    statusId: DEFINITION_STATUS.open,
    active: true,
    modified_By: adminBadge,
    mailInstructor: '-1',
    urlSession: '-1',
    description: 'Grupo de medición',
    filter: '',
    usersList: '',
    lobList: [-1],
    positionList: [-1],
    ViewQuota: true,
  };
  return call<DefinitionAnswer>(
    target,
    token,
    'PUT',
    '/DefinitionCourse/PutInsUpdtDefinitionCourse',
    body,
  );
}

/** What a connection remembers between its requests: its student. */
interface StudentContext {
  student?: number;
}

/**
 * Each connection, as one student in turn, enrols in `group` (the group locked, seats counted)
 * and withdraws (the group locked, the waiting list looked at): every answer is a 2xx but where
 * a run's end cuts a pair.
 */
export async function enrolmentRequests(
  target: SignInTarget,
  students: readonly BenchSession[],
  group: DefinitionAnswer,
): Promise<PreparedRequest[]> {
  const tokens = await Promise.all(students.map((student) => student.token()));
  const dateToken = encodeURIComponent(await todayToken());
  // A pair the last run's end cut in two left its student enrolled: withdraw them first (404s
  // for the others), so every enrolment of this run is a 201.
  await Promise.all(
    COURSE_STUDENTS.map(({ badge }, index) =>
      fetch(
        `${target.baseUrl}${FAMILY}/Enrollment/PutDltEnrollmentStudent/${group.id}&${badge}&${badge}&${dateToken}`,
        { method: 'PUT', headers: { authorization: `Bearer ${tokens[index]}` } },
      ).then((response) => response.arrayBuffer()),
    ),
  );
  let next = 0;
  const studentOf = (context: StudentContext) => (context.student ??= next++ % tokens.length);
  const badgeOf = (context: StudentContext) => COURSE_STUDENTS[studentOf(context)]!.badge;
  type Request = PreparedRequest & autocannon.Request;
  const enrol: Request = {
    method: 'PUT',
    path: `${FAMILY}/Enrollment/PutInsEnrollment`,
    headers: {},
    setupRequest: (request, context: StudentContext) => {
      const badge = badgeOf(context);
      return {
        ...request,
        path: `${FAMILY}/Enrollment/PutInsEnrollment/${group.id}&${badge}&true&${badge}&${dateToken}`,
        headers: { authorization: `Bearer ${tokens[studentOf(context)]}` },
      };
    },
  };
  const withdraw: Request = {
    method: 'PUT',
    path: `${FAMILY}/Enrollment/PutDltEnrollmentStudent`,
    headers: {},
    setupRequest: (request, context: StudentContext) => {
      const badge = badgeOf(context);
      return {
        ...request,
        path: `${FAMILY}/Enrollment/PutDltEnrollmentStudent/${group.id}&${badge}&${badge}&${dateToken}`,
        headers: { authorization: `Bearer ${tokens[studentOf(context)]}` },
      };
    },
  };
  return [enrol, withdraw];
}
