import { type Selectable, sql } from 'kysely';
import type { ListParams } from '../../../contracts/listQuery';
import type {
  Building,
  BuildingListQuery,
  BuildingMultipart,
  BuildingSortField,
} from '../../../contracts/sales/sales';
import { type Actor, insertAudited, updateAudited, deleteAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { type UniqueName, writeNamed } from '../../db/uniqueName';
import type { SalesBuildingTable } from './tables';
import { containsText, folded } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { findByIdOr404 } from '../../db/lookup';
import { say } from './i18n';

/** The name as written was unique from the start (0009); ignoring case since 0015. */
const UNIQUE_NAME: UniqueName = {
  table: 'sales_buildings',
  indexes: ['sales_buildings_name_unique', 'sales_buildings_name_key'],
  refusal: {
    taken: (name) => say('building.duplicate', { name }),
    reason: say('building.nameTaken'),
  },
  field: 'Name',
};

type BuildingRow = Selectable<SalesBuildingTable>;
export const toBuilding = (row: Pick<BuildingRow, 'id' | 'name' | 'active'>): Building => ({
  id: row.id,
  name: row.name,
  active: Boolean(row.active),
});

/** Buildings: the sites where campaign orders are picked up (owners keep them). */
export function createBuildingRepository(db: DB) {
  async function byId(id: number): Promise<Building> {
    const row = await findByIdOr404(db, 'sales_buildings', id, say('building.notFound'));
    return toBuilding(row);
  }

  return {
    /** GET /Building: `q` (name contains), `active`; paged and sorted in SQL. */
    async list(params: BuildingListQuery): Promise<Page<Building>> {
      let base = db.selectFrom('sales_buildings');
      if (params.q) base = base.where(containsText(db, sql.ref('sales_buildings.name'), params.q));
      if (params.active !== undefined) {
        base = base.where('sales_buildings.active', '=', params.active ? 1 : 0);
      }
      const page = await pagedList(params as ListParams<BuildingSortField>, {
        base,
        select: (query) =>
          query.select(['sales_buildings.id', 'sales_buildings.name', 'sales_buildings.active']),
        sort: {
          name: folded(db, sql.ref('sales_buildings.name')),
          active: 'sales_buildings.active',
        },
        tieBreaker: 'sales_buildings.id',
      });
      return mapPage(page, toBuilding);
    },

    get: byId,

    /** POST /Building (multipart Name, Active): audited as 'sales_building'. */
    async create(actor: Actor, body: BuildingMultipart): Promise<Building> {
      const id = await writeNamed(db, UNIQUE_NAME, body.Name, {}, async (trx) => {
        const now = new Date().toISOString();
        const values = {
          name: body.Name,
          active: body.Active ? 1 : 0,
          created_at: now,
          updated_at: now,
        };
        return insertAudited(trx, actor, {
          table: 'sales_buildings',
          entity: 'sales_building',
          values,
          after: toBuilding,
        });
      });
      return byId(id);
    },

    /** PUT /Building/{id}: a save that changes nothing leaves no audit row. */
    async update(actor: Actor, id: number, body: BuildingMultipart): Promise<Building> {
      await writeNamed(db, UNIQUE_NAME, body.Name, { except: id }, async (trx) => {
        const before = await lockByIdOr404(trx, 'sales_buildings', id, say('building.notFound'));
        const after = { ...before, name: body.Name, active: body.Active ? 1 : 0 };
        if (after.name === before.name && after.active === before.active) return;
        await updateAudited(trx, actor, {
          table: 'sales_buildings',
          entity: 'sales_building',
          id,
          set: { name: after.name, active: after.active, updated_at: new Date().toISOString() },
          before: toBuilding(before),
          after: toBuilding(after),
        });
      });
      return byId(id);
    },

    /**
     * DELETE /Building/{id}: only a building no campaign and no order refers to (409 with the
     * reason otherwise: deactivate it instead, so past orders keep their pick-up site).
     */
    async remove(actor: Actor, id: number): Promise<Building> {
      return writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'sales_buildings', id, say('building.notFound'));
        const [links, orders] = await Promise.all([
          trx
            .selectFrom('sales_campaign_buildings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('building_id', '=', id)
            .executeTakeFirstOrThrow(),
          trx
            .selectFrom('sales_orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('building_id', '=', id)
            .executeTakeFirstOrThrow(),
        ]);
        if (Number(links.n) > 0 || Number(orders.n) > 0) {
          throw new HttpError(
            409,
            say('building.inUse', {
              name: before.name,
              campaigns: Number(links.n),
              orders: Number(orders.n),
            }),
          );
        }
        await deleteAudited(trx, actor, {
          table: 'sales_buildings',
          entity: 'sales_building',
          id,
          before: toBuilding(before),
        });
        return toBuilding(before);
      });
    },
  };
}
