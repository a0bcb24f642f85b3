import type { Transaction } from 'kysely';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { DEFINITION_STATUS, sessionsOf } from '../../../contracts/extracurricular/courses';
import { CATALOGUE_IMAGE_ID } from '../../../contracts/extracurricular/extracurricular';
import { saveDemoPicture } from '../../db/seed/images';
import type { Database } from '../../db/schema';
import { sanitizeRichText } from '../../http/richText';

/** Three of the accounts the employees work for, each with its lines of business and cost centres. */
const ACCOUNTS = [
  {
    name: 'Banca Digital',
    lobs: [
      {
        name: 'Atención de tarjetas',
        centres: [
          ['BD-101', 'Tarjetas San José'],
          ['BD-102', 'Tarjetas Heredia'],
        ],
      },
      {
        name: 'Banca en línea',
        centres: [
          ['BD-201', 'Soporte banca en línea'],
          ['BD-202', 'Prevención de fraude'],
        ],
      },
    ],
  },
  {
    name: 'Telecomunicaciones',
    lobs: [
      {
        name: 'Servicio móvil',
        centres: [
          ['TC-101', 'Planes pospago'],
          ['TC-102', 'Planes prepago'],
        ],
      },
      {
        name: 'Internet residencial',
        centres: [
          ['TC-201', 'Soporte técnico hogar'],
          ['TC-202', 'Ventas hogar'],
        ],
      },
    ],
  },
  {
    name: 'Seguros',
    lobs: [
      {
        name: 'Reclamos de autos',
        centres: [
          ['SG-101', 'Reclamos livianos'],
          ['SG-102', 'Reclamos pesados'],
        ],
      },
      { name: 'Pólizas de vida', centres: [] as string[][], active: false },
    ],
  },
] as const;

/** San José, Heredia, Alajuela (their central districts) and the virtual classroom. */
const LOCATIONS = [
  {
    name: 'San José',
    district: '10101',
    rooms: [
      ['Sala Irazú', true],
      ['Sala Poás', true],
      ['Sala Arenal', false],
    ],
  },
  {
    name: 'Heredia',
    district: '40101',
    rooms: [
      ['Sala Barva', true],
      ['Auditorio Heredia', true],
    ],
  },
  { name: 'Alajuela', district: '20101', rooms: [['Sala Juan Santamaría', true]] },
  {
    name: 'Virtual',
    district: null,
    rooms: [
      ['Teams 1', true],
      ['Teams 2', true],
    ],
  },
] as const;

const COURSES = [
  { name: 'Inglés conversacional', enrol: true, active: true },
  { name: 'Excel intermedio', enrol: true, active: true },
  { name: 'Yoga', enrol: true, active: true },
  { name: 'Portugués básico', enrol: false, active: true },
  { name: 'Oratoria y presentaciones', enrol: true, active: true },
  { name: 'Fotografía con el celular', enrol: false, active: true },
  { name: 'Finanzas personales', enrol: true, active: true },
  { name: 'Guitarra para principiantes', enrol: false, active: false },
] as const;

const MESSAGES = [
  {
    title: 'Bienvenida a los cursos',
    message:
      '<p>Los cursos extracurriculares son <strong>gratuitos</strong> y se imparten fuera del horario laboral.</p>',
    active: true,
  },
  {
    title: 'Matrícula',
    message:
      '<p>La matrícula abre el primer lunes de cada mes. Revise los cupos antes de inscribirse.</p>',
    active: true,
  },
  {
    title: 'Cursos de verano',
    message: '<p>Los cursos de verano se anunciarán en diciembre.</p>',
    active: false,
  },
] as const;

