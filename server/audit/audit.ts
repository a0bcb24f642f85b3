import type { Kysely } from 'kysely';
import type { ApiUser } from '../auth/apiTokens';
import type { AuditAction } from '../db/platformTables';
import type { Database } from '../db/schema';

/** Who makes an administrative change: the token's subject and user name. */
export type Actor = Pick<ApiUser, 'sub' | 'username'>;

/** The employee behind an actor, or null when the subject is not an employee id. */
export function actorEmployeeId(actor: Pick<Actor, 'sub'>): number | null {
  const id = Number(actor.sub);
  return Number.isInteger(id) ? id : null;
}

export interface AuditRecord {
  /** The signed-in user who made the change (`request.user`). */
  actor: Actor;
  /** What was changed: 'module', 'role', 'role_user', … (one name per table or resource). */
  entity: string;
  entityId: string | number;
  /** The entity before the change: null on create. */
  before: unknown;
  /** The entity after the change: null on a hard delete. */
  after: unknown;
  /** A removal that keeps the row (`after` shows it inactive): recorded as a delete. */
  softDelete?: boolean;
}

/** Create when there was nothing before, delete when nothing is left, update otherwise. */
const actionOf = ({ before, after, softDelete }: AuditRecord): AuditAction =>
  before === null ? 'create' : after === null || softDelete ? 'delete' : 'update';

const toJson = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/**
 * Writes one audit row, its action read from the change. Call it with the transaction that makes
 * the change, so the change and its audit row are committed (or rolled back) together.
 */
export async function recordAudit(
  trx: Kysely<Database>,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  const { actor, entity, entityId, before, after } = record;
  await trx
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor_employee_id: actorEmployeeId(actor),
      actor_username: actor.username,
      entity,
      entity_id: String(entityId),
      action: actionOf(record),
      before: toJson(before),
      after: toJson(after),
    })
    .execute();
}
