import { type DataProvider, HttpError, type Identifier } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages); the conversions live in the schema-free part and are imported below.
import type {
  Building,
  Campaign,
  CampaignDetail,
  CampaignItem,
  Order,
  OrderBody,
  OrderedItem,
  UserCampaignOrders,
} from '../../contracts/sales/sales';
import { withDecimalComma } from '../../contracts/money';
import { toInteger } from '../../contracts/sales/money';
import type { HttpClient } from '../http';
import {
  type ImageValue,
  imageValue,
  legacyAdapter,
  multipartBody,
  segment,
} from '../legacyAdapter';
import { listSearch, search } from '../listParams';

/**
 * The asset sale (campaigns, orders and buildings) as react-admin resources:
 * `sales-buildings`, `sales-campaigns`, `sales-items`, `sales-orders` (owners), `sales-my-orders`
 * (the caller's) and `sales-ordered-items` (units bought per item of a campaign). The contract's
 * edge conversions happen here: integers for the campaign's and item's counts, the
 * shipping price with a decimal comma, multipart FormData for buildings and items, and
 * `culture` (the portal's language, `es` by default) on campaign deletion.
 */

/** A campaign in the portal: `buildingIds` (the active links) feeds the form's selector. */
export type CampaignRecord = Campaign & { buildingIds: number[] };
export type CampaignDetailRecord = CampaignDetail & { buildingIds: number[] };
/** An item in the portal: `image` feeds ImageInput. */
export type ItemRecord = CampaignItem & { image: ImageValue | null };

const toCampaignRecord = <T extends Campaign>(campaign: T): T & { buildingIds: number[] } => ({
  ...campaign,
  buildingIds: campaign.buildings.filter((link) => link.active).map((link) => link.building.id),
});

/** The campaign form as POST/PUT /Campaign's JSON: integers converted, links from the selector. */
const campaignPayload = (data: Partial<CampaignRecord>) => ({
  name: data.name ?? '',
  description: data.description ?? '',
  startDate: data.startDate ?? '',
  endDate: data.endDate ?? '',
  maxLimitPerPerson: toInteger(data.maxLimitPerPerson),
  pickUpInBuilding: Boolean(data.pickUpInBuilding),
  sentToHome: Boolean(data.sentToHome),
  message: data.message ?? '',
  shippingMessage: data.shippingMessage ?? '',
  buildings: (data.buildingIds ?? []).map((id) => ({ building: { id }, active: true })),
});

/** The item form as the multipart body of POST /Campaign/{id}/Items and PUT /Campaign/Items/{id}. */
const itemFormData = (data: Partial<ItemRecord>) =>
  multipartBody(
    {
      name: data.name,
      description: data.description,
      quantity: toInteger(data.quantity),
      stockQuantity: toInteger(data.stockQuantity),
      unitPrice: data.unitPrice,
      maxLimitPerPerson: toInteger(data.maxLimitPerPerson),
      EstimatedPrice: withDecimalComma(data.EstimatedPrice ?? 0),
    },
    { image: data.image },
  );

