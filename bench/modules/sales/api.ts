import { randomBytes } from 'node:crypto';
import type { RoleAssignment } from '../../../contracts/permissions/permissions';
import type { Building, Campaign, CampaignItem } from '../../../contracts/sales/sales';
import { calendarDay } from '../../../contracts/calendar';
import { demoEmployees } from '../../../server/db/seed';
import { demoPicture } from '../../../server/db/seed/images';
import type { BenchSession, SignInTarget } from '../../api/auth';
import { callWithToken } from '../../lib/call';

/** The per-person limit of campaigns and items (contracts/sales/sales.ts allows at most 1,000). */
const MAX_PER_PERSON = 1_000;

/** A call to the main API with an API `token`; throws unless the answer is `expected`. */
const callMain = <T>(
  target: SignInTarget,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  expected: number,
) => callWithToken<T>(target, token, method, `/api/main${path}`, { body, expected });

const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** An item picture, as an owner would upload it (PNG). */
const ITEM_IMAGE = new Uint8Array(demoPicture(32, 32, '#1565c0', '#90caf9'));

export interface Sale {
  campaignId: number;
  itemId: number;
  buildingId: number;
}

/**
 * The bench's own data for orders, made through the real API as `admin` (System_Admin, the
 * caller's session: one session per user): a building, and per `openSale` a campaign selling
 * today with pick-up there and one item.
 */
export async function saleDesk(target: SignInTarget, admin: BenchSession) {
  const building = await callMain<Building>(
    target,
    await admin.token(),
    'POST',
    '/Building',
    formOf({ Name: `Bench ${randomBytes(4).toString('hex')}`, Active: 'true' }),
    201,
  );
  const buildingId = building.json.id;
  return {
    admin,
    async openSale(stock: number): Promise<Sale> {
      const today = calendarDay();
      const token = await admin.token();
      const campaign = await callMain<Campaign>(
        target,
        token,
        'POST',
        '/Campaign',
        {
          name: `Bench sale ${randomBytes(4).toString('hex')}`,
          startDate: today,
          endDate: today,
          maxLimitPerPerson: MAX_PER_PERSON,
          pickUpInBuilding: true,
          sentToHome: false,
          buildings: [{ building: { id: buildingId }, active: true }],
        },
        201,
      );
      const item = await callMain<CampaignItem>(
        target,
        token,
        'POST',
        `/Campaign/${campaign.json.id}/Items`,
        formOf({
          name: 'Bench item',
          quantity: String(stock),
          stockQuantity: String(stock),
          unitPrice: '1000',
          maxLimitPerPerson: String(MAX_PER_PERSON),
          EstimatedPrice: '0',
          image: new File([ITEM_IMAGE], 'item.png', { type: 'image/png' }),
        }),
        201,
      );
      return { campaignId: campaign.json.id, itemId: item.json.id, buildingId };
    },
    /** The item's stock and the campaign's orders, as the owners' screens read them. */
    async outcome(sale: Sale): Promise<{ stock: number; orders: number }> {
      const token = await admin.token();
      const item = await callMain<CampaignItem>(
        target,
        token,
        'GET',
        `/Campaign/Items/${sale.itemId}`,
        undefined,
        200,
      );
      const orders = await callMain<unknown[]>(
        target,
        token,
        'GET',
        `/Order?campaignId=${sale.campaignId}&page=1&perPage=1`,
        undefined,
        200,
      );
      return {
        stock: item.json.stockQuantity,
        orders: Number(orders.headers.get('x-total-count')),
      };
    },
  };
}
export type SaleDesk = Awaited<ReturnType<typeof saleDesk>>;

/**
 * `count` buyers: generated demo employees (they have no role of their own) given
 * AssetsSale_User through POST /User/AddUser as admin, each with its own session.
 */
export async function openBuyers(
  target: SignInTarget,
  desk: SaleDesk,
  count: number,
  signIn: (username: string) => Promise<BenchSession>,
): Promise<BenchSession[]> {
  const generated = demoEmployees().filter((employee) => employee.badge.startsWith('2'));
  if (generated.length < count) throw new Error(`only ${generated.length} generated employees`);
  // One token for all: a session's refresh token rotates, so it is never refreshed concurrently.
  const token = await desk.admin.token();
  return Promise.all(
    generated.slice(0, count).map(async (employee) => {
      await callMain<RoleAssignment>(
        target,
        token,
        'POST',
        '/User/AddUser',
        { roleCode: 'AssetsSale_User', badge: employee.badge },
        201,
      );
      return signIn(employee.username);
    }),
  );
}

/** One POST /Order per buyer, each signed with a fresh token: one unit picked up in the building. */
export async function orderRequests(buyers: readonly BenchSession[], sale: Sale) {
  const body = JSON.stringify({
    campaignId: sale.campaignId,
    items: [{ itemId: sale.itemId, quantity: 1 }],
    delivery: 'building',
    buildingId: sale.buildingId,
  });
  return Promise.all(
    buyers.map(async (buyer) => ({
      headers: {
        authorization: `Bearer ${await buyer.token()}`,
        'content-type': 'application/json',
      },
      body,
    })),
  );
}
