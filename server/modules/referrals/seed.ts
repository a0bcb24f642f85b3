import type { Transaction } from 'kysely';
import type { ReferralStatus } from '../../../contracts/referrals/referrals';
import type { Database } from '../../db/schema';
import { seedStatusHistory } from '../../workflow/seedHistory';
import { saveDemoResume } from '../../db/seed/documents';
import { foldText } from '../../db/text';
import { countHiredReferral } from '../home/public';
import { resumeUrlOfFile } from './referrals';

/** The current BAF campaign's code, offered by the form. */
const PROMOTIONAL_CODE = 'BAF-2026-Q4';

const LOCATIONS = ['San José – Sabana', 'Heredia – Zona Franca', 'Alajuela', 'Cartago', 'Remoto'];

/** Positions by category, with the indexes in LOCATIONS where each is open. */
const POSITIONS: { category: string; title: string; locations: number[]; active?: boolean }[] = [
  {
    category: 'Servicio al cliente',
    title: 'Agente de servicio al cliente',
    locations: [0, 1, 2, 3],
  },
  { category: 'Servicio al cliente', title: 'Agente de retención', locations: [0, 1] },
  { category: 'Servicio al cliente', title: 'Supervisor de equipo', locations: [0] },
  { category: 'Ventas', title: 'Ejecutivo de ventas telefónicas', locations: [1, 2, 4] },
  { category: 'Ventas', title: 'Asesor de ventas digitales', locations: [4] },
  { category: 'Soporte técnico', title: 'Técnico de soporte nivel 1', locations: [0, 3, 4] },
  { category: 'Soporte técnico', title: 'Técnico de soporte nivel 2', locations: [0, 1] },
  { category: 'Bilingüe', title: 'Agente bilingüe (inglés)', locations: [0, 1, 2, 3, 4] },
  { category: 'Bilingüe', title: 'Agente bilingüe (portugués)', locations: [1] },
  { category: 'Bilingüe', title: 'Coordinador de calidad bilingüe', locations: [0], active: false },
];

interface DemoReferral {
  /** The referrer: a demo account's user name or a colleague's badge. */
  referrer: string;
  identification: string;
  firstName: string;
  lastName: string;
  secondLastName: string;
  position: number;
  location: number;
  /** The statuses it went through after `received`, in order. */
  path: ReferralStatus[];
  /** Days ago it was received. */
  daysAgo: number;
  englishLevel: string;
  resume: boolean;
}

