import LocalLibrary from '@mui/icons-material/LocalLibrary';
import type { DataProvider } from 'react-admin';
import { ownersOf, usersOf } from '../../../contracts/catalogue';
import type { DefinitionListItem } from '../../../contracts/extracurricular/definitions';
import type { ExtracurricularApi } from '../../../dataProviders/extracurricular/extracurricular';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { atPaths, findInList, lazyPage, type PortalModule, representedBy } from '../module';
import {
  ACCOUNTS,
  AUDIENCES,
  ATTENDANCE,
  CATALOGUE,
  COURSE_PATH,
  ENROLMENTS,
  INSTRUCTOR_GROUPS,
  MY_ENROLMENTS,
  MY_GROUPS_PATH,
  ROSTER,
  SESSIONS,
  ADMINS,
  ADMINS_PATH,
  CANTONS,
  COST_CENTRES,
  COURSES,
  COURSES_PATH,
  DEFINITIONS,
  DEFINITIONS_PATH,
  DISTRICTS,
  EMPLOYEE_NAMES,
  ENROLMENT_REPORT,
  formOf,
  HOME_PATH,
  IMAGES,
  IMAGES_PATH,
  LOBS,
  LOBS_PATH,
  LOCATIONS,
  LOCATIONS_PATH,
  MESSAGES,
  MESSAGES_PATH,
  MLT_ADMINS,
  MLT_ADMINS_PATH,
  MY_LOCATION,
  MY_LOCATION_PATH,
  POSITIONS,
  PROVINCES,
  REPORTS_PATH,
  ROLES,
  ROOMS,
  ROOMS_PATH,
  ROSTER_PATH,
  STUDENTS,
  STUDENTS_PATH,
} from '../../../resources/extracurricular/shared/paths';

const adapters = () => import('../../../dataProviders/extracurricular/extracurricular');
const definitionAdapters = () => import('../../../dataProviders/extracurricular/definitions');
/** Extracurricular_Admin and System_Admin keep the reference data, the admins and the messages. */
const admins = ownersOf('extracurricular');

const screens = () => import('../../../resources/extracurricular/adminScreens');

const courseAdapters = () => import('../../../dataProviders/extracurricular/courses');
/** The instructors (Extracurricular_MLT) follow their groups; the module's owners may too. */
const instructors = usersOf('extracurricular');

/**
 * The administrators' reference data: each a list and its form (`…/form`, `…/form/:id`); a role's
 * holders are only added by a form (the list activates and deactivates them).
 */
const adminScreens = (
  [
    [LOBS_PATH, 'LobList', 'LobForm', true],
    [LOCATIONS_PATH, 'LocationList', 'LocationForm', true],
    [ROOMS_PATH, 'RoomList', 'RoomForm', true],
    [COURSES_PATH, 'CourseList', 'CourseForm', true],
    [DEFINITIONS_PATH, 'DefinitionList', 'DefinitionForm', true],
    [STUDENTS_PATH, 'StudentList', 'StudentForm', true],
    [ADMINS_PATH, 'AdminList', 'AdminForm', false],
    [MLT_ADMINS_PATH, 'MltAdminList', 'MltAdminForm', false],
    [MESSAGES_PATH, 'MessageList', 'MessageForm', true],
  ] as const
).flatMap(([path, list, form, editable]) => [
  { path, roles: admins, Page: lazyPage(screens, list) },
  ...atPaths(editable ? [formOf(path), `${formOf(path)}/:id`] : [formOf(path)], {
    roles: admins,
    Page: lazyPage(screens, form),
  }),
]);

/** The employees' and instructors' resources: the catalogue, enrolments, rosters, attendance. */
function courseResources(family: ExtracurricularApi): Record<string, DataProvider> {
  type Adapters = Awaited<ReturnType<typeof courseAdapters>>;
  const make = (pick: (m: Adapters) => DataProvider) => lazyAdapter(courseAdapters, pick);
  return {
    [CATALOGUE]: make((m) => m.catalogueAdapter(family)),
    [MY_ENROLMENTS]: make((m) => m.myEnrolmentsAdapter(family)),
    [ENROLMENTS]: make((m) => m.enrolmentsAdapter(family)),
    [INSTRUCTOR_GROUPS]: make((m) => m.instructorGroupsAdapter(family)),
    [ROSTER]: make((m) => m.rosterAdapter(family)),
    [SESSIONS]: make((m) => m.sessionsAdapter(family)),
    [ATTENDANCE]: make((m) => m.attendanceAdapter(family)),
  };
}

/** The administrators' course definitions, their audiences, positions and the enrolment report. */
function definitionResources(family: ExtracurricularApi): Record<string, DataProvider> {
  type Adapters = Awaited<ReturnType<typeof definitionAdapters>>;
  const make = (pick: (m: Adapters) => DataProvider) => lazyAdapter(definitionAdapters, pick);
  return {
    [DEFINITIONS]: make((m) => m.definitionsAdapter(family)),
    [POSITIONS]: make((m) => m.positionsAdapter(family)),
    [AUDIENCES]: make((m) => m.audiencesAdapter(family)),
    [EMPLOYEE_NAMES]: make((m) => m.employeeNamesAdapter(family)),
    [ENROLMENT_REPORT]: make((m) => m.enrolmentReportAdapter(family)),
  };
}

