import { demoServers } from '../api';
import { openSession } from '../api/auth';
import { openBuyers, orderRequests, saleDesk } from '../modules/sales/api';
import { withCleanup } from '../lib/part';
import { row, type Row } from '../lib/report';
import type { IntegrityCheck } from '.';

const STOCK = 10;
const ORDERS = 1_000;
const BUYERS = 100;
const NAME = `${ORDERS.toLocaleString('en-US')} concurrent orders against stock ${STOCK}`;

/**
 * 1,000 orders of one unit fired at once at an item with stock 10, from 100 buyers in turn (the
 * scenario tests/api asserts): what was accepted against what the stock allowed, on each database.
 */
export const ordersAgainstStock: IntegrityCheck = {
  name: NAME,
  run: ({ options, progress }) =>
    withCleanup(async (defer) => {
      const rows: Row[] = [];
      for (const { label, server } of await demoServers(options, defer, 'concurrency')) {
        const desk = await saleDesk(server, await openSession(server, 'admin'));
        const buyers = await openBuyers(server, desk, BUYERS, (username) =>
          openSession(server, username),
        );
        const sale = await desk.openSale(STOCK);
        const requests = await orderRequests(buyers, sale);
        const statuses = await Promise.all(
          Array.from({ length: ORDERS }, async (_, index) => {
            const { headers, body } = requests[index % requests.length]!;
            const response = await fetch(`${server.baseUrl}/api/main/Order`, {
              method: 'POST',
              headers,
              body,
            });
            await response.arrayBuffer();
            return response.status;
          }),
        );
        const accepted = statuses.filter((status) => status === 201).length;
        const refused = statuses.filter((status) => status === 409).length;
        const { stock, orders } = await desk.outcome(sale);
        progress(`${label}: ${accepted} accepted, ${refused} refused, stock ${stock}`);
        rows.push(
          row(
            'concurrency',
            `${label} ${NAME} (${BUYERS} buyers)`,
            [
              { label: 'accepted (201)', value: accepted, unit: 'count' },
              { label: 'refused (409)', value: refused, unit: 'count' },
              { label: 'other', value: ORDERS - accepted - refused, unit: 'count' },
              { label: 'final stock', value: stock, unit: 'count' },
              { label: 'order rows', value: orders, unit: 'count' },
            ],
            [
              {
                target: `exactly ${STOCK} accepted, stock 0`,
                met: accepted === STOCK && stock === 0 && orders === STOCK,
              },
            ],
          ),
        );
      }
      return rows;
    }),
};
