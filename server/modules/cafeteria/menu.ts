import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  Cafeteria,
  CafeteriaBody,
  CafeteriaCategory,
  CafeteriaCategoryRecord,
  CafeteriaListQuery,
  CafeteriaPrice,
  CafeteriaPriceRecord,
  CafeteriaPricesQuery,
  CafeteriaRecord,
  CategoryBody,
  CategoryListQuery,
  PriceBody,
  PriceListQuery,
} from '../../../contracts/cafeteria/cafeteria';
import { type Actor, deleteAudited, insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { flag } from '../../db/flags';
import { findByIdOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { containsText, folded } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { type UniqueName, writeNamed } from '../../db/uniqueName';
import { HttpError, RequestValidationError } from '../../http/errors';
import { type Page, pagedList } from '../../http/paging';
import type { Message } from '../../http/messages';
import { say } from './i18n';
import {
  UNIQUE_CAFETERIA_NAME,
  UNIQUE_CATEGORY_NAME,
  UNIQUE_PRICE,
  UNIQUE_PRODUCT_NAME,
} from './migrations/0028_cafeteria';

const CAFETERIA_NAME: UniqueName = {
  table: 'cafeterias',
  indexes: [UNIQUE_CAFETERIA_NAME],
  refusal: { taken: (name) => say('cafeteria.taken', { name }), reason: say('name.taken') },
  field: 'name',
};
const CATEGORY_NAME: UniqueName = {
  table: 'cafeteria_categories',
  indexes: [UNIQUE_CATEGORY_NAME],
  refusal: { taken: (name) => say('category.taken', { name }), reason: say('name.taken') },
  field: 'name',
};

type CafeteriaRow = Selectable<Database['cafeterias']>;
type CategoryRow = Selectable<Database['cafeteria_categories']>;

const toCafeteria = (row: Omit<CafeteriaRow, 'created_at'>): CafeteriaRecord => ({
  id: row.id,
  name: row.name,
  location: row.location,
  openingHours: row.opening_hours,
  active: Boolean(row.active),
  updatedAt: row.updated_at,
});
const toCategory = (row: Omit<CategoryRow, 'created_at'>): CafeteriaCategoryRecord => ({
  id: row.id,
  name: row.name,
  sortOrder: row.sort_order,
  active: Boolean(row.active),
  updatedAt: row.updated_at,
});

/** The price entries with their cafeteria, product and category, as every price answer needs. */
const pricesJoined = (q: Kysely<Database>) =>
  q
    .selectFrom('cafeteria_prices as p')
    .innerJoin('cafeterias as c', 'c.id', 'p.cafeteria_id')
    .innerJoin('cafeteria_products as pr', 'pr.id', 'p.product_id')
    .innerJoin('cafeteria_categories as cat', 'cat.id', 'pr.category_id');

/**
 * The prices employees may order: the entry, its cafeteria, product and category all active
 * (the menu page, the cart's lines and what may be put in it read the same rule).
 */
export const onMenuPrices = (q: Kysely<Database>) =>
  pricesJoined(q)
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .where('pr.active', '=', 1)
    .where('cat.active', '=', 1);

const PRICE_COLUMNS = [
  'p.id',
  'p.cafeteria_id',
  'c.name as cafeteria',
  'pr.category_id',
  'cat.name as category',
  'p.product_id',
  'pr.name as product',
  'p.price_minor',
  'p.active',
  'p.updated_at',
] as const;

interface PriceRow {
  id: number;
  cafeteria_id: number;
  cafeteria: string;
  category_id: number;
  category: string;
  product_id: number;
  product: string;
  price_minor: number;
  active: number;
  updated_at: string;
}

const toPrice = (row: PriceRow): CafeteriaPrice => ({
  id: row.id,
  cafeteriaId: row.cafeteria_id,
  cafeteria: row.cafeteria,
  categoryId: row.category_id,
  category: row.category,
  productId: row.product_id,
  product: row.product,
  priceMinor: row.price_minor,
});
const toPriceRecord = (row: PriceRow): CafeteriaPriceRecord => ({
  ...toPrice(row),
  active: Boolean(row.active),
  updatedAt: row.updated_at,
});

/** What the audit trail keeps of each reference row. */
const cafeteriaSnapshot = (b: CafeteriaBody) => ({
  name: b.name,
  location: b.location,
  openingHours: b.openingHours,
  active: b.active,
});
const categorySnapshot = (b: CategoryBody) => ({
  name: b.name,
  sortOrder: b.sortOrder,
  active: b.active,
});
const priceSnapshot = (b: PriceBody) => ({ ...b });

const exists = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

/**
 * Removes a reference row nobody refers to; one that invoices, prices or products refer to is
 * deactivated instead, so what was sold keeps its cafeteria and menu (audited either way).
 * Answers the record as `read` gave it before, inactive when it was kept.
 */
async function removeOrDeactivate<R extends { active: boolean }>(
  db: DB,
  actor: Actor,
  id: number,
  target: {
    table: 'cafeterias' | 'cafeteria_categories' | 'cafeteria_prices';
    entity: string;
    missing: Message;
    read: (id: number) => Promise<R>;
    /** Whether a row that must keep it refers to it, read in the write's transaction. */
    referenced: (trx: Transaction<Database>) => Promise<boolean>;
  },
): Promise<R> {
  const { table, entity } = target;
  const record = await target.read(id);
  await writeTransaction(db, async (trx) => {
    const before = await lockByIdOr404(trx, table, id, target.missing);
    if (await target.referenced(trx)) {
      await updateAudited(trx, actor, {
        table,
        entity,
        id,
        set: { active: 0, updated_at: new Date().toISOString() },
        before: { active: Boolean(before.active) },
        after: { active: false },
        softDelete: true,
      });
      record.active = false;
      return;
    }
    if (table === 'cafeteria_prices') {
      // A cart line is no reference worth keeping the price for.
      await trx.deleteFrom('cart_items').where('price_id', '=', id).execute();
    }
    await deleteAudited(trx, actor, { table, entity, id, before });
  });
  return record;
}

/**
 * The cafeterias' menu: what employees read (active rows only) and the reference data the owners
 * keep (simple-rest `cafeterias`, `cafeteria-categories`, `cafeteria-prices`; every write audited).
 */
export function createMenuRepository(db: DB) {
  const cafeteria = async (id: number) =>
    toCafeteria(await findByIdOr404(db, 'cafeterias', id, say('cafeteria.notFound')));
  const category = async (id: number) =>
    toCategory(await findByIdOr404(db, 'cafeteria_categories', id, say('category.notFound')));
  /** The price with its names, read in the transaction `q` when a write is reading it. */
  const price = async (id: number, q: Kysely<Database> = db) => {
    const row = await pricesJoined(q)
      .select(PRICE_COLUMNS)
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, say('price.notFound'));
    return toPriceRecord(row);
  };

  /** The product of that name in that category (ignoring case), made when there is none. */
  async function productFor(trx: Transaction<Database>, categoryId: number, name: string) {
    const found = await trx
      .selectFrom('cafeteria_products')
      .select('id')
      .where('category_id', '=', categoryId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    if (found) return found.id;
    const at = new Date().toISOString();
    const { id } = await trx
      .insertInto('cafeteria_products')
      .values({ name, category_id: categoryId, active: 1, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function assertReferences(trx: Transaction<Database>, body: PriceBody) {
    const errors: Record<string, ReturnType<typeof say>> = {};
    const [hasCafeteria, hasCategory] = await Promise.all([
      exists(trx.selectFrom('cafeterias').select('id').where('id', '=', body.cafeteriaId)),
      exists(trx.selectFrom('cafeteria_categories').select('id').where('id', '=', body.categoryId)),
    ]);
    if (!hasCafeteria) errors.cafeteriaId = say('cafeteria.unknown');
    if (!hasCategory) errors.categoryId = say('category.unknown');
    if (Object.keys(errors).length) throw new RequestValidationError(errors);
  }

  /** A price write: 409 naming `product` when the cafeteria already prices that product. */
  async function writePrice(
    body: PriceBody,
    work: (trx: Transaction<Database>, productId: number) => Promise<number>,
  ): Promise<CafeteriaPriceRecord> {
    const taken = async () => {
      const name = await db
        .selectFrom('cafeterias')
        .select('name')
        .where('id', '=', body.cafeteriaId)
        .executeTakeFirst();
      return new HttpError(
        409,
        say('price.taken', { product: body.product, cafeteria: name?.name ?? '' }),
        { product: say('product.pricedHere') },
      );
    };
    let id: number;
    try {
      id = await writeTransaction(db, async (trx) => {
        await assertReferences(trx, body);
        return work(trx, await productFor(trx, body.categoryId, body.product));
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_PRICE)) throw await taken();
      // Two owners naming the same new product at once: the second write meets the first's.
      if (isUniqueViolation(error, UNIQUE_PRODUCT_NAME)) throw await taken();
      throw error;
    }
    return price(id);
  }

  return {
    // ---- what employees read

    async activeCafeterias(): Promise<Cafeteria[]> {
      const rows = await db
        .selectFrom('cafeterias')
        .selectAll()
        .where('active', '=', 1)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        location: row.location,
        openingHours: row.opening_hours,
        active: Boolean(row.active),
      }));
    },

    async activeCategories(): Promise<CafeteriaCategory[]> {
      const rows = await db
        .selectFrom('cafeteria_categories')
        .selectAll()
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        sortOrder: row.sort_order,
        active: Boolean(row.active),
      }));
    },

    /** The active price entries, by category, product and cafeteria, a page of them. */
    async prices(query: CafeteriaPricesQuery): Promise<Page<CafeteriaPrice>> {
      let base = onMenuPrices(db);
      if (query.cafeteria) base = base.where('p.cafeteria_id', '=', query.cafeteria);
      if (query.category) base = base.where('pr.category_id', '=', query.category);
      const product = query.product;
      if (product) base = base.where((eb) => containsText(db, eb.ref('pr.name'), product));
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
        base
          .select(PRICE_COLUMNS)
          .orderBy('cat.sort_order')
          .orderBy('cat.name')
          .orderBy((eb) => folded(db, eb.ref('pr.name')))
          .orderBy('c.name')
          .orderBy('p.id')
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage)
          .execute(),
      ]);
      return { total: Number(count?.total ?? 0), rows: rows.map(toPrice) };
    },

    /** The owners' cafeterias (simple-rest `cafeterias`). */
    cafeteriaRecords: {
      one: cafeteria,

      async list({ sort, range, filter }: CafeteriaListQuery): Promise<Page<CafeteriaRecord>> {
        let base = db.selectFrom('cafeterias');
        if (filter.id) base = base.where('id', 'in', filter.id);
        if (filter.active !== undefined) base = base.where('active', '=', flag(filter.active));
        const q = filter.q;
        if (q)
          base = base.where((eb) =>
            eb.or([containsText(db, eb.ref('name'), q), containsText(db, eb.ref('location'), q)]),
          );
        const page = await pagedList(
          { sort, range, filter },
          {
            base,
            select: (b) =>
              b.select(['id', 'name', 'location', 'opening_hours', 'active', 'updated_at']),
            sort: {
              name: 'name',
              location: 'location',
              active: 'active',
              updatedAt: 'updated_at',
              id: 'id',
            },
            tieBreaker: 'id',
          },
        );
        return { total: page.total, rows: page.rows.map(toCafeteria) };
      },

      async create(actor: Actor, body: CafeteriaBody): Promise<CafeteriaRecord> {
        const id = await writeNamed(db, CAFETERIA_NAME, body.name, {}, (trx) => {
          const at = new Date().toISOString();
          return insertAudited(trx, actor, {
            table: 'cafeterias',
            entity: 'cafeteria',
            values: {
              name: body.name,
              location: body.location,
              opening_hours: body.openingHours,
              active: flag(body.active),
              created_at: at,
              updated_at: at,
            },
            after: () => cafeteriaSnapshot(body),
          });
        });
        return cafeteria(id);
      },

      async update(actor: Actor, id: number, body: CafeteriaBody) {
        await writeNamed(db, CAFETERIA_NAME, body.name, { except: id }, async (trx) => {
          const before = await lockByIdOr404(trx, 'cafeterias', id, say('cafeteria.notFound'));
          await updateAudited(trx, actor, {
            table: 'cafeterias',
            entity: 'cafeteria',
            id,
            set: {
              name: body.name,
              location: body.location,
              opening_hours: body.openingHours,
              active: flag(body.active),
              updated_at: new Date().toISOString(),
            },
            before: cafeteriaSnapshot({ ...toCafeteria(before) }),
            after: cafeteriaSnapshot(body),
          });
        });
        return cafeteria(id);
      },

      remove: (actor: Actor, id: number): Promise<CafeteriaRecord> =>
        removeOrDeactivate(db, actor, id, {
          table: 'cafeterias',
          entity: 'cafeteria',
          missing: say('cafeteria.notFound'),
          read: cafeteria,
          referenced: async (trx) =>
            (await exists(
              trx.selectFrom('cafeteria_invoices').select('id').where('cafeteria_id', '=', id),
            )) ||
            exists(trx.selectFrom('cafeteria_prices').select('id').where('cafeteria_id', '=', id)),
        }),
    },

    /** The owners' menu categories (simple-rest `cafeteria-categories`). */
    categoryRecords: {
      one: category,

      async list({
        sort,
        range,
        filter,
      }: CategoryListQuery): Promise<Page<CafeteriaCategoryRecord>> {
        let base = db.selectFrom('cafeteria_categories');
        if (filter.id) base = base.where('id', 'in', filter.id);
        if (filter.active !== undefined) base = base.where('active', '=', flag(filter.active));
        const q = filter.q;
        if (q) base = base.where((eb) => containsText(db, eb.ref('name'), q));
        const page = await pagedList(
          { sort, range, filter },
          {
            base,
            select: (b) => b.select(['id', 'name', 'sort_order', 'active', 'updated_at']),
            sort: {
              sortOrder: 'sort_order',
              name: 'name',
              active: 'active',
              updatedAt: 'updated_at',
              id: 'id',
            },
            tieBreaker: 'id',
          },
        );
        return { total: page.total, rows: page.rows.map(toCategory) };
      },

      async create(actor: Actor, body: CategoryBody): Promise<CafeteriaCategoryRecord> {
        const id = await writeNamed(db, CATEGORY_NAME, body.name, {}, (trx) => {
          const at = new Date().toISOString();
          return insertAudited(trx, actor, {
            table: 'cafeteria_categories',
            entity: 'cafeteria_category',
            values: {
              name: body.name,
              sort_order: body.sortOrder,
              active: flag(body.active),
              created_at: at,
              updated_at: at,
            },
            after: () => categorySnapshot(body),
          });
        });
        return category(id);
      },

      async update(actor: Actor, id: number, body: CategoryBody) {
        await writeNamed(db, CATEGORY_NAME, body.name, { except: id }, async (trx) => {
          const before = await lockByIdOr404(
            trx,
            'cafeteria_categories',
            id,
            say('category.notFound'),
          );
          await updateAudited(trx, actor, {
            table: 'cafeteria_categories',
            entity: 'cafeteria_category',
            id,
            set: {
              name: body.name,
              sort_order: body.sortOrder,
              active: flag(body.active),
              updated_at: new Date().toISOString(),
            },
            before: categorySnapshot(toCategory(before)),
            after: categorySnapshot(body),
          });
        });
        return category(id);
      },

      remove: (actor: Actor, id: number): Promise<CafeteriaCategoryRecord> =>
        removeOrDeactivate(db, actor, id, {
          table: 'cafeteria_categories',
          entity: 'cafeteria_category',
          missing: say('category.notFound'),
          read: category,
          referenced: (trx) =>
            exists(trx.selectFrom('cafeteria_products').select('id').where('category_id', '=', id)),
        }),
    },

    /** The owners' price list (simple-rest `cafeteria-prices`). */
    priceRecords: {
      one: (id: number) => price(id),

      async list({ sort, range, filter }: PriceListQuery): Promise<Page<CafeteriaPriceRecord>> {
        let base = pricesJoined(db);
        if (filter.id) base = base.where('p.id', 'in', filter.id);
        if (filter.active !== undefined) base = base.where('p.active', '=', flag(filter.active));
        if (filter.cafeteriaId) base = base.where('p.cafeteria_id', '=', filter.cafeteriaId);
        if (filter.categoryId) base = base.where('pr.category_id', '=', filter.categoryId);
        const q = filter.q;
        if (q) base = base.where((eb) => containsText(db, eb.ref('pr.name'), q));
        const page = await pagedList(
          { sort, range, filter },
          {
            base,
            select: (b) => b.select(PRICE_COLUMNS),
            sort: {
              product: 'pr.name',
              cafeteria: 'c.name',
              category: 'cat.name',
              priceMinor: 'p.price_minor',
              active: 'p.active',
              updatedAt: 'p.updated_at',
              id: 'p.id',
            },
            tieBreaker: 'p.id',
          },
        );
        return { total: page.total, rows: page.rows.map(toPriceRecord) };
      },

      create(actor: Actor, body: PriceBody): Promise<CafeteriaPriceRecord> {
        return writePrice(body, (trx, productId) => {
          const at = new Date().toISOString();
          return insertAudited(trx, actor, {
            table: 'cafeteria_prices',
            entity: 'cafeteria_price',
            values: {
              cafeteria_id: body.cafeteriaId,
              product_id: productId,
              price_minor: body.priceMinor,
              active: flag(body.active),
              created_at: at,
              updated_at: at,
            },
            after: () => priceSnapshot(body),
          });
        });
      },

      update(actor: Actor, id: number, body: PriceBody): Promise<CafeteriaPriceRecord> {
        return writePrice(body, async (trx, productId) => {
          await lockByIdOr404(trx, 'cafeteria_prices', id, say('price.notFound'));
          const before = await price(id, trx);
          await updateAudited(trx, actor, {
            table: 'cafeteria_prices',
            entity: 'cafeteria_price',
            id,
            set: {
              cafeteria_id: body.cafeteriaId,
              product_id: productId,
              price_minor: body.priceMinor,
              active: flag(body.active),
              updated_at: new Date().toISOString(),
            },
            before: priceSnapshot({
              cafeteriaId: before.cafeteriaId,
              categoryId: before.categoryId,
              product: before.product,
              priceMinor: before.priceMinor,
              active: before.active,
            }),
            after: priceSnapshot(body),
          });
          return id;
        });
      },

      remove: (actor: Actor, id: number): Promise<CafeteriaPriceRecord> =>
        removeOrDeactivate(db, actor, id, {
          table: 'cafeteria_prices',
          entity: 'cafeteria_price',
          missing: say('price.notFound'),
          read: (id) => price(id),
          referenced: (trx) =>
            exists(
              trx.selectFrom('cafeteria_invoice_lines').select('id').where('price_id', '=', id),
            ),
        }),
    },
  };
}
