import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { calendarDay } from '../calendar';
import { recordId, rowIdParams } from '../fields';
import { listQuery } from '../listQuery';
import { searchText } from '../restQuery';
import { isIsoDate } from '../newsletters/newsletters';
import { MAX_PRICE_MINOR, toMinorUnits } from '../money';

/**
 * Campaigns, orders and buildings (Venta de Activos): asset-sale campaigns with their
 * items, the buildings where orders are picked up, and employees' orders. Money is stored in
 * integer minor units (céntimos); the contract shows decimals, and the shipping price
 * (EstimatedPrice) travels with a decimal comma.
 */

export { fromMinorUnits, toMinorUnits, withDecimalComma } from '../money';
export { orderTotals, toInteger } from './money';

// ---------------------------------------------------------------------------------------------
// Campaign status

export type CampaignStatus = 'scheduled' | 'active' | 'finished';
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['scheduled', 'active', 'finished'];

/** A campaign sells while today (company time zone) is between its dates, both inclusive. */
export function campaignStatus(
  campaign: { startDate: string; endDate: string },
  today: string = calendarDay(),
): CampaignStatus {
  if (campaign.startDate > today) return 'scheduled';
  if (campaign.endDate < today) return 'finished';
  return 'active';
}

// ---------------------------------------------------------------------------------------------
// Answers

/** A building (Name, Active), as the JSON answers carry it. */
export interface Building {
  id: number;
  name: string;
  active: boolean;
}

/** A campaign's link to a building: its own id and active flag, and the building. */
export interface CampaignBuilding {
  id: number;
  active: boolean;
  building: Building;
}

export interface Campaign {
  id: number;
  name: string;
  description: string;
  /** YYYY-MM-DD, inclusive (company time zone). */
  startDate: string;
  endDate: string;
  maxLimitPerPerson: number;
  pickUpInBuilding: boolean;
  sentToHome: boolean;
  message: string;
  shippingMessage: string;
  status: CampaignStatus;
  buildings: CampaignBuilding[];
  itemCount: number;
  updatedAt: string;
}

export interface CampaignItem {
  id: number;
  campaignId: number;
  campaignName: string;
  name: string;
  description: string;
  quantity: number;
  stockQuantity: number;
  /** Colones, two decimals at most. */
  unitPrice: number;
  maxLimitPerPerson: number;
  /** The shipping price per unit when sent home, colones (sent with a decimal comma). */
  EstimatedPrice: number;
  imageUrl: string | null;
  updatedAt: string;
}

/** GET {middleware}/Campaign/{id}: the campaign with its items. */
export interface CampaignDetail extends Campaign {
  items: CampaignItem[];
}

export type Delivery = 'building' | 'home';
export const DELIVERIES: readonly Delivery[] = ['building', 'home'];

interface OrderLine {
  itemId: number;
  name: string;
  quantity: number;
  unitPrice: number;
  /** Shipping per unit (0 when picked up). */
  shippingPrice: number;
  /** quantity × (unitPrice + shippingPrice). */
  total: number;
}

export interface Order {
  id: number;
  campaignId: number;
  campaignName: string;
  employee: { badge: string; fullName: string; username: string };
  delivery: Delivery;
  building: { id: number; name: string } | null;
  address: string | null;
  phone: string | null;
  items: OrderLine[];
  itemsTotal: number;
  shippingTotal: number;
  total: number;
  createdAt: string;
}

/** GET /Order/Campaign/{id}/Items: what was bought of each item of a campaign. */
export interface OrderedItem {
  id: number;
  name: string;
  unitPrice: number;
  quantity: number;
  stockQuantity: number;
  /** Units bought. */
  quantityBought: number;
  /** Orders that include the item. */
  orders: number;
  /** Sum of quantity × unit price of the lines (shipping apart). */
  itemsTotal: number;
  shippingTotal: number;
}

