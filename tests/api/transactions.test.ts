/**
 * The write-transaction kit (server/db/transaction.ts) on each database: a query a store sends to
 * the database handle instead of the transaction it is in fails at once and loudly, instead of
 * waiting for ever on SQLite (the one connection is the transaction's) or running outside the
 * transaction on PostgreSQL; the transaction is rolled back and the database answers on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryOutsideTransactionError, writeTransaction } from '../../server/db/transaction';
import { createTestApp, type TestApp, testDatabase } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const cafeterias = () => t.db.selectFrom('cafeterias').select('name').orderBy('id').execute();

describe(`a write transaction (${testDatabase})`, () => {
  it('refuses a query on the database handle inside it, and rolls back what it wrote', async () => {
    const before = await cafeterias();
    const stray = writeTransaction(t.db, async (trx) => {
      await trx.updateTable('cafeterias').set({ name: 'Renombrada' }).where('id', '=', 1).execute();
      // The bug this guards against: reading through `db` while holding `trx`.
      return t.db.selectFrom('cafeterias').select('id').execute();
    });
    await expect(stray).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    expect(await cafeterias()).toEqual(before);
  });

  it('refuses a transaction opened inside another on the same database', async () => {
    await expect(
      writeTransaction(t.db, () => writeTransaction(t.db, async () => 1)),
    ).rejects.toBeInstanceOf(QueryOutsideTransactionError);
  });

  it('lets work it started run on the database handle once it has committed', async () => {
    let later: Promise<unknown> | undefined;
    await writeTransaction(t.db, async (trx) => {
      await trx.selectFrom('cafeterias').select('id').execute();
      // Runs once the transaction's callback has returned.
      later = new Promise<void>((resolve) => setImmediate(resolve)).then(() => cafeterias());
    });
    await expect(later).resolves.toHaveLength((await cafeterias()).length);
  });

  it('leaves the database handle free outside any transaction, and concurrent writes apart', async () => {
    const writes = Array.from({ length: 5 }, (_, index) =>
      writeTransaction(t.db, (trx) =>
        trx
          .selectFrom('cafeterias')
          .select('id')
          .where('id', '=', index + 1)
          .execute(),
      ),
    );
    await Promise.all([...writes, cafeterias()]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