/** Buildings: multipart `Name`, `Active`, refused under the form's name and active. */
export function salesBuildingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/Building`;
  const one = (id: Identifier) => `${base}/${segment(id)}`;
  const body = ({ data }: { data: Partial<Building> }) =>
    multipartBody({ Name: data.name, Active: data.active ?? true });
  return legacyAdapter<Building>(http, {
    resource: 'sales-buildings',
    list: (params) => `${base}?${listSearch(params)}`,
    one,
    create: { path: base, body },
    update: { path: ({ id }) => one(id), body },
    delete: { path: ({ id }) => one(id) },
    formFields: { renamed: { Name: 'name', Active: 'active' } },
  });
}

/** A campaign with its items: GET {middleware}/Campaign/{id}. */
const campaignDetail = (toolsApi: string, id: Identifier) => `${toolsApi}/Campaign/${segment(id)}`;

export function salesCampaignsAdapter(
  mainApi: string,
  toolsApi: string,
  http: HttpClient,
): DataProvider {
  const body = ({ data }: { data: Partial<CampaignRecord> }) => campaignPayload(data);
  return legacyAdapter(http, {
    resource: 'sales-campaigns',
    toRecord: (campaign: Campaign): CampaignRecord => toCampaignRecord(campaign),
    list: (params) => {
      const { active, ...filter } = params.filter ?? {};
      if (!active) return `${mainApi}/Campaign?${listSearch(params, filter)}`;
      const query = search({ q: filter.q }).toString();
      return `${mainApi}/Campaign/Active${query ? `?${query}` : ''}`;
    },
    one: (id) => campaignDetail(toolsApi, id),
    create: { path: `${mainApi}/Campaign`, body },
    update: { path: ({ id }) => `${mainApi}/Campaign/${segment(id)}`, body },
    delete: {
      path: ({ id }) => `${campaignDetail(toolsApi, id)}?culture=${http.language()}`,
    },
  });
}

/**
 * `sales-campaign-details`: a campaign with its items. Its own resource, because react-admin
 * fills a resource's getOne cache from its lists, and campaign lists carry no items.
 */
export const salesCampaignDetailsAdapter = (toolsApi: string, http: HttpClient): DataProvider =>
  legacyAdapter(http, {
    resource: 'sales-campaign-details',
    toRecord: (campaign: CampaignDetail): CampaignDetailRecord => toCampaignRecord(campaign),
    one: (id) => campaignDetail(toolsApi, id),
  });

export function salesItemsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/Campaign/Items`;
  const one = (id: Identifier) => `${base}/${segment(id)}`;
  const body = ({ data }: { data: Partial<ItemRecord> }) => itemFormData(data);
  return legacyAdapter(http, {
    resource: 'sales-items',
    toRecord: (item: CampaignItem): ItemRecord => ({
      ...item,
      image: imageValue(item.imageUrl, item.name),
    }),
    list: (params) => `${base}?${listSearch(params)}`,
    one,
    create: { path: ({ data }) => `${mainApi}/Campaign/${segment(data.campaignId)}/Items`, body },
    update: { path: ({ id }) => one(id), body },
    delete: { path: ({ id }) => one(id) },
  });
}

export const salesOrdersAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<Order>(http, {
    resource: 'sales-orders',
    list: (params) => `${mainApi}/Order?${listSearch(params)}`,
    one: (id) => `${mainApi}/Order/${segment(id)}`,
  });

export interface MyOrdersDataProvider extends DataProvider {
  /** POST /Order. */
  placeOrder(resource: 'sales-my-orders', params: { order: OrderBody }): Promise<Order>;
  /** GET /Order/User/Campaign/{id}: what the caller already bought in the campaign. */
  campaignOrders(
    resource: 'sales-my-orders',
    params: { campaignId: Identifier },
  ): Promise<UserCampaignOrders>;
}

/**
 * The caller's own orders. One order is read through GET /Order/User?id= (an empty list when it
 * is not theirs → 404 here), never GET /Order/{id}: that answers 403 for another employee's
 * order, and a 403 from the main API ends the portal session.
 */
export function salesMyOrdersAdapter(mainApi: string, http: HttpClient): MyOrdersDataProvider {
  const adapter = legacyAdapter<Order>(http, {
    resource: 'sales-my-orders',
    list: ({ pagination }) =>
      `${mainApi}/Order/User?${search({ page: 1, perPage: 25, ...pagination })}`,
    getOne: async (id) => {
      const query = new URLSearchParams({ id: String(id) });
      const [order] = await http.json<Order[]>(`${mainApi}/Order/User?${query}`);
      // Another's order is "not found" here, worded by react-admin's own key in either language.
      const missing = 'ra.notification.item_doesnt_exist';
      if (!order) throw new HttpError(missing, 404, { message: missing });
      return order;
    },
  });
  return Object.assign(adapter, {
    placeOrder: (_resource: 'sales-my-orders', { order }: { order: OrderBody }) =>
      http.json<Order>(`${mainApi}/Order`, { method: 'POST', body: JSON.stringify(order) }),
    campaignOrders: (_resource: 'sales-my-orders', { campaignId }: { campaignId: Identifier }) =>
      http.json<UserCampaignOrders>(`${mainApi}/Order/User/Campaign/${segment(campaignId)}`),
  });
}

/** Units bought per item of the campaign in the filter `campaignId` (no campaign: none). */
export const salesOrderedItemsAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<OrderedItem>(http, {
    resource: 'sales-ordered-items',
    list: ({ filter }) =>
      filter?.campaignId ? `${mainApi}/Order/Campaign/${segment(filter.campaignId)}/Items` : null,
  });
