import type { Transaction } from 'kysely';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { insertOrder } from './orders';
import type { Database } from '../../db/schema';
import { saveDemoPicture } from '../../db/seed/images';

/** Call-centre sites in Costa Rica where employees pick up what they bought. */
const BUILDINGS = [
  { name: 'Heredia — Ultrapark II, Edificio 7', active: true },
  { name: 'San José — Torre La Sabana, piso 4', active: true },
  { name: 'Escazú — Centro Corporativo Plaza Roble', active: true },
  { name: 'Cartago — Zona Franca La Lima', active: true },
  { name: 'Liberia — Sitio Guanacaste', active: false },
];

interface DemoItem {
  name: string;
  description: string;
  quantity: number;
  /** Colones. */
  price: number;
  maxPerPerson: number;
  shipping: number;
  colors: [string, string];
}

interface DemoCampaign {
  name: string;
  description: string;
  /** Days from today. */
  startIn: number;
  endIn: number;
  maxPerPerson: number;
  pickUp: boolean;
  home: boolean;
  message: string;
  shippingMessage: string;
  /** Indexes in BUILDINGS. */
  buildings: number[];
  items: DemoItem[];
}

const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Renovación de equipo de oficina',
    description:
      'Vendemos a precio simbólico el equipo que reemplazamos en los pisos de operación: ' +
      'monitores, sillas, diademas y portátiles revisados por el equipo de TI.',
    startIn: -5,
    endIn: 20,
    maxPerPerson: 5,
    pickUp: true,
    home: true,
    message: 'Todo el equipo se entrega formateado y revisado. Pagos por rebajo de planilla.',
    shippingMessage: 'El envío a domicilio lo hace Correos de Costa Rica en 3 a 5 días hábiles.',
    buildings: [0, 1, 2],
    items: [
      {
        name: 'Monitor Dell P2419H de 24"',
        description: 'Full HD, base ajustable en altura, con cable HDMI.',
        quantity: 40,
        price: 25000,
        maxPerPerson: 2,
        shipping: 3500,
        colors: ['#0d47a1', '#42a5f5'],
      },
      {
        name: 'Silla ergonómica Steelcase',
        description: 'Soporte lumbar y brazos ajustables; tapiz gris.',
        quantity: 25,
        price: 45000,
        maxPerPerson: 1,
        shipping: 8000,
        colors: ['#37474f', '#90a4ae'],
      },
      {
        name: 'Diadema Jabra Evolve 40',
        description: 'Estéreo, USB, con micrófono con cancelación de ruido. Almohadillas nuevas.',
        quantity: 120,
        price: 7500.5,
        maxPerPerson: 3,
        shipping: 1500,
        colors: ['#00695c', '#4db6ac'],
      },
      {
        name: 'Portátil Lenovo ThinkPad T480',
        description: 'Core i5, 16 GB de RAM, SSD de 256 GB, Windows 11 con licencia.',
        quantity: 15,
        price: 150000,
        maxPerPerson: 1,
        shipping: 5000,
        colors: ['#212121', '#e53935'],
      },
    ],
  },
  {
    name: 'Mobiliario del sitio Guanacaste',
    description: 'Escritorios y archivadores del cierre del sitio de Liberia.',
    startIn: -60,
    endIn: -30,
    maxPerPerson: 3,
    pickUp: true,
    home: false,
    message: 'Retiro únicamente en el sitio de Heredia.',
    shippingMessage: '',
    buildings: [0, 4],
    items: [
      {
        name: 'Escritorio en L',
        description: 'Melamina blanca, 140 × 120 cm.',
        quantity: 30,
        price: 20000,
        maxPerPerson: 1,
        shipping: 0,
        colors: ['#795548', '#d7ccc8'],
      },
      {
        name: 'Archivador metálico de 3 gavetas',
        description: 'Con llave; color gris.',
        quantity: 20,
        price: 12000,
        maxPerPerson: 2,
        shipping: 0,
        colors: ['#455a64', '#cfd8dc'],
      },
    ],
  },
  {
    name: 'Celulares corporativos',
    description: 'Teléfonos de la flotilla de supervisores, restablecidos de fábrica.',
    startIn: 15,
    endIn: 40,
    maxPerPerson: 1,
    pickUp: true,
    home: true,
    message: 'Se entregan con cargador y sin tarjeta SIM.',
    shippingMessage: 'Envío asegurado a todo el país.',
    buildings: [1, 3],
    items: [
      {
        name: 'Samsung Galaxy A54',
        description: '128 GB, batería al 90 % o más.',
        quantity: 50,
        price: 60000,
        maxPerPerson: 1,
        shipping: 2500,
        colors: ['#4a148c', '#ba68c8'],
      },
    ],
  },
];

