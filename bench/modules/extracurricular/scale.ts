import { mulberry32 } from '../../../server/db/seed/random';
import {
  CHUNK_ROWS,
  DAY_MS,
  type Generator,
  idsOf,
  nextId,
  scaleEmployeeIds,
} from '../../scale/kit';

/** Lines of business of the scale accounts, and cost centres of each. */
const SCALE_LOBS = 1_000;
const COST_CENTERS_PER_LOB = 4;
const SCALE_COURSES = 1_000;

/**
 * Extracurricular reference data: 10 more accounts with 1,000 lines of business and 4,000 cost
 * centres, 1,000 catalogue courses (every tenth inactive) and every generated employee registered
 * as a student: the admin lists page, sort and search them in SQL.
 */
export const extracurricular: Generator = {
  name: 'extracurricular',
  async generate(writer) {
    const at = new Date().toISOString();
    const firstAccount = await nextId(writer, 'client_accounts');
    const firstLob = await nextId(writer, 'lines_of_business');
    const accounts = 10;
    await writer.insert(
      'client_accounts',
      ['id', 'name', 'active'],
      Array.from({ length: accounts }, (_, i) => [firstAccount + i, `Cuenta escala ${i + 1}`, 1]),
    );
    await writer.insert(
      'lines_of_business',
      ['id', 'account_id', 'name', 'active', 'modified_by', 'created_at', 'updated_at'],
      Array.from({ length: SCALE_LOBS }, (_, i) => [
        firstLob + i,
        firstAccount + (i % accounts),
        `Línea escala ${i + 1}`,
        1,
        'scale',
        at,
        at,
      ]),
    );
    await writer.insert(
      'cost_centers',
      ['code', 'name', 'lob_id'],
      Array.from({ length: SCALE_LOBS * COST_CENTERS_PER_LOB }, (_, i) => [
        `ESC-${i + 1}`,
        `Centro escala ${i + 1}`,
        firstLob + Math.floor(i / COST_CENTERS_PER_LOB),
      ]),
    );
    await writer.insert(
      'courses',
      ['name', 'enable_enrol', 'active', 'created_at', 'updated_at'],
      Array.from({ length: SCALE_COURSES }, (_, i) => [
        `Curso escala ${i + 1}`,
        i % 3 === 0 ? 0 : 1,
        i % 10 === 0 ? 0 : 1,
        at,
        at,
      ]),
    );
    const people = await writer.query<{ id: number; full_name: string; email: string }>(
      `select id, full_name, email from employees where username like 'scale.%' order by id`,
    );
    for (let start = 0; start < people.length; start += CHUNK_ROWS) {
      await writer.insert(
        'course_students',
        ['employee_id', 'name', 'email', 'created_at', 'updated_at'],
        people
          .slice(start, start + CHUNK_ROWS)
          .map((person) => [Number(person.id), person.full_name, person.email, at, at]),
      );
    }
    return accounts + SCALE_LOBS * (1 + COST_CENTERS_PER_LOB) + SCALE_COURSES + people.length;
  },
};

const SCALE_GROUPS = 2_000;
const COURSE_ENROLLMENT_COLUMNS = [
  'definition_id',
  'employee_id',
  'status',
  'enrolled_at',
  'withdrawn_at',
  'modified_by',
  'updated_at',
] as const;

/**
 * Course groups over the scale courses: 2,000 definitions (one in ten open, the rest closed,
 * finished or drafts), one in five only for a line of business and one in seven for a position,
 * and one past enrolment of each generated employee (finished or withdrawn): the catalogue's
 * audience rule and seat counts stay on their indexes however many groups and enrolments there are.
 */
export const courseGroups: Generator = {
  name: 'course groups and enrolments',
  async generate(writer) {
    const random = mulberry32(3_500);
    const courses = await idsOf(
      writer,
      `select id from courses where name like 'Curso escala %' and active = 1 order by id`,
    );
    const rooms = await idsOf(
      writer,
      `select id from course_rooms where active = 1 and virtual = 0 order by id`,
    );
    const lobs = await idsOf(writer, `select id from lines_of_business order by id`);
    const positions = await idsOf(writer, `select id from job_positions order by id`);
    const people = await scaleEmployeeIds(writer);
    if (courses.length === 0 || rooms.length === 0 || positions.length === 0)
      throw new Error('course groups: the scale courses and the demo rooms come first');
    const first = await nextId(writer, 'course_definitions');
    const today = new Date().toISOString().slice(0, 10);
    const at = new Date().toISOString();
    const shift = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const statusOf = (i: number) => (i % 10 === 0 ? 2 : i % 10 < 3 ? 3 : i % 10 < 9 ? 4 : 1);
    await writer.insert(
      'course_definitions',
      [
        'id',
        'course_id',
        'room_id',
        'instructor_id',
        'start_date',
        'end_date',
        'start_time',
        'end_time',
        'days',
        'quota',
        'status_id',
        'active',
        'mail_instructor',
        'url_session',
        'description',
        'filter',
        'view_quota',
        'modified_by',
        'created_at',
        'updated_at',
      ],
      Array.from({ length: SCALE_GROUPS }, (_, i) => {
        const status = statusOf(i);
        const start = status === 4 ? -120 - (i % 200) : -10 + (i % 30);
        return [
          first + i,
          courses[i % courses.length]!,
          rooms[i % rooms.length]!,
          null,
          shift(start),
          shift(start + 60),
          '17:00',
          '18:30',
          i % 2 ? '1,3' : '2,4',
          100,
          status,
          1,
          null,
          null,
          `Grupo escala ${i + 1}`,
          '',
          1,
          'scale',
          at,
          at,
        ];
      }),
    );
    const restricted = Array.from({ length: SCALE_GROUPS }, (_, i) => i).filter((i) => i % 5 === 0);
    await writer.insert(
      'definition_lobs',
      ['definition_id', 'lob_id'],
      restricted.map((i) => [first + i, lobs[i % lobs.length]!]),
    );
    await writer.insert(
      'definition_positions',
      ['definition_id', 'position_id'],
      Array.from({ length: SCALE_GROUPS }, (_, i) => i)
        .filter((i) => i % 7 === 0)
        .map((i) => [first + i, positions[i % positions.length]!]),
    );
    // Past enrolments only: finished groups keep theirs, withdrawn ones free their seat.
    const finished = Array.from({ length: SCALE_GROUPS }, (_, i) => i).filter(
      (i) => statusOf(i) === 4,
    );
    for (let start = 0; start < people.length; start += CHUNK_ROWS) {
      await writer.insert(
        'course_enrollments',
        COURSE_ENROLLMENT_COLUMNS,
        people.slice(start, start + CHUNK_ROWS).map((person) => {
          const withdrawn = random() < 0.3;
          const group = withdrawn
            ? Math.floor(random() * SCALE_GROUPS)
            : finished[Math.floor(random() * finished.length)]!;
          return [
            first + group,
            person,
            withdrawn ? 'withdrawn' : 'enrolled',
            at,
            withdrawn ? at : null,
            'scale',
            at,
          ];
        }),
      );
    }
    return SCALE_GROUPS + restricted.length + people.length;
  },
};
