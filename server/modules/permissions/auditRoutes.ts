import { type AuditEntry, auditQuery } from '../../../contracts/permissions/permissions';
import type { DB } from '../../db';
import { listAudit } from './audit';
import { sendPage } from '../../http/paging';
import type { ServiceApp } from '../types';

/** GET /Audit: the audit trail of administrative writes (an addition to the legacy contract). */
export async function auditRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
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
