import { boolean, type InferType, number, object, string, array } from 'yup';
import { recordId } from '../fields';
import { listQuery } from '../listQuery';
import type { Home } from '../places';

/**
 * The extracurricular service family (/api/extracurricular): its reference data (lines of
 * business with their accounts and cost centres, locations, rooms, the course catalogue,
 * students), its administrators (UserAdmin: role Extracurricular_Admin; UserMLTAdmin: role
 * Extracurricular_MLT, the instructors), Costa Rica's geography and the employee's own location,
 * the catalogue page's images and the configuration messages.
 *
 * Paths are the legacy contract's, written literally: parameters joined with '&' inside ONE path
 * segment (`/Canton/GetCantonByProvinceId/{id}&{token}`), each part percent-encoded. `{token}` is
 * the client date-token (contracts/dateToken.ts): missing, malformed or stale → 400 naming token.
 * Calls the contract writes without `{token}` take none; calls it writes without their arguments
 * take them in the query (`?id=`). Reads of a list (`GetAll*`) page, sort and filter in SQL:
 * `page`, `perPage` (≤ 100), `sort`, `order`, `q`, `active`; the total is in `X-Total-Count`.
 * `PutInsUpdt*` are upserts: no id (or 0) creates (201), an existing id updates (200), a repeat
 * changes nothing and answers the same. Writes are audited.
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A date token in the path (its place is checked by the server's date-token kit). */
const token = () => string().trim().required().max(128);
/** An upsert's id: absent or 0 creates. */
const upsertId = () => number().integer().min(0).max(2_147_483_647).optional();
const badge = () => string().trim().required().max(20);
const name = () => string().trim().required().min(2).max(100);
/** `active` filter of a list: only active (true) or inactive (false) rows; absent: all the caller sees. */
const activeFilter = () => boolean().optional();

export const tokenParams = object({ token: token() });
export type TokenParams = InferType<typeof tokenParams>;
export const idTokenParams = object({ id: recordId().required(), token: token() });
export const badgeTokenParams = object({ badge: badge(), token: token() });
/** `?id=` of the calls the contract writes without arguments (GetLobById, GetRoomsById, …). */
export const idQuery = object({ id: recordId().required() });

// ---------------------------------------------------------------------------------------------
// Geography and user location

/** A province (INEC code 1–7). GET /Province/GetAllProvinces/{token} (every employee). */
export interface Province {
  code: number;
  name: string;
}
/** A canton: INEC code of 3 digits, the first its province's. */
export interface Canton {
  code: string;
  provinceCode: number;
  name: string;
}
/** A district: INEC code of 5 digits, the first 3 its canton's. */
export interface District {
  code: string;
  cantonCode: string;
  name: string;
}

/** GET /Canton/GetCantonByProvinceId/{id}&{token}: the province's cantons (none for an unknown one). */
export const provinceTokenParams = object({
  id: number().integer().required().min(1).max(99),
  token: token(),
});
/** GET /District/GetDistrictsByCantonId/{id}&{token}: the canton's districts. */
export const cantonTokenParams = object({
  id: string()
    .trim()
    .required()
    .matches(/^\d{3}$/),
  token: token(),
});

/** PUT /Province/PutInsUpdtProvince (admins): creates or renames province `code`. */
export const provinceBody = object({
  code: number().integer().required().min(1).max(9),
  name: name(),
});
export type ProvinceBody = InferType<typeof provinceBody>;
/** PUT /Canton/PutInsUpdtCanton (admins): `code` must start with its province's digit. */
export const cantonBody = object({
  code: string()
    .trim()
    .required()
    .matches(/^\d{3}$/),
  provinceCode: number().integer().required().min(1).max(9),
  name: name(),
});
export type CantonBody = InferType<typeof cantonBody>;
/** PUT /District/PutInsUpdtDistrict (admins): `code` must start with its canton's code. */
export const districtBody = object({
  code: string()
    .trim()
    .required()
    .matches(/^\d{5}$/),
  cantonCode: string()
    .trim()
    .required()
    .matches(/^\d{3}$/),
  name: name(),
});
export type DistrictBody = InferType<typeof districtBody>;

/**
 * Where an employee lives. GET /UserLocation/GetUserLocationByBadge/{badge}&{token}: only the
 * caller's own badge (403 otherwise, for everyone); answers `null` while they have not said.
 */
export interface UserLocation extends Home {
  badge: string;
}

/**
 * PUT /UserLocation/PutInsUpdateUserLocation/{badge}&{provinceCode}&{cantonCode}&{districtCode}
 * (only the caller's own badge): multipart body `address` and `Token` (the date token, capital T).
 * The district must be in the canton and the canton in the province (400 naming the field).
 * Answers the UserLocation.
 */
export const userLocationParams = object({
  badge: badge(),
  provinceCode: number().integer().required().min(1).max(9),
  cantonCode: string()
    .trim()
    .required()
    .matches(/^\d{3}$/),
  districtCode: string()
    .trim()
    .required()
    .matches(/^\d{5}$/),
});
export const userLocationMultipart = object({
  address: string().trim().required().min(5).max(300),
  Token: token(),
});
export type UserLocationMultipart = InferType<typeof userLocationMultipart>;

