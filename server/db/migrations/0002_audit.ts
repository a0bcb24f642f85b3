import type { Kysely } from 'kysely';
import { autoId } from '../dialect';

/** The audit trail of administrative writes (who, when, what, before and after). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    // No foreign key: the trail outlives the rows it describes.
    .addColumn('actor_employee_id', 'integer')
    .addColumn('actor_username', 'varchar(100)', (c) => c.notNull())
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_at')
    .on('audit_log')
    .columns(['entity', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_at')
    .on('audit_log')
    .columns(['actor_username', 'at'])
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
