import { sql } from 'kysely';
import type {
  BenefitCategory,
  CategoryFields,
  CategoryListQuery,
} from '../../../../contracts/benefits/benefits';
import { FILE_FIELD } from '../../../../contracts/benefits/formats';
import type { DB } from '../../../db';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { fileUrl, storeImage, storeSentImage, type Upload, uploadIn } from '../../../files/storage';
import { HttpError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { now } from './common';
import { type Actor, insertAudited, updateAudited, deleteAudited } from '../../../audit/audit';
import { findOr404, type SelectedRow } from '../../../db/lookup';
import { say } from '../i18n';
import { type UniqueName, writeNamed } from '../../../db/uniqueName';

const UNIQUE_NAME: UniqueName = {
  table: 'benefit_categories',
  indexes: ['benefit_categories_name_unique'],
  refusal: {
    taken: (name) => say('category.duplicate', { name }),
    reason: say('category.nameTaken'),
  },
  field: 'Name',
};

/** Benefit categories (Name, Order, file), shown on /Benefits/Home in their order. */
export function createCategoryRepository(db: DB) {
  const table = () => db.selectFrom('benefit_categories as c');
  /** A category's columns and how many benefits it holds. */
  const columns = (query: ReturnType<typeof table>) =>
    query.select([
      'c.id',
      'c.name',
      'c.position',
      'c.image_file_id',
      'c.updated_at',
      (eb) =>
        eb
          .selectFrom('benefits')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('benefits.category_id', '=', 'c.id')
          .as('benefit_count'),
    ]);
  type Row = SelectedRow<typeof columns>;
  const toCategory = (row: Row): BenefitCategory => ({
    id: row.id,
    name: row.name,
    order: row.position,
    image: fileUrl(row.image_file_id),
    benefits: Number(row.benefit_count ?? 0),
    updatedAt: row.updated_at,
  });

  async function get(id: number): Promise<BenefitCategory> {
    const row = await findOr404(columns(table()).where('c.id', '=', id), say('category.notFound'));
    return toCategory(row);
  }

  return {
    get,

    /** GET /BenefitsCategory: by order (then name); `q` searches the name. */
    async list(params: CategoryListQuery): Promise<Page<BenefitCategory>> {
      let filtered = table();
      if (params.q) filtered = filtered.where(containsText(db, sql.ref('c.name'), params.q));
      const page = await pagedList(params, {
        base: filtered,
        select: columns,
        sort: {
          order: 'c.position',
          name: folded(db, sql.ref('c.name')),
          benefits: sql`benefit_count`,
        },
        tieBreaker: 'c.id',
      });
      return mapPage(page, toCategory);
    },

    async create(actor: Actor, fields: CategoryFields, files: Upload[]): Promise<BenefitCategory> {
      const id = await writeNamed(db, UNIQUE_NAME, fields.Name, {}, async (trx) => {
        const at = now();
        const values = {
          name: fields.Name,
          position: fields.Order,
          image_file_id: await storeImage(trx, actor, uploadIn(files, FILE_FIELD)),
          created_at: at,
          updated_at: at,
        };
        return insertAudited(trx, actor, {
          table: 'benefit_categories',
          entity: 'benefit_category',
          values,
        });
      });
      return get(id);
    },

    /** PUT: the image stays unless a new `file` comes (no image is sent as -1). */
    async update(
      actor: Actor,
      id: number,
      fields: CategoryFields,
      files: Upload[],
    ): Promise<BenefitCategory> {
      await writeNamed(db, UNIQUE_NAME, fields.Name, { except: id }, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_categories', id, say('category.notFound'));
        const after = {
          ...before,
          name: fields.Name,
          position: fields.Order,
          image_file_id: await storeSentImage(trx, actor, files, FILE_FIELD, before.image_file_id),
          updated_at: now(),
        };
        await updateAudited(trx, actor, {
          table: 'benefit_categories',
          entity: 'benefit_category',
          id,
          set: after,
          before,
          after,
        });
      });
      return get(id);
    },

    /** DELETE: refused (409) while benefits are in the category. */
    async remove(actor: Actor, id: number): Promise<BenefitCategory> {
      const deleted = await get(id);
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_categories', id, say('category.notFound'));
        const used = await trx
          .selectFrom('benefits')
          .select('id')
          .where('category_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (used) {
          throw new HttpError(409, say('category.hasBenefits', { name: before.name }));
        }
        await deleteAudited(trx, actor, {
          table: 'benefit_categories',
          entity: 'benefit_category',
          id,
          before,
        });
      });
      return deleted;
    },
  };
}
