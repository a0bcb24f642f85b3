import {
  myRecordReadsQuery,
  type RecordRead,
  recordReadQuery,
} from '../../contracts/privacy/reads';
import { answerPage } from '../http/answers';
import type { Page } from '../http/paging';
import { registerRestResource } from '../http/simpleRest';
import type { ServiceApp, ServiceDeps } from '../modules/types';
import { listRecordReads, readsOfMine, recordReadEntry } from './readsList';

const TAG = 'Privacy';

/**
 * Who read a person's records: the person's own list at `/api/privacy/reads` (main family), and
 * every read for the administrators as the `record-reads` resource.
 */
export async function recordReadRoutes(app: ServiceApp, { db }: ServiceDeps) {
  app.get(
    '/api/privacy/reads',
    {
      schema: {
        summary: 'Who read my records',
        description:
          'The reads of the caller’s records by anyone else (the medical staff, approvers, owners…): ' +
          'who, in which roles, what, when and from which screen; newest first, `size` 1–100 (20 ' +
          'by default) and `offset`; the total in `X-Total-Count`. Only the caller’s: no id to ' +
          'change.',
        tags: [TAG],
        querystring: myRecordReadsQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<RecordRead>> => readsOfMine(db, request.user, request.query),
  );

  registerRestResource(app, {
    name: 'record-reads',
    tag: TAG,
    noun: 'read of someone’s records',
    list: {
      query: recordReadQuery,
      description:
        'Every read of a person’s records by someone else. Filters: `reader`, `subject` (user ' +
        'name or name contains), `what` (equals). Sorts: at (newest first by default), what.',
      read: (query) => listRecordReads(db, query),
    },
    one: (id) => recordReadEntry(db, id),
  });
}
