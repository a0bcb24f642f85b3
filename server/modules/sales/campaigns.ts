import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { ListParams } from '../../../contracts/listQuery';
import { calendarDay } from '../../../contracts/calendar';
import {
  type Campaign,
  type CampaignBody,
  type CampaignBuilding,
  type CampaignDetail,
  type ActiveCampaignsQuery,
  type CampaignListQuery,
  type CampaignSortField,
  campaignStatus,
} from '../../../contracts/sales/sales';
import { type Actor, deleteAudited, insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import type { SalesCampaignTable } from './tables';
import { containsText, folded } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError, notFound, RequestValidationError } from '../../http/errors';
import { type Page, pagedList } from '../../http/paging';
import { toBuilding } from './buildings';
import { itemsQuery, toItem } from './items';
import { flag } from '../../db/flags';
import { findByIdOr404 } from '../../db/lookup';
import { say } from './i18n';
import { type UniqueName, writeNamed } from '../../db/uniqueName';

type Q = Kysely<Database>;

type CampaignRow = Selectable<SalesCampaignTable>;

const UNIQUE_NAME: UniqueName = {
  table: 'sales_campaigns',
  indexes: ['sales_campaigns_name_unique'],
  refusal: {
    taken: (name) => say('campaign.duplicate', { name }),
    reason: say('campaign.nameTaken'),
  },
  field: 'name',
};

/** The row as stored, for the audit trail. */
const campaignSnapshot = (row: Omit<CampaignRow, 'created_at'>, buildingIds: unknown) => ({
  ...row,
  buildings: buildingIds,
});

