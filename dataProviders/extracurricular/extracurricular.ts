import type { DataProvider, GetListParams, Identifier } from 'react-admin';
// Types and constants only: the contract's yup schemas are built after the portal sets yup's messages.
import {
  type Canton,
  CATALOGUE_IMAGE_ID,
  type CatalogueImages,
  type ClientAccount,
  type ConfigMessage,
  type ConfigMessageBody,
  type Course,
  type CourseBody,
  type CostCenter,
  type District,
  type LineOfBusiness,
  type LineOfBusinessWithCostCenters,
  type LobBody,
  type Location,
  type LocationBody,
  type MltAdminBody,
  type Province,
  type RoleHolder,
  type Room,
  type RoomBody,
  type Student,
  type StudentBody,
  type UserLocation,
  type UserRoles,
} from '../../contracts/extracurricular/extracurricular';
import type { HttpClient } from '../http';
import { type ImageValue, joinedSegment, legacyAdapter, multipartBody } from '../legacyAdapter';
import { listSearch, onlyFilters, search } from '../listParams';

/**
 * The extracurricular family (/api/extracurricular). The calls the contract writes with `{token}`
 * carry today's client date-token as the last of the parameters joined by '&' in one path
 * segment, read when the call is made; the others take none. Resources:
 * - `extracurricular-lobs` (GetAllLOBs, GetLobById with its cost centres, PutInsUpdtLOB),
 *   `extracurricular-accounts` (GetAllAccounts), `extracurricular-cost-centres` (by `filter.lobId`
 *   or `filter.accountId`);
 * - `extracurricular-locations`, `extracurricular-rooms`, `extracurricular-courses`,
 *   `extracurricular-students`: GetAll*, Get*ById and the PutInsUpdt* upsert (PUT to create too);
 * - `extracurricular-admins` (UserAdmin, token in the path, the badge written twice) and
 *   `extracurricular-mlt-admins` (UserMLTAdmin); `extracurricular-roles` (GetUserRoles by badge);
 * - `extracurricular-images` (the catalogue's banner and background: image id 1) and
 *   `extracurricular-messages` (the configuration messages);
 * - `home-provinces`, `home-cantons` (`filter.provinceId`), `home-districts`
 *   (`filter.cantonId`) and `my-location` (mine by badge; saved as multipart with `Token`).
 */

/** Where the family is and how to read today's token. */
export interface ExtracurricularApi {
  api: string;
  http: HttpClient;
  todayToken: () => Promise<string>;
}

/** The family's address of `path` followed by these parameters and today's token, '&'-joined. */
export async function withPathToken(
  { api, todayToken }: Pick<ExtracurricularApi, 'api' | 'todayToken'>,
  path: string,
  ...parts: readonly unknown[]
): Promise<string> {
  return `${api}${path}/${joinedSegment(...parts, await todayToken())}`;
}

/** The family's address of `path` with a query (empty values left out). */
export const at = ({ api }: Pick<ExtracurricularApi, 'api'>, path: string, query = '') =>
  query ? `${api}${path}?${query}` : `${api}${path}`;

/**
 * A list's query: page, sort (only a column the call sorts by; else its default), `q`, `active`
 * and the call's own filters.
 */
export const listOf =
  (sortable: readonly string[], filters: readonly string[] = []) =>
  (params: GetListParams) =>
    listSearch(
      {
        ...params,
        sort: params.sort && sortable.includes(params.sort.field) ? params.sort : undefined,
      },
      onlyFilters(params.filter, ['q', 'active', ...filters]),
    );

/** An upsert's id: the record's, none for a new one. */
const idOf = (id: Identifier | undefined) => (id === undefined ? {} : { id: Number(id) });

/** The LOB form's values: the LOB and its cost centres (the stored ones carry ids). */
export type LobValues = Omit<LobBody, 'costCenters'> & {
  costCenters?: Pick<CostCenter, 'code' | 'name'>[];
};

/** The body of PutInsUpdtLOB: the whole cost-centre list, code and name each. */
export const lobRequest = (values: Partial<LobValues>, id?: Identifier): LobBody => ({
  ...idOf(id),
  accountId: Number(values.accountId),
  name: values.name ?? '',
  active: values.active ?? true,
  modified_By: values.modified_By ?? '',
  costCenters: (values.costCenters ?? []).map(({ code, name }) => ({ code, name })),
});

