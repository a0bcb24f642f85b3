import type { Generated } from 'kysely';

/** A scheduled job's state (./jobs.ts): one row per job, written by each run. */
interface ScheduledJobTable {
  id: Generated<number>;
  name: string;
  /** How often it runs, in seconds (migration 0058; minutes before). */
  interval_seconds: number;
  /** ISO-8601 UTC; null until it first ran. */
  last_run_at: string | null;
  next_run_at: string;
  /** What the last run did: JSON counts ('{"reminders":2}'). */
  last_outcome: Generated<string>;
  /** Why the last run failed; null when it succeeded. */
  last_error: string | null;
}

/** The scheduled jobs' table: the jobs kit's own. */
export interface JobTables {
  scheduled_jobs: ScheduledJobTable;
}
