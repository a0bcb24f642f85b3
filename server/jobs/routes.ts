import { scheduledJobQuery } from '../../contracts/jobs';
import type { DB } from '../db';
import { registerRestResource } from '../http/simpleRest';
import type { ServiceApp } from '../modules/types';
import { jobState, listJobStates } from './states';

/** `scheduled-jobs`: each job's last run, next run and what it did, read-only, in simple-rest form. */
export async function jobRoutes(app: ServiceApp, { db }: { db: DB }) {
  registerRestResource(app, {
    name: 'scheduled-jobs',
    tag: 'Scheduled jobs',
    noun: 'scheduled job',
    list: {
      query: scheduledJobQuery,
      description:
        'The jobs the server runs on its own (once they ran): last run, next run, what the last ' +
        'run did or why it failed. Sorts: name (default), lastRunAt, nextRunAt.',
      read: (query) => listJobStates(db, query),
    },
    one: (id) => jobState(db, id),
  });
}
