import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { calendarDay } from '../../../contracts/calendar';
import { isOwnerOf } from '../../../contracts/catalogue';
import type {
  ActiveOpeningsQuery,
  ApplicationStatus,
  Opening,
  OpeningBody,
  OpeningFilters,
  OpeningListQuery,
  OpeningSummary,
} from '../../../contracts/growth/growth';
import type { ApiUser } from '../../auth/apiTokens';
import { deleteAudited, insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { equalsFolded, searchMatches } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { say } from './i18n';
import { openOpenings } from './profiles';
import { type GrowthOpeningTable, OPENING_SEARCH } from './tables';

type Q = Kysely<Database>;
type OpeningRow = Selectable<GrowthOpeningTable>;

const ENTITY = 'growth_opening';

/** The caller's application to each opening of a query (null when none). */
const callersApplication = (employeeId: number) =>
  sql<string | null>`(select ${sql.ref('a.id')} || ':' || ${sql.ref('a.status')}
    from growth_applications a
    where a.opening_id = growth_openings.id and a.employee_id = ${employeeId})`;

const applicationCount = sql<
  number | string
>`(select count(*) from growth_applications a where a.opening_id = growth_openings.id)`;

/** The openings of `base` that match the text search (title, description), area and location. */
function matching<O>(
  q: Q,
  base: SelectQueryBuilder<Database, 'growth_openings', O>,
  filter: { q?: string; area?: string; location?: string },
): SelectQueryBuilder<Database, 'growth_openings', O> {
  let matched = base;
  const { q: term, area, location } = filter;
  if (term) matched = matched.where(searchMatches(q, OPENING_SEARCH, term));
  // Areas and locations as people type them: case and accents aside.
  if (area) matched = matched.where(equalsFolded(q, 'growth_openings.area', area));
  if (location) matched = matched.where(equalsFolded(q, 'growth_openings.location', location));
  return matched;
}

const summaryOf = (row: OpeningRow, mine: string | null): OpeningSummary => ({
  id: row.id,
  title: row.title,
  area: row.area,
  location: row.location,
  workSchedule: row.work_schedule,
  startTime: row.start_time,
  endTime: row.end_time,
  closesOn: row.closes_on,
  minMonthsInPosition: row.min_months_in_position,
  applied: mine !== null,
  createdAt: row.created_at,
});

function openingOf(
  row: OpeningRow & { mine: string | null; applications: number | string },
  today: string,
): Opening {
  const [id, status] = row.mine === null ? [] : row.mine.split(':');
  return {
    ...summaryOf(row, row.mine),
    description: row.description,
    requirements: row.requirements,
    active: row.active === 1,
    open: row.active === 1 && (row.closes_on === null || row.closes_on >= today),
    myApplication: id && status ? { id: Number(id), status: status as ApplicationStatus } : null,
    applications: Number(row.applications),
    updatedAt: row.updated_at,
  };
}

const valuesOf = (body: OpeningBody) => ({
  title: body.title,
  area: body.area,
  location: body.location,
  description: body.description,
  requirements: body.requirements,
  work_schedule: body.workSchedule,
  start_time: body.startTime,
  end_time: body.endTime,
  min_months_in_position: body.minMonthsInPosition,
  closes_on: body.closesOn ?? null,
  active: body.active ? 1 : 0,
});

export function createOpeningRepository(db: DB) {
  /** One opening as `user` reads it, with their application; 404 when there is none. */
  async function read(q: Q, user: ApiUser, id: number, today = calendarDay()): Promise<Opening> {
    const row = await findOr404(
      q
        .selectFrom('growth_openings')
        .selectAll()
        .select([
          callersApplication(Number(user.sub)).as('mine'),
          applicationCount.as('applications'),
        ])
        .where('id', '=', id),
      say('opening.notFound'),
    );
    return openingOf(row, today);
  }

  return {
    /** Active openings not past their closing day, newest first, with the caller's `applied`. */
    async active(user: ApiUser, query: ActiveOpeningsQuery): Promise<Page<OpeningSummary>> {
      const base = matching(db, openOpenings(db, calendarDay()), query);
      const page = await pagedList(
        { page: query.page, perPage: query.perPage, sort: 'createdAt', order: 'DESC' },
        {
          base,
          select: (b) =>
            b.selectAll('growth_openings').select(callersApplication(Number(user.sub)).as('mine')),
          sort: { createdAt: 'growth_openings.created_at' },
          tieBreaker: 'growth_openings.id',
        },
      );
      return mapPage(page, (row) => summaryOf(row, row.mine));
    },

    /** The areas and locations of the open openings, for the list's filters. */
    async filters(): Promise<OpeningFilters> {
      const today = calendarDay();
      const distinctOf = (column: 'area' | 'location') =>
        openOpenings(db, today)
          .select(`growth_openings.${column} as value`)
          .distinct()
          .orderBy('value')
          .execute();
      const [areas, locations] = await Promise.all([distinctOf('area'), distinctOf('location')]);
      return {
        areas: areas.map((row) => row.value),
        locations: locations.map((row) => row.value),
      };
    },

    /** Employees read open openings only (404 otherwise); owners read any. */
    async get(user: ApiUser, id: number): Promise<Opening> {
      const opening = await read(db, user, id);
      if (!opening.open && !isOwnerOf('growth', user.role))
        throw new HttpError(404, say('opening.notFound'));
      return isOwnerOf('growth', user.role) ? opening : { ...opening, applications: 0 };
    },

    /** The owners' list: every opening, filtered and sorted in SQL. */
    async list(user: ApiUser, { sort, range, filter }: OpeningListQuery): Promise<Page<Opening>> {
      let base = matching(db, db.selectFrom('growth_openings'), filter);
      if (filter.id) base = base.where('growth_openings.id', 'in', filter.id);
      if (filter.active !== undefined)
        base = base.where('growth_openings.active', '=', filter.active ? 1 : 0);
      const today = calendarDay();
      const page = await pagedList(
        { sort, range, filter },
        {
          base,
          select: (b) =>
            b
              .selectAll('growth_openings')
              .select([
                callersApplication(Number(user.sub)).as('mine'),
                applicationCount.as('applications'),
              ]),
          sort: {
            createdAt: 'growth_openings.created_at',
            title: 'growth_openings.title',
            area: 'growth_openings.area',
            location: 'growth_openings.location',
            closesOn: 'growth_openings.closes_on',
            active: 'growth_openings.active',
          },
          tieBreaker: 'growth_openings.id',
        },
      );
      return mapPage(page, (row) => openingOf(row, today));
    },

    one: (user: ApiUser, id: number) => read(db, user, id),

    async create(user: ApiUser, body: OpeningBody, now = new Date()): Promise<Opening> {
      const at = now.toISOString();
      const id = await writeTransaction(db, (trx) =>
        insertAudited(trx, user, {
          table: 'growth_openings',
          entity: ENTITY,
          values: { ...valuesOf(body), created_at: at, updated_at: at },
        }),
      );
      return read(db, user, id);
    },

    async update(user: ApiUser, id: number, body: OpeningBody, now = new Date()): Promise<Opening> {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'growth_openings', id, say('opening.notFound'));
        const set = { ...valuesOf(body), updated_at: now.toISOString() };
        await updateAudited(trx, user, {
          table: 'growth_openings',
          entity: ENTITY,
          id,
          set,
          before,
          after: { ...before, ...set },
        });
      });
      return read(db, user, id);
    },

    /** Deletes an opening nobody applied to; one with applications is deactivated instead (409). */
    async remove(user: ApiUser, id: number): Promise<Opening> {
      return writeTransaction(db, async (trx) => {
        await lockByIdOr404(trx, 'growth_openings', id, say('opening.notFound'));
        const opening = await read(trx, user, id);
        if (opening.applications > 0) {
          throw new HttpError(
            409,
            say('opening.hasApplications', {
              title: opening.title,
              applications: opening.applications,
            }),
          );
        }
        const before = await trx
          .selectFrom('growth_openings')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await deleteAudited(trx, user, { table: 'growth_openings', entity: ENTITY, id, before });
        return opening;
      });
    },
  };
}
