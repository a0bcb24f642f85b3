import { sql, type Transaction } from 'kysely';
import type { DB } from '../db';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';

/** How often a job runs: whole minutes (reminders, clean-ups) or seconds (the mail outbox). */
type JobInterval =
  | { intervalMinutes: number; intervalSeconds?: never }
  | { intervalSeconds: number; intervalMinutes?: never };

/**
 * A job that runs in the transaction holding its lock: one run at a time, whatever the instances,
 * and a failure rolls the whole run back.
 */
interface LockedJob {
  ownTransactions?: false;
  /**
   * One run at `now`, in the transaction that holds the job's lock: answers what it did, as counts
   * the administrators' screen words ({ reminders: 2 }). A failure rolls the whole run back; the
   * next one tries again.
   */
  run: (trx: Transaction<Database>, now: Date) => Promise<JobOutcome>;
}

/**
 * A job that talks to the network (SMTP): it gets the database, not a transaction, and writes in
 * short statements or transactions of its own, so it never holds SQLite's only writer or a
 * PostgreSQL transaction open while it waits. It takes no lock: several instances may run it at
 * once, so each piece of its work must be claimed by one statement (the outbox's claim).
 */
interface OwnTransactionsJob {
  ownTransactions: true;
  run: (db: DB, now: Date) => Promise<JobOutcome>;
}

/** Work the server does on its own every so often (reminders, clean-ups, the mail outbox). */
export type ScheduledJob = {
  /** Its one name: the key of its state row and of its lock. */
  name: string;
} & JobInterval &
  (LockedJob | OwnTransactionsJob);

/** A job's interval in seconds (the state row's `interval_seconds`). */
export const intervalSecondsOf = (job: ScheduledJob): number =>
  job.intervalSeconds ?? job.intervalMinutes * 60;

/** What a run did: how many of each thing. */
export type JobOutcome = Record<string, number>;

/** What one attempt to run a job came to. */
export type JobRun =
  { ran: true; outcome: JobOutcome } | { ran: false; reason: 'not-due' | 'running-elsewhere' };

const MINUTE = 60_000;
const later = (now: Date, job: ScheduledJob) =>
  new Date(now.getTime() + intervalSecondsOf(job) * 1000);

/**
 * Takes the job's lock for the transaction: on PostgreSQL an advisory lock keyed by its name, so
 * of several instances one runs it and the others skip; SQLite is one process whose write
 * transaction already excludes the others.
 */
