import { sql } from 'kysely';
import type { ListParams } from '../../../contracts/listQuery';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import type { DB } from '../../db';
import { containsText } from '../../db/text';
import { mapPage, type Page, pagedList } from '../../http/paging';

export type AuditSortField = 'at' | 'actorUsername' | 'entity' | 'action';

export interface AuditFilters extends ListParams<AuditSortField> {
  /** User name contains (case-insensitive). */
  actor?: string;
  /** Entity equals. */
  entity?: string;
  /** YYYY-MM-DD, inclusive, on the UTC date of `at`. */
  from?: string;
  to?: string;
}

/** The next calendar day of a YYYY-MM-DD date. */
const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** GET /Audit: a page of the trail of administrative writes, filtered and sorted in SQL. */
export async function listAudit(db: DB, filters: AuditFilters): Promise<Page<AuditEntry>> {
  let base = db.selectFrom('audit_log');
  if (filters.actor)
    base = base.where(containsText(db, sql.ref<string>('actor_username'), filters.actor));
  if (filters.entity) base = base.where('entity', '=', filters.entity);
  // `at` is ISO text: 'YYYY-MM-DD' sorts before every instant of that day.
  if (filters.from) base = base.where('at', '>=', filters.from);
  if (filters.to) base = base.where('at', '<', nextDay(filters.to));
  const page = await pagedList(filters, {
    base,
    select: (query) =>
      query.select([
        'id',
        'at',
        'actor_username',
        'entity',
        'entity_id',
        'action',
        'before',
        'after',
      ]),
    sort: { at: 'at', actorUsername: 'actor_username', entity: 'entity', action: 'action' },
    tieBreaker: 'id',
  });
  return mapPage(page, (row) => ({
    id: row.id,
    at: row.at,
    actorUsername: row.actor_username,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    before: fromJson(row.before),
    after: fromJson(row.after),
  }));
}
