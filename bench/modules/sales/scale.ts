import { mulberry32 } from '../../../server/db/seed/random';
import { chunks, DAY_MS, type Generator, nextId, scaleEmployeeIds } from '../../scale/kit';

const SCALE_CAMPAIGNS = 4;
const ITEMS_PER_CAMPAIGN = 5;
/** Orders of the demo `employee`, so GET /Order/User reads a full page of them. */
const EMPLOYEE_ORDERS = 60;

/**
 * Orders spread over the generated employees (and a few for `employee`), in finished campaigns
 * of the past year picked up in a seeded building: one line of 1–3 units each; the items' stock
 * is what their orders left.
 */
export const orders: Generator = {
  name: 'orders',
  async generate(writer, size) {
    const random = mulberry32(1_000_000);
    const buyers = await scaleEmployeeIds(writer);
    const [employee] = await writer.query<{ id: number }>(
      `select id from employees where username = 'employee'`,
    );
    const [building] = await writer.query<{ id: number }>(
      'select min(id) as id from sales_buildings',
    );
    if (buyers.length === 0 || !employee || building?.id == null) {
      throw new Error('orders: the employees and the demo buildings come first');
    }
    const now = Date.now();
    const stamp = new Date(now).toISOString();
    const campaignId = await nextId(writer, 'sales_campaigns');
    const campaigns = Array.from({ length: SCALE_CAMPAIGNS }, (_, index) => {
      // Four 30-day campaigns, every quarter of the past year.
      const start = now - (360 - index * 90) * DAY_MS;
      return { id: campaignId + index, start, end: start + 29 * DAY_MS };
    });
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    await writer.insert(
      'sales_campaigns',
      [
        'id',
        'name',
        'description',
        'start_date',
        'end_date',
        'max_limit_per_person',
        'pick_up_in_building',
        'sent_to_home',
        'message',
        'shipping_message',
        'created_at',
        'updated_at',
      ],
      campaigns.map((c, index) => [
        c.id,
        `Venta de equipo ${index + 1} (escala)`,
        'Equipo usado de oficinas.',
        day(c.start),
        day(c.end),
        10,
        1,
        0,
        '',
        '',
        stamp,
        stamp,
      ]),
    );
    await writer.insert(
      'sales_campaign_buildings',
      ['campaign_id', 'building_id', 'active'],
      campaigns.map((c) => [c.id, building.id, 1]),
    );
    const itemId = await nextId(writer, 'sales_items');
    const items = campaigns.flatMap((c, ci) =>
      Array.from({ length: ITEMS_PER_CAMPAIGN }, (_, index) => ({
        id: itemId + ci * ITEMS_PER_CAMPAIGN + index,
        campaignId: c.id,
        priceMinor: (5_000 + index * 7_500) * 100,
      })),
    );
    const stock = size.orders * 3;
    await writer.insert(
      'sales_items',
      [
        'id',
        'campaign_id',
        'name',
        'description',
        'quantity',
        'stock_quantity',
        'unit_price_minor',
        'max_limit_per_person',
        'shipping_price_minor',
        'created_at',
        'updated_at',
      ],
      items.map((item, index) => [
        item.id,
        item.campaignId,
        `Artículo ${index + 1}`,
        '',
        stock,
        stock,
        item.priceMinor,
        10,
        0,
        stamp,
        stamp,
      ]),
    );
    const firstOrderId = await nextId(writer, 'sales_orders');
    for (const [start, end] of chunks(size.orders)) {
      const orderRows: unknown[][] = [];
      const lineRows: unknown[][] = [];
      for (let index = start; index < end; index++) {
        const id = firstOrderId + index;
        const campaign = campaigns[Math.floor(random() * campaigns.length)]!;
        const item =
          items[
            (campaign.id - campaignId) * ITEMS_PER_CAMPAIGN +
              Math.floor(random() * ITEMS_PER_CAMPAIGN)
          ]!;
        const quantity = 1 + Math.floor(random() * 3);
        const total = quantity * item.priceMinor;
        const buyer =
          index < EMPLOYEE_ORDERS ? employee.id : buyers[Math.floor(random() * buyers.length)]!;
        const at = new Date(campaign.start + random() * (campaign.end - campaign.start));
        orderRows.push([
          id,
          campaign.id,
          buyer,
          'building',
          building.id,
          total,
          0,
          total,
          at.toISOString(),
        ]);
        lineRows.push([id, item.id, quantity, item.priceMinor, 0]);
      }
      await writer.insert(
        'sales_orders',
        [
          'id',
          'campaign_id',
          'employee_id',
          'delivery',
          'building_id',
          'items_total_minor',
          'shipping_total_minor',
          'total_minor',
          'created_at',
        ],
        orderRows,
      );
      await writer.insert(
        'sales_order_items',
        ['order_id', 'item_id', 'quantity', 'unit_price_minor', 'shipping_price_minor'],
        lineRows,
      );
    }
    await writer.query(
      `update sales_items set stock_quantity = quantity - (select coalesce(sum(quantity), 0)
         from sales_order_items where item_id = sales_items.id) where id >= ?`,
      [itemId],
    );
    return size.orders;
  },
};
