import type { Selectable } from 'kysely';
import type { ScheduledJobQuery, ScheduledJobRecord } from '../../contracts/jobs';
import type { DB } from '../db';
import { findOr404 } from '../db/lookup';
import { mapPage, type Page, pagedList } from '../http/paging';
import type { JobTables } from './tables';
import { say } from './i18n';

const toRecord = (row: Selectable<JobTables['scheduled_jobs']>): ScheduledJobRecord => ({
  id: row.id,
  name: row.name,
  intervalSeconds: row.interval_seconds,
  lastRunAt: row.last_run_at,
  nextRunAt: row.next_run_at,
  lastOutcome: JSON.parse(row.last_outcome) as Record<string, number>,
  lastError: row.last_error,
});

/** The jobs that ran at least once, with their last and next run. */
export async function listJobStates(
  db: DB,
  query: ScheduledJobQuery,
): Promise<Page<ScheduledJobRecord>> {
  let base = db.selectFrom('scheduled_jobs');
  if (query.filter.id) base = base.where('id', 'in', query.filter.id);
  const page = await pagedList(query, {
    base,
    select: (rows) => rows.selectAll(),
    sort: { name: 'name', lastRunAt: 'last_run_at', nextRunAt: 'next_run_at' },
    tieBreaker: 'id',
  });
  return mapPage(page, toRecord);
}

/** One job's state, or 404. */
export async function jobState(db: DB, id: number): Promise<ScheduledJobRecord> {
  return toRecord(
    await findOr404(
      db.selectFrom('scheduled_jobs').selectAll().where('id', '=', id),
      say('notFound'),
    ),
  );
}
