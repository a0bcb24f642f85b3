import type { Kysely } from 'kysely';

/**
 * The audit trail says of each entry whether its record was deleted since (no link to a page that
 * is gone): it looks for a later delete of the same record, which this index finds at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_entity_record')
    .on('audit_log')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_entity_record').execute();
}
