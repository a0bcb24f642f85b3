import { type InferType, object } from 'yup';
import { restListQuery } from './restQuery';

/** A job the server runs on its own every so often, as the administrators see it. */
export interface ScheduledJobRecord {
  id: number;
  /** Its name in the code ('approvals.reminders'); the portal words it. */
  name: string;
  /** How often it runs, in seconds (an hour: 3600; the mail outbox: 10). */
  intervalSeconds: number;
  /** ISO-8601 instants; `lastRunAt` null until it first ran. */
  lastRunAt: string | null;
  nextRunAt: string;
  /** What the last run did: how many of each thing ({ reminders: 2, escalations: 1 }). */
  lastOutcome: Record<string, number>;
  /** Why the last run failed; null when it succeeded. */
  lastError: string | null;
}

/** GET /admin/scheduled-jobs (simple-rest): by name unless `sort` says otherwise. */
export const scheduledJobQuery = restListQuery(
  ['name', 'lastRunAt', 'nextRunAt'],
  ['name', 'ASC'],
  object({}),
);
export type ScheduledJobQuery = InferType<typeof scheduledJobQuery>;
