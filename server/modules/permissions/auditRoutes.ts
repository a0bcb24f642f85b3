import { auditQuery } from '../../../contracts/permissions/permissions';
import type { DB } from '../../db';
import { registerRestResource } from '../../http/simpleRest';
import type { ServiceApp } from '../types';
import { auditEntry, listAudit } from './audit';

/** `audit-entries`: the audit trail of administrative writes, read-only, in simple-rest form. */
export async function auditRoutes(app: ServiceApp, { db }: { db: DB }) {
  registerRestResource(app, {
    name: 'audit-entries',
    tag: 'Audit',
    noun: 'entry of the audit trail',
    list: {
      query: auditQuery,
      description:
        'Filters: `actor` (user name contains), `entity` (equals), `from`/`to` (YYYY-MM-DD, ' +
        'inclusive). Sorts: at (newest first by default), actorUsername, entity, action.',
      read: (query) => listAudit(db, query),
    },
    one: (id) => auditEntry(db, id),
  });
}
