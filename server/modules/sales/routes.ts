import { isOwnerOf, ownersOf } from '../../../contracts/catalogue';
import {
  type Building,
  buildingListQuery,
  buildingMultipart,
  type Campaign,
  campaignBody,
  type CampaignDetail,
  type CampaignItem,
  activeCampaignsQuery,
  campaignListQuery,
  cultureQuery,
  idParams,
  ITEM_IMAGE_FIELD,
  itemListQuery,
  itemMultipart,
  type Order,
  orderBody,
  type OrderedItem,
  orderListQuery,
  type UserCampaignOrders,
  userOrdersQuery,
} from '../../../contracts/sales/sales';
import type { DB } from '../../db';
import { answerCreated, answerPage } from '../../http/answers';
import { readMultipart } from '../../http/multipart';
import { createBuildingRepository } from './buildings';
import { createCampaignRepository } from './campaigns';
import { createItemRepository } from './items';
import { createOrderRepository } from './orders';
import type { Page } from '../../http/paging';
import type { ServiceApp } from '../types';

const OWNERS = ownersOf('sales');
const readsAnyCampaign = (roles: readonly string[]) => isOwnerOf('sales', roles);

const CAMPAIGNS = 'Sales: campaigns';
const ORDERS = 'Sales: orders';
const BUILDINGS = 'Sales: buildings';
const MONEY =
  'Prices are colones with at most two decimals (stored as integer céntimos); in multipart ' +
  'bodies `unitPrice` and `EstimatedPrice` (the shipping price per unit) take a decimal comma ' +
  'or a point.';
const ITEM_FIELDS =
  'multipart/form-data: `name`, `description`, `quantity`, `stockQuantity` (≤ quantity), ' +
  `\`unitPrice\`, \`maxLimitPerPerson\`, \`EstimatedPrice\` and the file \`${ITEM_IMAGE_FIELD}\` ` +
  '(PNG, JPEG, GIF or WebP read from the bytes, at most UPLOAD_MAX_FILE_BYTES: 5 MB by ' +
  'default). ' +
  MONEY;
const LIST =
  'Paged (`page`, `perPage`), sorted (`sort`, `order`) in SQL; total in `X-Total-Count`.';

/**
 * Campaigns, orders and buildings on the main API. Who may call each route is in
 * server/modules/sales/policy.ts (`salesPolicy`).
 */
