import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
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
  'audit_log.id',
  'audit_log.at',
  'audit_log.actor_username',
  'audit_log.entity',
  'audit_log.entity_id',
  'audit_log.action',
  'audit_log.before',
  'audit_log.after',
] as const;

type Row = Pick<
  Selectable<AuditLogTable>,
  'id' | 'at' | 'actor_username' | 'entity' | 'entity_id' | 'action' | 'before' | 'after'
> & { record_deleted: unknown };

/** The entry's columns, and whether a hard delete of its record is in the trail from it on. */
const entryColumns = <Q extends SelectQueryBuilder<Database, 'audit_log', object>>(query: Q) =>
  query
    .select(columns)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('audit_log as later')
            .select('later.id')
            .whereRef('later.entity', '=', 'audit_log.entity')
            .whereRef('later.entity_id', '=', 'audit_log.entity_id')
            .whereRef('later.id', '>=', 'audit_log.id')
            .where('later.action', '=', 'delete')
            .where('later.after', 'is', null),
        )
        .as('record_deleted'),
    );

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorUsername: row.actor_username,
  entity: row.entity,
  entityId: row.entity_id,
  action: row.action,
  before: fromJson(row.before),
  after: fromJson(row.after),
  // SQLite answers 0/1, PostgreSQL a boolean.
  recordDeleted: Boolean(row.record_deleted),
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
    select: entryColumns,
    sort: { at: 'at', actorUsername: 'actor_username', entity: 'entity', action: 'action' },
    tieBreaker: 'id',
  });
  return mapPage(page, toEntry);
}

/** One entry of the trail, or 404. */
export async function auditEntry(db: DB, id: number): Promise<AuditEntry> {
  const row = await findOr404(
    entryColumns(db.selectFrom('audit_log')).where('audit_log.id', '=', id),
    say('audit.notFound'),
  );
  return toEntry(row as Row);
}
