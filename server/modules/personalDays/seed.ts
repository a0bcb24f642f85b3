import type { Transaction } from 'kysely';
import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import { type DayRequestStatus } from '../../../contracts/personalDays/personalDays';
import { holidaysBetween } from '../../calendar/holidays';
import { isGeneratedColleague } from '../../db/seed/demoAccounts';
import type { Database } from '../../db/schema';
import { requestStatusColumns, seedApprovalHistory } from '../../workflow/seedHistory';

/** Where the seeded requests' history goes. */
const HISTORY = { table: 'personal_day_status_changes', column: 'request_id' } as const;

interface DemoRequest {
  /** A demo account's user name, or '' for the next generated colleague with a supervisor. */
  username: string;
  category: 'Día personal' | 'Cumpleaños' | 'Trámites';
  interval: 'Día completo' | 'Mañana' | 'Tarde';
  /** Working days from today (negative: gone). */
  inWorkingDays: number;
  comment: string;
  /** The decision after the submission, with its note; none: still pending. */
  decision?: { status: Exclude<DayRequestStatus, 'submitted'>; note: string };
}

/**
 * `employee` has a year behind them (a day and a morning taken, one rejected with its reason, one
 * cancelled) and two pending requests in `supervisor`'s inbox, with days left in every category;
 * colleagues' requests fill the owners' inbox.
 */
const REQUESTS: DemoRequest[] = [
  {
    username: 'employee',
    category: 'Día personal',
    interval: 'Día completo',
    inWorkingDays: -45,
    comment: 'Mudanza',
    decision: { status: 'approved', note: '' },
  },
  {
    username: 'employee',
    category: 'Trámites',
    interval: 'Mañana',
    inWorkingDays: -20,
    comment: 'Renovación de la licencia de conducir',
    decision: { status: 'approved', note: '' },
  },
  {
    username: 'employee',
    category: 'Día personal',
    interval: 'Día completo',
    inWorkingDays: -12,
    comment: 'Asuntos familiares',
    decision: {
      status: 'rejected',
      note: 'Ese día la cuenta tiene el cierre de mes; por favor elija otra fecha.',
    },
  },
  {
    username: 'employee',
    category: 'Trámites',
    interval: 'Tarde',
    inWorkingDays: -5,
    comment: 'Cita en el banco',
    decision: { status: 'cancelled', note: '' },
  },
  {
    username: 'employee',
    category: 'Día personal',
    interval: 'Día completo',
    inWorkingDays: 8,
    comment: 'Viaje familiar',
  },
  {
    username: 'employee',
    category: 'Trámites',
    interval: 'Tarde',
    inWorkingDays: 15,
    comment: 'Trámite de pasaporte',
  },
  {
    username: 'supervisor',
    category: 'Día personal',
    interval: 'Día completo',
    inWorkingDays: 10,
    comment: 'Graduación de mi hija',
  },
  {
    username: '',
    category: 'Día personal',
    interval: 'Día completo',
    inWorkingDays: 3,
    comment: 'Cita médica de mi madre',
  },
  {
    username: '',
    category: 'Trámites',
    interval: 'Mañana',
    inWorkingDays: 4,
    comment: 'Firma de escritura',
  },
  { username: '', category: 'Cumpleaños', interval: 'Día completo', inWorkingDays: 6, comment: '' },
  {
    username: '',
    category: 'Día personal',
    interval: 'Tarde',
    inWorkingDays: 9,
    comment: 'Acto escolar',
  },
  {
    username: '',
    category: 'Día personal',
    interval: 'Día completo',
    inWorkingDays: -8,
    comment: 'Descanso',
    decision: { status: 'approved', note: '' },
  },
  {
    username: '',
    category: 'Trámites',
    interval: 'Día completo',
    inWorkingDays: 12,
    comment: 'Revisión técnica del vehículo',
  },
];

/** The working day `count` working days from `today` (weekends and holidays skipped). */
function workingDay(today: string, count: number, holidays: ReadonlySet<string>): string {
  const step = count < 0 ? -1 : 1;
  let day = today;
  for (let left = Math.abs(count); left > 0;) {
    day = addDays(day, step);
    if (!isWeekend(day) && !holidays.has(day)) left -= 1;
  }
  return day;
}

/** Demo requests with their history (see REQUESTS); the categories come with the migration. */
export async function seedPersonalDays(trx: Transaction<Database>, now: Date): Promise<void> {
  const today = calendarDay(now);
  const holidays = new Set(
    (await holidaysBetween(trx, addDays(today, -120), addDays(today, 120))).map((h) => h.date),
  );
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'supervisor_id'])
    .orderBy('id')
    .execute();
  const byUsername = new Map(employees.map((employee) => [employee.username, employee]));
  // Generated colleagues who have a supervisor: their requests are someone's to decide.
  const colleagues = employees.filter(
    (employee) => isGeneratedColleague(employee) && employee.supervisor_id !== null,
  );
  const categories = await trx
    .selectFrom('personal_day_categories')
    .select(['id', 'name'])
    .execute();
  const intervals = await trx
    .selectFrom('personal_day_intervals')
    .select(['id', 'category_id', 'name', 'halves'])
    .execute();
  const owner = byUsername.get('pd.owner');
  let colleague = 0;
  for (const [index, demo] of REQUESTS.entries()) {
    const author = demo.username ? byUsername.get(demo.username) : colleagues[colleague++];
    if (!author) continue;
    const category = categories.find((c) => c.name === demo.category)!;
    const interval = intervals.find(
      (i) => i.category_id === category.id && i.name === demo.interval,
    )!;
    const day = workingDay(today, demo.inWorkingDays, holidays);
    // Sent some days before the day (or a few days ago, for the coming ones).
    const sentAt = new Date(
      now.getTime() - (Math.max(0, -demo.inWorkingDays) + 3 + (index % 4)) * 86_400_000,
    ).toISOString();
    const decidedAt = new Date(Date.parse(sentAt) + 86_400_000).toISOString();
    // Their supervisor (or an owner, for those without one) decides.
    const life = {
      sent: { by: author.id, at: sentAt },
      settled: demo.decision && {
        ...demo.decision,
        at: decidedAt,
        decider: author.supervisor_id ?? owner?.id ?? null,
      },
    };
    const { id } = await trx
      .insertInto('personal_day_requests')
      .values({
        employee_id: author.id,
        category_id: category.id,
        time_interval_id: interval.id,
        request_date: day,
        halves: interval.halves,
        comment: demo.comment,
        ...requestStatusColumns(life),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedApprovalHistory(trx, HISTORY, id, life);
  }
}