async function lockJob(trx: Transaction<Database>, job: ScheduledJob): Promise<boolean> {
  if (dialectOf(trx) !== 'postgres') return true;
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtext(${`scheduled-job:${job.name}`})) as locked
  `.execute(trx);
  return rows[0]?.locked === true;
}

/**
 * Runs `job` once at `now`, unless another instance is running it (or, with `onlyWhenDue`, its
 * next run is still ahead), and records the run on its state row: last run, next run, what it
 * did or why it failed. Tests call it with a fixed clock; the scheduler (`startJobs`) only when due.
 */
export async function runJob(
  db: DB,
  job: ScheduledJob,
  now: Date,
  { onlyWhenDue = false }: { onlyWhenDue?: boolean } = {},
): Promise<JobRun> {
  const at = now.toISOString();
  const next = later(now, job).toISOString();
  if (job.ownTransactions) return runOutsideTransaction(db, job, now, onlyWhenDue);
  try {
    return await writeTransaction(db, async (trx): Promise<JobRun> => {
      if (!(await lockJob(trx, job))) return { ran: false, reason: 'running-elsewhere' };
      if (onlyWhenDue && (await notDue(trx, job, at))) return { ran: false, reason: 'not-due' };
      const outcome = await job.run(trx, now);
      await recordRun(trx, job, succeeded(at, next, outcome));
      return { ran: true, outcome };
    });
  } catch (error) {
    // The run's work rolled back; its failure is recorded on its own, and it is tried again next time.
    await recordRun(db, job, failed(at, next, error));
    throw error;
  }
}

/** Whether the job's next run is still ahead of `at`. */
async function notDue(q: DB | Transaction<Database>, job: ScheduledJob, at: string) {
  const state = await q
    .selectFrom('scheduled_jobs')
    .select('next_run_at')
    .where('name', '=', job.name)
    .executeTakeFirst();
  return state !== undefined && state.next_run_at > at;
}

const succeeded = (at: string, next: string, outcome: JobOutcome) => ({
  last_run_at: at,
  next_run_at: next,
  last_outcome: JSON.stringify(outcome),
});

const failed = (at: string, next: string, error: unknown) => ({
  last_run_at: at,
  next_run_at: next,
  last_error: error instanceof Error ? error.message : String(error),
});

/**
 * A run of an `ownTransactions` job: no lock and no transaction around it (its claims keep
 * instances apart); the due check, the run and its record are each their own statements.
 */
async function runOutsideTransaction(
  db: DB,
  job: ScheduledJob & OwnTransactionsJob,
  now: Date,
  onlyWhenDue: boolean,
): Promise<JobRun> {
  const at = now.toISOString();
  const next = later(now, job).toISOString();
  if (onlyWhenDue && (await notDue(db, job, at))) return { ran: false, reason: 'not-due' };
  let outcome: JobOutcome;
  try {
    outcome = await job.run(db, now);
  } catch (error) {
    await recordRun(db, job, failed(at, next, error));
    throw error;
  }
  await recordRun(db, job, succeeded(at, next, outcome));
  return { ran: true, outcome };
}

async function recordRun(
  q: DB | Transaction<Database>,
  job: ScheduledJob,
  run: { last_run_at: string; next_run_at: string; last_outcome?: string; last_error?: string },
): Promise<void> {
  const values = {
    interval_seconds: intervalSecondsOf(job),
    last_outcome: run.last_outcome ?? '{}',
    last_error: run.last_error ?? null,
    last_run_at: run.last_run_at,
    next_run_at: run.next_run_at,
  };
  await q
    .insertInto('scheduled_jobs')
    .values({ name: job.name, ...values })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
    .execute();
}

/**
 * Registers the `jobs` the database does not know yet, due at `now` and never run, so
 * administrators see them before their first run (a new database's seed).
 */
export async function registerJobs(
  trx: Transaction<Database>,
  jobs: readonly ScheduledJob[],
  now: Date,
): Promise<void> {
  for (const job of jobs) {
    await trx
      .insertInto('scheduled_jobs')
      .values({
        name: job.name,
        interval_seconds: intervalSecondsOf(job),
        last_run_at: null,
        next_run_at: now.toISOString(),
        last_error: null,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
}

export interface JobScheduler {
  /** Stops the timer and waits for a run under way to end. */
  stop(): Promise<void>;
}

/**
 * Runs each job inside the server process when it is due: at start-up, then checking every
 * `checkEveryMs` (a minute), or every interval of a job that runs more often (the mail outbox's
 * seconds). Each job checks on its own, so one stuck on the network (SMTP) delays no other. The
 * state is in the database, so a restart keeps the schedule and several instances share it
 * (`runJob`). A failed run is logged and tried again at its next time.
 */
export function startJobs(
  db: DB,
  jobs: readonly ScheduledJob[],
  {
    log,
    checkEveryMs = MINUTE,
    clock = () => new Date(),
  }: {
    log: { error(object: object, message: string): void };
    checkEveryMs?: number;
    clock?: () => Date;
  },
): JobScheduler {
  let stopped = false;
  const loops = jobs.map((job) => {
    const everyMs = Math.min(checkEveryMs, intervalSecondsOf(job) * 1000);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const check = () => {
      running = runJob(db, job, clock(), { onlyWhenDue: true })
        .then(
          () => undefined,
          (error: unknown) =>
            log.error({ err: error, job: job.name }, `scheduled job ${job.name} failed`),
        )
        .finally(() => {
          // The next check once this one ended: a slow run never overlaps itself.
          if (!stopped) {
            timer = setTimeout(check, everyMs);
            // The timer alone never keeps the process alive.
            timer.unref();
          }
        });
    };
    check();
    return {
      async stop() {
        clearTimeout(timer);
        await running;
        clearTimeout(timer);
      },
    };
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
