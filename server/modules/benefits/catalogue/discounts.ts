import { type Selectable, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { BenefitDiscountTable } from '../tables';
import type {
  BenefitDiscount,
  DiscountFields,
  DiscountTableQuery,
  ValidDiscountsQuery,
} from '../../../../contracts/benefits/benefits';
import { FILE_FIELD } from '../../../../contracts/benefits/formats';
import {
  companyWallClock,
  fromContractDateTime,
  toContractDateTime,
} from '../../../../contracts/calendar';
import { monthWindow } from '../../../../contracts/calendar';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { fileUrl, storeImage, storeSentImage, type Upload, uploadIn } from '../../../files/storage';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { now, type Reader } from './common';
import { ownsBenefits } from './benefits';
import { type Actor, deleteAnswering, insertAudited, updateAudited } from '../../../audit/audit';
import { findOr400, findOr404 } from '../../../db/lookup';
import { say } from '../i18n';

const columns = [
  'd.id',
  'd.benefit_id',
  'b.name as benefit_name',
  'b.logo_file_id as benefit_logo',
  'd.location_id',
  'd.name',
  'd.link',
  'd.starts_at',
  'd.ends_at',
  'd.image_file_id',
  'd.updated_at',
] as const;

/** A discount as `columns` reads it, with its benefit's name and logo. */
type Row = Omit<Selectable<BenefitDiscountTable>, 'created_at'> & {
  benefit_name: string;
  benefit_logo: string | null;
};

/** Stored ISO wall clock → the contract's 'YYYY-MM-DD HH:mm:ss'. */
const contractTime = (iso: string) => toContractDateTime(iso) ?? iso;

const toDiscount = (row: Row): BenefitDiscount => ({
  id: row.id,
  idBenefits: row.benefit_id,
  benefitName: row.benefit_name,
  benefitLogo: fileUrl(row.benefit_logo),
  idLocation: row.location_id,
  discountName: row.name,
  link: row.link,
  startDate: contractTime(row.starts_at),
  endDate: contractTime(row.ends_at),
  image: fileUrl(row.image_file_id),
  updatedAt: row.updated_at,
});

/** The first and last wall-clock second of `month` (YYYY-MM). */
function wallClockWindow(month: string): { from: string; to: string } {
  const { first, last } = monthWindow(month);
  return { from: `${first}T00:00:00`, to: `${last}T23:59:59` };
}

/** Benefit discounts: a window of validity (company wall clock), optional location. */
export function createDiscountRepository(db: DB, clock: () => Date = () => new Date()) {
  const joined = () =>
    db.selectFrom('benefit_discounts as d').innerJoin('benefits as b', 'b.id', 'd.benefit_id');

  const withSearch = <
    QB extends SelectQueryBuilder<Database & { d: never; b: never }, never, object>,
  >(
    query: QB,
    q: string | undefined,
  ): QB =>
    q
      ? (query.where((eb) =>
          eb.or([containsText(db, sql.ref('d.name'), q), containsText(db, sql.ref('b.name'), q)]),
        ) as QB)
      : query;

  const sort = {
    discountName: folded(db, sql.ref('d.name')),
    benefitName: folded(db, sql.ref('b.name')),
    startDate: 'd.starts_at',
    endDate: 'd.ends_at',
  };

  async function get(reader: Reader, id: number): Promise<BenefitDiscount> {
    let query = joined().select(columns).where('d.id', '=', id);
    if (!ownsBenefits(reader)) query = query.where('b.active', '=', 1);
    const row = await findOr404(query, say('discount.notFound'));
    return toDiscount(row);
  }

  /** Columns of the fields; the location (if any) must be one of the benefit's (400). */
  async function columnsOf(trx: Transaction<Database>, fields: DiscountFields) {
    await findOr400(trx.selectFrom('benefits').select('id').where('id', '=', fields.idBenefits), {
      idBenefits: say('discount.unknownBenefit'),
    });
    if (fields.idLocation !== null) {
      await findOr400(
        trx
          .selectFrom('benefit_locations')
          .select('id')
          .where('id', '=', fields.idLocation)
          .where('benefit_id', '=', fields.idBenefits),
        { idLocation: say('discount.otherLocation') },
      );
    }
    return {
      benefit_id: fields.idBenefits,
      location_id: fields.idLocation,
      name: fields.DiscountName,
      link: fields.Link,
      starts_at: fromContractDateTime(fields.StartDate)!,
      ends_at: fromContractDateTime(fields.EndDate)!,
    };
  }

  return {
    get,

    /**
     * GetBenefitsDiscount: valid now (or overlapping `month`), of active benefits, by relevance:
     * those valid now, ending soonest first; then those that start later, starting soonest; then
     * those that have ended, the latest first.
     */
    async valid(params: ValidDiscountsQuery): Promise<Page<BenefitDiscount>> {
      const at = companyWallClock(clock());
      const window = params.month ? wallClockWindow(params.month) : { from: at, to: at };
      let filtered = joined()
        .where('b.active', '=', 1)
        .where('d.ends_at', '>=', window.from)
        .where('d.starts_at', '<=', window.to);
      if (params.idBenefits) filtered = filtered.where('d.benefit_id', '=', params.idBenefits);
      filtered = withSearch(filtered as never, params.q) as typeof filtered;
      const ended = sql<boolean>`d.ends_at < ${at}`;
      const upcoming = sql<boolean>`d.starts_at > ${at}`;
      const page = await pagedList(
        { page: params.page, perPage: params.perPage, sort: 'endDate' as const, order: 'ASC' },
        {
          base: filtered,
          // The relevance groups first; the page's sort (the end, ascending) orders those valid now.
          select: (query) =>
            query
              .select(columns)
              .orderBy(sql`case when ${ended} then 2 when ${upcoming} then 1 else 0 end`)
              .orderBy(sql`case when ${upcoming} then d.starts_at end`)
              .orderBy(sql`case when ${ended} then d.ends_at end`, 'desc'),
          sort,
          tieBreaker: 'd.id',
        },
      );
      return mapPage(page, toDiscount);
    },

    /** GetBenefitsDiscountTable (owners): every discount; `q` (discount or benefit name). */
    async table(params: DiscountTableQuery): Promise<Page<BenefitDiscount>> {
      let filtered = joined();
      if (params.idBenefits) filtered = filtered.where('d.benefit_id', '=', params.idBenefits);
      filtered = withSearch(filtered as never, params.q) as typeof filtered;
      const page = await pagedList(params, {
        base: filtered,
        select: (query) => query.select(columns),
        sort,
        tieBreaker: 'd.id',
      });
      return mapPage(page, toDiscount);
    },

    async create(
      actor: Actor,
      reader: Reader,
      fields: DiscountFields,
      files: Upload[],
    ): Promise<BenefitDiscount> {
      const id = await writeTransaction(db, async (trx) => {
        const at = now();
        const values = {
          ...(await columnsOf(trx, fields)),
          image_file_id: await storeImage(trx, actor, uploadIn(files, FILE_FIELD)),
          created_at: at,
          updated_at: at,
        };
        return insertAudited(trx, actor, {
          table: 'benefit_discounts',
          entity: 'benefit_discount',
          values,
        });
      });
      return get(reader, id);
    },

    async update(
      actor: Actor,
      reader: Reader,
      id: number,
      fields: DiscountFields,
      files: Upload[],
    ): Promise<BenefitDiscount> {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_discounts', id, say('discount.notFound'));
        const image = await storeSentImage(trx, actor, files, FILE_FIELD, before.image_file_id);
        const after = {
          ...before,
          ...(await columnsOf(trx, fields)),
          image_file_id: image,
          updated_at: now(),
        };
        await updateAudited(trx, actor, {
          table: 'benefit_discounts',
          entity: 'benefit_discount',
          id,
          set: after,
          before,
          after,
        });
      });
      return get(reader, id);
    },

    remove: (actor: Actor, reader: Reader, id: number): Promise<BenefitDiscount> =>
      deleteAnswering(
        db,
        actor,
        {
          table: 'benefit_discounts',
          entity: 'benefit_discount',
          id,
          missing: say('discount.notFound'),
        },
        () => get(reader, id),
      ),
  };
}
