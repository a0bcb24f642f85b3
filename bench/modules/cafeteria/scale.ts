import { mulberry32 } from '../../../server/db/seed/random';
import { chunks, DAY_MS, type Generator, nextId, scaleEmployeeIds } from '../../scale/kit';

/**
 * Cafeteria invoices of the past year spread over the generated employees, one line each, all
 * deducted on their half month's pay date but the last fortnight's (pending): the ERP's "my
 * invoices" read stays on its (employee, status, issued_at) index however many there are.
 */
export const cafeteria: Generator = {
  name: 'cafeteria invoices',
  async generate(writer, size) {
    const random = mulberry32(3_000);
    const eaters = await scaleEmployeeIds(writer);
    const prices = await writer.query<{
      id: number;
      cafeteria_id: number;
      price_minor: number;
      name: string;
    }>(
      `select p.id, p.cafeteria_id, p.price_minor, pr.name
         from cafeteria_prices p join cafeteria_products pr on pr.id = p.product_id order by p.id`,
    );
    if (eaters.length === 0 || prices.length === 0) {
      throw new Error('cafeteria: the employees and the demo menu come first');
    }
    const now = Date.now();
    const firstId = await nextId(writer, 'cafeteria_invoices');
    for (const [start, end] of chunks(size.cafeteriaInvoices)) {
      const invoices: unknown[][] = [];
      const lines: unknown[][] = [];
      for (let index = start; index < end; index++) {
        const id = firstId + index;
        const price = prices[Math.floor(random() * prices.length)]!;
        const quantity = 1 + Math.floor(random() * 2);
        const issued = new Date(now - Math.floor(random() * 365 * DAY_MS));
        const day = issued.toISOString().slice(0, 10);
        const pending = now - issued.getTime() < 14 * DAY_MS;
        const payDay =
          Number(day.slice(8)) <= 15
            ? `${day.slice(0, 8)}15`
            : new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0))
                .toISOString()
                .slice(0, 10);
        const total = Number(price.price_minor) * quantity;
        invoices.push([
          id,
          `FC-${day.slice(0, 4)}-${String(id).padStart(6, '0')}`,
          eaters[index % eaters.length]!,
          price.cafeteria_id,
          issued.toISOString(),
          pending ? 'pending' : 'deducted',
          total,
          pending ? null : payDay,
        ]);
        lines.push([id, price.id, price.name, quantity, price.price_minor, total]);
      }
      await writer.insert(
        'cafeteria_invoices',
        [
          'id',
          'invoice_number',
          'employee_id',
          'cafeteria_id',
          'issued_at',
          'status',
          'total_minor',
          'deducted_on',
        ],
        invoices,
      );
      await writer.insert(
        'cafeteria_invoice_lines',
        ['invoice_id', 'price_id', 'product', 'quantity', 'unit_price_minor', 'total_minor'],
        lines,
      );
    }
    return size.cafeteriaInvoices * 2;
  },
};