/** GET /Order/User/Campaign/{id}: what the caller already bought in the campaign. */
export interface UserCampaignOrders {
  orders: Order[];
  /** Units bought of each item (item id → units). */
  boughtByItem: Record<string, number>;
  /** Units bought in the whole campaign. */
  boughtTotal: number;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const SALES_TESTS = {
  isoDate: 'isoDate',
  notBeforeStart: 'notBeforeStart',
  money: 'money',
  oneDelivery: 'oneDelivery',
  uniqueBuildings: 'uniqueBuildings',
  uniqueItems: 'uniqueItems',
  stockNotAboveQuantity: 'stockNotAboveQuantity',
} as const;

const isoDay = () =>
  string()
    .trim()
    .required()
    .test(SALES_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );

export const idParams = rowIdParams();

/** POST /Building and PUT /Building/{id}: multipart `Name`, `Active`. */
export const buildingMultipart = object({
  Name: string().trim().required().min(2).max(100),
  Active: boolean().required(),
});
export type BuildingMultipart = InferType<typeof buildingMultipart>;

export const buildingListQuery = listQuery(['name', 'active'], 'name').shape({
  active: boolean().optional(),
});
export type BuildingListQuery = InferType<typeof buildingListQuery>;
export type BuildingSortField = BuildingListQuery['sort'];

/** POST /Campaign and PUT /Campaign/{id} (JSON). */
export const campaignBody = object({
  name: string().trim().required().min(3).max(150),
  description: string().trim().max(2000).default(''),
  startDate: isoDay(),
  endDate: isoDay().test(
    SALES_TESTS.notBeforeStart,
    '${path} must be on or after startDate',
    function notBeforeStart(value) {
      const start = (this.parent as { startDate?: string }).startDate;
      return !value || !start || !isIsoDate(value) || !isIsoDate(start) || value >= start;
    },
  ),
  maxLimitPerPerson: number().integer().required().min(1).max(1000),
  pickUpInBuilding: boolean().required(),
  sentToHome: boolean()
    .required()
    .test(
      SALES_TESTS.oneDelivery,
      'pickUpInBuilding or sentToHome must be true',
      function oneDelivery(value) {
        return (
          Boolean(value) ||
          Boolean((this.parent as { pickUpInBuilding?: boolean }).pickUpInBuilding)
        );
      },
    ),
  message: string().trim().max(1000).default(''),
  shippingMessage: string().trim().max(1000).default(''),
  buildings: array(
    object({
      /** The link's id as the answers carry it; ignored (links are keyed by building). */
      id: number().integer().nullable().optional(),
      active: boolean().default(true),
      building: object({ id: recordId().required() }).required(),
    }),
  )
    .default([])
    .max(100)
    .test(SALES_TESTS.uniqueBuildings, '${path} must not repeat a building', (links) => {
      const ids = (links ?? []).map((link) => link.building.id);
      return new Set(ids).size === ids.length;
    }),
});
export type CampaignBody = InferType<typeof campaignBody>;

/** GET /Campaign/Active: `q` searches the name, as on GET /Campaign. */
export const activeCampaignsQuery = object({ q: searchText });
export type ActiveCampaignsQuery = InferType<typeof activeCampaignsQuery>;

export const campaignListQuery = listQuery(
  ['name', 'startDate', 'endDate', 'updatedAt'],
  'startDate',
).shape({
  status: mixed<CampaignStatus>()
    .oneOf([...CAMPAIGN_STATUSES])
    .optional(),
});
export type CampaignListQuery = InferType<typeof campaignListQuery>;
export type CampaignSortField = CampaignListQuery['sort'];

/**
 * DELETE {middleware}/Campaign/{id}?culture=es: the language of the refusal message (the portal
 * sends its own); without it the service answers in the caller's Accept-Language.
 */
const CULTURES = ['es', 'en'] as const;
export type Culture = (typeof CULTURES)[number];
export const cultureQuery = object({
  culture: mixed<Culture>()
    .oneOf([...CULTURES])
    .optional(),
});

const money = () =>
  string()
    .trim()
    .required()
    .test(
      SALES_TESTS.money,
      '${path} must be an amount with at most two decimals, up to 10000000',
      (value) => {
        if (!value) return true;
        const minor = toMinorUnits(value);
        return minor !== null && minor <= MAX_PRICE_MINOR;
      },
    );

/** The file field of an item's multipart body. */
export const ITEM_IMAGE_FIELD = 'image';

/**
 * POST /Campaign/{id}/Items and PUT /Campaign/Items/{id} (multipart): the item fields by
 * name; `unitPrice` and `EstimatedPrice` are decimals (a comma or a point), the image is the
 * file `image` (PNG, JPEG, GIF or WebP, at most UPLOAD_MAX_FILE_BYTES, 5 MB by default; on PUT
 * it replaces the current one).
 */
export const itemMultipart = object({
  name: string().trim().required().min(2).max(150),
  description: string().trim().max(1000).default(''),
  quantity: number().integer().required().min(0).max(1_000_000_000),
  stockQuantity: number()
    .integer()
    .required()
    .min(0)
    .test(
      SALES_TESTS.stockNotAboveQuantity,
      '${path} must not be more than quantity',
      function notAboveQuantity(value) {
        const quantity = (this.parent as { quantity?: number }).quantity;
        return value === undefined || typeof quantity !== 'number' || value <= quantity;
      },
    ),
  unitPrice: money(),
  maxLimitPerPerson: number().integer().required().min(1).max(1000),
  EstimatedPrice: money(),
});
export type ItemMultipart = InferType<typeof itemMultipart>;

export const itemListQuery = listQuery(
  ['name', 'campaign', 'stockQuantity', 'unitPrice', 'updatedAt'],
  'name',
).shape({
  campaignId: recordId().optional(),
  /** Only items with stock left (true) or sold out (false). */
  inStock: boolean().optional(),
});
export type ItemListQuery = InferType<typeof itemListQuery>;
export type ItemSortField = ItemListQuery['sort'];

/** The most lines one order may have. */
const MAX_ORDER_LINES = 50;

/**
 * POST /Order (JSON; the spec leaves its shape open): one campaign, its items and quantities,
 * and the delivery — picked up in one of the campaign's active buildings (`buildingId`) or sent
 * home (`address`, `phone`).
 */
export const orderBody = object({
  campaignId: recordId().required(),
  delivery: mixed<Delivery>()
    .oneOf([...DELIVERIES])
    .required(),
  buildingId: recordId()
    .nullable()
    .default(null)
    .when('delivery', {
      is: 'building',
      then: (schema) => schema.required(),
    }),
  address: string()
    .trim()
    .nullable()
    .default(null)
    .when('delivery', {
      is: 'home',
      then: (schema) => schema.required().min(10).max(300),
    }),
  phone: string()
    .trim()
    .nullable()
    .default(null)
    .when('delivery', {
      is: 'home',
      then: (schema) =>
        schema
          .required()
          .matches(/^[0-9 ()+-]{8,20}$/, '${path} must be a phone number (8 to 20 digits)'),
    }),
  items: array(
    object({
      itemId: recordId().required(),
      quantity: number().integer().required().min(1).max(1000),
    }),
  )
    .required()
    .min(1)
    .max(MAX_ORDER_LINES)
    .test(SALES_TESTS.uniqueItems, '${path} must not repeat an item', (lines) => {
      const ids = (lines ?? []).map((line) => line.itemId);
      return new Set(ids).size === ids.length;
    }),
});
export type OrderBody = InferType<typeof orderBody>;

/** GET /Order (owners): `q` searches the buyer's name, badge or user name. */
export const orderListQuery = listQuery(
  ['createdAt', 'total', 'employee', 'campaign'],
  'createdAt',
).shape({
  campaignId: recordId().optional(),
  buildingId: recordId().optional(),
  delivery: mixed<Delivery>()
    .oneOf([...DELIVERIES])
    .optional(),
  /** YYYY-MM-DD, inclusive, company time zone. */
  from: string()
    .optional()
    .test(SALES_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (v) => !v || isIsoDate(v)),
  to: string()
    .optional()
    .test(SALES_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (v) => !v || isIsoDate(v)),
});
export type OrderListQuery = InferType<typeof orderListQuery>;
export type OrderSortField = OrderListQuery['sort'];

/** GET /Order/User: the caller's orders, newest first; `id` finds one of them (else none). */
export const userOrdersQuery = object({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(100).default(25),
  id: recordId().optional(),
});
export type UserOrdersQuery = InferType<typeof userOrdersQuery>;
