import type { Transaction } from 'kysely';
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
}
