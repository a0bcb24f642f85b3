import type { Transaction } from 'kysely';
import { addDays, addMonths, calendarDay } from '../../../contracts/calendar';
import { type ApplicationStatus } from '../../../contracts/growth/growth';
import { demoAccounts } from '../../db/seed/demoAccounts';
import { saveDemoResume } from '../../db/seed/documents';
import { mulberry32 } from '../../db/seed/random';
import type { Database } from '../../db/schema';
import { seedStatusHistory } from '../../workflow/seedHistory';

const AREAS = ['Operaciones', 'Calidad', 'Capacitación', 'Recursos Humanos', 'TI'] as const;
const POSITIONS: Record<(typeof AREAS)[number], string[]> = {
  Operaciones: ['Agente de servicio al cliente', 'Agente bilingüe', 'Líder de equipo'],
  Calidad: ['Analista de calidad', 'Monitor de calidad'],
  Capacitación: ['Facilitador de capacitación', 'Coach de desempeño'],
  'Recursos Humanos': ['Reclutador', 'Generalista de recursos humanos'],
  TI: ['Técnico de soporte', 'Analista de sistemas'],
};

interface DemoOpening {
  title: string;
  area: (typeof AREAS)[number];
  location: string;
  description: string;
  requirements: string;
  workSchedule: string;
  start: string;
  end: string;
  minMonths: number;
  /** Days from today; null: open until deactivated. */
  closesIn: number | null;
  active: boolean;
  /** Days before today it was published. */
  publishedAgo: number;
}

const OPENINGS: DemoOpening[] = [
  {
    title: 'Líder de equipo — Servicio al cliente bilingüe',
    area: 'Operaciones',
    location: 'Heredia',
    description:
      'Guíe a un equipo de 15 agentes bilingües de la cuenta de telecomunicaciones.\n' +
      'Acompañará a su equipo en el piso, dará retroalimentación diaria y cuidará las métricas ' +
      'de satisfacción y tiempo de atención.',
    requirements:
      'Inglés B2 o superior.\nUn año como agente con métricas en meta.\nManejo de Excel básico.',
    workSchedule: 'Lunes a viernes',
    start: '08:00',
    end: '17:00',
    minMonths: 12,
    closesIn: 30,
    active: true,
    publishedAgo: 2,
  },
  {
    title: 'Analista de calidad',
    area: 'Calidad',
    location: 'San José',
    description:
      'Escuche y evalúe llamadas con la guía de calidad de la cuenta, prepare los reportes ' +
      'semanales y proponga planes de mejora con los líderes.',
    requirements: 'Seis meses en su puesto actual.\nBuena redacción.\nInglés B1.',
    workSchedule: 'Lunes a viernes',
    start: '07:00',
    end: '16:00',
    minMonths: 6,
    closesIn: 21,
    active: true,
    publishedAgo: 4,
  },
  {
    title: 'Facilitador de capacitación',
    area: 'Capacitación',
    location: 'Escazú',
    description:
      'Imparta la capacitación inicial de los nuevos agentes y los refrescamientos de ' +
      'producto; prepare material y evalúe el aprendizaje.',
    requirements: 'Experiencia hablando en público.\nInglés C1.',
    workSchedule: 'Lunes a sábado, rotativo',
    start: '09:00',
    end: '18:00',
    minMonths: 6,
    closesIn: null,
    active: true,
    publishedAgo: 7,
  },
  {
    title: 'Reclutador',
    area: 'Recursos Humanos',
    location: 'San José',
    description:
      'Entreviste candidatos para las cuentas bilingües, coordine las ferias de empleo y ' +
      'acompañe a las personas contratadas en su primera semana.',
    requirements: 'Conocimiento de la operación de un centro de llamadas.\nInglés B2.',
    workSchedule: 'Lunes a viernes',
    start: '08:00',
    end: '17:00',
    minMonths: 6,
    closesIn: 45,
    active: true,
    publishedAgo: 10,
  },
  {
    title: 'Técnico de soporte de TI',
    area: 'TI',
    location: 'Cartago',
    description:
      'Atienda los tiquetes de los pisos de operación: estaciones de trabajo, diademas, ' +
      'acceso a las herramientas de la cuenta.',
    requirements: 'Estudios en informática (en curso o concluidos).\nDisponibilidad de horario.',
    workSchedule: 'Turnos rotativos',
    start: '14:00',
    end: '23:00',
    minMonths: 6,
    closesIn: 15,
    active: true,
    publishedAgo: 12,
  },
  {
    title: 'Coach de desempeño',
    area: 'Capacitación',
    location: 'Heredia',
    description:
      'Acompañe a los agentes con métricas por debajo de la meta con sesiones de escucha y ' +
      'planes de mejora individuales.',
    requirements: 'Dos años en la empresa.\nHaber liderado un equipo o un proyecto.',
    workSchedule: 'Lunes a viernes',
    start: '10:00',
    end: '19:00',
    minMonths: 24,
    closesIn: 60,
    active: true,
    publishedAgo: 1,
  },
  {
    title: 'Monitor de calidad — Cuenta financiera',
    area: 'Calidad',
    location: 'Escazú',
    description: 'Monitoreo de llamadas de la cuenta financiera; la convocatoria ya cerró.',
    requirements: 'Seis meses en su puesto actual.',
    workSchedule: 'Lunes a viernes',
    start: '06:00',
    end: '15:00',
    minMonths: 6,
    closesIn: -3,
    active: true,
    publishedAgo: 40,
  },
  {
    title: 'Analista de sistemas',
    area: 'TI',
    location: 'San José',
    description: 'Puesto en pausa mientras se redefine el proyecto de automatización.',
    requirements: 'Programación en SQL.',
    workSchedule: 'Lunes a viernes',
    start: '08:00',
    end: '17:00',
    minMonths: 12,
    closesIn: null,
    active: false,
    publishedAgo: 30,
  },
];

