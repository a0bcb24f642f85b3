import type { Kysely } from 'kysely';

/**
 * Failed sign-ins per account and per client address, so every server instance sees the same
 * counters and lockouts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    // 'account:<user name>' or 'address:<client IP>'.
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
}