// ---------------------------------------------------------------------------------------------
// User administration (UserAdmin: Extracurricular_Admin; UserMLTAdmin: Extracurricular_MLT)

/** An administrator: a role assignment (its id) of an employee; `fName` and `name` their full name. */
export interface RoleHolder {
  id: number;
  badge: string;
  name: string;
  fName: string;
  active: boolean;
  createdAt: string;
}

const holderSortable = ['name', 'badge', 'active', 'createdAt'] as const;
/** GET /UserAdmin/GetAllUsersAdmin/{token}?page&perPage&sort&order&q&active (admins). q: name, badge. */
export const userAdminListQuery = listQuery([...holderSortable], 'name').shape({
  active: activeFilter(),
});
/** GET /UserMLTAdmin/GetAllMLTAdmin?… (admins and MLT admins). */
export const mltAdminListQuery = userAdminListQuery;
/** GET /UserAdmin/GetUserAdminById/{id}&{token} (admins) → RoleHolder. */
/** GET /UserMLTAdmin/GetMLTAdminById?id= (admins and MLT admins) → RoleHolder. */

/**
 * PUT /UserAdmin/PutInsUpdtUserAdmin/{id}&{badge}&{confirmBadge}&{active}&{modified_By}&{token}?fName=
 * (admins). The badge is written twice: they must match (400 naming confirmBadge). `id` 0 creates
 * the assignment (or answers the employee's existing one); `modified_By` must be the caller's
 * badge. `fName` is optional, only validated. Answers the RoleHolder.
 */
export const userAdminParams = object({
  id: number().integer().required().min(0).max(2_147_483_647),
  badge: badge(),
  confirmBadge: badge(),
  active: boolean().required(),
  modified_By: badge(),
  token: token(),
});
export const userAdminQuery = object({ fName: string().trim().max(150).optional() });

/** PUT /UserMLTAdmin/PutInsUpdtMLTAdmin (admins): JSON body; answers the RoleHolder. */
export const mltAdminBody = object({
  id: upsertId(),
  badge: badge(),
  active: boolean().required(),
  modified_By: badge(),
});
export type MltAdminBody = InferType<typeof mltAdminBody>;

/**
 * GET /UserAdmin/GetUserRoles/{badge}&{token}: the caller's own badge, or any for admins: what the
 * portal shows (the roles are the employee's active roles of the catalogue).
 */
export interface UserRoles {
  badge: string;
  name: string;
  isAdmin: boolean;
  isMLTAdmin: boolean;
  roles: string[];
}

// ---------------------------------------------------------------------------------------------
// Lines of business

/** A client account the employees work for (seeded; read-only). */
export interface ClientAccount {
  id: number;
  name: string;
  active: boolean;
}
export interface CostCenter {
  id: number;
  code: string;
  name: string;
  lobId: number;
}
export interface LineOfBusiness {
  id: number;
  accountId: number;
  accountName: string;
  name: string;
  active: boolean;
  modified_By: string;
}
/** GET /AdminLOB/GetLobById?id= and the answer of PutInsUpdtLOB: the LOB with its cost centres. */
export interface LineOfBusinessWithCostCenters extends LineOfBusiness {
  costCenters: CostCenter[];
}

/** GET /AdminLOB/GetAllAccounts?… (admins, MLT admins). q: name. */
export const accountListQuery = listQuery(['name', 'active'], 'name').shape({
  active: activeFilter(),
});
/** GET /AdminLOB/GetAllLOBs?…&accountId= (admins, MLT admins). q: LOB or account name. */
export const lobListQuery = listQuery(['name', 'accountName', 'active'], 'name').shape({
  active: activeFilter(),
  accountId: recordId().optional(),
});
/** GET /AdminLOB/GetCostCenterByLOBId?lobId= → CostCenter[] by code. */
export const lobIdQuery = object({ lobId: recordId().required() });
/** GET /AdminLOB/GetCostCenterByAccount?accountId= and GetLOBsByAccount?accountId=. */
export const accountIdQuery = object({ accountId: recordId().required() });

/**
 * PUT /AdminLOB/PutInsUpdtLOB (admins): the LOB and its whole cost-centre list, which replaces
 * the LOB's list. A cost-centre code is unique across LOBs (409 naming `costCenters[i].code`);
 * the account must exist (400 naming accountId). Answers LineOfBusinessWithCostCenters.
 */
export const lobBody = object({
  id: upsertId(),
  accountId: recordId().required(),
  name: name(),
  active: boolean().required(),
  modified_By: badge(),
  costCenters: array()
    .of(
      object({
        code: string()
          .trim()
          .required()
          .matches(/^[A-Za-z0-9-]{2,20}$/),
        name: name(),
      }),
    )
    .max(100)
    .default([]),
});
export type LobBody = InferType<typeof lobBody>;

