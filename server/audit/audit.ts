import { type Kysely, sql } from 'kysely';
import type { AuditEntry } from '../../contracts/permissions/permissions';
import type { ListParams } from '../../contracts/listQuery';
import type { FastifyReply } from 'fastify';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import type { AuditAction } from '../db/platformTables';
import type { Database } from '../db/schema';
import { containsText } from '../db/text';
import { pagedList } from '../http/paging';

/** Who makes an administrative change: the token's subject and user name. */
export type Actor = Pick<ApiUser, 'sub' | 'username'>;

export interface AuditRecord {
  /** The signed-in user who made the change (`request.user`). */
  actor: Actor;
  /** What was changed: 'module', 'role', 'role_user', … (one name per table or resource). */
  entity: string;
  entityId: string | number;
  action: AuditAction;
  /** The entity before the change (null on create) and after it (null on a hard delete). */
  before: unknown;
  after: unknown;
}

const toJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and
 * its audit row are committed (or rolled back) together.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  { actor, entity, entityId, action, before, after }: AuditRecord,
  now = new Date(),
): Promise<void> {
  const employeeId = Number(actor.sub);
  await trx
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_employee_id: Number.isInteger(employeeId) ? employeeId : null,
      actor_username: actor.username,
      entity,
      entity_id: String(entityId),
      action,
      before: toJson(before),
      after: toJson(after),
    })
    .execute();
}

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

/** GET /Audit: a page of the trail, filtered and sorted in SQL, total in X-Total-Count. */
export async function listAudit(
  db: DB,
  reply: FastifyReply,
  filters: AuditFilters,
): Promise<AuditEntry[]> {
  let base = db.selectFrom('audit_log');
  if (filters.actor)
    base = base.where(containsText(db, sql.ref<string>('actor_username'), filters.actor));
  if (filters.entity) base = base.where('entity', '=', filters.entity);
  // `at` is ISO text: 'YYYY-MM-DD' sorts before every instant of that day.
  if (filters.from) base = base.where('at', '>=', filters.from);
  if (filters.to) base = base.where('at', '<', nextDay(filters.to));
  const rows = await pagedList(reply, filters, {
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
  return rows.map((row) => ({
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