export const lobsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<LineOfBusiness | LineOfBusinessWithCostCenters, LineOfBusiness, LobValues>(
    family.http,
    {
      resource: 'extracurricular-lobs',
      list: (params) =>
        at(
          family,
          '/AdminLOB/GetAllLOBs',
          listOf(['name', 'accountName', 'active'], ['accountId'])(params),
        ),
      one: (id) => at(family, '/AdminLOB/GetLobById', search({ id }).toString()),
      create: {
        method: 'PUT',
        path: () => at(family, '/AdminLOB/PutInsUpdtLOB'),
        body: ({ data }) => lobRequest(data),
      },
      update: {
        path: () => at(family, '/AdminLOB/PutInsUpdtLOB'),
        body: ({ id, data }) => lobRequest(data, id),
      },
    },
  );

export const accountsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<ClientAccount>(family.http, {
    resource: 'extracurricular-accounts',
    list: (params) => at(family, '/AdminLOB/GetAllAccounts', listOf(['name', 'active'])(params)),
    // The contract reads no account alone: a picker's chosen ones are found among all of them.
    getMany: async (ids) => {
      const { data } = await family.http.list<ClientAccount>(
        at(family, '/AdminLOB/GetAllAccounts', search({ perPage: 1000 }).toString()),
      );
      return data.filter((account) => ids.some((id) => String(id) === String(account.id)));
    },
  });

/** A LOB's cost centres (`filter.lobId`) or an account's (`filter.accountId`); none without either. */
export const costCentresAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<CostCenter>(family.http, {
    resource: 'extracurricular-cost-centres',
    list: ({ filter }) =>
      filter?.lobId
        ? at(family, '/AdminLOB/GetCostCenterByLOBId', search({ lobId: filter.lobId }).toString())
        : filter?.accountId
          ? at(
              family,
              '/AdminLOB/GetCostCenterByAccount',
              search({ accountId: filter.accountId }).toString(),
            )
          : null,
  });

/** A reference list of the family: GetAll*, Get*ById (`?id=`) and its upsert (PUT either way). */
function referenceAdapter<Row extends { id: Identifier }, Body extends object, Answer = Row>(
  family: ExtracurricularApi,
  resource: string,
  calls: { list: string; one: string; write: string },
  query: (params: GetListParams) => string,
  body: (values: Partial<Body>, id?: Identifier) => Body,
  toRecord?: (answer: Answer) => Row,
): DataProvider {
  return legacyAdapter<Row, Answer, Body>(family.http, {
    resource,
    toRecord,
    list: (params) => at(family, calls.list, query(params)),
    one: (id) => at(family, calls.one, search({ id }).toString()),
    create: { method: 'PUT', path: () => at(family, calls.write), body: ({ data }) => body(data) },
    update: { path: () => at(family, calls.write), body: ({ id, data }) => body(data, id) },
  });
}

/** A district code's province and canton (INEC: the canton is its first 3 digits, the province its first). */
export const placeOfDistrict = (districtCode: string | null | undefined) =>
  districtCode
    ? { provinceCode: Number(districtCode.slice(0, 1)), cantonCode: districtCode.slice(0, 3) }
    : { provinceCode: '', cantonCode: '' };

/** A location as its form holds it: the province and canton of its district for the selects. */
export type LocationRecord = Location & ReturnType<typeof placeOfDistrict>;

export const locationsAdapter = (family: ExtracurricularApi): DataProvider =>
  referenceAdapter<LocationRecord, LocationBody, Location>(
    family,
    'extracurricular-locations',
    {
      list: '/Locations/GetAllLocations',
      one: '/Locations/GetLocationsById',
      write: '/Locations/PutInsUpdtLocation',
    },
    listOf(['name', 'active']),
    (values, id) => ({
      ...idOf(id),
      name: values.name ?? '',
      active: values.active ?? true,
      // A location with no district (a virtual one) sends null, never an empty code.
      districtCode: values.districtCode || null,
    }),
    (location) => ({ ...location, ...placeOfDistrict(location.districtCode) }),
  );

export const roomsAdapter = (family: ExtracurricularApi): DataProvider =>
  referenceAdapter<Room, RoomBody>(
    family,
    'extracurricular-rooms',
    {
      list: '/Rooms/GetAllRooms',
      one: '/Rooms/GetRoomsById',
      write: '/Rooms/PutInsUpdtRoom',
    },
    listOf(['name', 'locationName', 'active', 'virtual'], ['locationId']),
    (values, id) => ({
      ...idOf(id),
      locationId: Number(values.locationId),
      name: values.name ?? '',
      active: values.active ?? true,
      virtual: values.virtual ?? false,
      modified_By: values.modified_By ?? '',
    }),
  );

export const coursesAdapter = (family: ExtracurricularApi): DataProvider =>
  referenceAdapter<Course, CourseBody>(
    family,
    'extracurricular-courses',
    {
      list: '/Courses/GetAllCourses',
      one: '/Courses/GetCoursesById',
      write: '/Courses/PutInsUpdtCourse',
    },
    listOf(['name', 'enableEnrrol', 'active']),
    (values, id) => ({
      ...idOf(id),
      name: values.name ?? '',
      enableEnrrol: values.enableEnrrol ?? false,
      active: values.active ?? true,
    }),
  );

