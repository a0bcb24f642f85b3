import { type Kysely, sql } from 'kysely';
import type { InferType } from 'yup';
import type {
  AvailabilityBody,
  AvailabilityWindow,
  availabilityListQuery,
  BuildingBody,
  MedicalBuilding,
  MedicalBuildingBody,
  MedicalBuildingRecord,
  medicalBuildingListQuery,
  PeopleQuery,
  Person,
  Professional,
  ProfessionalBody,
  ProfessionalRecord,
  professionalListQuery,
  RequestType,
  RequestTypeBody,
  RequestTypeRecord,
  requestTypeListQuery,
} from '../../../../contracts/appointments/appointments';
import { deleteAnswering, insertAudited, updateAudited } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { findOr400, findOr404, type SelectedRow } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { employeeMatches, containsText } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { HttpError } from '../../../http/errors';
import { type Page, pagedList } from '../../../http/paging';
import { say } from '../i18n';
import { windowTimes } from '../windows';

/** An active request type of the building a request or booking names (400 naming tipoSolicitud). */
export const activeRequestType = (q: Kysely<Database>, id: number, buildingId: number) =>
  findOr400(
    q
      .selectFrom('appointment_request_types')
      .select('id')
      .where('id', '=', id)
      .where('building_id', '=', buildingId)
      .where('active', '=', 1),
    { tipoSolicitud: say('requestType.unknown') },
  );

const nameTaken = () =>
  new HttpError(409, say('building.nameTaken'), { name: say('building.nameTaken') });

const toBuilding = (row: { id: number; name: string; open: number; active: number }) => ({
  id: row.id,
  name: row.name,
  open: row.open === 1,
  active: row.active === 1,
});

/**
 * The medical service's reference data: buildings (with their open flag), professionals and
 * their weekly windows, the request types per building; the company's areas and people.
 */