const EMPLOYEE = 'employee';
const REFERRALS: DemoReferral[] = [
  {
    referrer: EMPLOYEE,
    identification: '114250873',
    firstName: 'María',
    lastName: 'Fernández',
    secondLastName: 'Solano',
    position: 0,
    location: 0,
    path: [],
    daysAgo: 2,
    englishLevel: 'B1',
    resume: true,
  },
  {
    referrer: EMPLOYEE,
    identification: '206780451',
    firstName: 'José',
    lastName: 'Castro',
    secondLastName: 'Mora',
    position: 7,
    location: 1,
    path: ['in_review'],
    daysAgo: 9,
    englishLevel: 'C1',
    resume: true,
  },
  {
    referrer: EMPLOYEE,
    identification: '305120987',
    firstName: 'Daniela',
    lastName: 'Rojas',
    secondLastName: 'Vega',
    position: 5,
    location: 3,
    path: ['in_review', 'interviewed'],
    daysAgo: 20,
    englishLevel: 'B2',
    resume: false,
  },
  {
    referrer: EMPLOYEE,
    identification: '401230654',
    firstName: 'Andrés',
    lastName: 'Jiménez',
    secondLastName: 'Arias',
    position: 3,
    location: 2,
    path: ['in_review', 'interviewed', 'hired'],
    daysAgo: 45,
    englishLevel: 'B2',
    resume: true,
  },
  {
    referrer: EMPLOYEE,
    identification: '109870321',
    firstName: 'Laura',
    lastName: 'Méndez',
    secondLastName: 'Quirós',
    position: 1,
    location: 0,
    path: ['in_review', 'not_hired'],
    daysAgo: 60,
    englishLevel: 'A2',
    resume: false,
  },
  {
    referrer: '200001',
    identification: '115550432',
    firstName: 'Carlos',
    lastName: 'Vargas',
    secondLastName: 'Ulate',
    position: 7,
    location: 4,
    path: [],
    daysAgo: 1,
    englishLevel: 'C2',
    resume: true,
  },
  {
    referrer: '200002',
    identification: '203450876',
    firstName: 'Sofía',
    lastName: 'Chaves',
    secondLastName: 'Brenes',
    position: 4,
    location: 4,
    path: ['in_review'],
    daysAgo: 6,
    englishLevel: 'B1',
    resume: false,
  },
  {
    referrer: '200003',
    identification: '701110234',
    firstName: 'Diego',
    lastName: 'Alvarado',
    secondLastName: 'Soto',
    position: 6,
    location: 1,
    path: ['in_review', 'interviewed'],
    daysAgo: 15,
    englishLevel: 'B2',
    resume: true,
  },
  {
    referrer: '200004',
    identification: '602340198',
    firstName: 'Valeria',
    lastName: 'Campos',
    secondLastName: 'Madrigal',
    position: 8,
    location: 1,
    path: ['in_review', 'interviewed', 'hired'],
    daysAgo: 50,
    englishLevel: 'native',
    resume: false,
  },
  {
    referrer: '200005',
    identification: '118760543',
    firstName: 'Pablo',
    lastName: 'Ramírez',
    secondLastName: 'Cordero',
    position: 0,
    location: 2,
    path: ['not_hired'],
    daysAgo: 120,
    englishLevel: 'A1',
    resume: false,
  },
];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Locations, positions, the campaign's code, and referrals in every status with their history. */
export async function seedReferrals(trx: Transaction<Database>, now: Date): Promise<void> {
  const iso = now.toISOString();
  await trx
    .updateTable('referral_settings')
    .set({ promotional_code: PROMOTIONAL_CODE, updated_at: iso })
    .where('id', '=', 1)
    .execute();

  const locationIds: number[] = [];
  for (const name of LOCATIONS) {
    const { id } = await trx
      .insertInto('referral_locations')
      .values({ name, created_at: iso, updated_at: iso })
      .returning('id')
      .executeTakeFirstOrThrow();
    locationIds.push(id);
  }
  const positionIds: number[] = [];
  for (const position of POSITIONS) {
    const { id } = await trx
      .insertInto('referral_positions')
      .values({
        category: position.category,
        title: position.title,
        active: position.active === false ? 0 : 1,
        created_at: iso,
        updated_at: iso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    positionIds.push(id);
    await trx
      .insertInto('referral_position_locations')
      .values(
        position.locations.map((index) => ({ position_id: id, location_id: locationIds[index]! })),
      )
      .execute();
  }

  const named = [...new Set(REFERRALS.map((referral) => referral.referrer))];
  const referrers = await trx
    .selectFrom('employees')
    .select(['id', 'badge', 'username'])
    .where((eb) => eb.or([eb('badge', 'in', named), eb('username', 'in', named)]))
    .execute();
  const owner = await trx
    .selectFrom('employees')
    .select('id')
    .where('username', '=', 'raft.owner')
    .executeTakeFirst();
  for (const [index, demo] of REFERRALS.entries()) {
    const referrer = referrers.find(
      (row) => row.badge === demo.referrer || row.username === demo.referrer,
    );
    if (!referrer) continue;
    const received = daysBefore(now, demo.daysAgo);
    const name = `${demo.firstName} ${demo.lastName} ${demo.secondLastName}`;
    let resumeFileId: string | null = null;
    let resumeUrl: string | null = null;
    if (demo.resume) {
      resumeFileId = await saveDemoResume(
        trx,
        referrer.id,
        `cv-${demo.firstName.toLowerCase()}.pdf`,
        `Hoja de vida de ${name}`,
      );
      resumeUrl = await resumeUrlOfFile(trx, resumeFileId);
    }
    // Received, then each later status three days after the previous one.
    const statuses: ReferralStatus[] = ['received', ...demo.path];
    const at = (step: number) => new Date(received.getTime() + step * 3 * 86_400_000).toISOString();
    const status = statuses.at(-1)!;
    const statusChangedAt = at(statuses.length - 1);
    const { id } = await trx
      .insertInto('referrals')
      .values({
        referrer_id: referrer.id,
        badge: referrer.badge,
        identification_number: demo.identification,
        first_name: demo.firstName,
        second_name: '',
        last_name: demo.lastName,
        second_last_name: demo.secondLastName,
        phone: `8${String(3000000 + index * 1111).padStart(7, '0')}`,
        personal_phone: '',
        candidate_email: `${foldText(demo.firstName)}.${foldText(demo.lastName)}@correo.example.com`,
        personal_email: '',
        candidate_profile:
          'Experiencia en atención al cliente y buena disposición para trabajar en equipo.',
        english_level: demo.englishLevel,
        is_external_reference: 0,
        academic_grade: index % 2 ? 'university' : 'highSchool',
        others_details: '',
        payment_method: 'payroll',
        is_resume_active: 1,
        is_resume_required: 0,
        work_type: demo.location === 4 ? 'remote' : 'onSite',
        resume_url: resumeUrl,
        promotional_code: PROMOTIONAL_CODE,
        location: locationIds[demo.location]!,
        position_id: positionIds[demo.position]!,
        resume_file_id: resumeFileId,
        status,
        created_at: received.toISOString(),
        status_changed_at: statusChangedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedStatusHistory(
      trx,
      'referral_status_changes',
      { column: 'referral_id', id },
      statuses.map((status, step) => ({
        status,
        by: step === 0 ? referrer.id : (owner?.id ?? referrer.id),
        at: at(step),
      })),
    );
    // Hires count for the golden referrers, as a move to hired does.
    if (status === 'hired') await countHiredReferral(trx, referrer.id, iso);
  }
}
