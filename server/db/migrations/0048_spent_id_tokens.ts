import type { Kysely } from 'kysely';

/**
 * The identity provider's ID tokens that opened a portal session, by their SHA-256, until they
 * expire: LoadUserData takes each token once (auth/sessions.ts open).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spent_id_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spent_id_tokens_expiry')
    .on('spent_id_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spent_id_tokens').execute();
}
