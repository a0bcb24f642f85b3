import { type Kysely, sql, type Transaction } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit';
import type { DB } from '../db';
import { isUniqueViolation } from '../db/errors';
import { findOr400 } from '../db/lookup';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError, RequestValidationError } from '../http/errors';
import { say } from './i18n';

type Query = Kysely<Database>;

/** What an upsert did: `created` tells 201 from 200. */
export interface Saved<T> {
  created: boolean;
  value: T;
}

/** 409 naming `name` when a sibling (same parent, another code) has the name, ignoring case. */
async function assertNameFree(
  q: Query,
  table: 'provinces' | 'cantons' | 'districts',
  name: string,
  code: string | number,
  parent?: { column: 'province_code' | 'canton_code'; value: string | number },
) {
  let query = q
    .selectFrom(table)
    .select('code')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where(sql<boolean>`code <> ${code}`);
  if (parent) query = query.where(sql<boolean>`${sql.ref(parent.column)} = ${parent.value}`);
  if (await query.executeTakeFirst()) {
    throw new HttpError(409, say('nameTaken', { name }), { name: say('nameTaken', { name }) });
  }
}

/**
 * One upsert of a division by its INEC code, in a transaction: a concurrent create of the same
 * code that passed the checks at the same time is a 409 naming `code`, not a 500.
 */
async function upsert<T extends { code: string | number; name: string }>(
  db: DB,
  actor: Actor,
  entity: string,
  work: (trx: Transaction<Database>) => Promise<{ before: T | undefined; after: T }>,
  write: (trx: Transaction<Database>, before: T | undefined, after: T) => Promise<void>,
): Promise<Saved<T>> {
  try {
    return await writeTransaction(db, async (trx) => {
      const { before, after } = await work(trx);
      if (before && JSON.stringify(before) === JSON.stringify(after)) {
        return { created: false, value: after };
      }
      await write(trx, before, after);
      await recordAudit(trx, {
        actor,
        entity,
        entityId: after.code,
        before: before ?? null,
        after,
      });
      return { created: !before, value: after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, say('codeTaken'), { code: say('codeTaken') });
    }
    throw error;
  }
}

/** Creates province `code` or renames it (administrators). */
export function saveProvince(db: DB, actor: Actor, body: { code: number; name: string }) {
  return upsert<{ code: number; name: string }>(
    db,
    actor,
    'province',
    async (trx) => {
      await assertNameFree(trx, 'provinces', body.name, body.code);
      const before = await trx
        .selectFrom('provinces')
        .select(['code', 'name'])
        .where('code', '=', body.code)
        .executeTakeFirst();
      return { before, after: { code: body.code, name: body.name } };
    },
    async (trx, before, after) => {
      if (before) {
        await trx
          .updateTable('provinces')
          .set({ name: after.name })
          .where('code', '=', after.code)
          .execute();
      } else {
        await trx.insertInto('provinces').values(after).execute();
      }
    },
  );
}

type CantonRow = { code: string; provinceCode: number; name: string };

/** Creates or renames canton `code` of a province: its code starts with the province's digit. */
export function saveCanton(db: DB, actor: Actor, body: CantonRow) {
  return upsert<CantonRow>(
    db,
    actor,
    'canton',
    async (trx) => {
      await findOr400(
        trx.selectFrom('provinces').select('code').where('code', '=', body.provinceCode),
        {
          provinceCode: say('unknownProvince', { field: 'provinceCode' }),
        },
      );
      if (!body.code.startsWith(String(body.provinceCode))) {
        throw new RequestValidationError({
          code: say('codeNotOfProvince', { province: body.provinceCode }),
        });
      }
      await assertNameFree(trx, 'cantons', body.name, body.code, {
        column: 'province_code',
        value: body.provinceCode,
      });
      const before = await trx
        .selectFrom('cantons')
        .select(['code', 'province_code as provinceCode', 'name'])
        .where('code', '=', body.code)
        .executeTakeFirst();
      return {
        before,
        after: { code: body.code, provinceCode: body.provinceCode, name: body.name },
      };
    },
    async (trx, before, after) => {
      if (before) {
        await trx
          .updateTable('cantons')
          .set({ name: after.name })
          .where('code', '=', after.code)
          .execute();
      } else {
        await trx
          .insertInto('cantons')
          .values({ code: after.code, province_code: after.provinceCode, name: after.name })
          .execute();
      }
    },
  );
}

type DistrictRow = { code: string; cantonCode: string; name: string };

/** Creates or renames district `code` of a canton: its code starts with the canton's code. */
export function saveDistrict(db: DB, actor: Actor, body: DistrictRow) {
  return upsert<DistrictRow>(
    db,
    actor,
    'district',
    async (trx) => {
      await findOr400(
        trx.selectFrom('cantons').select('code').where('code', '=', body.cantonCode),
        {
          cantonCode: say('unknownCanton', { field: 'cantonCode' }),
        },
      );
      if (!body.code.startsWith(body.cantonCode)) {
        throw new RequestValidationError({
          code: say('codeNotOfCanton', { canton: body.cantonCode }),
        });
      }
      await assertNameFree(trx, 'districts', body.name, body.code, {
        column: 'canton_code',
        value: body.cantonCode,
      });
      const before = await trx
        .selectFrom('districts')
        .select(['code', 'canton_code as cantonCode', 'name'])
        .where('code', '=', body.code)
        .executeTakeFirst();
      return { before, after: { code: body.code, cantonCode: body.cantonCode, name: body.name } };
    },
    async (trx, before, after) => {
      if (before) {
        await trx
          .updateTable('districts')
          .set({ name: after.name })
          .where('code', '=', after.code)
          .execute();
      } else {
        await trx
          .insertInto('districts')
          .values({ code: after.code, canton_code: after.cantonCode, name: after.name })
          .execute();
      }
    },
  );
}