/** Asset-sale campaigns, their buildings and their items. */
export function createCampaignRepository(db: DB) {
  /** The building links of these campaigns, by campaign id. */
  async function linksOf(q: Q, campaignIds: number[]): Promise<Map<number, CampaignBuilding[]>> {
    const byCampaign = new Map<number, CampaignBuilding[]>();
    if (campaignIds.length === 0) return byCampaign;
    const rows = await q
      .selectFrom('sales_campaign_buildings as link')
      .innerJoin('sales_buildings', 'sales_buildings.id', 'link.building_id')
      .select([
        'link.id',
        'link.campaign_id',
        'link.active',
        'sales_buildings.id as building_id',
        'sales_buildings.name',
        'sales_buildings.active as building_active',
      ])
      .where('link.campaign_id', 'in', campaignIds)
      .orderBy('sales_buildings.name')
      .execute();
    for (const row of rows) {
      const list = byCampaign.get(row.campaign_id) ?? [];
      list.push({
        id: row.id,
        active: Boolean(row.active),
        building: toBuilding({ id: row.building_id, name: row.name, active: row.building_active }),
      });
      byCampaign.set(row.campaign_id, list);
    }
    return byCampaign;
  }

  async function itemCounts(q: Q, campaignIds: number[]): Promise<Map<number, number>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await q
      .selectFrom('sales_items')
      .select(['campaign_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('campaign_id', 'in', campaignIds)
      .groupBy('campaign_id')
      .execute();
    return new Map(rows.map((row) => [row.campaign_id, Number(row.n)]));
  }

  async function toCampaigns(q: Q, rows: CampaignRow[], today: string): Promise<Campaign[]> {
    const ids = rows.map((row) => row.id);
    const [links, counts] = await Promise.all([linksOf(q, ids), itemCounts(q, ids)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      startDate: row.start_date,
      endDate: row.end_date,
      maxLimitPerPerson: row.max_limit_per_person,
      pickUpInBuilding: Boolean(row.pick_up_in_building),
      sentToHome: Boolean(row.sent_to_home),
      message: row.message,
      shippingMessage: row.shipping_message,
      status: campaignStatus({ startDate: row.start_date, endDate: row.end_date }, today),
      buildings: links.get(row.id) ?? [],
      itemCount: counts.get(row.id) ?? 0,
      updatedAt: row.updated_at,
    }));
  }

  async function campaignById(id: number, today: string): Promise<Campaign> {
    const row = await findByIdOr404(db, 'sales_campaigns', id, say('campaign.notFound'));
    return (await toCampaigns(db, [row], today))[0]!;
  }

  /**
   * The campaign's building links as the body lists them: every building must exist, and a
   * campaign with pick-up needs at least one active link to an active building.
   */
  async function checkBuildings(trx: Transaction<Database>, body: CampaignBody) {
    const ids = body.buildings.map((link) => link.building.id);
    const found =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('sales_buildings')
            .select(['id', 'active'])
            .where('id', 'in', ids)
            .execute();
    const missing = ids.filter((id) => !found.some((building) => building.id === id));
    if (missing.length > 0) {
      throw new RequestValidationError({
        buildings: say('campaign.unknownBuildings', { ids: missing.join(', ') }),
      });
    }
    const usable = body.buildings.some(
      (link) =>
        link.active &&
        found.some((building) => building.id === link.building.id && building.active),
    );
    if (body.pickUpInBuilding && !usable) {
      throw new RequestValidationError({ buildings: say('campaign.needsActiveBuilding') });
    }
  }

  /** Replaces the campaign's links with the body's (kept by building: their ids stay). */
  async function saveLinks(trx: Transaction<Database>, campaignId: number, body: CampaignBody) {
    const ids = body.buildings.map((link) => link.building.id);
    let removal = trx.deleteFrom('sales_campaign_buildings').where('campaign_id', '=', campaignId);
    if (ids.length > 0) removal = removal.where('building_id', 'not in', ids);
    await removal.execute();
    for (const link of body.buildings) {
      const updated = await trx
        .updateTable('sales_campaign_buildings')
        .set({ active: flag(link.active) })
        .where('campaign_id', '=', campaignId)
        .where('building_id', '=', link.building.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('sales_campaign_buildings')
          .values({
            campaign_id: campaignId,
            building_id: link.building.id,
            active: flag(link.active),
          })
          .execute();
      }
    }
  }

  const linkSnapshot = (body: CampaignBody) =>
    body.buildings.map((link) => ({ buildingId: link.building.id, active: link.active }));

  const campaignValues = (body: CampaignBody) => ({
    name: body.name,
    description: body.description,
    start_date: body.startDate,
    end_date: body.endDate,
    max_limit_per_person: body.maxLimitPerPerson,
    pick_up_in_building: flag(body.pickUpInBuilding),
    sent_to_home: flag(body.sentToHome),
    message: body.message,
    shipping_message: body.shippingMessage,
  });

  return {
    /** GET /Campaign (owners): `q` (name contains), `status`; paged and sorted in SQL. */
    async list(params: CampaignListQuery): Promise<Page<Campaign>> {
      const today = calendarDay();
      let base = db.selectFrom('sales_campaigns');
      if (params.q) base = base.where(containsText(db, sql.ref('sales_campaigns.name'), params.q));
      if (params.status === 'scheduled') base = base.where('start_date', '>', today);
      if (params.status === 'finished') base = base.where('end_date', '<', today);
      if (params.status === 'active') {
        base = base.where('start_date', '<=', today).where('end_date', '>=', today);
      }
      const { rows, total } = await pagedList(params as ListParams<CampaignSortField>, {
        base,
        select: (query) => query.selectAll('sales_campaigns'),
        sort: {
          name: folded(db, sql.ref('sales_campaigns.name')),
          startDate: 'sales_campaigns.start_date',
          endDate: 'sales_campaigns.end_date',
          updatedAt: 'sales_campaigns.updated_at',
        },
        tieBreaker: 'sales_campaigns.id',
      });
      return { rows: await toCampaigns(db, rows, today), total };
    },

    /** GET /Campaign/Active: the campaigns selling today, the ones ending first first; `q`: name. */
    async active({ q }: ActiveCampaignsQuery): Promise<Campaign[]> {
      const today = calendarDay();
      let base = db
        .selectFrom('sales_campaigns')
        .where('start_date', '<=', today)
        .where('end_date', '>=', today);
      if (q) base = base.where(containsText(db, sql.ref('sales_campaigns.name'), q));
      const rows = await base.selectAll().orderBy('end_date').orderBy('id').limit(100).execute();
      return toCampaigns(db, rows, today);
    },

    /** GET {middleware}/Campaign/{id}: owners read any; buyers only an active campaign (404). */
    async detail(id: number, { anyStatus }: { anyStatus: boolean }): Promise<CampaignDetail> {
      const campaign = await campaignById(id, calendarDay());
      if (!anyStatus && campaign.status !== 'active') throw notFound(say('campaign.notFound'));
      const items = await itemsQuery(db)
        .where('sales_items.campaign_id', '=', id)
        .orderBy('sales_items.name')
        .orderBy('sales_items.id')
        .execute();
      return { ...campaign, items: items.map(toItem) };
    },

    /** POST /Campaign: audited as 'sales_campaign'. */
    async create(actor: Actor, body: CampaignBody): Promise<Campaign> {
      const id = await writeNamed(db, UNIQUE_NAME, body.name, {}, async (trx) => {
        await checkBuildings(trx, body);
        const now = new Date().toISOString();
        const values = { ...campaignValues(body), created_at: now, updated_at: now };
        const id = await insertAudited(trx, actor, {
          table: 'sales_campaigns',
          entity: 'sales_campaign',
          values,
          after: (row) => campaignSnapshot(row, linkSnapshot(body)),
        });
        await saveLinks(trx, id, body);
        return id;
      });
      return campaignById(id, calendarDay());
    },

    /** PUT /Campaign/{id}: the fields and the building links, audited. */
    async update(actor: Actor, id: number, body: CampaignBody): Promise<Campaign> {
      await writeNamed(db, UNIQUE_NAME, body.name, { except: id }, async (trx) => {
        const before = await lockByIdOr404(trx, 'sales_campaigns', id, say('campaign.notFound'));
        await checkBuildings(trx, body);
        const beforeLinks = (
          await trx
            .selectFrom('sales_campaign_buildings')
            .select(['building_id', 'active'])
            .where('campaign_id', '=', id)
            .orderBy('building_id')
            .execute()
        ).map((link) => ({ buildingId: link.building_id, active: Boolean(link.active) }));
        const values = { ...campaignValues(body), updated_at: new Date().toISOString() };
        await updateAudited(trx, actor, {
          table: 'sales_campaigns',
          entity: 'sales_campaign',
          id,
          set: values,
          before: campaignSnapshot(before, beforeLinks),
          after: campaignSnapshot({ ...before, ...values }, linkSnapshot(body)),
        });
        await saveLinks(trx, id, body);
      });
      return campaignById(id, calendarDay());
    },

    /**
     * DELETE {middleware}/Campaign/{id}?culture=: refused (409, worded in `culture`) once the
     * campaign has orders; otherwise the campaign, its links and its items go, audited.
     */
    async remove(actor: Actor, id: number): Promise<Campaign> {
      const deleted = await campaignById(id, calendarDay());
      await writeTransaction(db, async (trx) => {
        // Orders read the campaign FOR SHARE: this waits for them, and they for it.
        const before = await lockByIdOr404(trx, 'sales_campaigns', id, say('campaign.notFound'));
        const orders = await trx
          .selectFrom('sales_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('campaign_id', '=', id)
          .executeTakeFirstOrThrow();
        if (Number(orders.n) > 0) {
          throw new HttpError(
            409,
            say('campaign.hasOrders', { name: before.name, orders: Number(orders.n) }),
          );
        }
        await trx.deleteFrom('sales_items').where('campaign_id', '=', id).execute();
        await trx.deleteFrom('sales_campaign_buildings').where('campaign_id', '=', id).execute();
        await deleteAudited(trx, actor, {
          table: 'sales_campaigns',
          entity: 'sales_campaign',
          id,
          before: campaignSnapshot(
            before,
            deleted.buildings.map((link) => ({
              buildingId: link.building.id,
              active: link.active,
            })),
          ),
        });
      });
      return deleted;
    },
  };
}
