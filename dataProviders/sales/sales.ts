import { type DataProvider, type GetListParams, HttpError, type Identifier } from 'react-admin';
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
import { toInteger, withDecimalComma } from '../../contracts/sales/money';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';

/**
 * The asset sale (SPEC §7 Campaigns, Orders and Building) as react-admin resources:
 * `sales-buildings`, `sales-campaigns`, `sales-items`, `sales-orders` (owners), `sales-my-orders`
 * (the caller's) and `sales-ordered-items` (units bought per item of a campaign). The contract's
 * edge conversions happen here: integers for the campaign's and item's counts (SPEC §5), the
 * shipping price with a decimal comma, multipart FormData for buildings and items, and
 * `culture=es` on campaign deletion (SPEC §9).
 */

const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
});
const idOf = (id: Identifier) => encodeURIComponent(String(id));

/** SPEC §9: campaign deletion uses culture 'es'. */
export const CAMPAIGN_DELETE_CULTURE = 'es';

/** An image as react-admin's ImageInput holds it: the stored one, or a newly picked file. */
export interface ImageValue {
  src: string;
  title?: string;
  rawFile?: File;
}

/** A campaign in the portal: `buildingIds` (the active links) feeds the form's selector. */
export type CampaignRecord = Campaign & { buildingIds: number[] };
export type CampaignDetailRecord = CampaignDetail & { buildingIds: number[] };
/** An item in the portal: `image` feeds ImageInput. */
export type ItemRecord = CampaignItem & { image: ImageValue | null };

const toCampaignRecord = <T extends Campaign>(campaign: T): T & { buildingIds: number[] } => ({
  ...campaign,
  buildingIds: campaign.buildings.filter((link) => link.active).map((link) => link.building.id),
});
const toItemRecord = (item: CampaignItem): ItemRecord => ({
  ...item,
  image: item.imageUrl ? { src: item.imageUrl, title: item.name } : null,
});

/** The campaign form as POST/PUT /Campaign's JSON: integers converted, links from the selector. */
export function campaignPayload(data: Partial<CampaignRecord>) {
  return {
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
  };
}

/** The item form as the multipart body of POST /Campaign/{id}/Items and PUT /Campaign/Items/{id}. */
export function itemFormData(data: Partial<ItemRecord>): FormData {
  const form = new FormData();
  form.append('name', data.name ?? '');
  form.append('description', data.description ?? '');
  form.append('quantity', String(toInteger(data.quantity)));
  form.append('stockQuantity', String(toInteger(data.stockQuantity)));
  form.append('unitPrice', String(data.unitPrice ?? ''));
  form.append('maxLimitPerPerson', String(toInteger(data.maxLimitPerPerson)));
  form.append('EstimatedPrice', withDecimalComma(data.EstimatedPrice ?? 0));
  const file = data.image?.rawFile;
  if (file) form.append('image', file, file.name);
  return form;
}

/** A building form as multipart `Name`, `Active` (SPEC §7). */
export function buildingFormData(data: Partial<Building>): FormData {
  const form = new FormData();
  form.append('Name', data.name ?? '');
  form.append('Active', String(data.active ?? true));
  return form;
}

/** The field the form shows a service's 400 on: `Name` and `Active` are the form's name/active. */
function withFormFields(error: unknown, fields: Record<string, string>): unknown {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 409)) return error;
  const body = error.body as { message?: string; errors?: Record<string, string> } | undefined;
  if (!body?.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(body.errors).map(([field, text]) => [fields[field] ?? field, text]),
  );
  return new HttpError(error.message, error.status, { ...body, errors });
}

async function rethrowing<T>(work: Promise<T>, fields: Record<string, string>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw withFormFields(error, fields);
  }
}

const getManyBy =
  (getOne: (id: Identifier) => Promise<unknown>): DataProvider['getMany'] =>
  async (_resource, { ids }) => ({ data: (await Promise.all(ids.map(getOne))) as never });

