import { type AuditEntry, auditQuery } from '../../../contracts/permissions/permissions';
import { restIdParams } from '../../../contracts/restQuery';
import type { DB } from '../../db';
import { sendRange } from '../../http/paging';
import type { ServiceApp } from '../types';
import { auditEntry, listAudit } from './audit';

const TAG = 'Audit';

/** `audit-entries`: the audit trail of administrative writes, read-only, in simple-rest form. */
export async function auditRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/admin/audit-entries',
    {
      schema: {
        summary: 'The audit trail of administrative writes',
        description:
          'ra-data-simple-rest list: `sort` (at, actorUsername, entity, action; newest first by ' +
          'default), `range`, `filter` with `actor` (user name contains), `entity` (equals), ' +
          '`from`/`to` (YYYY-MM-DD, inclusive) and `id` (a list). The total is in `Content-Range`.',
        tags: [TAG],
        querystring: auditQuery,
      },
    },
    async (request, reply): Promise<AuditEntry[]> =>
      sendRange(reply, 'audit-entries', request.query, await listAudit(db, request.query)),
  );

  app.get(
    '/admin/audit-entries/:id',
    {
      schema: { summary: 'One entry of the audit trail', tags: [TAG], params: restIdParams },
    },
    async (request): Promise<AuditEntry> => auditEntry(db, request.params.id),
  );
}