export function createReferenceRepository(db: DB) {
  const buildingOne = async (id: number): Promise<MedicalBuildingRecord> =>
    toBuilding(
      await findOr404(
        db.selectFrom('medical_buildings').selectAll().where('id', '=', id),
        say('building.notFound'),
      ),
    );

  const professionalsBase = () =>
    db
      .selectFrom('medical_professionals')
      .innerJoin('medical_buildings', 'medical_buildings.id', 'medical_professionals.building_id');
  const selectProfessionals = (base: ReturnType<typeof professionalsBase>) =>
    base.selectAll('medical_professionals').select('medical_buildings.name as building_name');
  const toProfessional = (row: SelectedRow<typeof selectProfessionals>): ProfessionalRecord => ({
    id: row.id,
    name: row.name,
    specialty: row.specialty,
    buildingId: row.building_id,
    building: row.building_name,
    email: row.email,
    active: row.active === 1,
  });
  const professionalOne = async (id: number) =>
    toProfessional(
      await findOr404(
        selectProfessionals(professionalsBase()).where('medical_professionals.id', '=', id),
        say('professional.notFound'),
      ),
    );

  const windowsBase = () =>
    db
      .selectFrom('medical_availability')
      .innerJoin(
        'medical_professionals',
        'medical_professionals.id',
        'medical_availability.professional_id',
      );
  const selectWindows = (base: ReturnType<typeof windowsBase>) =>
    base
      .selectAll('medical_availability')
      .select('medical_professionals.name as professional_name');
  const toWindow = (row: SelectedRow<typeof selectWindows>): AvailabilityWindow => ({
    id: row.id,
    professionalId: row.professional_id,
    professional: row.professional_name,
    ...windowTimes(row),
  });
  const windowOne = async (id: number) =>
    toWindow(
      await findOr404(
        selectWindows(windowsBase()).where('medical_availability.id', '=', id),
        say('window.notFound'),
      ),
    );

  const typesBase = () =>
    db
      .selectFrom('appointment_request_types')
      .innerJoin(
        'medical_buildings',
        'medical_buildings.id',
        'appointment_request_types.building_id',
      );
  const selectTypes = (base: ReturnType<typeof typesBase>) =>
    base.selectAll('appointment_request_types').select('medical_buildings.name as building_name');
  const toType = (row: SelectedRow<typeof selectTypes>): RequestTypeRecord => ({
    id: row.id,
    buildingId: row.building_id,
    building: row.building_name,
    name: row.name,
    nameEn: row.name_en,
    active: row.active === 1,
  });
  const typeOne = async (id: number) =>
    toType(
      await findOr404(
        selectTypes(typesBase()).where('appointment_request_types.id', '=', id),
        say('requestType.notFound'),
      ),
    );

  const buildingExists = (id: number, field: string) =>
    findOr400(db.selectFrom('medical_buildings').select('id').where('id', '=', id), {
      [field]: say('building.unknown'),
    });

  /** A window must not overlap another of the professional on that weekday and dates (409). */
  async function assertWindowFree(q: Kysely<Database>, body: AvailabilityBody, ignore?: number) {
    let query = q
      .selectFrom('medical_availability')
      .select('id')
      .where('professional_id', '=', body.professionalId)
      .where('weekday', '=', body.weekday)
      .where('start_time', '<', body.endTime)
      .where('end_time', '>', body.startTime)
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', body.validFrom)]));
    if (body.validTo) query = query.where('valid_from', '<=', body.validTo);
    if (ignore !== undefined) query = query.where('id', '<>', ignore);
    if (await query.executeTakeFirst())
      throw new HttpError(409, say('window.overlaps'), { startTime: say('window.overlaps') });
  }

  const windowValues = (body: AvailabilityBody) => ({
    professional_id: body.professionalId,
    weekday: body.weekday,
    start_time: body.startTime,
    end_time: body.endTime,
    slot_minutes: body.slotMinutes,
    valid_from: body.validFrom,
    valid_to: body.validTo ?? null,
  });

  return {
    // Legacy calls -----------------------------------------------------------------------------

    /** GET /Edificios: active buildings (staff: all), by name. */
    async buildings(staff: boolean): Promise<MedicalBuilding[]> {
      let query = db.selectFrom('medical_buildings').selectAll().orderBy('name');
      if (!staff) query = query.where('active', '=', 1);
      return (await query.execute()).map((row) => ({
        id: row.id,
        edificio: row.name,
        abierto: row.open === 1,
        activo: row.active === 1,
      }));
    },

    /** POST /Edificios: creates the building or sets its open flag, by name (ignoring case). */
    async saveBuilding(
      user: ApiUser,
      body: BuildingBody,
    ): Promise<{ created: boolean; building: MedicalBuilding }> {
      const at = new Date().toISOString();
      const { id, created } = await writeTransaction(db, async (trx) => {
        const existing = await trx
          .selectFrom('medical_buildings')
          .selectAll()
          .where(sql`lower(name)`, '=', body.edificio.toLowerCase())
          .executeTakeFirst();
        if (existing) {
          await lockByIdOr404(trx, 'medical_buildings', existing.id, say('building.notFound'));
          await updateAudited(trx, user, {
            table: 'medical_buildings',
            entity: 'medical_building',
            id: existing.id,
            set: { open: body.abierto ? 1 : 0, updated_at: at },
            before: toBuilding(existing),
            after: toBuilding({ ...existing, open: body.abierto ? 1 : 0 }),
          });
          return { id: existing.id, created: false };
        }
        const newId = await insertAudited(trx, user, {
          table: 'medical_buildings',
          entity: 'medical_building',
          values: {
            name: body.edificio,
            open: body.abierto ? 1 : 0,
            active: 1,
            created_at: at,
            updated_at: at,
          },
        });
        return { id: newId, created: true };
      });
      const row = await buildingOne(id);
      return {
        created,
        building: { id: row.id, edificio: row.name, abierto: row.open, activo: row.active },
      };
    },

    /** GET /Profesionales: active professionals, by name. */
    async professionals(buildingId?: number): Promise<Professional[]> {
      let base = professionalsBase().where('medical_professionals.active', '=', 1);
      if (buildingId !== undefined)
        base = base.where('medical_professionals.building_id', '=', buildingId);
      const rows = await selectProfessionals(base).orderBy('medical_professionals.name').execute();
      return rows.map((row) => ({
        id: row.id,
        nombre: row.name,
        especialidad: row.specialty,
        idEdificio: row.building_id,
        edificio: row.building_name,
        email: row.email,
        activo: row.active === 1,
      }));
    },

    /** GET /TipoSolicitud: the building's active request types. */
    async requestTypes(buildingId: number): Promise<RequestType[]> {
      const rows = await db
        .selectFrom('appointment_request_types')
        .selectAll()
        .where('building_id', '=', buildingId)
        .where('active', '=', 1)
        .orderBy('name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        idEdificio: row.building_id,
        nombre: row.name,
        nombreEn: row.name_en,
        activo: row.active === 1,
      }));
    },

    /** GET /AreaCuenta: the company's accounts (areas) of active employees. */
    async areas(): Promise<string[]> {
      const rows = await db
        .selectFrom('employees')
        .select('account')
        .distinct()
        .where('account', 'is not', null)
        .where('active', '=', 1)
        .orderBy('account')
        .execute();
      return rows.map((row) => row.account!);
    },

    /** GET /Personal: active people, filtered, by name, paged. */
    async people(query: PeopleQuery): Promise<Page<Person>> {
      let base = db
        .selectFrom('employees')
        .leftJoin('employees as coach', 'coach.id', 'employees.supervisor_id')
        .where('employees.active', '=', 1);
      if (query.badge) base = base.where('employees.badge', '=', query.badge);
      if (query.coachBadge) base = base.where('coach.badge', '=', query.coachBadge);
      if (query.puesto)
        base = base.where(containsText(db, sql.ref('employees.position'), query.puesto));
      if (query.identificacion) {
        const term = query.identificacion;
        base = base.where((eb) => eb.or([...employeeMatches(db, term)]));
      }
      const page = await pagedList(
        { sort: 'name', order: 'ASC', page: query.page, perPage: query.perPage },
        {
          base,
          select: (b) =>
            b.select([
              'employees.badge',
              'employees.full_name',
              'employees.position',
              'employees.account',
              'employees.email',
              'coach.badge as coach_badge',
              'coach.full_name as coach_name',
            ]),
          sort: { name: 'employees.full_name' },
          tieBreaker: 'employees.id',
        },
      );
      return {
        total: page.total,
        rows: page.rows.map((row) => ({
          badge: row.badge,
          nombre: row.full_name,
          puesto: row.position ?? '',
          cuenta: row.account ?? '',
          email: row.email,
          coachBadge: row.coach_badge,
          coachNombre: row.coach_name,
        })),
      };
    },

    // The portal's own resources --------------------------------------------------------------

    medicalBuildings: {
      async list(
        query: InferType<typeof medicalBuildingListQuery>,
      ): Promise<Page<MedicalBuildingRecord>> {
        let base = db.selectFrom('medical_buildings');
        const { filter } = query;
        if (filter.id) base = base.where('id', 'in', filter.id);
        if (filter.q) base = base.where(containsText(db, sql.ref('name'), filter.q));
        if (filter.active !== undefined) base = base.where('active', '=', filter.active ? 1 : 0);
        if (filter.open !== undefined) base = base.where('open', '=', filter.open ? 1 : 0);
        const page = await pagedList(query, {
          base,
          select: (b) => b.selectAll(),
          sort: { name: 'name', open: 'open', active: 'active', id: 'id' },
          tieBreaker: 'id',
        });
        return { total: page.total, rows: page.rows.map(toBuilding) };
      },
      one: buildingOne,
      async create(user: ApiUser, body: MedicalBuildingBody) {
        const at = new Date().toISOString();
        try {
          const id = await writeTransaction(db, (trx) =>
            insertAudited(trx, user, {
              table: 'medical_buildings',
              entity: 'medical_building',
              values: {
                name: body.name,
                open: body.open ? 1 : 0,
                active: body.active ? 1 : 0,
                created_at: at,
                updated_at: at,
              },
            }),
          );
          return buildingOne(id);
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken();
          throw error;
        }
      },
      async update(user: ApiUser, id: number, body: MedicalBuildingBody) {
        const at = new Date().toISOString();
        try {
          await writeTransaction(db, async (trx) => {
            const before = await lockByIdOr404(
              trx,
              'medical_buildings',
              id,
              say('building.notFound'),
            );
            const set = { name: body.name, open: body.open ? 1 : 0, active: body.active ? 1 : 0 };
            await updateAudited(trx, user, {
              table: 'medical_buildings',
              entity: 'medical_building',
              id,
              set: { ...set, updated_at: at },
              before: toBuilding(before),
              after: toBuilding({ ...before, ...set }),
            });
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken();
          throw error;
        }
        return buildingOne(id);
      },
    },

    medicalProfessionals: {
      async list(
        query: InferType<typeof professionalListQuery>,
      ): Promise<Page<ProfessionalRecord>> {
        let base = professionalsBase();
        const { filter } = query;
        if (filter.id) base = base.where('medical_professionals.id', 'in', filter.id);
        if (filter.q)
          base = base.where(containsText(db, sql.ref('medical_professionals.name'), filter.q));
        if (filter.active !== undefined)
          base = base.where('medical_professionals.active', '=', filter.active ? 1 : 0);
        if (filter.buildingId)
          base = base.where('medical_professionals.building_id', '=', filter.buildingId);
        if (filter.specialty)
          base = base.where('medical_professionals.specialty', '=', filter.specialty);
        const page = await pagedList(query, {
          base,
          select: selectProfessionals,
          sort: {
            name: 'medical_professionals.name',
            specialty: 'medical_professionals.specialty',
            building: 'medical_buildings.name',
            active: 'medical_professionals.active',
            id: 'medical_professionals.id',
          },
          tieBreaker: 'medical_professionals.id',
        });
        return { total: page.total, rows: page.rows.map(toProfessional) };
      },
      one: professionalOne,
      async create(user: ApiUser, body: ProfessionalBody) {
        await buildingExists(body.buildingId, 'buildingId');
        const at = new Date().toISOString();
        const id = await writeTransaction(db, (trx) =>
          insertAudited(trx, user, {
            table: 'medical_professionals',
            entity: 'medical_professional',
            values: {
              name: body.name,
              specialty: body.specialty,
              building_id: body.buildingId,
              email: body.email,
              active: body.active ? 1 : 0,
              created_at: at,
              updated_at: at,
            },
          }),
        );
        return professionalOne(id);
      },
      async update(user: ApiUser, id: number, body: ProfessionalBody) {
        await buildingExists(body.buildingId, 'buildingId');
        const at = new Date().toISOString();
        await writeTransaction(db, async (trx) => {
          const before = await lockByIdOr404(
            trx,
            'medical_professionals',
            id,
            say('professional.notFound'),
          );
          const set = {
            name: body.name,
            specialty: body.specialty,
            building_id: body.buildingId,
            email: body.email,
            active: body.active ? 1 : 0,
          };
          await updateAudited(trx, user, {
            table: 'medical_professionals',
            entity: 'medical_professional',
            id,
            set: { ...set, updated_at: at },
            before,
            after: { ...before, ...set },
          });
        });
        return professionalOne(id);
      },
    },

    availability: {
      async list(
        query: InferType<typeof availabilityListQuery>,
      ): Promise<Page<AvailabilityWindow>> {
        let base = windowsBase();
        const { filter } = query;
        if (filter.id) base = base.where('medical_availability.id', 'in', filter.id);
        if (filter.professionalId)
          base = base.where('medical_availability.professional_id', '=', filter.professionalId);
        if (filter.weekday) base = base.where('medical_availability.weekday', '=', filter.weekday);
        const page = await pagedList(query, {
          base,
          select: selectWindows,
          sort: {
            professional: 'medical_professionals.name',
            weekday: 'medical_availability.weekday',
            startTime: 'medical_availability.start_time',
            validFrom: 'medical_availability.valid_from',
            id: 'medical_availability.id',
          },
          tieBreaker: 'medical_availability.id',
        });
        return { total: page.total, rows: page.rows.map(toWindow) };
      },
      one: windowOne,
      async create(user: ApiUser, body: AvailabilityBody) {
        await findOr400(
          db.selectFrom('medical_professionals').select('id').where('id', '=', body.professionalId),
          { professionalId: say('professional.unknown') },
        );
        const id = await writeTransaction(db, async (trx) => {
          await assertWindowFree(trx, body);
          return insertAudited(trx, user, {
            table: 'medical_availability',
            entity: 'medical_availability',
            values: windowValues(body),
          });
        });
        return windowOne(id);
      },
      async update(user: ApiUser, id: number, body: AvailabilityBody) {
        await writeTransaction(db, async (trx) => {
          const before = await lockByIdOr404(
            trx,
            'medical_availability',
            id,
            say('window.notFound'),
          );
          await assertWindowFree(trx, body, id);
          await updateAudited(trx, user, {
            table: 'medical_availability',
            entity: 'medical_availability',
            id,
            set: windowValues(body),
            before,
            after: { ...before, ...windowValues(body) },
          });
        });
        return windowOne(id);
      },
      remove: (user: ApiUser, id: number) =>
        deleteAnswering(
          db,
          user,
          {
            table: 'medical_availability',
            entity: 'medical_availability',
            id,
            missing: say('window.notFound'),
          },
          () => windowOne(id),
        ),
    },

    requestTypeRecords: {
      async list(query: InferType<typeof requestTypeListQuery>): Promise<Page<RequestTypeRecord>> {
        let base = typesBase();
        const { filter } = query;
        if (filter.id) base = base.where('appointment_request_types.id', 'in', filter.id);
        if (filter.q)
          base = base.where(containsText(db, sql.ref('appointment_request_types.name'), filter.q));
        if (filter.buildingId)
          base = base.where('appointment_request_types.building_id', '=', filter.buildingId);
        if (filter.active !== undefined)
          base = base.where('appointment_request_types.active', '=', filter.active ? 1 : 0);
        const page = await pagedList(query, {
          base,
          select: selectTypes,
          sort: {
            name: 'appointment_request_types.name',
            building: 'medical_buildings.name',
            active: 'appointment_request_types.active',
            id: 'appointment_request_types.id',
          },
          tieBreaker: 'appointment_request_types.id',
        });
        return { total: page.total, rows: page.rows.map(toType) };
      },
      one: typeOne,
      async create(user: ApiUser, body: RequestTypeBody) {
        await buildingExists(body.buildingId, 'buildingId');
        const id = await writeTransaction(db, (trx) =>
          insertAudited(trx, user, {
            table: 'appointment_request_types',
            entity: 'appointment_request_type',
            values: {
              building_id: body.buildingId,
              name: body.name,
              name_en: body.nameEn,
              active: body.active ? 1 : 0,
            },
          }),
        );
        return typeOne(id);
      },
      async update(user: ApiUser, id: number, body: RequestTypeBody) {
        await buildingExists(body.buildingId, 'buildingId');
        await writeTransaction(db, async (trx) => {
          const before = await lockByIdOr404(
            trx,
            'appointment_request_types',
            id,
            say('requestType.notFound'),
          );
          const set = {
            building_id: body.buildingId,
            name: body.name,
            name_en: body.nameEn,
            active: body.active ? 1 : 0,
          };
          await updateAudited(trx, user, {
            table: 'appointment_request_types',
            entity: 'appointment_request_type',
            id,
            set,
            before,
            after: { ...before, ...set },
          });
        });
        return typeOne(id);
      },
    },
  };
}