export const studentsAdapter = (family: ExtracurricularApi): DataProvider =>
  referenceAdapter<Student, StudentBody>(
    family,
    'extracurricular-students',
    {
      list: '/students/GetAllStudents',
      one: '/students/GetStudentById',
      write: '/students/PutInsUpdtStudent',
    },
    listOf(['name', 'badge', 'email']),
    (values, id) => ({
      ...idOf(id),
      badge: values.badge ?? '',
      name: values.name ?? '',
      email: values.email ?? '',
    }),
  );

/** An administrator's form: whom (a badge), whether active, who writes it and their name. */
export interface RoleHolderValues {
  badge: string;
  active: boolean;
  modified_By: string;
  /** The employee's full name, sent as `fName` when known. */
  name?: string;
}

const ADMIN_SORTABLE = ['name', 'badge', 'active', 'createdAt'] as const;

/**
 * The extracurricular admins (UserAdmin): the write names everything in the path, the badge
 * twice (the contract's confirmation) and today's token last, the name in `fName`.
 */
export const adminsAdapter = (family: ExtracurricularApi): DataProvider => {
  const write = async (values: Partial<RoleHolderValues>, id: Identifier = 0) => {
    const path = await withPathToken(
      family,
      '/UserAdmin/PutInsUpdtUserAdmin',
      id,
      values.badge,
      values.badge,
      values.active ?? true,
      values.modified_By,
    );
    const fName = search({ fName: values.name }).toString();
    return fName ? `${path}?${fName}` : path;
  };
  return legacyAdapter<RoleHolder, RoleHolder, RoleHolderValues>(family.http, {
    resource: 'extracurricular-admins',
    list: async (params) =>
      `${await withPathToken(family, '/UserAdmin/GetAllUsersAdmin')}?${listOf(ADMIN_SORTABLE)(params)}`,
    one: (id) => withPathToken(family, '/UserAdmin/GetUserAdminById', id),
    create: { method: 'PUT', path: ({ data }) => write(data) },
    update: { path: ({ id, data }) => write(data, id) },
  });
};

/** The MLT admins (UserMLTAdmin, the instructors): a JSON upsert. */
export const mltAdminsAdapter = (family: ExtracurricularApi): DataProvider => {
  const body = (values: Partial<RoleHolderValues>, id?: Identifier): MltAdminBody => ({
    ...idOf(id),
    badge: values.badge ?? '',
    active: values.active ?? true,
    modified_By: values.modified_By ?? '',
  });
  return legacyAdapter<RoleHolder, RoleHolder, RoleHolderValues>(family.http, {
    resource: 'extracurricular-mlt-admins',
    list: (params) => at(family, '/UserMLTAdmin/GetAllMLTAdmin', listOf(ADMIN_SORTABLE)(params)),
    one: (id) => at(family, '/UserMLTAdmin/GetMLTAdminById', search({ id }).toString()),
    create: {
      method: 'PUT',
      path: () => at(family, '/UserMLTAdmin/PutInsUpdtMLTAdmin'),
      body: ({ data }) => body(data),
    },
    update: {
      path: () => at(family, '/UserMLTAdmin/PutInsUpdtMLTAdmin'),
      body: ({ id, data }) => body(data, id),
    },
  });
};

/** What an employee is to the family (GetUserRoles), the badge as its id. */
export type UserRolesRecord = UserRoles & { id: string };

export const rolesAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<UserRolesRecord, UserRoles>(family.http, {
    resource: 'extracurricular-roles',
    toRecord: (roles) => ({ ...roles, id: roles.badge }),
    one: (badge) => withPathToken(family, '/UserAdmin/GetUserRoles', badge),
  });

/** The images form's values: each picture as the image input holds it (stored URL or new file). */
export interface ImagesValues {
  banner?: ImageValue | string | null;
  backg?: ImageValue | string | null;
}

/** The images' multipart body: id 1 and each newly chosen file; a file left out stays as it is. */
export const imagesForm = (values: Partial<ImagesValues>): FormData =>
  multipartBody(
    { id: CATALOGUE_IMAGE_ID },
    {
      banner: typeof values.banner === 'string' ? null : values.banner,
      backg: typeof values.backg === 'string' ? null : values.backg,
    },
  );