/** Reference data of the extracurricular family, its images and messages (deterministic). */
export async function seedExtracurricular(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const admin = await trx
    .selectFrom('employees')
    .select(['id', 'badge'])
    .where('username', '=', 'extracurricular.admin')
    .executeTakeFirstOrThrow();

  for (const account of ACCOUNTS) {
    const { id: accountId } = await trx
      .insertInto('client_accounts')
      .values({ name: account.name, active: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const lob of account.lobs) {
      const { id: lobId } = await trx
        .insertInto('lines_of_business')
        .values({
          account_id: accountId,
          name: lob.name,
          active: 'active' in lob && !lob.active ? 0 : 1,
          modified_by: admin.badge,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [code, name] of lob.centres) {
        await trx.insertInto('cost_centers').values({ code, name, lob_id: lobId }).execute();
      }
    }
  }

  for (const location of LOCATIONS) {
    const { id: locationId } = await trx
      .insertInto('course_locations')
      .values({
        name: location.name,
        active: 1,
        district_code: location.district,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [name, active] of location.rooms) {
      await trx
        .insertInto('course_rooms')
        .values({
          location_id: locationId,
          name,
          active: active ? 1 : 0,
          virtual: location.district === null ? 1 : 0,
          modified_by: admin.badge,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }

  for (const course of COURSES) {
    await trx
      .insertInto('courses')
      .values({
        name: course.name,
        enable_enrol: course.enrol ? 1 : 0,
        active: course.active ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  const students = await trx
    .selectFrom('employees')
    .select(['id', 'full_name', 'email'])
    .where('username', 'in', ['employee', 'newhire', 'supervisor', 'mlt.admin'])
    .orderBy('id')
    .execute();
  for (const student of students) {
    await trx
      .insertInto('course_students')
      .values({
        employee_id: student.id,
        name: student.full_name,
        email: student.email,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  await trx
    .insertInto('catalogue_images')
    .values({
      id: CATALOGUE_IMAGE_ID,
      banner_file_id: await saveDemoPicture(
        trx,
        'cursos-banner.png',
        [960, 240],
        ['#1565c0', '#4fc3f7'],
        admin.id,
      ),
      background_file_id: await saveDemoPicture(
        trx,
        'cursos-fondo.png',
        [640, 400],
        ['#e8f5e9', '#a5d6a7'],
        admin.id,
      ),
      updated_at: at,
    })
    .execute();

  for (const message of MESSAGES) {
    await trx
      .insertInto('config_messages')
      .values({
        title: message.title,
        message: sanitizeRichText(message.message),
        active: message.active ? 1 : 0,
        badge: admin.badge,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  await seedCourses(trx, now, admin.badge);
}

/**
 * The groups (course definitions) that run: 3 open (one virtual with its link, one full with a
 * waiting list, one only for a line of business of Telecomunicaciones), 1 closed, 1 draft and 1
 * finished with attendance. `employee` is enrolled in one and waits in the full one.
 */
const DEFINITIONS = [
  {
    course: 'Inglés conversacional',
    room: 'Sala Irazú',
    status: DEFINITION_STATUS.open,
    from: 7,
    to: 90,
    days: '1,3',
    times: ['17:30', '19:00'],
    quota: 20,
    viewQuota: true,
    description: 'Conversación guiada en inglés para ganar fluidez en llamadas y reuniones.',
    filter: '',
  },
  {
    course: 'Excel intermedio',
    room: 'Teams 1',
    url: 'https://teams.example.com/l/meetup-join/excel-intermedio',
    status: DEFINITION_STATUS.open,
    from: 10,
    to: 60,
    days: '2,4',
    times: ['12:00', '13:00'],
    quota: 25,
    viewQuota: false,
    description: 'Tablas dinámicas, fórmulas de búsqueda y gráficos para reportes.',
    filter: '',
  },
  {
    course: 'Yoga',
    room: 'Sala Barva',
    status: DEFINITION_STATUS.open,
    from: 3,
    to: 45,
    days: '5',
    times: ['07:00', '08:00'],
    quota: 2,
    viewQuota: true,
    description: 'Estiramientos y respiración antes del turno.',
    filter: '',
  },
  {
    course: 'Oratoria y presentaciones',
    room: 'Sala Poás',
    status: DEFINITION_STATUS.open,
    from: 14,
    to: 70,
    days: '2',
    times: ['16:00', '17:30'],
    quota: 15,
    viewQuota: true,
    description: 'Cómo presentar resultados al cliente con claridad.',
    filter: 'Para el equipo de Servicio móvil',
    lob: 'Servicio móvil',
  },
  {
    course: 'Finanzas personales',
    room: 'Sala Juan Santamaría',
    status: DEFINITION_STATUS.closed,
    from: -10,
    to: 40,
    days: '3',
    times: ['18:00', '19:00'],
    quota: 30,
    viewQuota: true,
    description: 'Presupuesto, ahorro y crédito responsable.',
    filter: '',
  },
  {
    course: 'Portugués básico',
    room: 'Teams 2',
    url: 'https://teams.example.com/l/meetup-join/portugues-basico',
    status: DEFINITION_STATUS.draft,
    from: 40,
    to: 120,
    days: '1,4',
    times: ['18:00', '19:00'],
    quota: 20,
    viewQuota: true,
    description: 'Primeros pasos en portugués para atender clientes de Brasil.',
    filter: '',
    noInstructor: true,
  },
  {
    course: 'Excel intermedio',
    room: 'Auditorio Heredia',
    status: DEFINITION_STATUS.finished,
    from: -70,
    to: -14,
    days: '2,4',
    times: ['12:00', '13:00'],
    quota: 20,
    viewQuota: true,
    description: 'Grupo anterior de Excel intermedio.',
    filter: '',
  },
] as const;

async function seedCourses(trx: Transaction<Database>, now: Date, adminBadge: string) {
  const at = now.toISOString();
  const today = calendarDay(now);
  const positions = await trx
    .selectFrom('employees')
    .select('position')
    .distinct()
    .where('position', 'is not', null)
    .orderBy('position')
    .execute();
  for (const { position } of positions)
    await trx.insertInto('job_positions').values({ name: position!, active: 1 }).execute();

  const people = new Map(
    (
      await trx
        .selectFrom('employees')
        .select(['id', 'username'])
        .where('username', 'in', ['employee', 'newhire', 'supervisor', 'mlt.admin'])
        .execute()
    ).map((row) => [row.username, row.id]),
  );
  const idOf = async (table: 'courses' | 'course_rooms', name: string) =>
    (await trx.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  const ids: number[] = [];
  for (const definition of DEFINITIONS) {
    const { id } = await trx
      .insertInto('course_definitions')
      .values({
        course_id: await idOf('courses', definition.course),
        room_id: await idOf('course_rooms', definition.room),
        instructor_id: 'noInstructor' in definition ? null : people.get('mlt.admin')!,
        start_date: addDays(today, definition.from),
        end_date: addDays(today, definition.to),
        start_time: definition.times[0],
        end_time: definition.times[1],
        days: definition.days,
        quota: definition.quota,
        status_id: definition.status,
        active: 1,
        mail_instructor: 'noInstructor' in definition ? null : 'mlt.admin@example.com',
        url_session: 'url' in definition ? definition.url : null,
        description: definition.description,
        filter: definition.filter,
        view_quota: definition.viewQuota ? 1 : 0,
        modified_by: adminBadge,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
    if ('lob' in definition) {
      const lob = await trx
        .selectFrom('lines_of_business')
        .select('id')
        .where('name', '=', definition.lob)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('definition_lobs')
        .values({ definition_id: id, lob_id: lob.id })
        .execute();
    }
  }

  const [english, , yoga, , , , pastExcel] = ids as [number, ...number[]];
  let minute = 0;
  const enrol = async (definitionId: number, username: string, status: string) => {
    // Apart by a minute each: the waiting list's order is the enrolment's.
    const when = new Date(
      now.getTime() - 30 * 24 * 3600_000 + (minute += 1) * 60_000,
    ).toISOString();
    const { id } = await trx
      .insertInto('course_enrollments')
      .values({
        definition_id: definitionId,
        employee_id: people.get(username)!,
        status,
        enrolled_at: when,
        withdrawn_at: null,
        modified_by: adminBadge,
        updated_at: when,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  await enrol(english!, 'employee', 'enrolled');
  await enrol(yoga!, 'supervisor', 'enrolled');
  await enrol(yoga!, 'newhire', 'enrolled');
  await enrol(yoga!, 'employee', 'waiting');
  const finished = [
    await enrol(pastExcel!, 'employee', 'enrolled'),
    await enrol(pastExcel!, 'supervisor', 'enrolled'),
  ];
  const past = DEFINITIONS[6];
  const sessions = sessionsOf({
    startDate: addDays(today, past.from),
    endDate: addDays(today, past.to),
    day: past.days,
  }).slice(0, 4);
  for (const [index, date] of sessions.entries()) {
    for (const [student, enrollmentId] of finished.entries()) {
      await trx
        .insertInto('course_attendance')
        .values({
          enrollment_id: enrollmentId,
          date,
          // The second student missed one session.
          present: student === 1 && index === 2 ? 0 : 1,
          marked_by: adminBadge,
          marked_at: at,
        })
        .execute();
    }
  }
}
