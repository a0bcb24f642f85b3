import { type Selectable, sql } from 'kysely';
import type { ListParams } from '../../../../contracts/listQuery';
import type {
  HomeMenuCreateBody,
  HomeMenuItem,
  HomeMenuSortField,
  HomeMenuUpdateBody,
  MenuIcon,
} from '../../../../contracts/home/settings';
import { deleteByIdAudited, recordAudit } from '../../../audit/audit';
import type { DB } from '../../../db';
import type { HomeMenuItemTable } from '../tables';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { type UniqueName, writeNamed } from '../../../db/uniqueName';
import { notFound } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { assertManages, canManage, type ContentUser } from './access';
import { closeGap, lockScope, moveRow, openSlot, type OrderScope } from './ordering';
import { say } from '../i18n';

type Row = Selectable<HomeMenuItemTable>;

const toMenuItem = (row: Row): HomeMenuItem => ({
  id: row.id,
  name: row.name,
  url: row.url,
  icon: row.icon as MenuIcon,
  order: row.position,
  newTab: Boolean(row.new_tab),
  active: Boolean(row.active),
  updatedAt: row.updated_at,
});

const SCOPE: OrderScope = { table: 'home_menu_items' };

const UNIQUE_NAME: UniqueName = {
  table: 'home_menu_items',
  indexes: ['home_menu_items_name_unique'],
  refusal: { taken: (name) => say('menu.duplicate', { name }), reason: say('menu.nameTaken') },
  field: 'name',
};

const columns = (body: HomeMenuCreateBody) => ({
  name: body.name,
  url: body.url,
  icon: body.icon,
  new_tab: body.newTab ? 1 : 0,
  active: body.active ? 1 : 0,
});

/** The home menu's quick links, in their order (dense 1…n); written by Home_Owner. */
export function createMenuRepository(db: DB, clock: () => Date = () => new Date()) {
  return {
    /** GET /HomeMenu: by order by default; only Home_Owner sees inactive links. */
    async list(
      user: ContentUser,
      params: ListParams<HomeMenuSortField> & { active?: boolean },
    ): Promise<Page<HomeMenuItem>> {
      let base = db.selectFrom('home_menu_items');
      if (!canManage(user, 'home')) base = base.where('active', '=', 1);
      if (params.active !== undefined) base = base.where('active', '=', params.active ? 1 : 0);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([containsText(db, eb.ref('name'), q), containsText(db, eb.ref('url'), q)]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => query.selectAll(),
        sort: { order: 'position', name: folded(db, sql.ref('name')), active: 'active' },
        tieBreaker: 'id',
      });
      return mapPage(page, toMenuItem);
    },

    /** GET /HomeMenu/{id}; an inactive link only for Home_Owner. */
    async get(user: ContentUser, id: number): Promise<HomeMenuItem> {
      const row = await db
        .selectFrom('home_menu_items')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || (!row.active && !canManage(user, 'home'))) throw notFound(say('menu.notFound'));
      return toMenuItem(row);
    },

    /** POST /HomeMenu: at `order` (the others move down) or last; audited as 'home_menu_item'. */
    async create(user: ContentUser, body: HomeMenuCreateBody): Promise<HomeMenuItem> {
      assertManages(user, 'home');
      const now = clock().toISOString();
      return writeNamed(db, UNIQUE_NAME, body.name, {}, async (trx) => {
        const count = await lockScope(trx, SCOPE);
        const position = await openSlot(trx, SCOPE, count, body.order ?? undefined);
        const row = await trx
          .insertInto('home_menu_items')
          .values({ ...columns(body), position, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toMenuItem(row);
        await recordAudit(trx, {
          actor: user,
          entity: 'home_menu_item',
          entityId: row.id,
          before: null,
          after: created,
        });
        return created;
      });
    },

    /** PUT /HomeMenu: a new `order` moves the link and renumbers the others in one transaction. */
    async update(user: ContentUser, body: HomeMenuUpdateBody): Promise<HomeMenuItem> {
      assertManages(user, 'home');
      return writeNamed(db, UNIQUE_NAME, body.name, { except: body.id }, async (trx) => {
        const count = await lockScope(trx, SCOPE);
        const before = await lockByIdOr404(trx, 'home_menu_items', body.id, say('menu.notFound'));
        const changes = columns(body);
        const moves = body.order != null && body.order !== before.position;
        const unchanged = (Object.keys(changes) as (keyof typeof changes)[]).every(
          (column) => changes[column] === before[column],
        );
        if (unchanged && !moves) return toMenuItem(before);
        if (moves) await moveRow(trx, SCOPE, count, body.id, before.position, body.order!);
        const row = await trx
          .updateTable('home_menu_items')
          .set({ ...changes, updated_at: clock().toISOString() })
          .where('id', '=', body.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = toMenuItem(row);
        await recordAudit(trx, {
          actor: user,
          entity: 'home_menu_item',
          entityId: body.id,
          before: toMenuItem(before),
          after,
        });
        return after;
      });
    },

    /** DELETE /HomeMenu/Delete/{id}: the links after it move up. */
    async remove(user: ContentUser, id: number): Promise<void> {
      assertManages(user, 'home');
      await writeTransaction(db, async (trx) => {
        await lockScope(trx, SCOPE);
        const before = await deleteByIdAudited(trx, user, {
          table: 'home_menu_items',
          entity: 'home_menu_item',
          id,
          missing: say('menu.notFound'),
          snapshot: toMenuItem,
        });
        await closeGap(trx, SCOPE, before.position);
      });
    },
  };
}
