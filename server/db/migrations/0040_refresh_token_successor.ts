import type { Kysely } from 'kysely';

/**
 * A used refresh token names the token its exchange issued (`replaced_by`): presented again within
 * the reuse grace while that successor was never presented, it is the same browser asking again
 * after losing the answer (auth/sessions.ts rotate), not a replay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by').execute();
}