export function salesBuildingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/Building`;
  const getOne = (id: Identifier) => http.json<Building>(`${base}/${idOf(id)}`);
  const fields = { Name: 'name', Active: 'active' };
  return resourceAdapter('sales-buildings', {
    getList: async (_resource, params) =>
      http.list<Building>(`${base}?${listSearch(params)}`) as never,
    getOne: async (_resource, { id }) => ({ data: (await getOne(id)) as never }),
    getMany: getManyBy(getOne),
    create: async (_resource, { data }) => ({
      data: (await rethrowing(
        http.json<Building>(base, { method: 'POST', body: buildingFormData(data) }),
        fields,
      )) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: (await rethrowing(
        http.json<Building>(`${base}/${idOf(id)}`, { method: 'PUT', body: buildingFormData(data) }),
        fields,
      )) as never,
    }),
    delete: async (_resource, { id }) => ({
      data: (await http.json<Building>(`${base}/${idOf(id)}`, { method: 'DELETE' })) as never,
    }),
  });
}

export function salesCampaignsAdapter(
  mainApi: string,
  toolsApi: string,
  http: HttpClient,
): DataProvider {
  const getOne = async (id: Identifier) =>
    toCampaignRecord(await http.json<CampaignDetail>(`${toolsApi}/Campaign/${idOf(id)}`));
  return resourceAdapter('sales-campaigns', {
    getList: async (_resource, params: GetListParams) => {
      const { active, ...filter } = params.filter ?? {};
      if (active) {
        const campaigns = await http.json<Campaign[]>(`${mainApi}/Campaign/Active`);
        return { data: campaigns.map(toCampaignRecord) as never, total: campaigns.length };
      }
      const result = await http.list<Campaign>(`${mainApi}/Campaign?${listSearch(params, filter)}`);
      return { data: result.data.map(toCampaignRecord) as never, total: result.total };
    },
    getOne: async (_resource, { id }) => ({ data: (await getOne(id)) as never }),
    getMany: getManyBy(getOne),
    create: async (_resource, { data }) => ({
      data: toCampaignRecord(
        await http.json<Campaign>(`${mainApi}/Campaign`, json('POST', campaignPayload(data))),
      ) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: toCampaignRecord(
        await http.json<Campaign>(
          `${mainApi}/Campaign/${idOf(id)}`,
          json('PUT', campaignPayload(data)),
        ),
      ) as never,
    }),
    delete: async (_resource, { id }) => ({
      data: toCampaignRecord(
        await http.json<Campaign>(
          `${toolsApi}/Campaign/${idOf(id)}?culture=${CAMPAIGN_DELETE_CULTURE}`,
          { method: 'DELETE' },
        ),
      ) as never,
    }),
  });
}

/**
 * `sales-campaign-details`: a campaign with its items (GET {middleware}/Campaign/{id}). Its own
 * resource, because react-admin fills a resource's getOne cache from its lists, and campaign
 * lists carry no items.
 */
export function salesCampaignDetailsAdapter(toolsApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('sales-campaign-details', {
    getOne: async (_resource, { id }) => ({
      data: toCampaignRecord(
        await http.json<CampaignDetail>(`${toolsApi}/Campaign/${idOf(id)}`),
      ) as never,
    }),
  });
}

export function salesItemsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/Campaign/Items`;
  const getOne = async (id: Identifier) =>
    toItemRecord(await http.json<CampaignItem>(`${base}/${idOf(id)}`));
  return resourceAdapter('sales-items', {
    getList: async (_resource, params) => {
      const result = await http.list<CampaignItem>(`${base}?${listSearch(params)}`);
      return { data: result.data.map(toItemRecord) as never, total: result.total };
    },
    getOne: async (_resource, { id }) => ({ data: (await getOne(id)) as never }),
    getMany: getManyBy(getOne),
    create: async (_resource, { data }) => ({
      data: toItemRecord(
        await http.json<CampaignItem>(`${mainApi}/Campaign/${idOf(data.campaignId)}/Items`, {
          method: 'POST',
          body: itemFormData(data),
        }),
      ) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: toItemRecord(
        await http.json<CampaignItem>(`${base}/${idOf(id)}`, {
          method: 'PUT',
          body: itemFormData(data),
        }),
      ) as never,
    }),
    delete: async (_resource, { id }) => ({
      data: toItemRecord(
        await http.json<CampaignItem>(`${base}/${idOf(id)}`, { method: 'DELETE' }),
      ) as never,
    }),
  });
}

export function salesOrdersAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('sales-orders', {
    getList: async (_resource, params) =>
      http.list<Order>(`${mainApi}/Order?${listSearch(params)}`) as never,
    getOne: async (_resource, { id }) => ({
      data: (await http.json<Order>(`${mainApi}/Order/${idOf(id)}`)) as never,
    }),
  });
}

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
 * order, and a 403 from the main API ends the portal session (SPEC §8).
 */
export function salesMyOrdersAdapter(mainApi: string, http: HttpClient): MyOrdersDataProvider {
  const provider = resourceAdapter('sales-my-orders', {
    getList: async (_resource, params) => {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const query = new URLSearchParams({ page: String(page), perPage: String(perPage) });
      return http.list<Order>(`${mainApi}/Order/User?${query}`) as never;
    },
    getOne: async (_resource, { id }) => {
      const query = new URLSearchParams({ id: String(id) });
      const [order] = await http.json<Order[]>(`${mainApi}/Order/User?${query}`);
      if (!order) throw new HttpError('Order not found', 404, { message: 'Order not found' });
      return { data: order as never };
    },
  });
  return {
    ...provider,
    placeOrder: (_resource, { order }) => http.json<Order>(`${mainApi}/Order`, json('POST', order)),
    campaignOrders: (_resource, { campaignId }) =>
      http.json<UserCampaignOrders>(`${mainApi}/Order/User/Campaign/${idOf(campaignId)}`),
  };
}

/** Units bought per item of the campaign in the filter `campaignId` (no campaign: none). */
export function salesOrderedItemsAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('sales-ordered-items', {
    getList: async (_resource, params) => {
      const campaignId = params.filter?.campaignId;
      if (!campaignId) return { data: [], total: 0 };
      const rows = await http.json<OrderedItem[]>(
        `${mainApi}/Order/Campaign/${idOf(campaignId)}/Items`,
      );
      return { data: rows as never, total: rows.length };
    },
  });
}
