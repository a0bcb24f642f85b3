import type { Kysely } from 'kysely';
import { autoId } from '../dialect';

/**
 * The history tables of the status workflows as they were when delegation came: every one of them
 * gains `on_behalf_of`, so the status workflow kit reads one shape of history.
 */
const HISTORY_TABLES = [
  'referral_status_changes',
  'growth_application_status_changes',
  'personal_day_status_changes',
  'reimbursement_status_changes',
  'schedule_request_status_changes',
  'transport_request_status_changes',
  'self_managed_appointment_changes',
] as const;

/**
 * Approvers' substitutes while they are away (server/approvals/delegation.ts): from one company
 * day to another, both included, until someone ends it early. A decision a substitute makes names
 * the approver it was made on behalf of in the request's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_delegations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('approver_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('substitute_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('to_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .addColumn('ended_by', 'integer', (c) => c.references('employees.id'))
    .execute();
  // Every inbox asks for the caller's delegations as a substitute; the overlap check by approver.
  await db.schema
    .createIndex('approval_delegations_substitute')
    .on('approval_delegations')
    .columns(['substitute_id', 'to_day'])
    .execute();
  await db.schema
    .createIndex('approval_delegations_approver')
    .on('approval_delegations')
    .columns(['approver_id', 'to_day'])
    .execute();
  for (const table of HISTORY_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('on_behalf_of', 'integer', (c) => c.references('employees.id'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of HISTORY_TABLES) {
    await db.schema.alterTable(table).dropColumn('on_behalf_of').execute();
  }
  await db.schema.dropTable('approval_delegations').execute();
}
