import type { FastifyInstance } from 'fastify';
import { type AuditEntry, auditQuery } from '../../../contracts/permissions/permissions';
import type { DB } from '../../db';
import { type AuditFilters, listAudit } from './audit';
import { sendPage } from '../../http/paging';

/** GET /Audit: the audit trail of administrative writes (an addition to SPEC §7). */
export async function auditRoutes(app: FastifyInstance, { db }: { db: DB }) {
  app.get<{ Querystring: AuditFilters }>(
    '/Audit',
    {
      schema: {
        summary: 'The audit trail of administrative writes',
        description:
          'Paged (`page`, `perPage`), sorted (`sort`, `order`) and filtered by `actor` (user name ' +
          'contains), `entity` (equals) and `from`/`to` (YYYY-MM-DD, inclusive). The total is in ' +
          '`X-Total-Count`.',
        tags: ['Audit'],
        querystring: auditQuery,
      },
    },
    async (request, reply): Promise<AuditEntry[]> =>
      sendPage(reply, await listAudit(db, request.query)),
  );
}
