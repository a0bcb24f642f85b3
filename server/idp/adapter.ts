import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from '../db';

/**
 * oidc-provider storage in the portal database, so provider sessions and codes survive restarts
 * and are shared by every server instance.
 */
export function databaseAdapterFactory(db: DB) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
        consumed_at: null,
      };
      await db
        .insertInto('identity_store')
        .values({ id, model: this.model, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await db
        .selectFrom('identity_store')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at && row.expires_at <= new Date().toISOString())) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('identity_store')
        .set({ consumed_at: new Date().toISOString() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('identity_store')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('identity_store').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Drops expired provider records; run at start-up. */
export async function purgeExpired(db: DB): Promise<void> {
  await db
    .deleteFrom('identity_store')
    .where('expires_at', '<=', new Date().toISOString())
    .execute();
}