/**
 * Extracurricular courses: every employee's catalogue page (its pictures, the active messages,
 * the courses and locations) and their own home location; the extracurricular admins' reference
 * screens, administrators, pictures and configuration messages. The family's failures are only
 * reported: the session goes on.
 */
export const extracurricular: PortalModule = {
  name: 'extracurricular',
  menu: [
    {
      id: 'extracurricular',
      children: [
        { id: 'extracurricularCourses', to: HOME_PATH },
        { id: 'myLocation', to: MY_LOCATION_PATH },
        { id: 'extracurricularMyGroups', to: MY_GROUPS_PATH, roles: instructors },
        { id: 'configurationMessages', to: MESSAGES_PATH, roles: admins },
        { id: 'extracurricularLobs', to: LOBS_PATH, roles: admins },
        { id: 'extracurricularLocations', to: LOCATIONS_PATH, roles: admins },
        { id: 'extracurricularRooms', to: ROOMS_PATH, roles: admins },
        { id: 'extracurricularCatalogue', to: COURSES_PATH, roles: admins },
        { id: 'extracurricularDefinitions', to: DEFINITIONS_PATH, roles: admins },
        { id: 'extracurricularStudents', to: STUDENTS_PATH, roles: admins },
        { id: 'extracurricularAdmins', to: ADMINS_PATH, roles: admins },
        { id: 'extracurricularMltAdmins', to: MLT_ADMINS_PATH, roles: admins },
        { id: 'extracurricularImages', to: IMAGES_PATH, roles: admins },
        { id: 'extracurricularReports', to: REPORTS_PATH, roles: admins },
      ],
    },
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./CataloguePage'), 'CataloguePage') },
    { path: MY_LOCATION_PATH, Page: lazyPage(() => import('./MyLocationPage'), 'MyLocationPage') },
    { path: `${COURSE_PATH}/:id`, Page: lazyPage(() => import('./CoursePage'), 'CoursePage') },
    {
      path: MY_GROUPS_PATH,
      roles: instructors,
      Page: lazyPage(() => import('./InstructorGroupsPage'), 'InstructorGroupsPage'),
    },
    {
      path: `${MY_GROUPS_PATH}/:id`,
      roles: instructors,
      Page: lazyPage(() => import('./GroupRosterPage'), 'GroupRosterPage'),
    },
    { path: IMAGES_PATH, roles: admins, Page: lazyPage(screens, 'ImagesForm') },
    { path: ROSTER_PATH, roles: admins, Page: lazyPage(screens, 'DefinitionRosterPage') },
    { path: REPORTS_PATH, roles: admins, Page: lazyPage(screens, 'EnrolmentReportPage') },
    ...adminScreens,
  ],
  adapters: ({ extracurricular: api }, http, _functionKeys, todayToken) => {
    const family = { api, http, todayToken };
    type Adapters = Awaited<ReturnType<typeof adapters>>;
    const make = (pick: (m: Adapters) => DataProvider) => lazyAdapter(adapters, pick);
    return {
      [LOBS]: make((m) => m.lobsAdapter(family)),
      [ACCOUNTS]: make((m) => m.accountsAdapter(family)),
      [COST_CENTRES]: make((m) => m.costCentresAdapter(family)),
      [LOCATIONS]: make((m) => m.locationsAdapter(family)),
      [ROOMS]: make((m) => m.roomsAdapter(family)),
      [COURSES]: make((m) => m.coursesAdapter(family)),
      [STUDENTS]: make((m) => m.studentsAdapter(family)),
      [ADMINS]: make((m) => m.adminsAdapter(family)),
      [MLT_ADMINS]: make((m) => m.mltAdminsAdapter(family)),
      [ROLES]: make((m) => m.rolesAdapter(family)),
      [IMAGES]: make((m) => m.imagesAdapter(family)),
      [MESSAGES]: make((m) => m.messagesAdapter(family)),
      [PROVINCES]: make((m) => m.provincesAdapter(family)),
      [CANTONS]: make((m) => m.cantonsAdapter(family)),
      [DISTRICTS]: make((m) => m.districtsAdapter(family)),
      [MY_LOCATION]: make((m) => m.myLocationAdapter(family)),
      ...definitionResources(family),
      ...courseResources(family),
    };
  },
  search: [
    {
      // Administrators find a course group by its course's name or its instructor's name or badge.
      id: 'courseGroups',
      label: 'search.courseGroups',
      roles: admins,
      ...findInList<DefinitionListItem>(
        DEFINITIONS,
        (q) => ({ q }),
        (definition) => ({
          id: definition.id,
          label: `${definition.courseName} · ${definition.instructor ?? '—'}`,
          detail: `${definition.startDate} · ${definition.locationName}`,
          to: `${formOf(DEFINITIONS_PATH)}/${definition.id}`,
        }),
        { field: 'startDate', order: 'DESC' },
      ),
    },
  ],
  // The administrators' writes, as the audit trail shows them.
  audited: {
    line_of_business: {
      resource: LOBS,
      flags: ['active'],
      page: (id) => `${formOf(LOBS_PATH)}/${id}`,
    },
    course_location: {
      resource: LOCATIONS,
      flags: ['active'],
      page: (id) => `${formOf(LOCATIONS_PATH)}/${id}`,
    },
    course_definition: {
      resource: DEFINITIONS,
      renamed: { instructor_id: 'instructor' },
      flags: ['active', 'view_quota'],
      page: (id) => `${formOf(DEFINITIONS_PATH)}/${id}`,
    },
    course_room: {
      resource: ROOMS,
      flags: ['active', 'virtual'],
      page: (id) => `${formOf(ROOMS_PATH)}/${id}`,
    },
    course: {
      resource: COURSES,
      flags: ['active', 'enableEnrrol'],
      page: (id) => `${formOf(COURSES_PATH)}/${id}`,
    },
    course_student: {
      resource: STUDENTS,
      page: (id) => `${formOf(STUDENTS_PATH)}/${id}`,
    },
    config_message: {
      resource: MESSAGES,
      flags: ['active'],
      page: (id) => `${formOf(MESSAGES_PATH)}/${id}`,
    },
    catalogue_images: { resource: IMAGES, page: () => IMAGES_PATH },
  },
  resources: [
    ...(
      [
        [LOBS, 'extracurricular.admin.lobs', 'name', LOBS_PATH],
        [LOCATIONS, 'extracurricular.admin.locations', 'name', LOCATIONS_PATH],
        [ROOMS, 'extracurricular.admin.rooms', 'name', ROOMS_PATH],
        [COURSES, 'extracurricular.admin.courses', 'name', COURSES_PATH],
        [STUDENTS, 'extracurricular.admin.students', 'name', STUDENTS_PATH],
        [MESSAGES, 'extracurricular.admin.messages', 'title', MESSAGES_PATH],
      ] as const
    ).map(([name, label, recordRepresentation, path]) => ({
      name,
      label,
      icon: LocalLibrary,
      recordRepresentation,
      list: path,
      create: formOf(path),
      edit: `${formOf(path)}/:id`,
    })),
    {
      name: DEFINITIONS,
      label: 'extracurricular.definitions.title',
      icon: LocalLibrary,
      recordRepresentation: representedBy('courseName', 'instructor', 'startDate'),
      list: DEFINITIONS_PATH,
      create: formOf(DEFINITIONS_PATH),
      edit: `${formOf(DEFINITIONS_PATH)}/:id`,
    },
    // A role's holders are added by a form and (de)activated from the list: no edit page.
    ...(
      [
        [ADMINS, 'extracurricular.admin.admins', ADMINS_PATH],
        [MLT_ADMINS, 'extracurricular.admin.mltAdmins', MLT_ADMINS_PATH],
      ] as const
    ).map(([name, label, path]) => ({
      name,
      label,
      icon: LocalLibrary,
      recordRepresentation: representedBy('name', 'badge'),
      list: path,
      create: formOf(path),
    })),
    // One record: the catalogue's pictures.
    {
      name: IMAGES,
      label: 'menu.extracurricularImages',
      icon: LocalLibrary,
      recordRepresentation: 'id',
      edit: IMAGES_PATH,
    },
  ],
  messages: {
    menu: {
      es: {
        extracurricular: 'Cursos extracurriculares',
        extracurricularCourses: 'Catálogo de cursos',
        myLocation: 'Mi ubicación',
        extracurricularMyGroups: 'Mis grupos',
        configurationMessages: 'Mensajes de configuración',
        extracurricularLobs: 'Líneas de negocio',
        extracurricularLocations: 'Sedes',
        extracurricularRooms: 'Salas',
        extracurricularCatalogue: 'Cursos',
        extracurricularDefinitions: 'Grupos de cursos',
        extracurricularStudents: 'Estudiantes',
        extracurricularAdmins: 'Administradores',
        extracurricularMltAdmins: 'Instructores MLT',
        extracurricularImages: 'Imágenes del catálogo',
        extracurricularReports: 'Reportes de matrícula',
      },
      en: {
        extracurricular: 'Extracurricular courses',
        extracurricularCourses: 'Course catalogue',
        myLocation: 'My location',
        extracurricularMyGroups: 'My groups',
        configurationMessages: 'Configuration messages',
        extracurricularLobs: 'Lines of business',
        extracurricularLocations: 'Locations',
        extracurricularRooms: 'Rooms',
        extracurricularCatalogue: 'Courses',
        extracurricularDefinitions: 'Course groups',
        extracurricularStudents: 'Students',
        extracurricularAdmins: 'Administrators',
        extracurricularMltAdmins: 'MLT instructors',
        extracurricularImages: 'Catalogue images',
        extracurricularReports: 'Enrolment reports',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
