import type { Kysely, Transaction } from 'kysely';
import type {
  CompanyHoliday,
  HolidayBody,
  HolidayListQuery,
} from '../../../contracts/personalDays/personalDays';
import { type Actor, deleteByIdCommitted, insertAudited, updateAudited } from '../../audit/audit';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findByIdOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { type Page, pagedList } from '../../http/paging';
import { say } from './i18n';

const ENTITY = 'company_holiday';
const UNIQUE_DATE = 'company_holidays_date';

type HolidayRow = { id: number; date: string; name: string; updated_at: string };

const toHoliday = (row: HolidayRow): CompanyHoliday => ({
  id: row.id,
  date: row.date,
  name: row.name,
  updatedAt: row.updated_at,
});

/** What the audit trail keeps of a holiday. */
const snapshot = (row: { date: string; name: string }) => ({ date: row.date, name: row.name });

const dateTaken = (date: string) =>
  new HttpError(409, say('holiday.taken', { date }), { date: say('holiday.dateTaken') });

/**
 * The company's holidays as the personal-days owners maintain them (simple-rest
 * `company-holidays`): every write audited; a date taken by another holiday is 409 naming `date`,
 * checked first and backed by the unique index when two owners write at once.
 */
export function createHolidayRepository(db: DB) {
  async function assertDateFree(trx: Kysely<Database>, date: string, except?: number) {
    let query = trx.selectFrom('company_holidays').select('id').where('date', '=', date);
    if (except !== undefined) query = query.where('id', '<>', except);
    if (await query.executeTakeFirst()) throw dateTaken(date);
  }

  async function write<T>(date: string, work: (trx: Transaction<Database>) => Promise<T>) {
    try {
      return await writeTransaction(db, work);
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_DATE)) throw dateTaken(date);
      throw error;
    }
  }

  const one = async (id: number): Promise<CompanyHoliday> =>
    toHoliday(await findByIdOr404(db, 'company_holidays', id, say('holiday.notFound')));

  return {
    one,

    async list({ sort, range, filter }: HolidayListQuery): Promise<Page<CompanyHoliday>> {
      let base = db.selectFrom('company_holidays');
      if (filter.id) base = base.where('id', 'in', filter.id);
      if (filter.year)
        base = base
          .where('date', '>=', `${filter.year}-01-01`)
          .where('date', '<=', `${filter.year}-12-31`);
      if (filter.from) base = base.where('date', '>=', filter.from);
      if (filter.to) base = base.where('date', '<=', filter.to);
      const q = filter.q;
      if (q) base = base.where((eb) => containsText(db, eb.ref('name'), q));
      const page = await pagedList(
        { sort, range, filter },
        {
          base,
          select: (b) => b.select(['id', 'date', 'name', 'updated_at']),
          sort: { date: 'date', name: 'name' },
          tieBreaker: 'id',
        },
      );
      return { total: page.total, rows: page.rows.map(toHoliday) };
    },

    async create(actor: Actor, body: HolidayBody): Promise<CompanyHoliday> {
      const id = await write(body.date, async (trx) => {
        await assertDateFree(trx, body.date);
        const at = new Date().toISOString();
        return insertAudited(trx, actor, {
          table: 'company_holidays',
          entity: ENTITY,
          values: { date: body.date, name: body.name, created_at: at, updated_at: at },
          after: snapshot,
        });
      });
      return one(id);
    },

    async update(actor: Actor, id: number, body: HolidayBody): Promise<CompanyHoliday> {
      await write(body.date, async (trx) => {
        const before = await lockByIdOr404(trx, 'company_holidays', id, say('holiday.notFound'));
        await assertDateFree(trx, body.date, id);
        await updateAudited(trx, actor, {
          table: 'company_holidays',
          entity: ENTITY,
          id,
          set: { date: body.date, name: body.name, updated_at: new Date().toISOString() },
          before: snapshot(before),
          after: snapshot(body),
        });
      });
      return one(id);
    },

    async remove(actor: Actor, id: number): Promise<CompanyHoliday> {
      const row = await deleteByIdCommitted(db, actor, {
        table: 'company_holidays',
        entity: ENTITY,
        id,
        missing: say('holiday.notFound'),
        snapshot,
      });
      return toHoliday(row);
    },
  };
}
