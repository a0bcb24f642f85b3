import { type Kysely, sql, type Transaction } from 'kysely';
import { type Actor, recordAudit } from '../audit/audit';
import type { DB } from '../db';
import { isUniqueViolation } from '../db/errors';
import { findOr400 } from '../db/lookup';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/transaction';
import { HttpError, RequestValidationError } from '../http/errors';
import type { Message } from '../http/messages';
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
  table: DivisionTable,
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

/** The table of each kind of division. */
type DivisionTable = 'provinces' | 'cantons' | 'districts';

/** A division as the upsert reads and writes it: its INEC code and its name (and its parent's code). */
type Division = { code: string | number; name: string };

/**
 * A canton's province or a district's canton: it must exist (400 naming `field`), and the child's
 * code starts with its code (400 naming code, `notOf` saying why).
 */
async function assertParent(
  trx: Transaction<Database>,
  parent: {
    table: 'provinces' | 'cantons';
    code: string | number;
    field: string;
    unknown: Message;
  },
  code: string,
  notOf: Message,
) {
  await findOr400(trx.selectFrom(parent.table).select('code').where('code', '=', parent.code), {
    [parent.field]: parent.unknown,
  });
  if (!code.startsWith(String(parent.code))) throw new RequestValidationError({ code: notOf });
}

/**
 * One upsert of a division by its INEC code, in a transaction: `read` checks the body and answers
 * the division as it is (undefined when new), as the body makes it, and its new row; an existing
 * one is renamed. A concurrent create of the same code that passed the checks at the same time is
 * a 409 naming `code`, not a 500.
 */
async function upsert<T extends Division>(
  db: DB,
  actor: Actor,
  { table, entity }: { table: DivisionTable; entity: string },
  read: (
    trx: Transaction<Database>,
  ) => Promise<{ before: T | undefined; after: T; row: Record<string, unknown> }>,
): Promise<Saved<T>> {
  try {
    return await writeTransaction(db, async (trx) => {
      const { before, after, row } = await read(trx);
      if (before && JSON.stringify(before) === JSON.stringify(after)) {
        return { created: false, value: after };
      }
      // Kysely cannot resolve a table chosen at run time: the three share code and name.
      const divisions = trx as unknown as Kysely<Record<DivisionTable, Record<string, unknown>>>;
      if (before) {
        await divisions
          .updateTable(table)
          .set({ name: after.name })
          .where('code', '=', after.code)
          .execute();
      } else {
        await divisions.insertInto(table).values(row).execute();
      }
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
    { table: 'provinces', entity: 'province' },
    async (trx) => {
      await assertNameFree(trx, 'provinces', body.name, body.code);
      const before = await trx
        .selectFrom('provinces')
        .select(['code', 'name'])
        .where('code', '=', body.code)
        .executeTakeFirst();
      const after = { code: body.code, name: body.name };
      return { before, after, row: after };
    },
  );
}

/** How a canton sits under its province, and a district under its canton. */
interface Level {
  table: 'cantons' | 'districts';
  entity: string;
  parent: {
    table: 'provinces' | 'cantons';
    /** The body's field that names the parent, and the child's column that keeps it. */
    field: string;
    column: 'province_code' | 'canton_code';
    unknown: Message;
    notOf: (code: string | number) => Message;
  };
}

const CANTONS: Level = {
  table: 'cantons',
  entity: 'canton',
  parent: {
    table: 'provinces',
    field: 'provinceCode',
    column: 'province_code',
    unknown: say('unknownProvince', { field: 'provinceCode' }),
    notOf: (code) => say('codeNotOfProvince', { province: Number(code) }),
  },
};

const DISTRICTS: Level = {
  table: 'districts',
  entity: 'district',
  parent: {
    table: 'cantons',
    field: 'cantonCode',
    column: 'canton_code',
    unknown: say('unknownCanton', { field: 'cantonCode' }),
    notOf: (code) => say('codeNotOfCanton', { canton: String(code) }),
  },
};

/**
 * Creates or renames division `code` under its parent (`parentCode`): the parent must exist and
 * the code start with the parent's; names are unique among the parent's children.
 */
function saveUnder<T extends Division>(
  db: DB,
  actor: Actor,
  { table, entity, parent }: Level,
  { code, name }: { code: string; name: string },
  parentCode: string | number,
) {
  return upsert<T>(db, actor, { table, entity }, async (trx) => {
    await assertParent(
      trx,
      { table: parent.table, code: parentCode, field: parent.field, unknown: parent.unknown },
      code,
      parent.notOf(parentCode),
    );
    await assertNameFree(trx, table, name, code, { column: parent.column, value: parentCode });
    // Kysely cannot resolve a table chosen at run time: the two share code, name and the parent's.
    const before = (await (trx as unknown as Kysely<Record<DivisionTable, Record<string, unknown>>>)
      .selectFrom(table)
      .select(['code', sql.ref(parent.column).as(parent.field), 'name'])
      .where('code', '=', code)
      .executeTakeFirst()) as T | undefined;
    return {
      before,
      after: { code, [parent.field]: parentCode, name } as T,
      row: { code, [parent.column]: parentCode, name },
    };
  });
}

type CantonRow = { code: string; provinceCode: number; name: string };

/** Creates or renames canton `code` of a province: its code starts with the province's digit. */
export const saveCanton = (db: DB, actor: Actor, body: CantonRow) =>
  saveUnder<CantonRow>(db, actor, CANTONS, body, body.provinceCode);

type DistrictRow = { code: string; cantonCode: string; name: string };

/** Creates or renames district `code` of a canton: its code starts with the canton's code. */
export const saveDistrict = (db: DB, actor: Actor, body: DistrictRow) =>
  saveUnder<DistrictRow>(db, actor, DISTRICTS, body, body.cantonCode);
