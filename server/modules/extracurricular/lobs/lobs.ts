import { sql, type Transaction } from 'kysely';
import type {
  ClientAccount,
  CostCenter,
  LineOfBusiness,
  LineOfBusinessWithCostCenters,
  LobBody,
} from '../../../../contracts/extracurricular/extracurricular';
import { recordAudit } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { assertActiveOr400, findOr404 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { HttpError, RequestValidationError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { COST_CENTER_CODE_INDEX } from '../migrations/0033_extracurricular';
import { say } from '../i18n';
import { assertMyBadge, type Filtered, namedPage, nameTaken } from '../common';
import type { Upserted } from '../upsert';

const toLob = (row: {
  id: number;
  account_id: number;
  accountName: string;
  name: string;
  active: number;
  modified_by: string;
}): LineOfBusiness => ({
  id: row.id,
  accountId: row.account_id,
  accountName: row.accountName,
  name: row.name,
  active: row.active === 1,
  modified_By: row.modified_by,
});

/** The same cost centres, in whatever order the database and the caller list them. */
const sameCentres = (
  stored: readonly { code: string; name: string }[],
  wanted: readonly { code: string; name: string }[],
) => {
  const names = new Map(stored.map((centre) => [centre.code, centre.name]));
  return (
    stored.length === wanted.length &&
    wanted.every((centre) => names.get(centre.code) === centre.name)
  );
};

const codeTaken = (code: string, index: number) =>
  new HttpError(409, say('costCenter.taken', { code }), {
    [`costCenters[${index}].code`]: say('costCenter.taken', { code }),
  });

/** Client accounts, their lines of business and the cost centres of each. */
export function createLobRepository(db: DB) {
  const lobs = (q: DB | Transaction<Database> = db) =>
    q
      .selectFrom('lines_of_business as b')
      .innerJoin('client_accounts as a', 'a.id', 'b.account_id');
  const lobColumns = [
    'b.id',
    'b.account_id',
    'a.name as accountName',
    'b.name',
    'b.active',
    'b.modified_by',
  ] as const;
  const costCenters = (q: DB | Transaction<Database> = db) =>
    q
      .selectFrom('cost_centers as c')
      .select(['c.id', 'c.code', 'c.name', 'c.lob_id as lobId'])
      .orderBy('c.code');

  async function withCostCenters(
    q: DB | Transaction<Database>,
    id: number,
  ): Promise<LineOfBusinessWithCostCenters> {
    const lob = toLob(
      await findOr404(
        lobs(q)
          .select([...lobColumns])
          .where('b.id', '=', id),
        say('lob.notFound'),
      ),
    );
    return { ...lob, costCenters: await costCenters(q).where('c.lob_id', '=', id).execute() };
  }

  const accountOr404 = (id: number) =>
    findOr404(
      db.selectFrom('client_accounts').select('id').where('id', '=', id),
      say('account.notFound'),
    );

  return {
    accounts: (params: Filtered<'name' | 'active'>): Promise<Page<ClientAccount>> =>
      namedPage(db, 'client_accounts', params),

    async list(
      params: Filtered<'name' | 'accountName' | 'active', { accountId?: number }>,
    ): Promise<Page<LineOfBusiness>> {
      let base = lobs();
      if (params.active !== undefined) base = base.where('b.active', '=', params.active ? 1 : 0);
      if (params.accountId) base = base.where('b.account_id', '=', params.accountId);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([containsText(db, eb.ref('b.name'), q), containsText(db, eb.ref('a.name'), q)]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => query.select([...lobColumns]),
        sort: {
          name: folded(db, sql.ref('b.name')),
          accountName: folded(db, sql.ref('a.name')),
          active: 'b.active',
        },
        tieBreaker: 'b.id',
      });
      return mapPage(page, toLob);
    },

    one: (id: number) => withCostCenters(db, id),

    async costCentersOf(lobId: number): Promise<CostCenter[]> {
      await findOr404(
        db.selectFrom('lines_of_business').select('id').where('id', '=', lobId),
        say('lob.notFound'),
      );
      return costCenters().where('c.lob_id', '=', lobId).execute();
    },

    async costCentersOfAccount(accountId: number): Promise<CostCenter[]> {
      await accountOr404(accountId);
      return costCenters()
        .innerJoin('lines_of_business as b', 'b.id', 'c.lob_id')
        .where('b.account_id', '=', accountId)
        .execute();
    },

    async lobsOfAccount(accountId: number): Promise<LineOfBusiness[]> {
      await accountOr404(accountId);
      const rows = await lobs()
        .select([...lobColumns])
        .where('b.account_id', '=', accountId)
        .orderBy('b.name')
        .orderBy('b.id')
        .execute();
      return rows.map(toLob);
    },

    /**
     * PutInsUpdtLOB: the LOB and its whole cost-centre list in one transaction (kept codes keep
     * their id, missing ones go, new ones are added). A code of another LOB is a 409 naming it; a
     * concurrent write of the same new code is caught by its unique index (the same 409).
     */
    async save(
      user: ApiUser,
      body: LobBody,
    ): Promise<Upserted & { lob: LineOfBusinessWithCostCenters }> {
      assertMyBadge(user, body.modified_By);
      const seen = new Map<string, number>();
      body.costCenters.forEach(({ code }, index) => {
        if (seen.has(code.toUpperCase())) {
          throw new RequestValidationError({
            [`costCenters[${index}].code`]: say('costCenter.repeated'),
          });
        }
        seen.set(code.toUpperCase(), index);
      });
      try {
        return await writeTransaction(db, async (trx) => {
          const now = new Date().toISOString();
          await assertActiveOr400(trx, 'client_accounts', body.accountId, {
            accountId: say('account.unknown'),
          });
          const sameName = await trx
            .selectFrom('lines_of_business')
            .select('id')
            .where('account_id', '=', body.accountId)
            .where(sql<boolean>`lower(name) = lower(${body.name})`)
            .executeTakeFirst();
          let id = body.id || sameName?.id;
          if (body.id) {
            await lockByIdOr404(trx, 'lines_of_business', body.id, say('lob.notFound'));
            if (sameName && sameName.id !== body.id) {
              throw nameTaken();
            }
          }
          const codes = body.costCenters.map((c) => c.code.toUpperCase());
          if (codes.length > 0) {
            let others = trx
              .selectFrom('cost_centers')
              .select('code')
              .where(sql<boolean>`upper(code) in (${sql.join(codes)})`);
            if (id) others = others.where('lob_id', '<>', id);
            const taken = await others.executeTakeFirst();
            if (taken) throw codeTaken(taken.code, seen.get(taken.code.toUpperCase()) ?? 0);
          }
          const before = id ? await withCostCenters(trx, id) : undefined;
          const wanted = body.costCenters.map((c) => ({
            code: c.code.toUpperCase(),
            name: c.name,
          }));
          const same =
            before &&
            before.accountId === body.accountId &&
            before.name === body.name &&
            before.active === body.active &&
            before.modified_By === body.modified_By &&
            sameCentres(before.costCenters, wanted);
          if (before && same) return { id: before.id, created: false, lob: before };
          // A create whose name the account already has, with other values, is a conflict.
          if (!body.id && sameName) {
            throw nameTaken();
          }
          const values = {
            account_id: body.accountId,
            name: body.name,
            active: body.active ? 1 : 0,
            modified_by: body.modified_By,
            updated_at: now,
          };
          if (id) {
            await trx.updateTable('lines_of_business').set(values).where('id', '=', id).execute();
          } else {
            ({ id } = await trx
              .insertInto('lines_of_business')
              .values({ ...values, created_at: now })
              .returning('id')
              .executeTakeFirstOrThrow());
          }
          const lobId = id;
          const kept = new Map((before?.costCenters ?? []).map((c) => [c.code, c]));
          const gone = [...kept.keys()].filter((code) => !codes.includes(code));
          if (gone.length > 0) {
            await trx
              .deleteFrom('cost_centers')
              .where('lob_id', '=', lobId)
              .where('code', 'in', gone)
              .execute();
          }
          for (const centre of wanted) {
            const current = kept.get(centre.code);
            if (!current) {
              await trx
                .insertInto('cost_centers')
                .values({ code: centre.code, name: centre.name, lob_id: lobId })
                .execute();
            } else if (current.name !== centre.name) {
              await trx
                .updateTable('cost_centers')
                .set({ name: centre.name })
                .where('id', '=', current.id)
                .execute();
            }
          }
          const after = await withCostCenters(trx, lobId);
          await recordAudit(trx, {
            actor: user,
            entity: 'line_of_business',
            entityId: lobId,
            before: before ?? null,
            after,
          });
          return { id: lobId, created: !before, lob: after };
        });
      } catch (error) {
        if (isUniqueViolation(error, COST_CENTER_CODE_INDEX)) {
          throw new HttpError(409, say('costCenter.taken', { code: '' }), {
            costCenters: say('costCenter.taken', { code: '' }),
          });
        }
        if (isUniqueViolation(error)) {
          throw nameTaken();
        }
        throw error;
      }
    },
  };
}
