import {
  accountIdQuery,
  accountListQuery,
  badgeTokenParams,
  type CatalogueImages,
  cantonBody,
  cantonTokenParams,
  type ClientAccount,
  type ConfigMessage,
  configMessageBody,
  configMessageListQuery,
  type CostCenter,
  type Course,
  courseBody,
  courseListQuery,
  type District,
  districtBody,
  idQuery,
  idTokenParams,
  imagesMultipart,
  type LineOfBusiness,
  type LineOfBusinessWithCostCenters,
  lobBody,
  lobIdQuery,
  lobListQuery,
  type Location,
  locationBody,
  locationListQuery,
  mltAdminBody,
  mltAdminListQuery,
  type Province,
  provinceBody,
  provinceTokenParams,
  type RoleHolder,
  type Room,
  roomBody,
  roomListQuery,
  type Student,
  studentBody,
  studentListQuery,
  tokenParams,
  userAdminListQuery,
  userAdminParams,
  userAdminQuery,
  type UserLocation,
  userLocationMultipart,
  userLocationParams,
  type UserRoles,
  type Canton,
} from '../../../contracts/extracurricular/extracurricular';
import type { DB } from '../../db';
import { findOr404 } from '../../db/lookup';
import { writeTransaction } from '../../db/transaction';
import { saveCanton, saveDistrict, saveProvince } from '../../geography/divisions';
import {
  cantonsOf,
  districtsOf,
  homeOf,
  placeOf,
  provinces,
  saveHome,
} from '../../geography/places';
import { assertDateToken } from '../../http/dateToken';
import { RequestValidationError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { sendPage } from '../../http/paging';
import type { ServiceApp, ServiceDeps } from '../types';
import { ADMIN_ROLE, createAdminRepository, MLT_ROLE } from './admins';
import { createContentRepository } from './content';
import { say } from './i18n';
import { createLobRepository } from './lobs';
import { assertMyBadge, createReferenceRepository } from './reference';

const TOKEN =
  'The client date-token is the last part of the path (`{token}`): 400 naming it when missing, malformed or stale.';
const LIST =
  'Paged, sorted and filtered in SQL (`page`, `perPage` ≤ 100, `sort`, `order`, `q`, `active`); the total is in `X-Total-Count`.';
const UPSERT =
  'An upsert: no id (or 0) creates it (201), an existing id updates it (200), the same values again change nothing. Audited.';
/** The calls that carry the date token as the last part of their path. */
const inPath = { dateToken: 'params' as const };

const tags = {
  geography: ['Extracurricular: geography and my location'],
  admins: ['Extracurricular: administrators'],
  lobs: ['Extracurricular: lines of business'],
  reference: ['Extracurricular: reference data'],
  content: ['Extracurricular: images and messages'],
};

const employeeIdOf = (db: DB, badge: string) =>
  findOr404(
    db.selectFrom('employees').select('id').where('badge', '=', badge),
    say('employee.notFound'),
  );

/** The extracurricular family (/api/extracurricular): its reference data, admins and pages. */
export async function extracurricularRoutes(
  app: ServiceApp,
  { db, clientTokenPhrase }: ServiceDeps,
) {
  const admins = createAdminRepository(db);
  const lobs = createLobRepository(db);
  const reference = createReferenceRepository(db);
  const content = createContentRepository(db);

  // ------------------------------------------------------------------ geography and my location

  app.get(
    '/Province/GetAllProvinces/:token',
    {
      config: inPath,
      schema: {
        summary: 'Costa Rica’s provinces',
        description: TOKEN,
        tags: tags.geography,
        params: tokenParams,
      },
    },
    async (): Promise<Province[]> => provinces(db),
  );

  app.get(
    '/Canton/GetCantonByProvinceId/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'The cantons of a province',
        description: `In INEC order; none for an unknown province. ${TOKEN}`,
        tags: tags.geography,
        params: provinceTokenParams,
      },
    },
    async (request): Promise<Canton[]> =>
      (await cantonsOf(db, request.params.id)).map((row) => ({
        code: row.code,
        provinceCode: row.province_code,
        name: row.name,
      })),
  );

  app.get(
    '/District/GetDistrictsByCantonId/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'The districts of a canton',
        description: `In INEC order; none for an unknown canton. ${TOKEN}`,
        tags: tags.geography,
        params: cantonTokenParams,
      },
    },
    async (request): Promise<District[]> =>
      (await districtsOf(db, request.params.id)).map((row) => ({
        code: row.code,
        cantonCode: row.canton_code,
        name: row.name,
      })),
  );

  app.put(
    '/Province/PutInsUpdtProvince',
    {
      schema: {
        summary: 'Create or rename a province (by INEC code)',
        description: `Names unique (409 naming name). ${UPSERT}`,
        tags: tags.geography,
        body: provinceBody,
      },
    },
    async (request, reply): Promise<Province> => {
      const { created, value } = await saveProvince(db, request.user, request.body);
      return reply.status(created ? 201 : 200).send(value);
    },
  );

  app.put(
    '/Canton/PutInsUpdtCanton',
    {
      schema: {
        summary: 'Create or rename a canton (by INEC code)',
        description: `Its code starts with its province’s digit (400 naming code); an unknown province is a 400 naming provinceCode; names unique in the province (409). ${UPSERT}`,
        tags: tags.geography,
        body: cantonBody,
      },
    },
    async (request, reply): Promise<Canton> => {
      const { created, value } = await saveCanton(db, request.user, request.body);
      return reply.status(created ? 201 : 200).send(value);
    },
  );

  app.put(
    '/District/PutInsUpdtDistrict',
    {
      schema: {
        summary: 'Create or rename a district (by INEC code)',
        description: `Its code starts with its canton’s code (400 naming code); an unknown canton is a 400 naming cantonCode; names unique in the canton (409). ${UPSERT}`,
        tags: tags.geography,
        body: districtBody,
      },
    },
    async (request, reply): Promise<District> => {
      const { created, value } = await saveDistrict(db, request.user, request.body);
      return reply.status(created ? 201 : 200).send(value);
    },
  );

  const locationOf = async (badge: string): Promise<UserLocation | null> => {
    const employee = await employeeIdOf(db, badge);
    const home = await homeOf(db, employee.id);
    return home ? { badge, ...home } : null;
  };

  app.get(
    '/UserLocation/GetUserLocationByBadge/:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'Where I live',
        description: `Only the caller’s own badge (403 for anyone else’s, System_Admin included); \`null\` while not said. ${TOKEN}`,
        tags: tags.geography,
        params: badgeTokenParams,
      },
    },
    async (request): Promise<UserLocation | null> => locationOf(request.params.badge),
  );

  app.put(
    '/UserLocation/PutInsUpdateUserLocation/:badge&:provinceCode&:cantonCode&:districtCode',
    {
      schema: {
        summary: 'Say where I live',
        description:
          'Only the caller’s own badge. Multipart: `address` and `Token` (the date token, 400 naming Token when missing or stale). The district must be in the canton and the canton in the province (400 naming the field). Answers the saved location.',
        tags: tags.geography,
        params: userLocationParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<UserLocation | null> => {
      const { body } = await readMultipart(request, userLocationMultipart, {});
      await assertDateToken(body.Token, clientTokenPhrase, 'Token');
      const { badge, provinceCode, cantonCode, districtCode } = request.params;
      const employee = await employeeIdOf(db, badge);
      await writeTransaction(db, async (trx) => {
        await placeOf(
          trx,
          { province: provinceCode, canton: cantonCode, district: districtCode },
          { province: 'provinceCode', canton: 'cantonCode', district: 'districtCode' },
        );
        await saveHome(
          trx,
          employee.id,
          { districtCode, address: body.address },
          new Date().toISOString(),
        );
      });
      return locationOf(badge);
    },
  );

  // ------------------------------------------------------------------ administrators

  app.get(
    '/UserAdmin/GetAllUsersAdmin/:token',
    {
      config: inPath,
      schema: {
        summary: 'The extracurricular administrators',
        description: `Assignments of role ${ADMIN_ROLE}; \`q\` searches name and badge. ${LIST} ${TOKEN}`,
        tags: tags.admins,
        params: tokenParams,
        querystring: userAdminListQuery,
      },
    },
    async (request, reply): Promise<RoleHolder[]> =>
      sendPage(reply, await admins.list(ADMIN_ROLE, request.query)),
  );

  app.get(
    '/UserAdmin/GetUserAdminById/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'One extracurricular administrator',
        description: TOKEN,
        tags: tags.admins,
        params: idTokenParams,
      },
    },
    async (request): Promise<RoleHolder> => admins.one(ADMIN_ROLE, request.params.id),
  );

  app.get(
    '/UserAdmin/GetUserRoles/:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'What an employee is on this family',
        description: `The caller’s own badge, or any for its administrators: \`{ badge, name, isAdmin, isMLTAdmin, roles }\`. ${TOKEN}`,
        tags: tags.admins,
        params: badgeTokenParams,
      },
    },
    async (request): Promise<UserRoles> => admins.rolesOf(request.params.badge),
  );

  app.put(
    '/UserAdmin/PutInsUpdtUserAdmin/:id&:badge&:confirmBadge&:active&:modified_By&:token',
    {
      config: inPath,
      schema: {
        summary: 'Make an employee an extracurricular administrator, or (de)activate one',
        description: `The badge is written twice (400 naming confirmBadge when they differ); \`modified_By\` is the caller’s badge; \`fName\` is only validated. The role reaches the employee’s token at their next sign-in. ${UPSERT} ${TOKEN}`,
        tags: tags.admins,
        params: userAdminParams,
        querystring: userAdminQuery,
      },
    },
    async (request, reply): Promise<RoleHolder> => {
      const { id, badge, confirmBadge, active, modified_By } = request.params;
      if (badge.toLowerCase() !== confirmBadge.toLowerCase()) {
        throw new RequestValidationError({ confirmBadge: say('badge.mismatch') });
      }
      assertMyBadge(request.user, modified_By);
      const saved = await admins.save(request.user, ADMIN_ROLE, { id, badge, active });
      return reply.status(saved.created ? 201 : 200).send(saved.holder);
    },
  );

  app.get(
    '/UserMLTAdmin/GetAllMLTAdmin',
    {
      schema: {
        summary: 'The MLT admins (the courses’ instructors)',
        description: `Assignments of role ${MLT_ROLE}; \`q\` searches name and badge. ${LIST}`,
        tags: tags.admins,
        querystring: mltAdminListQuery,
      },
    },
    async (request, reply): Promise<RoleHolder[]> =>
      sendPage(reply, await admins.list(MLT_ROLE, request.query)),
  );

  app.get(
    '/UserMLTAdmin/GetMLTAdminById',
    { schema: { summary: 'One MLT admin', tags: tags.admins, querystring: idQuery } },
    async (request): Promise<RoleHolder> => admins.one(MLT_ROLE, request.query.id),
  );

  app.put(
    '/UserMLTAdmin/PutInsUpdtMLTAdmin',
    {
      schema: {
        summary: 'Make an employee an MLT admin, or (de)activate one',
        description: `\`modified_By\` is the caller’s badge. ${UPSERT}`,
        tags: tags.admins,
        body: mltAdminBody,
      },
    },
    async (request, reply): Promise<RoleHolder> => {
      assertMyBadge(request.user, request.body.modified_By);
      const saved = await admins.save(request.user, MLT_ROLE, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.holder);
    },
  );

  // ------------------------------------------------------------------ lines of business

  app.get(
    '/AdminLOB/GetAllAccounts',
    {
      schema: {
        summary: 'The client accounts',
        description: `\`q\` searches the name. ${LIST}`,
        tags: tags.lobs,
        querystring: accountListQuery,
      },
    },
    async (request, reply): Promise<ClientAccount[]> =>
      sendPage(reply, await lobs.accounts(request.query)),
  );

  app.get(
    '/AdminLOB/GetAllLOBs',
    {
      schema: {
        summary: 'The lines of business',
        description: `\`q\` searches LOB and account names; \`accountId\` filters. ${LIST}`,
        tags: tags.lobs,
        querystring: lobListQuery,
      },
    },
    async (request, reply): Promise<LineOfBusiness[]> =>
      sendPage(reply, await lobs.list(request.query)),
  );

  app.get(
    '/AdminLOB/GetLobById',
    {
      schema: {
        summary: 'A line of business with its cost centres',
        tags: tags.lobs,
        querystring: idQuery,
      },
    },
    async (request): Promise<LineOfBusinessWithCostCenters> => lobs.one(request.query.id),
  );

  app.get(
    '/AdminLOB/GetCostCenterByLOBId',
    {
      schema: {
        summary: 'The cost centres of a line of business',
        tags: tags.lobs,
        querystring: lobIdQuery,
      },
    },
    async (request): Promise<CostCenter[]> => lobs.costCentersOf(request.query.lobId),
  );

  app.get(
    '/AdminLOB/GetCostCenterByAccount',
    {
      schema: {
        summary: 'The cost centres of an account’s lines of business',
        tags: tags.lobs,
        querystring: accountIdQuery,
      },
    },
    async (request): Promise<CostCenter[]> => lobs.costCentersOfAccount(request.query.accountId),
  );

  app.get(
    '/AdminLOB/GetLOBsByAccount',
    {
      schema: {
        summary: 'The lines of business of an account',
        tags: tags.lobs,
        querystring: accountIdQuery,
      },
    },
    async (request): Promise<LineOfBusiness[]> => lobs.lobsOfAccount(request.query.accountId),
  );

  app.put(
    '/AdminLOB/PutInsUpdtLOB',
    {
      schema: {
        summary: 'Create or change a line of business with its cost centres',
        description: `The cost-centre list replaces the LOB’s; a code of another LOB is a 409 naming it; the account must be active (400 naming accountId); \`modified_By\` is the caller’s badge. ${UPSERT}`,
        tags: tags.lobs,
        body: lobBody,
      },
    },
    async (request, reply): Promise<LineOfBusinessWithCostCenters> => {
      const saved = await lobs.save(request.user, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.lob);
    },
  );

  // ------------------------------------------------------------------ locations, rooms, courses, students

  app.get(
    '/Locations/GetAllLocations',
    {
      schema: {
        summary: 'Course locations',
        description: `Employees get the active ones. \`q\` searches the name. ${LIST}`,
        tags: tags.reference,
        querystring: locationListQuery,
      },
    },
    async (request, reply): Promise<Location[]> =>
      sendPage(reply, await reference.locations(request.user, request.query)),
  );

  app.get(
    '/Locations/GetLocationsById',
    { schema: { summary: 'One course location', tags: tags.reference, querystring: idQuery } },
    async (request): Promise<Location> => reference.location(request.user, request.query.id),
  );

  app.put(
    '/Locations/PutInsUpdtLocation',
    {
      schema: {
        summary: 'Create or change a course location',
        description: `Names unique (409); \`districtCode\` an existing district or null. ${UPSERT}`,
        tags: tags.reference,
        body: locationBody,
      },
    },
    async (request, reply): Promise<Location> => {
      const saved = await reference.saveLocation(request.user, request.body);
      return reply
        .status(saved.created ? 201 : 200)
        .send(await reference.location(request.user, saved.id));
    },
  );

  app.get(
    '/Rooms/GetAllRooms',
    {
      schema: {
        summary: 'Rooms of the course locations',
        description: `\`q\` searches room and location names; \`locationId\` filters. ${LIST}`,
        tags: tags.reference,
        querystring: roomListQuery,
      },
    },
    async (request, reply): Promise<Room[]> =>
      sendPage(reply, await reference.rooms(request.query)),
  );

  app.get(
    '/Rooms/GetRoomsById',
    { schema: { summary: 'One room', tags: tags.reference, querystring: idQuery } },
    async (request): Promise<Room> => reference.room(request.query.id),
  );

  app.get(
    '/Rooms/GetLocationByRoom',
    { schema: { summary: 'The location of a room', tags: tags.reference, querystring: idQuery } },
    async (request): Promise<Location> => reference.locationOfRoom(request.query.id),
  );

  app.put(
    '/Rooms/PutInsUpdtRoom',
    {
      schema: {
        summary: 'Create or change a room',
        description: `In an active location (400 naming locationId); names unique in the location (409); \`modified_By\` is the caller’s badge. Rooms are deactivated, never deleted. ${UPSERT}`,
        tags: tags.reference,
        body: roomBody,
      },
    },
    async (request, reply): Promise<Room> => {
      const saved = await reference.saveRoom(request.user, request.body);
      return reply.status(saved.created ? 201 : 200).send(await reference.room(saved.id));
    },
  );

  app.get(
    '/Courses/GetAllCourses',
    {
      schema: {
        summary: 'The course catalogue',
        description: `Employees get the active ones. \`q\` searches the name. ${LIST}`,
        tags: tags.reference,
        querystring: courseListQuery,
      },
    },
    async (request, reply): Promise<Course[]> =>
      sendPage(reply, await reference.courses(request.user, request.query)),
  );

  app.get(
    '/Courses/GetCoursesById',
    {
      schema: {
        summary: 'One course of the catalogue',
        tags: tags.reference,
        querystring: idQuery,
      },
    },
    async (request): Promise<Course> => reference.course(request.user, request.query.id),
  );

  app.put(
    '/Courses/PutInsUpdtCourse',
    {
      schema: {
        summary: 'Create or change a course of the catalogue',
        description: `Names unique (409). ${UPSERT}`,
        tags: tags.reference,
        body: courseBody,
      },
    },
    async (request, reply): Promise<Course> => {
      const saved = await reference.saveCourse(request.user, request.body);
      return reply
        .status(saved.created ? 201 : 200)
        .send(await reference.course(request.user, saved.id));
    },
  );

  app.get(
    '/students/GetAllStudents',
    {
      schema: {
        summary: 'The registered students',
        description: `\`q\` searches name, badge and email. ${LIST}`,
        tags: tags.reference,
        querystring: studentListQuery,
      },
    },
    async (request, reply): Promise<Student[]> =>
      sendPage(reply, await reference.students(request.query)),
  );

  app.get(
    '/students/GetStudentById',
    { schema: { summary: 'One student', tags: tags.reference, querystring: idQuery } },
    async (request): Promise<Student> => reference.student(request.query.id),
  );

  app.put(
    '/students/PutInsUpdtStudent',
    {
      schema: {
        summary: 'Register a student or change one',
        description: `\`badge\` an active employee’s (400), one student each (409 naming badge). ${UPSERT}`,
        tags: tags.reference,
        body: studentBody,
      },
    },
    async (request, reply): Promise<Student> => {
      const saved = await reference.saveStudent(request.user, request.body);
      return reply.status(saved.created ? 201 : 200).send(await reference.student(saved.id));
    },
  );

  // ------------------------------------------------------------------ images and messages

  app.get(
    '/Images/GetAllImages',
    {
      schema: {
        summary: 'The course catalogue page’s banner and background',
        description: 'Image 1, with public URLs (`null` until uploaded).',
        tags: tags.content,
      },
    },
    async (): Promise<CatalogueImages[]> => content.images(),
  );

  app.put(
    '/Images/PutInsUpdtImage2',
    {
      schema: {
        summary: 'Replace the catalogue page’s banner and/or background',
        description:
          'Multipart: files `banner` and `backg` (PNG, JPEG, GIF or WebP read from the bytes, within the per-file upload limit: 400/413 naming the field), field `id` (1 only). A file left out is kept. Audited.',
        tags: tags.content,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<CatalogueImages> => {
      const { files } = await readMultipart(request, imagesMultipart, { banner: 1, backg: 1 });
      return content.saveImages(request.user, files);
    },
  );

  app.get(
    '/ConfiguracionMensajes/GetConfigMensaje',
    {
      schema: {
        summary: 'The messages of the extracurricular pages',
        description: `Employees get the active ones. \`q\` searches the title. ${LIST}`,
        tags: tags.content,
        querystring: configMessageListQuery,
      },
    },
    async (request, reply): Promise<ConfigMessage[]> =>
      sendPage(reply, await content.messages(request.user, request.query)),
  );

  app.put(
    '/ConfiguracionMensajes/PutInsertaActualizaConfigMensaje',
    {
      schema: {
        summary: 'Create or change a message',
        description: `Rich text, sanitised (≤ 10 KB); titles unique (409); \`badge\` is the caller’s (400 naming it). ${UPSERT}`,
        tags: tags.content,
        body: configMessageBody,
      },
    },
    async (request, reply): Promise<ConfigMessage> => {
      const saved = await content.saveMessage(request.user, request.body);
      return reply.status(saved.created ? 201 : 200).send(await content.message(saved.id));
    },
  );
}
