import type { Insertable, Transaction } from 'kysely';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { InvoiceStatus } from '../../../contracts/cafeteria/cafeteria';
import type { Database } from '../../db/schema';
import { isGeneratedColleague } from '../../db/seed/demoAccounts';
import { invoiceNumberOf } from './cart';

const CAFETERIAS = [
  ['Comedor Central', 'Edificio A, primer piso', 'Lunes a viernes, 6:30–15:00'],
  ['Café Terraza', 'Edificio B, terraza del tercer piso', 'Lunes a viernes, 7:00–18:00'],
  ['Soda Parqueo', 'Junto al parqueo de visitas', 'Lunes a sábado, 6:00–14:00'],
] as const;

/** Category, then its products with a base price in colones. */
const MENU: readonly (readonly [string, readonly (readonly [string, number])[]])[] = [
  [
    'Desayunos',
    [
      ['Gallo pinto con huevo', 1800],
      ['Pinto con natilla y plátano', 2100],
      ['Tostadas con mantequilla', 900],
      ['Omelette de jamón y queso', 2300],
    ],
  ],
  [
    'Almuerzos',
    [
      ['Casado de pollo', 3200],
      ['Casado de res', 3500],
      ['Casado vegetariano', 2900],
      ['Arroz con pollo', 2800],
      ['Olla de carne', 3300],
    ],
  ],
  [
    'Bebidas',
    [
      ['Café negro', 600],
      ['Café con leche', 800],
      ['Refresco natural de cas', 900],
      ['Agua embotellada', 700],
    ],
  ],
  [
    'Repostería',
    [
      ['Empanada de queso', 850],
      ['Enyucado', 950],
      ['Queque seco', 750],
      ['Arreglado de pollo', 1100],
    ],
  ],
  [
    'Saludable',
    [
      ['Ensalada César', 2600],
      ['Ensalada de frutas', 1500],
      ['Yogur con granola', 1300],
    ],
  ],
];

/** A fixed pseudo-random sequence: the same demo data on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The pay date that closes the half month of `day`: the 15th or the month's last day. */
export function payDateOf(day: string): string {
  if (Number(day.slice(8, 10)) <= 15) return `${day.slice(0, 8)}15`;
  const last = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();
  return `${day.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

/** Each cafeteria's prices against the base menu: the terrace dearer, the soda cheaper. */
const PRICE_FACTOR = [1, 1.1, 0.9];

/** Rows in slices of this many: multi-row inserts, within both databases' parameter limits. */
const CHUNK = 500;
const slices = <R>(rows: readonly R[]): R[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * The cafeterias' menu and twelve months of invoices for every employee: a few a month for the
 * demo accounts, fewer for the generated colleagues. Invoices of the open half month (after the
 * last pay date) are pending, older ones deducted on their half month's pay date, a few
 * cancelled.
 */
export async function seedCafeteria(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const stamps = { created_at: at, updated_at: at, active: 1 };
  const cafeterias = await trx
    .insertInto('cafeterias')
    .values(
      CAFETERIAS.map(([name, location, hours]) => ({
        name,
        location,
        opening_hours: hours,
        ...stamps,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const categories = await trx
    .insertInto('cafeteria_categories')
    .values(MENU.map(([name], i) => ({ name, sort_order: (i + 1) * 10, ...stamps })))
    .returning(['id', 'name'])
    .execute();
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const products = await trx
    .insertInto('cafeteria_products')
    .values(
      MENU.flatMap(([category, items]) =>
        items.map(([name]) => ({ name, category_id: categoryId.get(category)!, ...stamps })),
      ),
    )
    .returning(['id', 'name'])
    .execute();
  const basePrice = new Map(MENU.flatMap(([, items]) => items.map(([n, p]) => [n, p * 100])));
  // Every cafeteria sells most products, at its own price: the terrace a little dearer, the soda
  // a little cheaper; the soda has no salads.
  const priceRows = cafeterias.flatMap((cafeteria, c) =>
    products
      .filter((_, p) => !(c === 2 && p >= products.length - 3))
      .map((product) => ({
        cafeteria_id: cafeteria.id,
        product_id: product.id,
        price_minor: Math.round((basePrice.get(product.name)! * (PRICE_FACTOR[c] ?? 1)) / 50) * 50,
        ...stamps,
      })),
  );
  const prices = await trx
    .insertInto('cafeteria_prices')
    .values(priceRows)
    .returning(['id', 'cafeteria_id', 'product_id', 'price_minor'])
    .execute();
  const productName = new Map(products.map((p) => [p.id, p.name]));

  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username'])
    .orderBy('id')
    .execute();
  const random = sequence(20_260_101);
  const today = calendarDay(now);
  // The last pay date before today: invoices after it wait for the next payslip.
  const lastPaid = [payDateOf(addDays(today, -16)), payDateOf(addDays(today, -1))]
    .filter((day) => day < today)
    .sort()
    .at(-1)!;
  const invoices: Insertable<Database['cafeteria_invoices']>[] = [];
  const lines: { number: string; price: (typeof prices)[number]; quantity: number }[] = [];
  let counter = 0;
  for (const employee of employees) {
    // The demo accounts eat there a few times a month, their generated colleagues now and then.
    const count = isGeneratedColleague(employee) ? 4 + Math.floor(random() * 6) : 40;
    let pendingLeft = 3;
    for (let n = 0; n < count; n++) {
      const day = addDays(today, -1 - Math.floor(random() * 364));
      let status: InvoiceStatus = day > lastPaid ? 'pending' : 'deducted';
      if (status === 'pending' && pendingLeft-- <= 0) continue;
      if (random() < 0.04) status = 'cancelled';
      const cafeteriaId = cafeterias[Math.floor(random() * cafeterias.length)]!.id;
      const offered = prices.filter((p) => p.cafeteria_id === cafeteriaId);
      const picked = new Set<number>();
      const size = 1 + Math.floor(random() * 3);
      while (picked.size < size) picked.add(Math.floor(random() * offered.length));
      counter += 1;
      const number = invoiceNumberOf(day.slice(0, 4), counter);
      let total = 0;
      for (const index of picked) {
        const quantity = 1 + Math.floor(random() * 2);
        const price = offered[index]!;
        total += price.price_minor * quantity;
        lines.push({ number, price, quantity });
      }
      const hour = String(7 + Math.floor(random() * 8)).padStart(2, '0');
      invoices.push({
        invoice_number: number,
        employee_id: employee.id,
        cafeteria_id: cafeteriaId,
        issued_at: new Date(`${day}T${hour}:15:00-06:00`).toISOString(),
        status,
        total_minor: total,
        deducted_on: status === 'deducted' ? payDateOf(day) : null,
      });
    }
  }
  for (const slice of slices(invoices))
    await trx.insertInto('cafeteria_invoices').values(slice).execute();
  const ids = await trx.selectFrom('cafeteria_invoices').select(['id', 'invoice_number']).execute();
  const idOf = new Map(ids.map((row) => [row.invoice_number, row.id]));
  const lineRows = lines.map(({ number, price, quantity }) => ({
    invoice_id: idOf.get(number)!,
    price_id: price.id,
    product: productName.get(price.product_id)!,
    quantity,
    unit_price_minor: price.price_minor,
    total_minor: price.price_minor * quantity,
  }));
  for (const slice of slices(lineRows))
    await trx.insertInto('cafeteria_invoice_lines').values(slice).execute();
}