/** Applications of the demo employee (by opening index): the statuses they went through. */
const EMPLOYEE_APPLICATIONS: { opening: number; path: ApplicationStatus[]; daysAgo: number }[] = [
  { opening: 1, path: ['submitted', 'in_review', 'interview'], daysAgo: 3 },
  { opening: 3, path: ['submitted', 'in_review'], daysAgo: 8 },
  { opening: 6, path: ['submitted', 'in_review', 'not_selected'], daysAgo: 35 },
];

const NOTES: Partial<Record<ApplicationStatus, string>> = {
  in_review: 'Revisamos su currículum con el área.',
  interview: 'Le contactaremos para coordinar la entrevista con la jefatura.',
  not_selected: 'Gracias por participar: el área eligió a otra persona con más experiencia.',
  selected: '¡Felicidades! Recursos Humanos le contactará para el traslado.',
};

/**
 * Growth demo data: a profile for every employee (the demo employee 14 months in position, the
 * new hire 2 months: too soon for the usual 6), eight openings in several areas (one closed, one
 * inactive, one asking for 24 months) and applications of the demo employee in several statuses.
 */
export async function seedGrowth(trx: Transaction<Database>, now: Date): Promise<void> {
  const random = mulberry32(20261124);
  const today = calendarDay(now);
  const at = now.toISOString();
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'email', 'full_name'])
    .orderBy('id')
    .execute();
  const profiles = employees.map((employee, index) => {
    const area = AREAS[index % AREAS.length]!;
    const positions = POSITIONS[area];
    const hiredMonthsAgo = 3 + Math.floor(random() * 90);
    const inPositionMonths = Math.floor(random() * (hiredMonthsAgo + 1));
    const special: Record<string, { hired: number; since: number; area: (typeof AREAS)[number] }> =
      {
        employee: { hired: 50, since: 14, area: 'Operaciones' },
        newhire: { hired: 2, since: 2, area: 'Operaciones' },
        'growth.owner': { hired: 70, since: 30, area: 'Recursos Humanos' },
      };
    const fixed = special[employee.username];
    const profileArea = fixed?.area ?? area;
    return {
      employee_id: employee.id,
      email: employee.email,
      phone: `8${String(3000000 + index * 7919).slice(-7)}`,
      position: fixed
        ? POSITIONS[profileArea][0]!
        : positions[Math.floor(random() * positions.length)]!,
      area: profileArea,
      position_since: addMonths(today, -(fixed?.since ?? inPositionMonths)),
      hired_on: addMonths(today, -(fixed?.hired ?? hiredMonthsAgo)),
      updated_at: at,
    };
  });
  for (let start = 0; start < profiles.length; start += 200) {
    await trx
      .insertInto('growth_profiles')
      .values(profiles.slice(start, start + 200))
      .execute();
  }

  const openingIds: number[] = [];
  for (const opening of OPENINGS) {
    const published = new Date(now.getTime() - opening.publishedAgo * 86_400_000).toISOString();
    const { id } = await trx
      .insertInto('growth_openings')
      .values({
        title: opening.title,
        area: opening.area,
        location: opening.location,
        description: opening.description,
        requirements: opening.requirements,
        work_schedule: opening.workSchedule,
        start_time: opening.start,
        end_time: opening.end,
        min_months_in_position: opening.minMonths,
        closes_on: opening.closesIn === null ? null : addDays(today, opening.closesIn),
        active: opening.active ? 1 : 0,
        created_at: published,
        updated_at: published,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    openingIds.push(id);
  }

  const owner = employees.find((employee) => employee.username === 'growth.owner');
  const applicants = [
    ...EMPLOYEE_APPLICATIONS.map((application) => ({ ...application, username: 'employee' })),
    // Colleagues' applications, so the owners' review list has more than one applicant.
    { opening: 0, path: ['submitted'] as ApplicationStatus[], daysAgo: 1, username: '' },
    {
      opening: 4,
      path: ['submitted', 'in_review'] as ApplicationStatus[],
      daysAgo: 5,
      username: '',
    },
    {
      opening: 2,
      path: ['submitted', 'in_review', 'interview', 'selected'] as ApplicationStatus[],
      daysAgo: 6,
      username: '',
    },
  ];
  // The generated colleagues come after the sign-in accounts.
  const colleagues = employees.slice(demoAccounts.length);
  let colleague = 0;
  for (const application of applicants) {
    const employee = application.username
      ? employees.find((e) => e.username === application.username)!
      : colleagues[colleague++]!;
    const opening = OPENINGS[application.opening]!;
    const profile = profiles.find((p) => p.employee_id === employee.id)!;
    const sentAt = now.getTime() - application.daysAgo * 86_400_000;
    const resumeName = `CV ${employee.full_name}.pdf`;
    const fileId = await saveDemoResume(
      trx,
      employee.id,
      resumeName,
      `Curriculum vitae - ${employee.full_name}`,
    );
    const steps = application.path.map((status, step) => ({
      status,
      at: new Date(sentAt + step * 86_400_000 * 0.5).toISOString(),
    }));
    const last = steps[steps.length - 1]!;
    const { id } = await trx
      .insertInto('growth_applications')
      .values({
        opening_id: openingIds[application.opening]!,
        employee_id: employee.id,
        email: profile.email,
        phone: profile.phone,
        job: opening.title,
        work_schedule: opening.workSchedule,
        start_time: opening.start,
        end_time: opening.end,
        resume_file_id: fileId,
        resume_name: resumeName,
        status: last.status,
        note: NOTES[last.status] ?? '',
        created_at: steps[0]!.at,
        status_changed_at: last.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedStatusHistory(
      trx,
      'growth_application_status_changes',
      { column: 'application_id', id },
      steps.map((step, index) => ({
        status: step.status,
        note: index === 0 ? '' : (NOTES[step.status] ?? ''),
        by: index === 0 ? employee.id : (owner?.id ?? null),
        at: step.at,
      })),
    );
  }
}
