import { type Kysely, type Selectable, sql } from 'kysely';
import type { ListParams } from '../../../contracts/listQuery';
import {
  type CampaignItem,
  fromMinorUnits,
  ITEM_IMAGE_FIELD,
  type ItemListQuery,
  type ItemMultipart,
  type ItemSortField,
  toMinorUnits,
} from '../../../contracts/sales/sales';
import { type Actor, insertAudited, updateAudited, deleteAudited } from '../../audit/audit';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { containsText, folded } from '../../db/text';
import { lockByIdOr404, lockOr404, writeTransaction } from '../../db/transaction';
import { fileUrl, storeImage, storeSentImage, type Upload, uploadIn } from '../../files/storage';
import { HttpError } from '../../http/errors';
import { mapPage, type Page, pagedList } from '../../http/paging';
import type { SalesItemTable } from './tables';
import { findOr404 } from '../../db/lookup';
import { say } from './i18n';

type Q = Kysely<Database>;

type ItemRow = Selectable<SalesItemTable> & { campaign_name: string };

/** Items with the name of their campaign. */
export function itemsQuery(q: Q) {
  return q
    .selectFrom('sales_items')
    .innerJoin('sales_campaigns', 'sales_campaigns.id', 'sales_items.campaign_id')
    .selectAll('sales_items')
    .select('sales_campaigns.name as campaign_name');
}

export const toItem = (row: ItemRow): CampaignItem => ({
  id: row.id,
  campaignId: row.campaign_id,
  campaignName: row.campaign_name,
  name: row.name,
  description: row.description,
  quantity: row.quantity,
  stockQuantity: row.stock_quantity,
  unitPrice: fromMinorUnits(row.unit_price_minor),
  maxLimitPerPerson: row.max_limit_per_person,
  EstimatedPrice: fromMinorUnits(row.shipping_price_minor),
  imageUrl: fileUrl(row.image_file_id),
  updatedAt: row.updated_at,
});

/** Campaign items: the items a campaign sells, with their stock and image. */
export function createItemRepository(db: DB) {
  async function itemById(id: number): Promise<CampaignItem> {
    const row = await findOr404(
      itemsQuery(db).where('sales_items.id', '=', id),
      say('item.notFound'),
    );
    return toItem(row);
  }

  const itemValues = (body: ItemMultipart) => ({
    name: body.name,
    description: body.description,
    quantity: body.quantity,
    stock_quantity: body.stockQuantity,
    unit_price_minor: toMinorUnits(body.unitPrice)!,
    max_limit_per_person: body.maxLimitPerPerson,
    shipping_price_minor: toMinorUnits(body.EstimatedPrice)!,
  });

  return {
    /** GET /Campaign/Items (owners): items across campaigns, `q`, `campaignId`, `inStock`. */
    async list(params: ItemListQuery): Promise<Page<CampaignItem>> {
      let base = db
        .selectFrom('sales_items')
        .innerJoin('sales_campaigns', 'sales_campaigns.id', 'sales_items.campaign_id');
      if (params.q) base = base.where(containsText(db, sql.ref('sales_items.name'), params.q));
      if (params.campaignId) base = base.where('sales_items.campaign_id', '=', params.campaignId);
      if (params.inStock === true) base = base.where('sales_items.stock_quantity', '>', 0);
      if (params.inStock === false) base = base.where('sales_items.stock_quantity', '=', 0);
      const page = await pagedList(params as ListParams<ItemSortField>, {
        base,
        select: (query) =>
          query.selectAll('sales_items').select('sales_campaigns.name as campaign_name'),
        sort: {
          name: folded(db, sql.ref('sales_items.name')),
          campaign: folded(db, sql.ref('sales_campaigns.name')),
          stockQuantity: 'sales_items.stock_quantity',
          unitPrice: 'sales_items.unit_price_minor',
          updatedAt: 'sales_items.updated_at',
        },
        tieBreaker: 'sales_items.id',
      });
      return mapPage(page, toItem);
    },

    get: itemById,

    /** POST /Campaign/{id}/Items (multipart): audited as 'sales_item'. */
    async create(
      actor: Actor,
      campaignId: number,
      body: ItemMultipart,
      files: Upload[],
    ): Promise<CampaignItem> {
      const id = await writeTransaction(db, async (trx) => {
        await lockOr404(
          trx,
          trx.selectFrom('sales_campaigns').select('id').where('id', '=', campaignId),
          say('campaign.notFound'),
        );
        const now = new Date().toISOString();
        const values = {
          ...itemValues(body),
          campaign_id: campaignId,
          image_file_id: await storeImage(trx, actor, uploadIn(files, ITEM_IMAGE_FIELD)),
          created_at: now,
          updated_at: now,
        };
        return insertAudited(trx, actor, {
          table: 'sales_items',
          entity: 'sales_item',
          values,
        });
      });
      return itemById(id);
    },

    /** PUT /Campaign/Items/{id} (multipart): a new image replaces the current one. */
    async update(
      actor: Actor,
      id: number,
      body: ItemMultipart,
      files: Upload[],
    ): Promise<CampaignItem> {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'sales_items', id, say('item.notFound'));
        const values = {
          ...itemValues(body),
          image_file_id: await storeSentImage(
            trx,
            actor,
            files,
            ITEM_IMAGE_FIELD,
            before.image_file_id,
          ),
          updated_at: new Date().toISOString(),
        };
        await updateAudited(trx, actor, {
          table: 'sales_items',
          entity: 'sales_item',
          id,
          set: values,
          before,
          after: { ...before, ...values },
        });
      });
      return itemById(id);
    },

    /** DELETE /Campaign/Items/{id}: refused (409 with the reason) once it has been ordered. */
    async remove(actor: Actor, id: number): Promise<CampaignItem> {
      const deleted = await itemById(id);
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'sales_items', id, say('item.notFound'));
        const lines = await trx
          .selectFrom('sales_order_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('item_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(lines.n) > 0) {
          throw new HttpError(
            409,
            say('item.inOrders', { name: before.name, orders: Number(lines.n) }),
          );
        }
        await deleteAudited(trx, actor, { table: 'sales_items', entity: 'sales_item', id, before });
      });
      return deleted;
    },
  };
}
