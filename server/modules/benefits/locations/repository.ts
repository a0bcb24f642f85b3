import { type Selectable, sql, type Transaction } from 'kysely';
import {
  type BenefitLocation,
  type BenefitLocationBody,
  type BenefitLocationListQuery,
  type BenefitLocationSortField,
  type FindByProvinceCantonQuery,
  type FindByProvinceQuery,
  type UbicationType,
} from '../../../../contracts/benefits/locations';
import { formatDecimalComma } from '../../../../contracts/decimalComma';
import type { ListParams } from '../../../../contracts/listQuery';
import {
  actorEmployeeId,
  type Actor,
  deleteAudited,
  insertAudited,
  updateAudited,
} from '../../../audit/audit';
import type { DB } from '../../../db';
import type { BenefitLocationTable } from '../tables';
import type { Database } from '../../../db/schema';
import { containsText, folded, foldText } from '../../../db/text';
import { forUpdate, lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { flag } from '../../../db/flags';
import { findOr400, findOr404 } from '../../../db/lookup';
import { changedStamps, createdStamps } from '../../../db/columns';
import { isOutsideBoundary } from '../../../geography/boundaries';
import { type Place, placeOf } from '../../../geography/places';
import { RequestValidationError } from '../../../http/errors';
import { say } from '../i18n';
import { placeColumns } from '../places';

/** The body fields a location names its place with. */
const BODY_FIELDS = { province: 'provinceCode', canton: 'cantonCode', district: 'districtCode' };
const codesOf = (body: BenefitLocationBody) => ({
  province: body.provinceCode,
  canton: body.cantonCode,
  district: body.districtCode,
});

const ENTITY = 'benefit_location';

/** The point must fall in its district's boundary when one is loaded: 400 naming `latitude`. */
async function assertInsideDistrict(
  trx: Transaction<Database>,
  body: BenefitLocationBody,
  place: Place,
): Promise<void> {
  if (await isOutsideBoundary(trx, body.districtCode, body.latitude, body.longitude)) {
    throw new RequestValidationError({
      latitude: say('location.outsideDistrict', { district: place.districtName }),
    });
  }
}

type Row = Selectable<BenefitLocationTable> & { benefit_name: string };

const toLocation = (row: Row): BenefitLocation => ({
  id: row.id,
  idBenefits: row.benefit_id,
  benefitName: row.benefit_name,
  province: row.province_name,
  provinceCode: row.province_code,
  canton: row.canton_name,
  cantonCode: row.canton_code,
  district: row.district_name,
  districtCode: row.district_code,
  address: row.address,
  latitude: formatDecimalComma(row.latitude),
  longitude: formatDecimalComma(row.longitude),
  phone: row.phone,
  whatsapp: row.whatsapp,
  active: Boolean(row.active),
  principalLocation: Boolean(row.principal_location),
  ubicationType: row.ubication_type as UbicationType,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The stored row, for the audit trail's before and after. */
const snapshot = (row: Selectable<BenefitLocationTable>) => ({
  ...row,
  active: Boolean(row.active),
  principal_location: Boolean(row.principal_location),
});

/**
 * Benefit locations. Readers see the active locations of active benefits; owners
 * (Benefits_Owner, System_Admin) every one. A benefit has at most one principal location: saving
 * one as principal unsets the other in the same transaction (and a unique index backs it).
 */
export function createBenefitLocationRepository(db: DB) {
  const base = (visibleToReaders: boolean) => {
    let query = db
      .selectFrom('benefit_locations')
      .innerJoin('benefits', 'benefits.id', 'benefit_locations.benefit_id');
    if (visibleToReaders) {
      query = query.where('benefit_locations.active', '=', 1).where('benefits.active', '=', 1);
    }
    return query;
  };
  const columns = (query: ReturnType<typeof base>) =>
    query.selectAll('benefit_locations').select('benefits.name as benefit_name');

  const sort = {
    address: folded(db, sql.ref('benefit_locations.address')),
    province: 'benefit_locations.province_code',
    canton: 'benefit_locations.canton_code',
    principalLocation: 'benefit_locations.principal_location',
    updatedAt: 'benefit_locations.updated_at',
  } as const;

  async function byId(id: number, ownerView: boolean): Promise<BenefitLocation> {
    const row = await findOr404(
      columns(base(!ownerView)).where('benefit_locations.id', '=', id),
      say('location.notFound'),
    );
    return toLocation(row);
  }

  /** A province given by code ('1') or name ('San José', any case or accents); 400 otherwise. */
  async function provinceOf(value: string): Promise<number> {
    const row = await findOr400(
      db
        .selectFrom('provinces')
        .select('code')
        .where((eb) =>
          /^\d+$/.test(value)
            ? eb('code', '=', Number(value))
            : eb(folded(db, sql.ref('name')), '=', foldText(value)),
        ),
      { provincia: say('location.unknownProvince') },
    );
    return row.code;
  }

  /** A canton of `province` given by code ('101') or name; 400 otherwise. */
  async function cantonOf(province: number, value: string): Promise<string> {
    const row = await findOr400(
      db
        .selectFrom('cantons')
        .select('code')
        .where('province_code', '=', province)
        .where((eb) =>
          /^\d+$/.test(value)
            ? eb('code', '=', value)
            : eb(folded(db, sql.ref('name')), '=', foldText(value)),
        ),
      { canton: say('location.unknownCanton') },
    );
    return row.code;
  }

  /** FindByProvincia(Canton): active locations, paged, principal ones first then by canton. */
  async function findIn(
    query: FindByProvinceQuery,
    province: number,
    canton?: string,
  ): Promise<Page<BenefitLocation>> {
    let filtered = base(true).where('benefit_locations.province_code', '=', province);
    if (canton) filtered = filtered.where('benefit_locations.canton_code', '=', canton);
    if (query.idBenefits) {
      filtered = filtered.where('benefit_locations.benefit_id', '=', query.idBenefits);
    }
    const page = await pagedList(
      { page: query.page, perPage: query.perPage, sort: 'canton', order: 'ASC' },
      {
        base: filtered,
        select: (q) => columns(q).orderBy('benefit_locations.principal_location', 'desc'),
        sort: { canton: 'benefit_locations.canton_code' },
        tieBreaker: 'benefit_locations.id',
      },
    );
    return mapPage(page, toLocation);
  }

  /** Locks the benefit (PostgreSQL; SQLite holds the write lock) so principals cannot race. */
  async function lockBenefit(trx: Transaction<Database>, benefitId: number) {
    await findOr400(
      forUpdate(trx, trx.selectFrom('benefits').select('id').where('id', '=', benefitId)),
      { idBenefits: say('benefit.unknown') },
    );
  }

  /** Unsets the benefit's other principal location, audited. */
  async function unsetOtherPrincipal(
    trx: Transaction<Database>,
    actor: Actor,
    benefitId: number,
    keepId: number | null,
    at: string,
  ) {
    let query = trx
      .selectFrom('benefit_locations')
      .selectAll()
      .where('benefit_id', '=', benefitId)
      .where('principal_location', '=', 1);
    if (keepId !== null) query = query.where('id', '!=', keepId);
    for (const before of await query.execute()) {
      const changes = { principal_location: 0, ...changedStamps(at, actorEmployeeId(actor)) };
      await updateAudited(trx, actor, {
        table: 'benefit_locations',
        entity: ENTITY,
        id: before.id,
        set: changes,
        before: snapshot(before),
        after: snapshot({ ...before, ...changes }),
      });
    }
  }

  const values = (body: BenefitLocationBody, place: Place) => ({
    benefit_id: body.idBenefits,
    ...placeColumns(place),
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    phone: body.phone ?? null,
    whatsapp: body.whatsapp ?? null,
    active: flag(body.active),
    principal_location: flag(body.principalLocation),
    ubication_type: body.ubicationType,
  });

  return {
    /** GET /BenefitsLocation: a page (`q`: address contains; `idBenefits`; `active`). */
    async list(
      params: BenefitLocationListQuery,
      ownerView: boolean,
    ): Promise<Page<BenefitLocation>> {
      let filtered = base(!ownerView);
      if (params.q) {
        filtered = filtered.where(containsText(db, sql.ref('benefit_locations.address'), params.q));
      }
      if (params.idBenefits) {
        filtered = filtered.where('benefit_locations.benefit_id', '=', params.idBenefits);
      }
      if (params.active !== undefined) {
        filtered = filtered.where('benefit_locations.active', '=', flag(params.active));
      }
      const page = await pagedList(params as ListParams<BenefitLocationSortField>, {
        base: filtered,
        select: columns,
        sort,
        tieBreaker: 'benefit_locations.id',
      });
      return mapPage(page, toLocation);
    },

    get: byId,

    async findByProvince(query: FindByProvinceQuery) {
      return findIn(query, await provinceOf(query.provincia));
    },

    async findByProvinceCanton(query: FindByProvinceCantonQuery) {
      const province = await provinceOf(query.provincia);
      return findIn(query, province, await cantonOf(province, query.canton));
    },

    /** POST /BenefitsLocation: audited as 'benefit_location'. */
    async create(actor: Actor, body: BenefitLocationBody): Promise<BenefitLocation> {
      const id = await writeTransaction(db, async (trx) => {
        await lockBenefit(trx, body.idBenefits);
        const names = await placeOf(trx, codesOf(body), BODY_FIELDS);
        await assertInsideDistrict(trx, body, names);
        const at = new Date().toISOString();
        if (body.principalLocation) {
          await unsetOtherPrincipal(trx, actor, body.idBenefits, null, at);
        }
        const row = {
          ...values(body, names),
          ...createdStamps(at, actorEmployeeId(actor)),
        };
        return insertAudited(trx, actor, {
          table: 'benefit_locations',
          entity: ENTITY,
          values: row,
          after: snapshot,
        });
      });
      return byId(id, true);
    },

    /** PUT /BenefitsLocation/{id}: audited; a save that changes nothing leaves no row. */
    async update(actor: Actor, id: number, body: BenefitLocationBody): Promise<BenefitLocation> {
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_locations', id, say('location.notFound'));
        await lockBenefit(trx, body.idBenefits);
        const names = await placeOf(trx, codesOf(body), BODY_FIELDS);
        // A point saved before its district's boundary was loaded stays editable: only a move
        // (another point or district) answers to the boundary.
        const moved =
          body.latitude !== before.latitude ||
          body.longitude !== before.longitude ||
          body.districtCode !== before.district_code;
        if (moved) await assertInsideDistrict(trx, body, names);
        const changes = values(body, names);
        const changed = (Object.keys(changes) as (keyof typeof changes)[]).some(
          (key) => changes[key] !== before[key],
        );
        if (!changed) return;
        const at = new Date().toISOString();
        if (body.principalLocation) {
          await unsetOtherPrincipal(trx, actor, body.idBenefits, id, at);
        }
        const set = { ...changes, ...changedStamps(at, actorEmployeeId(actor)) };
        const after = { ...before, ...set };
        await updateAudited(trx, actor, {
          table: 'benefit_locations',
          entity: ENTITY,
          id,
          set,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return byId(id, true);
    },

    /**
     * DELETE /BenefitsLocation/{id}: a hard delete, audited. Discounts tied to the location
     * stay, for all of the benefit's locations (their location becomes none).
     */
    async remove(actor: Actor, id: number): Promise<BenefitLocation> {
      const deleted = await byId(id, true);
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_locations', id, say('location.notFound'));
        await trx
          .updateTable('benefit_discounts')
          .set({ location_id: null })
          .where('location_id', '=', id)
          .execute();
        await deleteAudited(trx, actor, {
          table: 'benefit_locations',
          entity: ENTITY,
          id,
          before: snapshot(before),
        });
      });
      return deleted;
    },
  };
}
