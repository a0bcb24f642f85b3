import { type Selectable, sql } from 'kysely';
import type { AuditEntry, AuditQuery } from '../../../contracts/permissions/permissions';
import type { DB } from '../../db';
import type { AuditLogTable } from '../../db/platformTables';
import { containsText } from '../../db/text';
import { findOr404 } from '../../db/lookup';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { say } from './i18n';

/** The next calendar day of a YYYY-MM-DD date. */
const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const columns = [
  'id',
  'at',
  'actor_username',
  'entity',
  'entity_id',
  'action',
  'before',
  'after',
] as const;

const toEntry = (row: Pick<Selectable<AuditLogTable>, (typeof columns)[number]>): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorUsername: row.actor_username,
  entity: row.entity,
  entityId: row.entity_id,
  action: row.action,
  before: fromJson(row.before),
  after: fromJson(row.after),
});

/** A window of the trail of administrative writes, filtered and sorted in SQL. */
export async function listAudit(db: DB, query: AuditQuery): Promise<Page<AuditEntry>> {
  const { filter: filters } = query;
  let base = db.selectFrom('audit_log');
  if (filters.id) base = base.where('id', 'in', filters.id);
  if (filters.actor)
    base = base.where(containsText(db, sql.ref<string>('actor_username'), filters.actor));
  if (filters.entity) base = base.where('entity', '=', filters.entity);
  // `at` is ISO text: 'YYYY-MM-DD' sorts before every instant of that day.
  if (filters.from) base = base.where('at', '>=', filters.from);
  if (filters.to) base = base.where('at', '<', nextDay(filters.to));
  const page = await pagedList(query, {
    base,
    select: (rows) => rows.select(columns),
    sort: { at: 'at', actorUsername: 'actor_username', entity: 'entity', action: 'action' },
    tieBreaker: 'id',
  });
  return mapPage(page, toEntry);
}

/** One entry of the trail, or 404. */
export async function auditEntry(db: DB, id: number): Promise<AuditEntry> {
  const row = await findOr404(
    db.selectFrom('audit_log').select(columns).where('id', '=', id),
    say('audit.notFound'),
  );
  return toEntry(row);
}
