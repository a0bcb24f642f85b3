/** The module's pages, named once for the manifest and its links. */
export const HOME_PATH = '/ExtracurricularCourses';
export const MY_LOCATION_PATH = '/MyLocation';
export const MESSAGES_PATH = '/ConfigurationMessages';
/** A group's page (`${COURSE_PATH}/:id`) and the instructor's groups (`${MY_GROUPS_PATH}/:id` one). */
export const COURSE_PATH = '/ExtracurricularCourses/Curso';
export const MY_GROUPS_PATH = '/ExtracurricularCourses/MisGrupos';

/** The administrators' reference screens, under the catalogue page. */
export const LOBS_PATH = '/ExtracurricularCourses/Lineas';
export const LOCATIONS_PATH = '/ExtracurricularCourses/Sedes';
export const ROOMS_PATH = '/ExtracurricularCourses/Salas';
export const COURSES_PATH = '/ExtracurricularCourses/Cursos';
export const STUDENTS_PATH = '/ExtracurricularCourses/Estudiantes';
export const ADMINS_PATH = '/ExtracurricularCourses/Administradores';
export const MLT_ADMINS_PATH = '/ExtracurricularCourses/InstructoresMLT';
export const IMAGES_PATH = '/ExtracurricularCourses/Imagenes';
/** A list's form: `${list}/form` to create, `${list}/form/:id` to edit. */
export const formOf = (list: string) => `${list}/form`;

/** The adapters' resources (dataProviders/extracurricular). */
export const LOBS = 'extracurricular-lobs';
export const ACCOUNTS = 'extracurricular-accounts';
export const COST_CENTRES = 'extracurricular-cost-centres';
export const LOCATIONS = 'extracurricular-locations';
export const ROOMS = 'extracurricular-rooms';
export const COURSES = 'extracurricular-courses';
export const STUDENTS = 'extracurricular-students';
export const ADMINS = 'extracurricular-admins';
export const MLT_ADMINS = 'extracurricular-mlt-admins';
export const ROLES = 'extracurricular-roles';
export const IMAGES = 'extracurricular-images';
export const MESSAGES = 'extracurricular-messages';
export const PROVINCES = 'home-provinces';
export const CANTONS = 'home-cantons';
export const DISTRICTS = 'home-districts';
/** The family's geography, as the place selects read it. */
export const GEOGRAPHY = { provinces: PROVINCES, cantons: CANTONS, districts: DISTRICTS };
export const MY_LOCATION = 'my-location';
/** The employees' and instructors' resources (dataProviders/extracurricular/courses). */
export const CATALOGUE = 'extracurricular-catalogue';
export const MY_ENROLMENTS = 'extracurricular-my-enrolments';
export const ENROLMENTS = 'extracurricular-enrolments';
export const INSTRUCTOR_GROUPS = 'extracurricular-instructor-groups';
export const ROSTER = 'extracurricular-roster';
export const SESSIONS = 'extracurricular-sessions';
export const ATTENDANCE = 'extracurricular-attendance';

/** Course definitions (the groups that run) and the enrolment reports: the administrators'. */
export const DEFINITIONS_PATH = '/ExtracurricularCourses/Grupos';
/** A definition's roster, quota usage, audience and users file. */
export const rosterOf = (definitionId: string | number) =>
  `${DEFINITIONS_PATH}/${definitionId}/Inscritos`;
export const ROSTER_PATH = rosterOf(':id');
export const REPORTS_PATH = '/ExtracurricularCourses/Reportes';
export const DEFINITIONS = 'extracurricular-definitions';
export const POSITIONS = 'extracurricular-positions';
export const AUDIENCES = 'extracurricular-audiences';
export const EMPLOYEE_NAMES = 'extracurricular-employee-names';
export const ENROLMENT_REPORT = 'extracurricular-enrolment-report';