// ---------------------------------------------------------------------------------------------
// Reference data: locations, rooms, courses, students

export interface Location {
  id: number;
  name: string;
  active: boolean;
  /** The district it is in (for nearby suggestions); null for a virtual one. */
  districtCode: string | null;
}
/** GET /Locations/GetAllLocations?… (every employee: the active ones; admins and MLT all). */
export const locationListQuery = listQuery(['name', 'active'], 'name').shape({
  active: activeFilter(),
});
/** PUT /Locations/PutInsUpdtLocation (admins). Names unique (409 naming name). */
export const locationBody = object({
  id: upsertId(),
  name: name(),
  active: boolean().required(),
  districtCode: string()
    .trim()
    .matches(/^\d{5}$/)
    .nullable()
    .default(null),
});
export type LocationBody = InferType<typeof locationBody>;

export interface Room {
  id: number;
  locationId: number;
  locationName: string;
  name: string;
  active: boolean;
  virtual: boolean;
  modified_By: string;
}
/** GET /Rooms/GetAllRooms?…&locationId= (admins, MLT admins). q: room or location name. */
export const roomListQuery = listQuery(['name', 'locationName', 'active', 'virtual'], 'name').shape(
  {
    active: activeFilter(),
    locationId: recordId().optional(),
  },
);
/** GET /Rooms/GetLocationByRoom?id= → the room's Location. */
/** PUT /Rooms/PutInsUpdtRoom (admins): in an active location (400 naming locationId). */
export const roomBody = object({
  id: upsertId(),
  locationId: recordId().required(),
  name: name(),
  active: boolean().required(),
  virtual: boolean().required(),
  modified_By: badge(),
});
export type RoomBody = InferType<typeof roomBody>;

export interface Course {
  id: number;
  name: string;
  enableEnrrol: boolean;
  active: boolean;
}
/** GET /Courses/GetAllCourses?… (every employee: the active ones). */
export const courseListQuery = listQuery(['name', 'enableEnrrol', 'active'], 'name').shape({
  active: activeFilter(),
});
/** PUT /Courses/PutInsUpdtCourse (admins). Names unique (409 naming name). */
export const courseBody = object({
  id: upsertId(),
  name: name(),
  enableEnrrol: boolean().required(),
  active: boolean().required(),
});
export type CourseBody = InferType<typeof courseBody>;

export interface Student {
  id: number;
  badge: string;
  name: string;
  email: string;
}
/**
 * GET /students/GetAllStudents?… and GET /students/GetStudentById?id= (admins, MLT admins): the
 * portal's additions to the contract, which has only the write.
 */
export const studentListQuery = listQuery(['name', 'badge', 'email'], 'name');
/** PUT /students/PutInsUpdtStudent (admins): `badge` an active employee's, unique (409 naming badge). */
export const studentBody = object({
  id: upsertId(),
  badge: badge(),
  name: name(),
  email: string().trim().required().email().max(150),
});
export type StudentBody = InferType<typeof studentBody>;

// ---------------------------------------------------------------------------------------------
// Images and messages

/** The catalogue page's pictures: always id 1. GET /Images/GetAllImages (every employee). */
export interface CatalogueImages {
  id: number;
  /** Public URLs (GET /api/main/files/{id}); null until uploaded. */
  banner: string | null;
  backg: string | null;
  updatedAt: string;
}
export const CATALOGUE_IMAGE_ID = 1;
/**
 * PUT /Images/PutInsUpdtImage2 (admins): multipart, files `banner` and/or `backg` (pictures the
 * files kit takes, read from the bytes, within the uploads' limit; 400/413 naming the field); text
 * field `id`: 1 only.
 * A file left out keeps the current one. Answers CatalogueImages.
 */
export const imagesMultipart = object({
  id: number().integer().oneOf([CATALOGUE_IMAGE_ID]).default(CATALOGUE_IMAGE_ID),
});

export interface ConfigMessage {
  id: number;
  title: string;
  /** Sanitised rich text (HTML). */
  message: string;
  active: boolean;
  /** The last editor's badge. */
  badge: string;
  updatedAt: string;
}
/** GET /ConfiguracionMensajes/GetConfigMensaje?… (every employee: the active ones). q: title. */
export const configMessageListQuery = listQuery(['title', 'active', 'updatedAt'], 'title').shape({
  active: activeFilter(),
});
/** Largest message, in characters of HTML. */
export const CONFIG_MESSAGE_MAX = 10 * 1024;
/**
 * PUT /ConfiguracionMensajes/PutInsertaActualizaConfigMensaje (admins): `badge` must be the
 * caller's (400 naming it). `message` is sanitised. Answers the ConfigMessage.
 */
export const configMessageBody = object({
  id: upsertId(),
  title: string().trim().required().min(3).max(150),
  message: string().trim().required().max(CONFIG_MESSAGE_MAX),
  active: boolean().required(),
  badge: badge(),
});
export type ConfigMessageBody = InferType<typeof configMessageBody>;