/** The catalogue's banner and background: one record, image id 1. */
export const imagesAdapter = (family: ExtracurricularApi): DataProvider => {
  const all = () => family.http.json<CatalogueImages[]>(at(family, '/Images/GetAllImages'));
  return legacyAdapter<CatalogueImages, CatalogueImages, ImagesValues>(family.http, {
    resource: 'extracurricular-images',
    getList: async () => {
      const data = await all();
      return { data, total: data.length };
    },
    getOne: async (id) => {
      const images = (await all()).find((one) => String(one.id) === String(id));
      // Before any upload the catalogue simply has no pictures.
      return images ?? { id: CATALOGUE_IMAGE_ID, banner: null, backg: null, updatedAt: '' };
    },
    update: {
      path: () => at(family, '/Images/PutInsUpdtImage2'),
      body: ({ data }) => imagesForm(data),
    },
  });
};

const MESSAGE_SORTABLE = ['title', 'active', 'updatedAt'] as const;

export const messagesAdapter = (family: ExtracurricularApi): DataProvider => {
  const body = (values: Partial<ConfigMessageBody>, id?: Identifier): ConfigMessageBody => ({
    ...idOf(id),
    title: values.title ?? '',
    message: values.message ?? '',
    active: values.active ?? true,
    badge: values.badge ?? '',
  });
  return legacyAdapter<ConfigMessage, ConfigMessage, ConfigMessageBody>(family.http, {
    resource: 'extracurricular-messages',
    list: (params) =>
      at(family, '/ConfiguracionMensajes/GetConfigMensaje', listOf(MESSAGE_SORTABLE)(params)),
    // The contract reads no message alone: the form finds it among all of them.
    getOne: async (id) => {
      const { data: all } = await family.http.list<ConfigMessage>(
        at(family, '/ConfiguracionMensajes/GetConfigMensaje', search({ perPage: 1000 }).toString()),
      );
      const message = all.find((one) => String(one.id) === String(id));
      if (!message) throw new Error(`extracurricular-messages: no message ${String(id)}`);
      return message;
    },
    create: {
      method: 'PUT',
      path: () => at(family, '/ConfiguracionMensajes/PutInsertaActualizaConfigMensaje'),
      body: ({ data }) => body(data),
    },
    update: {
      path: () => at(family, '/ConfiguracionMensajes/PutInsertaActualizaConfigMensaje'),
      body: ({ id, data }) => body(data, id),
    },
  });
};

/** A province, canton or district as a record: its INEC code is its id. */
export type ProvinceRecord = Province & { id: number };
export type CantonRecord = Canton & { id: string };
export type DistrictRecord = District & { id: string };

export const provincesAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<ProvinceRecord, Province>(family.http, {
    resource: 'home-provinces',
    toRecord: (province) => ({ ...province, id: province.code }),
    list: () => withPathToken(family, '/Province/GetAllProvinces'),
  });

/** A province's cantons: nothing is asked before a province is chosen. */
export const cantonsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<CantonRecord, Canton>(family.http, {
    resource: 'home-cantons',
    toRecord: (canton) => ({ ...canton, id: canton.code }),
    list: ({ filter }) =>
      filter?.provinceId
        ? withPathToken(family, '/Canton/GetCantonByProvinceId', filter.provinceId)
        : null,
  });

/** A canton's districts: nothing is asked before a canton is chosen. */
export const districtsAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<DistrictRecord, District>(family.http, {
    resource: 'home-districts',
    toRecord: (district) => ({ ...district, id: district.code }),
    list: ({ filter }) =>
      filter?.cantonId
        ? withPathToken(family, '/District/GetDistrictsByCantonId', filter.cantonId)
        : null,
  });

/** My location as a record (its id my badge); `saved` false while I have not said where I live. */
export type MyLocationRecord = Partial<UserLocation> & { id: string; saved: boolean };

/** My location form's values. */
export interface MyLocationValues {
  provinceCode: number | string;
  cantonCode: string;
  districtCode: string;
  address: string;
}

export const myLocationAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<MyLocationRecord, UserLocation, MyLocationValues>(family.http, {
    resource: 'my-location',
    toRecord: (location) => ({ ...location, id: location.badge, saved: true }),
    getOne: async (badge) => {
      const location = await family.http.json<UserLocation | null>(
        await withPathToken(family, '/UserLocation/GetUserLocationByBadge', badge),
      );
      return location
        ? { ...location, id: location.badge, saved: true }
        : { id: String(badge), saved: false };
    },
    // The record's id is my badge; the path names where I live, the body my address and the token.
    update: {
      path: ({ id, data }) =>
        at(
          family,
          `/UserLocation/PutInsUpdateUserLocation/${joinedSegment(
            id,
            data.provinceCode,
            data.cantonCode,
            data.districtCode,
          )}`,
        ),
      body: async ({ data }) =>
        multipartBody({ address: data.address?.trim(), Token: await family.todayToken() }),
    },
  });
