import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type CartList,
  type CheckoutAnswer,
  PENDING_LIMIT_MINOR,
} from '../../../contracts/cafeteria/cafeteria';
import { calendarDay } from '../../../contracts/calendar';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { pdfMoney } from '../../pdf/document';
import { say } from './i18n';
import { invoiceSummaries, toSummary } from './invoices';
import { onMenuPrices } from './menu';

/** The number an invoice gets from its id: 'FC-2026-000123' (unique because the id is). */
export const invoiceNumberOf = (year: string, id: number): string =>
  `FC-${year}-${String(id).padStart(6, '0')}`;

/** My cart lines whose price, product, category and cafeteria are all still on the menu. */
const liveLines = (q: Kysely<Database>, employeeId: number) =>
  onMenuPrices(q)
    .innerJoin('cart_items as ci', 'ci.price_id', 'p.id')
    .where('ci.employee_id', '=', employeeId)
    .select([
      'ci.price_id',
      'ci.amount',
      'p.price_minor',
      'p.cafeteria_id',
      'c.name as cafeteria',
      'pr.name as product',
    ])
    .orderBy('c.name')
    .orderBy('pr.name')
    .orderBy('ci.price_id');

/** The menu's active price entry `priceId`, or a 404 naming productId. */
async function assertOnMenu(q: Kysely<Database>, priceId: number) {
  const found = await onMenuPrices(q).select('p.id').where('p.id', '=', priceId).executeTakeFirst();
  if (!found) {
    throw new HttpError(404, say('product.notOnMenu'), {
      productId: say('product.notAvailable'),
    });
  }
}

async function pendingOf(q: Kysely<Database>, employeeId: number): Promise<number> {
  const row = await q
    .selectFrom('cafeteria_invoices')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total_minor'), eb.lit(0)).as('s'))
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.s ?? 0);
}

/**
 * The employee's cafeteria cart (`uid` is their badge; the route already checked it is the
 * caller's): lines priced with the menu's current prices, and the checkout that turns them into
 * pending invoices the payroll deducts.
 */
export function createCartRepository(db: DB) {
  async function list(q: Kysely<Database>, employeeId: number, badge: string): Promise<CartList> {
    const rows = await liveLines(q, employeeId).execute();
    const items = rows.map((row) => ({
      uid: badge,
      productId: row.price_id,
      product: row.product,
      cafeteriaId: row.cafeteria_id,
      cafeteria: row.cafeteria,
      unitPriceMinor: row.price_minor,
      amount: row.amount,
      totalMinor: row.price_minor * row.amount,
    }));
    return {
      items,
      totalMinor: items.reduce((sum, item) => sum + item.totalMinor, 0),
      count: items.reduce((sum, item) => sum + item.amount, 0),
    };
  }

  return {
    list: (employeeId: number, badge: string) => list(db, employeeId, badge),

    async setAmount(employeeId: number, badge: string, priceId: number, amount: number) {
      return writeTransaction(db, async (trx) => {
        await assertOnMenu(trx, priceId);
        const at = new Date().toISOString();
        await trx
          .insertInto('cart_items')
          .values({
            employee_id: employeeId,
            price_id: priceId,
            amount,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) =>
            oc.columns(['employee_id', 'price_id']).doUpdateSet({ amount, updated_at: at }),
          )
          .execute();
        return list(trx, employeeId, badge);
      });
    },

    async remove(employeeId: number, badge: string, priceId: number) {
      return writeTransaction(db, async (trx) => {
        const removed = await trx
          .deleteFrom('cart_items')
          .where('employee_id', '=', employeeId)
          .where('price_id', '=', priceId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) {
          throw new HttpError(404, say('product.notInCart'), {
            productId: say('product.notInCartField'),
          });
        }
        return list(trx, employeeId, badge);
      });
    },

    /**
     * One pending invoice per cafeteria of the cart, the cart emptied, in one transaction. The
     * employee's row is locked first, so concurrent checkouts of one employee run one at a time
     * and the pending limit holds for all of them together.
     */
    checkout(employeeId: number): Promise<CheckoutAnswer> {
      return writeTransaction(db, async (trx) => {
        await lockByIdOr404(trx, 'employees', employeeId, say('employee.notFound'));
        const lines = await liveLines(trx, employeeId).execute();
        if (!lines.length) {
          throw new HttpError(409, say('cart.empty'), { cart: say('cart.emptyField') });
        }
        const totalMinor = lines.reduce((sum, l) => sum + l.price_minor * l.amount, 0);
        const pending = await pendingOf(trx, employeeId);
        if (pending + totalMinor > PENDING_LIMIT_MINOR) {
          throw new HttpError(
            409,
            say('cart.overLimit', {
              limit: pdfMoney(PENDING_LIMIT_MINOR),
              pending: pdfMoney(pending),
              total: pdfMoney(totalMinor),
            }),
            { cart: say('cart.overLimitField') },
          );
        }
        const issuedAt = new Date().toISOString();
        const year = calendarDay().slice(0, 4);
        const byCafeteria = new Map<number, typeof lines>();
        for (const line of lines) {
          byCafeteria.set(line.cafeteria_id, [...(byCafeteria.get(line.cafeteria_id) ?? []), line]);
        }
        const ids: number[] = [];
        for (const [cafeteriaId, group] of byCafeteria) {
          const { id } = await trx
            .insertInto('cafeteria_invoices')
            .values({
              // Replaced at once by the number made from the id.
              invoice_number: `tmp-${randomBytes(12).toString('hex')}`,
              employee_id: employeeId,
              cafeteria_id: cafeteriaId,
              issued_at: issuedAt,
              status: 'pending',
              total_minor: group.reduce((sum, l) => sum + l.price_minor * l.amount, 0),
              deducted_on: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('cafeteria_invoices')
            .set({ invoice_number: invoiceNumberOf(year, id) })
            .where('id', '=', id)
            .execute();
          await trx
            .insertInto('cafeteria_invoice_lines')
            .values(
              group.map((line) => ({
                invoice_id: id,
                price_id: line.price_id,
                product: line.product,
                quantity: line.amount,
                unit_price_minor: line.price_minor,
                total_minor: line.price_minor * line.amount,
              })),
            )
            .execute();
          ids.push(id);
        }
        await trx.deleteFrom('cart_items').where('employee_id', '=', employeeId).execute();
        const invoices = await invoiceSummaries(trx)
          .where('i.id', 'in', ids)
          .orderBy('c.name')
          .execute();
        return {
          invoices: invoices.map(toSummary),
          totalMinor,
          pendingMinor: pending + totalMinor,
          limitMinor: PENDING_LIMIT_MINOR,
        };
      });
    },
  };
}