/** Orders of demo employees: [username or badge, campaign, [item index, quantity][], building]. */
const ORDERS: [string, number, [number, number][], number | 'home'][] = [
  // The demo employee's purchase comes first, so their history is never empty.
  [
    'employee',
    0,
    [
      [0, 1],
      [2, 1],
    ],
    0,
  ],
  ['200001', 0, [[1, 1]], 1],
  ['200002', 0, [[2, 3]], 'home'],
  [
    '200003',
    0,
    [
      [3, 1],
      [0, 2],
    ],
    2,
  ],
  [
    '200004',
    1,
    [
      [0, 1],
      [1, 2],
    ],
    0,
  ],
  ['200005', 1, [[1, 1]], 0],
];

const toMinor = (colones: number) => Math.round(colones * 100);

/** Buildings, a current, a finished and a scheduled campaign with items, and a few orders. */
export async function seedSales(trx: Transaction<Database>, now: Date): Promise<void> {
  const createdAt = now.toISOString();
  const today = calendarDay(now);
  const buildingIds: number[] = [];
  for (const building of BUILDINGS) {
    const { id } = await trx
      .insertInto('sales_buildings')
      .values({
        name: building.name,
        active: building.active ? 1 : 0,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    buildingIds.push(id);
  }

  const sold = new Map<string, number>();
  for (const [, campaign, lines] of ORDERS) {
    for (const [item, quantity] of lines) {
      const key = `${campaign}:${item}`;
      sold.set(key, (sold.get(key) ?? 0) + quantity);
    }
  }

  const campaignIds: number[] = [];
  const items: { id: number; price: number; shipping: number }[][] = [];
  for (const [index, campaign] of CAMPAIGNS.entries()) {
    const { id } = await trx
      .insertInto('sales_campaigns')
      .values({
        name: campaign.name,
        description: campaign.description,
        start_date: addDays(today, campaign.startIn),
        end_date: addDays(today, campaign.endIn),
        max_limit_per_person: campaign.maxPerPerson,
        pick_up_in_building: campaign.pickUp ? 1 : 0,
        sent_to_home: campaign.home ? 1 : 0,
        message: campaign.message,
        shipping_message: campaign.shippingMessage,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    campaignIds.push(id);
    await trx
      .insertInto('sales_campaign_buildings')
      .values(
        campaign.buildings.map((building) => ({
          campaign_id: id,
          building_id: buildingIds[building]!,
          active: 1,
        })),
      )
      .execute();
    const campaignItems = [];
    for (const [itemIndex, item] of campaign.items.entries()) {
      const imageId = await saveDemoPicture(
        trx,
        `articulo-${index + 1}-${itemIndex + 1}.png`,
        [480, 360],
        item.colors,
      );
      const values = {
        campaign_id: id,
        name: item.name,
        description: item.description,
        quantity: item.quantity,
        stock_quantity: item.quantity - (sold.get(`${index}:${itemIndex}`) ?? 0),
        unit_price_minor: toMinor(item.price),
        max_limit_per_person: item.maxPerPerson,
        shipping_price_minor: toMinor(item.shipping),
        image_file_id: imageId,
        created_at: createdAt,
        updated_at: createdAt,
      };
      const row = await trx
        .insertInto('sales_items')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      campaignItems.push({
        id: row.id,
        price: values.unit_price_minor,
        shipping: values.shipping_price_minor,
      });
    }
    items.push(campaignItems);
  }

  const buyers = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'badge'])
    .where((eb) =>
      eb.or([
        eb(
          'username',
          'in',
          ORDERS.map(([buyer]) => buyer),
        ),
        eb(
          'badge',
          'in',
          ORDERS.map(([buyer]) => buyer),
        ),
      ]),
    )
    .execute();
  for (const [position, [buyer, campaign, lines, delivery]] of ORDERS.entries()) {
    const employee = buyers.find((e) => e.username === buyer || e.badge === buyer)!;
    const sendHome = delivery === 'home';
    const priced = lines.map(([item, quantity]) => ({
      itemId: items[campaign]![item]!.id,
      quantity,
      unitPriceMinor: items[campaign]![item]!.price,
      shippingPriceMinor: sendHome ? items[campaign]![item]!.shipping : 0,
    }));
    const orderDay = CAMPAIGNS[campaign]!.startIn + 1 + position;
    await insertOrder(
      trx,
      {
        campaign_id: campaignIds[campaign]!,
        employee_id: employee.id,
        delivery: sendHome ? 'home' : 'building',
        building_id: sendHome ? null : buildingIds[CAMPAIGNS[campaign]!.buildings[delivery]!]!,
        address: sendHome ? 'Barrio Escalante, 300 m este del Parque Francia, San José' : null,
        phone: sendHome ? '8888 1234' : null,
        created_at: new Date(
          now.getTime() +
            Math.min(orderDay, 0) * 86_400_000 -
            (ORDERS.length - position) * 3_600_000,
        ).toISOString(),
      },
      priced,
    );
  }
}
