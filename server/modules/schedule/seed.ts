import type { Transaction } from 'kysely';
import type { ApprovalStatus } from '../../../contracts/approvals';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  customTotalHours,
  FIXED_FINAL_DATE,
  type HorariosCustom,
  PROBLEM_IDS,
  type ProblemId,
  shiftsOfCustom,
  shiftsOfSchedule,
  weekMinutes,
} from '../../../contracts/schedule/schedule';
import type { Database } from '../../db/schema';
import { demoAuthors } from '../../db/seed/demoAccounts';
import { requestStatusColumns, seedApprovalHistory } from '../../workflow/seedHistory';

/** Where the seeded requests' history goes. */
const HISTORY = { table: 'schedule_request_status_changes', column: 'request_id' } as const;

/** Who decides the seeded requests. */
const PLANNER = 'workforce.planner';

/** code, start, end, days off, permanent, account (null: every account). */
const SCHEDULES: readonly (readonly [string, string, string, string, number, string | null])[] = [
  ['M-0600', '06:00', '14:00', '6,7', 1, null],
  ['M-0700', '07:00', '16:00', '6,7', 1, null],
  ['D-0800', '08:00', '17:00', '6,7', 1, null],
  ['D-0900', '09:00', '18:00', '6,7', 1, null],
  ['D-0800-DL', '08:00', '17:00', '1,2', 0, null],
  ['T-1400', '14:00', '22:00', '6,7', 1, null],
  ['T-1400-MI', '14:00', '22:00', '3,4', 0, null],
  ['N-2200', '22:00', '06:00', '5,6', 1, null],
  ['BD-1000', '10:00', '19:00', '6,7', 1, 'Banca Digital'],
  ['BD-1200-T', '12:00', '21:00', '7,1', 0, 'Banca Digital'],
  ['ST-1600', '16:00', '00:00', '6,7', 1, 'Soporte Técnico'],
];

/** A custom week of the seed (12-hour, as the portal sends it). */
const CUSTOM_WEEK: Partial<HorariosCustom> = {
  LunesEntrada: '7:00 am',
  LunesSalida: '3:00 pm',
  MatesEntrada: '7:00 am',
  MatesSalida: '3:00 pm',
  MiercolesEntrada: '7:00 am',
  MiercolesSalida: '3:00 pm',
  JuevesEntrada: '7:00 am',
  JuevesSalida: '3:00 pm',
  ViernesEntrada: '7:00 am',
  ViernesSalida: '1:00 pm',
  SabadoEntrada: '',
  SabadoSalida: '',
  DomingoEntrada: '',
  DomingoSalida: '',
};

interface DemoRequest {
  /** A demo account's user name or the n-th generated colleague. */
  author: string | number;
  problem: ProblemId;
  /** The schedule's code (ProblemID 1, 2). */
  schedule?: string;
  reason: number;
  daysAgo: number;
  /** Custom: the Until date, days from today. */
  untilIn?: number;
  outcome?: { status: Exclude<ApprovalStatus, 'submitted'>; note: string };
}

// `employee` has settled requests only (so they may request); colleagues have pending ones.
const REQUESTS: DemoRequest[] = [
  {
    author: 'employee',
    problem: PROBLEM_IDS.permanent,
    schedule: 'M-0600',
    reason: 4,
    daysAgo: 90,
    outcome: { status: 'rejected', note: 'El turno de la mañana está completo en su cuenta.' },
  },
  {
    author: 'employee',
    problem: PROBLEM_IDS.custom,
    reason: 10,
    daysAgo: 20,
    untilIn: 45,
    outcome: { status: 'approved', note: 'Aprobado durante el cuatrimestre.' },
  },
  { author: 1, problem: PROBLEM_IDS.permanent, schedule: 'D-0900', reason: 4, daysAgo: 3 },
  { author: 2, problem: PROBLEM_IDS.temporary, schedule: 'T-1400-MI', reason: 4, daysAgo: 2 },
  { author: 3, problem: PROBLEM_IDS.custom, reason: 12, daysAgo: 1, untilIn: 30 },
  {
    author: 4,
    problem: PROBLEM_IDS.temporary,
    schedule: 'D-0800-DL',
    reason: 4,
    daysAgo: 15,
    outcome: { status: 'approved', note: '' },
  },
  {
    author: 5,
    problem: PROBLEM_IDS.custom,
    reason: 11,
    daysAgo: 12,
    untilIn: 20,
    outcome: { status: 'rejected', note: 'Adjunte el dictamen médico en una nueva solicitud.' },
  },
];

