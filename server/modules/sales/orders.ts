import { type Expression, type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { addDays, dayStartUtc } from '../../../contracts/calendar';
import type { ListParams } from '../../../contracts/listQuery';
import {
  campaignStatus,
  fromMinorUnits,
  type Order,
  type OrderBody,
  type OrderedItem,
  type OrderListQuery,
  type OrderSortField,
  orderTotals,
  type UserCampaignOrders,
  type UserOrdersQuery,
} from '../../../contracts/sales/sales';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { SalesOrderTable } from './tables';
import { employeeMatches, folded } from '../../db/text';
import { forUpdate, writeTransaction } from '../../db/transaction';
import { HttpError, notFound, RequestValidationError } from '../../http/errors';
import { findOr404, type SelectedRow } from '../../db/lookup';
import { type Page, pagedList } from '../../http/paging';
import { notify } from '../../notifications/service';
import { say } from './i18n';

type Q = Kysely<Database>;

/** The sum of an expression over the order lines joined, 0 when there are none. */
const sumOrZero = (expression: Expression<unknown>) =>
  sql<number | string>`coalesce(sum(${expression}), 0)`;

/** Where a filter's last day ends: the first instant of the day after it. */
const nextDayStartUtc = (day: string): string => dayStartUtc(addDays(day, 1));

function ordersQuery(q: Q) {
  return q
    .selectFrom('sales_orders')
    .innerJoin('sales_campaigns', 'sales_campaigns.id', 'sales_orders.campaign_id')
    .innerJoin('employees', 'employees.id', 'sales_orders.employee_id')
    .leftJoin('sales_buildings', 'sales_buildings.id', 'sales_orders.building_id');
}

const orderColumns = [
  'sales_orders.id',
  'sales_orders.campaign_id',
  'sales_orders.employee_id',
  'sales_campaigns.name as campaign_name',
  'employees.badge',
  'employees.full_name',
  'employees.username',
  'sales_orders.delivery',
  'sales_orders.building_id',
  'sales_buildings.name as building_name',
  'sales_orders.address',
  'sales_orders.phone',
  'sales_orders.items_total_minor',
  'sales_orders.shipping_total_minor',
  'sales_orders.total_minor',
  'sales_orders.created_at',
] as const;

const selectOrders = (q: Q) => ordersQuery(q).select([...orderColumns]);
type OrderRow = SelectedRow<typeof selectOrders>;

const isOwner = (user: ApiUser, ownerRoles: readonly string[]) =>
  user.role.some((role) => ownerRoles.includes(role));

/**
 * An amount as the order's notification writes it ('12 345,50'). Made once: `toLocaleString`
 * with a locale builds a formatter on every call, ~25 µs of an order's ~750.
 */
const colones = new Intl.NumberFormat('es-CR', { minimumFractionDigits: 2 });

/** Orders: employees buy; one order is one transaction that never oversells. */
type PricedLine = Parameters<typeof orderTotals>[0][number] & { itemId: number };

/** Writes an order and its lines with their totals, in the caller's transaction (also the seed). */
export async function insertOrder(
  trx: Transaction<Database>,
  order: Omit<
    Insertable<SalesOrderTable>,
    'items_total_minor' | 'shipping_total_minor' | 'total_minor'
  >,
  lines: readonly PricedLine[],
) {
  const totals = orderTotals(lines, order.delivery === 'home');
  const { id } = await trx
    .insertInto('sales_orders')
    .values({
      ...order,
      items_total_minor: totals.itemsTotalMinor,
      shipping_total_minor: totals.shippingTotalMinor,
      total_minor: totals.totalMinor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('sales_order_items')
    .values(
      lines.map((line) => ({
        order_id: id,
        item_id: line.itemId,
        quantity: line.quantity,
        unit_price_minor: line.unitPriceMinor,
        shipping_price_minor: line.shippingPriceMinor,
      })),
    )
    .execute();
  return { id, totals };
}

export function createOrderRepository(db: DB, { ownerRoles }: { ownerRoles: readonly string[] }) {
  /** The orders of these rows with their lines. */
  async function withLines(q: Q, rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const lines =
      ids.length === 0
        ? []
        : await q
            .selectFrom('sales_order_items')
            .innerJoin('sales_items', 'sales_items.id', 'sales_order_items.item_id')
            .select([
              'sales_order_items.order_id',
              'sales_order_items.item_id',
              'sales_items.name',
              'sales_order_items.quantity',
              'sales_order_items.unit_price_minor',
              'sales_order_items.shipping_price_minor',
            ])
            .where('sales_order_items.order_id', 'in', ids)
            .orderBy('sales_order_items.id')
            .execute();
    return rows.map((row) => ({
      id: row.id,
      campaignId: row.campaign_id,
      campaignName: row.campaign_name,
      employee: { badge: row.badge, fullName: row.full_name, username: row.username },
      delivery: row.delivery,
      building:
        row.building_id !== null ? { id: row.building_id, name: row.building_name ?? '' } : null,
      address: row.address,
      phone: row.phone,
      items: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          itemId: line.item_id,
          name: line.name,
          quantity: line.quantity,
          unitPrice: fromMinorUnits(line.unit_price_minor),
          shippingPrice: fromMinorUnits(line.shipping_price_minor),
          total: fromMinorUnits(
            line.quantity * (line.unit_price_minor + line.shipping_price_minor),
          ),
        })),
      itemsTotal: fromMinorUnits(Number(row.items_total_minor)),
      shippingTotal: fromMinorUnits(Number(row.shipping_total_minor)),
      total: fromMinorUnits(Number(row.total_minor)),
      createdAt: row.created_at,
    }));
  }

  async function byId(q: Q, id: number): Promise<{ order: Order; employeeId: number } | undefined> {
    const row = await selectOrders(q).where('sales_orders.id', '=', id).executeTakeFirst();
    return row
      ? { order: (await withLines(q, [row]))[0]!, employeeId: row.employee_id }
      : undefined;
  }

  /** 404 unless the campaign exists. */
  const campaignExists = (campaignId: number) =>
    findOr404(
      db.selectFrom('sales_campaigns').select('id').where('id', '=', campaignId),
      say('campaign.notFound'),
    );

  /** Units the employee already bought in the campaign, per item. */
  async function boughtByItem(q: Q, employeeId: number, campaignId: number) {
    const rows = await q
      .selectFrom('sales_order_items')
      .innerJoin('sales_orders', 'sales_orders.id', 'sales_order_items.order_id')
      .select([
        'sales_order_items.item_id',
        (eb) => eb.fn.sum<number | string>('sales_order_items.quantity').as('units'),
      ])
      .where('sales_orders.employee_id', '=', employeeId)
      .where('sales_orders.campaign_id', '=', campaignId)
      .groupBy('sales_order_items.item_id')
      .execute();
    return new Map(rows.map((row) => [row.item_id, Number(row.units)]));
  }

  return {
    /**
     * POST /Order. One transaction: the buyer's employee row is locked first (two orders of the
     * same person run one after the other, so the per-person limits hold), the campaign is read
     * FOR SHARE (it cannot be deleted meanwhile), the limits are counted, then each item's stock
     * is decremented with a conditional UPDATE in item-id order (no deadlocks; PostgreSQL
     * re-checks `stock_quantity >= q` on the latest row version, SQLite holds the write lock).
     * Nothing is written unless every line fits.
     */
    async create(user: ApiUser, body: OrderBody): Promise<Order> {
      const employeeId = Number(user.sub);
      const lines = [...body.items].sort((a, b) => a.itemId - b.itemId);
      const id = await writeTransaction(db, async (trx) => {
        await forUpdate(
          trx,
          trx.selectFrom('employees').select('id').where('id', '=', employeeId),
        ).execute();
        let campaignQuery = trx
          .selectFrom('sales_campaigns')
          .selectAll()
          .where('id', '=', body.campaignId);
        if (dialectOf(trx) === 'postgres') campaignQuery = campaignQuery.forShare();
        const campaign = await findOr404(campaignQuery, say('campaign.notFound'));
        const status = campaignStatus({
          startDate: campaign.start_date,
          endDate: campaign.end_date,
        });
        if (status !== 'active') {
          throw new HttpError(409, say('campaign.closed', { name: campaign.name }));
        }
        if (body.delivery === 'building') {
          if (!campaign.pick_up_in_building) {
            throw new RequestValidationError({ delivery: say('order.noPickUp') });
          }
          const link = await trx
            .selectFrom('sales_campaign_buildings as link')
            .innerJoin('sales_buildings', 'sales_buildings.id', 'link.building_id')
            .select('link.id')
            .where('link.campaign_id', '=', campaign.id)
            .where('link.building_id', '=', body.buildingId!)
            .where('link.active', '=', 1)
            .where('sales_buildings.active', '=', 1)
            .executeTakeFirst();
          if (!link) {
            throw new RequestValidationError({ buildingId: say('order.notCampaignBuilding') });
          }
        } else if (!campaign.sent_to_home) {
          throw new RequestValidationError({ delivery: say('order.noHomeDelivery') });
        }

        const items = await trx
          .selectFrom('sales_items')
          .select(['id', 'name', 'max_limit_per_person'])
          .where('campaign_id', '=', campaign.id)
          .where(
            'id',
            'in',
            lines.map((line) => line.itemId),
          )
          .execute();
        const itemOf = new Map(items.map((item) => [item.id, item]));
        const unknown = body.items.findIndex((line) => !itemOf.has(line.itemId));
        if (unknown >= 0) {
          throw new RequestValidationError({
            [`items[${unknown}].itemId`]: say('order.notCampaignItem'),
          });
        }

        const bought = await boughtByItem(trx, employeeId, campaign.id);
        for (const [index, line] of body.items.entries()) {
          const item = itemOf.get(line.itemId)!;
          const already = bought.get(item.id) ?? 0;
          if (already + line.quantity > item.max_limit_per_person) {
            throw new HttpError(
              409,
              say('order.aboveItemLimit', {
                max: item.max_limit_per_person,
                name: item.name,
                bought: already,
              }),
              { [`items[${index}].quantity`]: say('order.aboveItemLimitField') },
            );
          }
        }
        const alreadyTotal = [...bought.values()].reduce((sum, units) => sum + units, 0);
        const units = body.items.reduce((sum, line) => sum + line.quantity, 0);
        if (alreadyTotal + units > campaign.max_limit_per_person) {
          throw new HttpError(
            409,
            say('order.aboveCampaignLimit', {
              max: campaign.max_limit_per_person,
              name: campaign.name,
              bought: alreadyTotal,
            }),
            { items: say('order.aboveCampaignLimitField') },
          );
        }

        const priced = [];
        for (const line of lines) {
          const taken = await trx
            .updateTable('sales_items')
            .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', line.quantity) }))
            .where('id', '=', line.itemId)
            .where('stock_quantity', '>=', line.quantity)
            .returning(['unit_price_minor', 'shipping_price_minor'])
            .executeTakeFirst();
          if (!taken) {
            const item = itemOf.get(line.itemId)!;
            const left = await trx
              .selectFrom('sales_items')
              .select('stock_quantity')
              .where('id', '=', line.itemId)
              .executeTakeFirst();
            const stock = left?.stock_quantity ?? 0;
            const index = body.items.findIndex((entry) => entry.itemId === line.itemId);
            throw new HttpError(
              409,
              stock === 0
                ? say('order.soldOut', { name: item.name })
                : say('order.fewLeft', { stock, name: item.name, asked: line.quantity }),
              { [`items[${index}].quantity`]: say('order.notEnoughStock') },
            );
          }
          priced.push({
            itemId: line.itemId,
            quantity: line.quantity,
            unitPriceMinor: taken.unit_price_minor,
            shippingPriceMinor: body.delivery === 'home' ? taken.shipping_price_minor : 0,
          });
        }
        const { id, totals } = await insertOrder(
          trx,
          {
            campaign_id: campaign.id,
            employee_id: employeeId,
            delivery: body.delivery,
            building_id: body.delivery === 'building' ? body.buildingId : null,
            address: body.delivery === 'home' ? body.address : null,
            phone: body.delivery === 'home' ? body.phone : null,
            created_at: new Date().toISOString(),
          },
          priced,
        );
        await notify(trx, employeeId, {
          kind: 'sales-order',
          title: `Compra confirmada: ${campaign.name}`,
          body: `Su compra #${id} por ₡${colones.format(fromMinorUnits(totals.totalMinor))} quedó registrada.`,
          link: `/Ventas/CompraDetalle/${id}`,
        });
        return id;
      });
      return (await byId(db, id))!.order;
    },

    /** GET /Order/{id}: owners read any order; its buyer their own; anyone else gets 403. */
    async get(user: ApiUser, id: number): Promise<Order> {
      const found = await byId(db, id);
      if (!found) throw notFound(say('order.notFound'));
      if (found.employeeId !== Number(user.sub) && !isOwner(user, ownerRoles)) {
        throw new HttpError(403, say('order.otherEmployee'));
      }
      return found.order;
    },

    /** GET /Order (owners): filters campaign, building, delivery, dates and buyer (`q`). */
    async list(params: OrderListQuery): Promise<Page<Order>> {
      let base = ordersQuery(db);
      if (params.campaignId) base = base.where('sales_orders.campaign_id', '=', params.campaignId);
      if (params.buildingId) base = base.where('sales_orders.building_id', '=', params.buildingId);
      if (params.delivery) base = base.where('sales_orders.delivery', '=', params.delivery);
      if (params.from) base = base.where('sales_orders.created_at', '>=', dayStartUtc(params.from));
      if (params.to) base = base.where('sales_orders.created_at', '<', nextDayStartUtc(params.to));
      if (params.q) {
        const q = params.q;
        base = base.where((eb) => eb.or([...employeeMatches(db, q)]));
      }
      const { rows, total } = await pagedList(params as ListParams<OrderSortField>, {
        base,
        select: (query) => query.select([...orderColumns]),
        sort: {
          createdAt: 'sales_orders.created_at',
          total: 'sales_orders.total_minor',
          employee: folded(db, sql.ref('employees.full_name')),
          campaign: folded(db, sql.ref('sales_campaigns.name')),
        },
        tieBreaker: 'sales_orders.id',
      });
      return { rows: await withLines(db, rows), total };
    },

    /** GET /Order/User: the caller's orders, newest first; `id` narrows to one of them. */
    async mine(user: ApiUser, params: UserOrdersQuery): Promise<Page<Order>> {
      let base = ordersQuery(db).where('sales_orders.employee_id', '=', Number(user.sub));
      if (params.id) base = base.where('sales_orders.id', '=', params.id);
      const { rows, total } = await pagedList(
        { ...params, sort: 'createdAt' as const, order: 'DESC' },
        {
          base,
          select: (query) => query.select([...orderColumns]),
          sort: { createdAt: 'sales_orders.created_at' },
          tieBreaker: 'sales_orders.id',
        },
      );
      return { rows: await withLines(db, rows), total };
    },

    /** GET /Order/User/Campaign/{id}: the caller's orders in a campaign and the units bought. */
    async mineInCampaign(user: ApiUser, campaignId: number): Promise<UserCampaignOrders> {
      await campaignExists(campaignId);
      const employeeId = Number(user.sub);
      const rows = await selectOrders(db)
        .where('sales_orders.employee_id', '=', employeeId)
        .where('sales_orders.campaign_id', '=', campaignId)
        .orderBy('sales_orders.created_at', 'desc')
        .orderBy('sales_orders.id', 'desc')
        .execute();
      const bought = await boughtByItem(db, employeeId, campaignId);
      return {
        orders: await withLines(db, rows),
        boughtByItem: Object.fromEntries([...bought].map(([item, units]) => [item, units])),
        boughtTotal: [...bought.values()].reduce((sum, units) => sum + units, 0),
      };
    },

    /** GET /Order/Campaign/{id}/Items (owners): units, orders and money of each item. */
    async orderedItems(campaignId: number): Promise<OrderedItem[]> {
      await campaignExists(campaignId);
      const rows = await db
        .selectFrom('sales_items')
        .leftJoin('sales_order_items', 'sales_order_items.item_id', 'sales_items.id')
        .select([
          'sales_items.id',
          'sales_items.name',
          'sales_items.unit_price_minor',
          'sales_items.quantity',
          'sales_items.stock_quantity',
          sumOrZero(sql.ref('sales_order_items.quantity')).as('units'),
          (eb) =>
            eb.fn.count<number | string>('sales_order_items.order_id').distinct().as('orders'),
          sumOrZero(sql`sales_order_items.quantity * sales_order_items.unit_price_minor`).as(
            'items_minor',
          ),
          sumOrZero(sql`sales_order_items.quantity * sales_order_items.shipping_price_minor`).as(
            'shipping_minor',
          ),
        ])
        .where('sales_items.campaign_id', '=', campaignId)
        .groupBy([
          'sales_items.id',
          'sales_items.name',
          'sales_items.unit_price_minor',
          'sales_items.quantity',
          'sales_items.stock_quantity',
        ])
        .orderBy('sales_items.name')
        .orderBy('sales_items.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        unitPrice: fromMinorUnits(row.unit_price_minor),
        quantity: row.quantity,
        stockQuantity: row.stock_quantity,
        quantityBought: Number(row.units),
        orders: Number(row.orders),
        itemsTotal: fromMinorUnits(Number(row.items_minor)),
        shippingTotal: fromMinorUnits(Number(row.shipping_minor)),
      }));
    },
  };
}
