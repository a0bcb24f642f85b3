import { type Selectable, sql } from 'kysely';
import type {
  CalendarActivity,
  CalendarActivityCreateBody,
  CalendarActivityUpdateBody,
  CalendarApplicationId,
  CalendarListQuery,
} from '../../../../contracts/home/settings';
import { recordAudit, deleteAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import type { CalendarActivityTable } from '../tables';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { notFound } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { assertManages, canManage, type ContentUser, MODULE_OF_APPLICATION } from './access';
import { say } from '../i18n';

type Row = Selectable<CalendarActivityTable>;

const toActivity = (row: Row): CalendarActivity => ({
  id: row.id,
  applicationId: row.application_id as CalendarApplicationId,
  title: row.title,
  description: row.description,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  location: row.location,
  link: row.link,
  active: Boolean(row.active),
  updatedAt: row.updated_at,
});

const moduleOf = (applicationId: number) =>
  MODULE_OF_APPLICATION[applicationId as CalendarApplicationId];

const columns = (body: CalendarActivityCreateBody) => ({
  application_id: body.applicationId,
  title: body.title,
  description: body.description ?? null,
  starts_at: body.startsAt,
  ends_at: body.endsAt,
  location: body.location ?? null,
  link: body.link ?? null,
  active: body.active ? 1 : 0,
});

/** Activities of the home (1) and Bring a friend (2) calendars; each written by its module's owner. */
export function createCalendarRepository(db: DB, clock: () => Date = () => new Date()) {
  async function find(id: number): Promise<Row | undefined> {
    return db.selectFrom('calendar_activities').selectAll().where('id', '=', id).executeTakeFirst();
  }

  return {
    /**
     * GET /CalendarActivitie/GetAllByApplicationId/{id}: sorted by start, activities that have not
     * ended first. Only the calendar's owners see inactive ones.
     */
    async list(
      user: ContentUser,
      applicationId: CalendarApplicationId,
      params: CalendarListQuery,
    ): Promise<Page<CalendarActivity>> {
      const now = clock().toISOString();
      let base = db.selectFrom('calendar_activities').where('application_id', '=', applicationId);
      if (!canManage(user, moduleOf(applicationId))) base = base.where('active', '=', 1);
      if (params.active !== undefined) base = base.where('active', '=', params.active ? 1 : 0);
      if (params.upcoming) base = base.where('ends_at', '>=', now);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([
            containsText(db, eb.ref('title'), q),
            containsText(db, sql.ref<string>('location'), q),
          ]),
        );
      }
      const upcomingFirst = sql<number>`case when ends_at >= ${now} then 0 else 1 end`;
      const page = await pagedList(params, {
        base,
        // "Upcoming first": activities not ended yet before past ones, then by the chosen sort.
        select: (query) =>
          params.sort === 'startsAt' ? query.selectAll().orderBy(upcomingFirst) : query.selectAll(),
        sort: {
          startsAt: 'starts_at',
          endsAt: 'ends_at',
          title: folded(db, sql.ref('title')),
          location: folded(db, sql.ref('location')),
          active: 'active',
        },
        tieBreaker: 'id',
      });
      return mapPage(page, toActivity);
    },

    /** GET /CalendarActivitie/{id}; an inactive one only for its calendar's owners. */
    async get(user: ContentUser, id: number): Promise<CalendarActivity> {
      const row = await find(id);
      if (!row || (!row.active && !canManage(user, moduleOf(row.application_id))))
        throw notFound(say('calendar.notFound'));
      return toActivity(row);
    },

    /** POST /CalendarActivitie; audited as 'calendar_activity'. */
    async create(user: ContentUser, body: CalendarActivityCreateBody): Promise<CalendarActivity> {
      assertManages(user, moduleOf(body.applicationId));
      const now = clock().toISOString();
      return writeTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('calendar_activities')
          .values({ ...columns(body), created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toActivity(row);
        await recordAudit(trx, {
          actor: user,
          entity: 'calendar_activity',
          entityId: row.id,
          before: null,
          after: created,
        });
        return created;
      });
    },

    /** PUT /CalendarActivitie: both the old and the new calendar must be the caller's. */
    async update(user: ContentUser, body: CalendarActivityUpdateBody): Promise<CalendarActivity> {
      assertManages(user, moduleOf(body.applicationId));
      return writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(
          trx,
          'calendar_activities',
          body.id,
          say('calendar.notFound'),
        );
        assertManages(user, moduleOf(before.application_id));
        const changes = columns(body);
        const unchanged = (Object.keys(changes) as (keyof typeof changes)[]).every(
          (column) => changes[column] === before[column],
        );
        if (unchanged) return toActivity(before);
        const row = await trx
          .updateTable('calendar_activities')
          .set({ ...changes, updated_at: clock().toISOString() })
          .where('id', '=', body.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = toActivity(row);
        await recordAudit(trx, {
          actor: user,
          entity: 'calendar_activity',
          entityId: body.id,
          before: toActivity(before),
          after,
        });
        return after;
      });
    },

    /** DELETE /CalendarActivitie/Delete/{id}: a hard delete, kept in the audit trail. */
    async remove(user: ContentUser, id: number): Promise<void> {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(
          trx,
          'calendar_activities',
          id,
          say('calendar.notFound'),
        );
        assertManages(user, moduleOf(before.application_id));
        await deleteAudited(trx, user, {
          table: 'calendar_activities',
          entity: 'calendar_activity',
          id,
          before: toActivity(before),
        });
      });
    },
  };
}