export async function salesRoutes(app: ServiceApp, { db }: { db: DB }) {
  const campaigns = createCampaignRepository(db);
  const items = createItemRepository(db);
  const orders = createOrderRepository(db, { ownerRoles: OWNERS });
  const buildings = createBuildingRepository(db);

  // Campaigns ---------------------------------------------------------------------------------
  app.get(
    '/Campaign/Active',
    {
      schema: {
        summary: 'The campaigns selling today',
        description:
          'Campaigns whose startDate ≤ today ≤ endDate (company time zone), ending soonest first, ' +
          'with their buildings. `q` searches the name.',
        tags: [CAMPAIGNS],
        querystring: activeCampaignsQuery,
      },
    },
    async (request): Promise<Campaign[]> => campaigns.active(request.query),
  );

  app.get(
    '/Campaign',
    {
      schema: {
        summary: 'Every campaign (owners)',
        description: `${LIST} \`q\` searches the name; \`status\` is scheduled, active or finished.`,
        tags: [CAMPAIGNS],
        querystring: campaignListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Campaign>> => campaigns.list(request.query),
  );

  app.get(
    '/Campaign/Items',
    {
      schema: {
        summary: 'Items across campaigns, with their stock (owners)',
        description: `${LIST} \`q\` searches the name; \`campaignId\`; \`inStock\`. ${MONEY}`,
        tags: [CAMPAIGNS],
        querystring: itemListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<CampaignItem>> => items.list(request.query),
  );

  app.get(
    '/Campaign/Items/:id',
    { schema: { summary: 'An item (owners)', tags: [CAMPAIGNS], params: idParams } },
    async (request): Promise<CampaignItem> => items.get(request.params.id),
  );

  app.post(
    '/Campaign',
    {
      schema: {
        summary: 'Create a campaign',
        description:
          'Answers 201. `buildings` lists `{ building: { id }, active }`; pick-up needs at least ' +
          'one active link to an active building; pickUpInBuilding or sentToHome must be true.',
        tags: [CAMPAIGNS],
        body: campaignBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<Campaign> => campaigns.create(request.user, request.body),
  );

  app.put(
    '/Campaign/:id',
    {
      schema: {
        summary: 'Update a campaign and its buildings',
        description: 'Same rules as POST. Links not listed are removed.',
        tags: [CAMPAIGNS],
        params: idParams,
        body: campaignBody,
      },
    },
    async (request): Promise<Campaign> =>
      campaigns.update(request.user, request.params.id, request.body),
  );

  app.post(
    '/Campaign/:id/Items',
    {
      schema: {
        summary: 'Add an item to a campaign',
        description: `Answers 201 with the item. ${ITEM_FIELDS}`,
        tags: [CAMPAIGNS],
        params: idParams,
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<CampaignItem> => {
      const { body, files } = await readMultipart(request, itemMultipart, {
        [ITEM_IMAGE_FIELD]: 1,
      });
      const item = await items.create(request.user, request.params.id, body, files);
      return item;
    },
  );

  app.put(
    '/Campaign/Items/:id',
    {
      schema: {
        summary: 'Update an item',
        description: `${ITEM_FIELDS} Without a file the current image stays.`,
        tags: [CAMPAIGNS],
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<CampaignItem> => {
      const { body, files } = await readMultipart(request, itemMultipart, {
        [ITEM_IMAGE_FIELD]: 1,
      });
      return items.update(request.user, request.params.id, body, files);
    },
  );

  app.delete(
    '/Campaign/Items/:id',
    {
      schema: {
        summary: 'Delete an item',
        description: '409 with the reason in `message` when the item is in an order.',
        tags: [CAMPAIGNS],
        params: idParams,
      },
    },
    async (request): Promise<CampaignItem> => items.remove(request.user, request.params.id),
  );

  // Orders ------------------------------------------------------------------------------------
  app.get(
    '/Order/User',
    {
      schema: {
        summary: 'The caller’s orders, newest first',
        description: 'Paged; `id` finds one of the caller’s orders (an empty list otherwise).',
        tags: [ORDERS],
        querystring: userOrdersQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Order>> => orders.mine(request.user, request.query),
  );

  app.get(
    '/Order',
    {
      schema: {
        summary: 'Every order (owners)',
        description:
          `${LIST} Filters: \`campaignId\`, \`buildingId\`, \`delivery\`, \`from\`/\`to\` ` +
          '(YYYY-MM-DD, inclusive, company time zone) and `q` (the buyer’s name or user name ' +
          'contains, or badge starts with).',
        tags: [ORDERS],
        querystring: orderListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Order>> => orders.list(request.query),
  );

  app.get(
    '/Order/:id',
    {
      schema: {
        summary: 'An order',
        description: 'Its buyer and the owners read it; another employee gets 403.',
        tags: [ORDERS],
        params: idParams,
      },
    },
    async (request): Promise<Order> => orders.get(request.user, request.params.id),
  );

  app.get(
    '/Order/Campaign/:id/Items',
    {
      schema: {
        summary: 'Units and money bought of each item of a campaign (owners)',
        tags: [ORDERS],
        params: idParams,
      },
    },
    async (request): Promise<OrderedItem[]> => orders.orderedItems(request.params.id),
  );

  app.get(
    '/Order/User/Campaign/:id',
    {
      schema: {
        summary: 'The caller’s orders in a campaign and the units already bought',
        tags: [ORDERS],
        params: idParams,
      },
    },
    async (request): Promise<UserCampaignOrders> =>
      orders.mineInCampaign(request.user, request.params.id),
  );

  app.post(
    '/Order',
    {
      schema: {
        summary: 'Place an order',
        description:
          '`{ campaignId, delivery: "building" | "home", buildingId (building), address and ' +
          'phone (home), items: [{ itemId, quantity }] }`. One transaction: stock is decremented ' +
          'and the limits per person (item and campaign, counting earlier orders) are checked ' +
          'inside it. 201 with the order; 409 with the reason in `message` (and the line in ' +
          '`errors`) when stock or a limit does not allow it or the campaign is closed. Shipping ' +
          '(home) is each item’s EstimatedPrice × quantity.',
        tags: [ORDERS],
        body: orderBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<Order> => orders.create(request.user, request.body),
  );

  // Buildings ---------------------------------------------------------------------------------
  app.get(
    '/Building',
    {
      schema: {
        summary: 'Buildings (owners)',
        description: `${LIST} \`q\` searches the name; \`active\`.`,
        tags: [BUILDINGS],
        querystring: buildingListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<Building>> => buildings.list(request.query),
  );

  app.get(
    '/Building/:id',
    { schema: { summary: 'A building', tags: [BUILDINGS], params: idParams } },
    async (request): Promise<Building> => buildings.get(request.params.id),
  );

  const buildingForm = 'multipart/form-data: `Name` (2–100, unique) and `Active` (true/false).';
  app.post(
    '/Building',
    {
      schema: {
        summary: 'Create a building',
        description: `Answers 201. ${buildingForm}`,
        tags: [BUILDINGS],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<Building> => {
      const { body } = await readMultipart(request, buildingMultipart, {});
      return await buildings.create(request.user, body);
    },
  );

  app.put(
    '/Building/:id',
    {
      schema: {
        summary: 'Update a building',
        description: buildingForm,
        tags: [BUILDINGS],
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<Building> => {
      const { body } = await readMultipart(request, buildingMultipart, {});
      return buildings.update(request.user, request.params.id, body);
    },
  );

  app.delete(
    '/Building/:id',
    {
      schema: {
        summary: 'Delete a building',
        description: '409 with the reason when a campaign or an order refers to it.',
        tags: [BUILDINGS],
        params: idParams,
      },
    },
    async (request): Promise<Building> => buildings.remove(request.user, request.params.id),
  );
}

/** The `{middleware}/Campaign/{id}` routes of the legacy contract, on the employee-tools service. */
export async function salesToolsRoutes(app: ServiceApp, { db }: { db: DB }) {
  const campaigns = createCampaignRepository(db);

  app.get(
    '/Campaign/:id',
    {
      schema: {
        summary: 'A campaign with its items and buildings',
        description: 'Owners read any campaign; other buyers only an active one (404 otherwise).',
        tags: [CAMPAIGNS],
        params: idParams,
      },
    },
    async (request): Promise<CampaignDetail> =>
      campaigns.detail(request.params.id, { anyStatus: readsAnyCampaign(request.user.role) }),
  );

  app.delete(
    '/Campaign/:id',
    {
      schema: {
        summary: 'Delete a campaign (refusals in `culture`)',
        description:
          'Deletes the campaign with its items and building links. 409 with the reason in ' +
          '`message` when it has orders. Refusals are written in `culture` (es or en); without ' +
          'it, in the language of Accept-Language (Spanish by default).',
        tags: [CAMPAIGNS],
        params: idParams,
        querystring: cultureQuery,
      },
    },
    async (request): Promise<Campaign> => campaigns.remove(request.user, request.params.id),
  );
}