/**
 * The schedules offered, every employee's current schedule (round robin over those offered to
 * their account), and requests: `employee` with a rejected and an approved custom one (its
 * exception in force) and none pending; colleagues with pending and settled ones.
 */
export async function seedSchedules(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const today = calendarDay(now);
  const idByCode = new Map<string, number>();
  for (const [code, start, end, daysOff, permanent, account] of SCHEDULES) {
    const { id } = await trx
      .insertInto('work_schedules')
      .values({
        code,
        start_time: start,
        end_time: end,
        days_off: daysOff,
        permanent,
        account,
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idByCode.set(code, id);
  }

  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'email', 'full_name', 'account', 'hired_on', 'active'])
    .orderBy('id')
    .execute();
  const permanents = SCHEDULES.filter(([, , , , permanent]) => permanent === 1);
  const rows = employees.map((employee, index) => {
    const fits = permanents.filter(
      ([, , , , , account]) => !account || account === employee.account,
    );
    const [code] = fits[index % fits.length]!;
    return {
      employee_id: employee.id,
      schedule_id: idByCode.get(code)!,
      since: employee.hired_on ?? addDays(today, -365),
      updated_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('employee_schedules')
      .values(rows.slice(i, i + 200))
      .execute();

  const { byUsername, authorOf } = demoAuthors(employees);
  const decider = byUsername.get(PLANNER)?.id ?? null;
  for (const demo of REQUESTS) {
    const author = authorOf(demo.author);
    if (!author) continue;
    const created = new Date(now.getTime() - demo.daysAgo * 86_400_000).toISOString();
    const decided = new Date(now.getTime() - (demo.daysAgo - 1) * 86_400_000).toISOString();
    const life = {
      sent: { by: author.id, at: created },
      settled: demo.outcome && { ...demo.outcome, at: decided, decider },
    };
    const custom = demo.problem === PROBLEM_IDS.custom;
    const until = addDays(today, demo.untilIn ?? 0);
    const horarios = { ...CUSTOM_WEEK, TotalHours: customTotalHours(CUSTOM_WEEK) };
    const schedule = demo.schedule ? SCHEDULES.find(([code]) => code === demo.schedule) : undefined;
    const { id } = await trx
      .insertInto('schedule_change_requests')
      .values({
        employee_id: author.id,
        problem_id: demo.problem,
        reason_id: demo.reason,
        schedule_id: demo.schedule ? idByCode.get(demo.schedule)! : null,
        start_date: custom ? until : calendarDay(new Date(created)),
        final_date: custom ? until : FIXED_FINAL_DATE,
        type: custom ? 'Custom' : 'Agenda',
        custom_times: custom ? JSON.stringify(horarios) : null,
        total_minutes: custom
          ? weekMinutes(shiftsOfCustom(horarios))
          : schedule
            ? weekMinutes(
                shiftsOfSchedule({
                  startTime: schedule[1],
                  endTime: schedule[2],
                  daysOff: schedule[3].split(',').map(Number),
                }),
              )
            : 0,
        employee_email: author.email,
        employee_name: author.full_name,
        network_login: author.username,
        image_file_id: null,
        decision_note: demo.outcome?.note ?? '',
        ...requestStatusColumns(life),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedApprovalHistory(trx, HISTORY, id, life);
    if (demo.outcome?.status === 'approved' && demo.problem !== PROBLEM_IDS.permanent)
      await trx
        .insertInto('schedule_exceptions')
        .values({
          employee_id: author.id,
          from_date: calendarDay(new Date(decided)),
          to_date: custom ? until : FIXED_FINAL_DATE,
          kind: custom ? 'custom' : 'temporary',
          schedule_id: custom ? null : idByCode.get(demo.schedule!)!,
          custom_times: custom ? JSON.stringify(shiftsOfCustom(horarios)) : null,
          request_id: id,
          created_at: decided,
        })
        .execute();
  }
}
