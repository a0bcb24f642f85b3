import { access, fromParams } from '../../auth/access';
import type { ModulePolicy } from '../types';

/** Extracurricular_Admin (and System_Admin): every write, the administrators, images, messages. */
const admins = access.owners('extracurricular');
/** The MLT admins (the instructors) read the reference data besides. */
const readers = access.users('extracurricular');
/** A home address is private: the employee's own, for everyone (System_Admin included). */
const myLocation = access.own('employeeid', fromParams('badge'));
/** The caller's own enrolments and catalogue (System_Admin may ask for anyone's). */
const mine = access.self('employeeid', fromParams('badge'));
/** A withdrawal: the employee's own, or anyone's for the family's admins. */
const mineOrAdmins = access.selfOrOwners('extracurricular', fromParams('badge'));

/**
 * Every employee reads the geography, their own location and what the catalogue page shows (the
 * active images, messages, courses and locations; the stores hide inactive rows from them), and
 * enrol in course groups with their own badge. Instructors (the MLT admins) read their groups'
 * rosters and mark attendance; the stores give them only their own groups (404 for another's).
 */
export const extracurricularPolicy: ModulePolicy = {
  'GET /Province/GetAllProvinces/:token': access.employee,
  'GET /Canton/GetCantonByProvinceId/:id&:token': access.employee,
  'GET /District/GetDistrictsByCantonId/:id&:token': access.employee,
  'PUT /Province/PutInsUpdtProvince': admins,
  'PUT /Canton/PutInsUpdtCanton': admins,
  'PUT /District/PutInsUpdtDistrict': admins,
  'GET /UserLocation/GetUserLocationByBadge/:badge&:token': myLocation,
  'PUT /UserLocation/PutInsUpdateUserLocation/:badge&:provinceCode&:cantonCode&:districtCode':
    myLocation,
  'GET /UserAdmin/GetAllUsersAdmin/:token': admins,
  'GET /UserAdmin/GetUserAdminById/:id&:token': admins,
  'GET /UserAdmin/GetUserRoles/:badge&:token': mineOrAdmins,
  'PUT /UserAdmin/PutInsUpdtUserAdmin/:id&:badge&:confirmBadge&:active&:modified_By&:token': admins,
  'GET /UserMLTAdmin/GetAllMLTAdmin': readers,
  'GET /UserMLTAdmin/GetMLTAdminById': readers,
  'PUT /UserMLTAdmin/PutInsUpdtMLTAdmin': admins,
  'GET /AdminLOB/GetAllAccounts': readers,
  'GET /AdminLOB/GetAllLOBs': readers,
  'GET /AdminLOB/GetLobById': readers,
  'GET /AdminLOB/GetCostCenterByLOBId': readers,
  'GET /AdminLOB/GetCostCenterByAccount': readers,
  'GET /AdminLOB/GetLOBsByAccount': readers,
  'PUT /AdminLOB/PutInsUpdtLOB': admins,
  'GET /Locations/GetAllLocations': access.employee,
  'GET /Locations/GetLocationsById': access.employee,
  'PUT /Locations/PutInsUpdtLocation': admins,
  'GET /Rooms/GetAllRooms': readers,
  'GET /Rooms/GetRoomsById': readers,
  'GET /Rooms/GetLocationByRoom': readers,
  'PUT /Rooms/PutInsUpdtRoom': admins,
  'GET /Courses/GetAllCourses': access.employee,
  'GET /Courses/GetCoursesById': access.employee,
  'PUT /Courses/PutInsUpdtCourse': admins,
  'GET /students/GetAllStudents': readers,
  'GET /students/GetStudentById': readers,
  'PUT /students/PutInsUpdtStudent': admins,
  'GET /Images/GetAllImages': access.employee,
  'PUT /Images/PutInsUpdtImage2': admins,
  'GET /ConfiguracionMensajes/GetConfigMensaje': access.employee,
  'PUT /ConfiguracionMensajes/PutInsertaActualizaConfigMensaje': admins,
  'GET /Enrollment/GetListCoursesByStatus/:statusId&:badge&:courseId&:token': mine,
  'GET /Enrollment/GetListEnrollmentStudent/:badge&:token': mine,
  'GET /Enrollment/GetNameByBadge/:badge&:token': readers,
  'GET /Enrollment/GetCheckIsEnrollment/:definitionId&:badge&:token': mine,
  'PUT /Enrollment/PutInsEnrollment/:definitionId&:badge&:waitlist&:modified_By&:token': mine,
  'PUT /Enrollment/PutDltEnrollmentStudent/:definitionId&:badge&:modified_By&:token': mineOrAdmins,
  'GET /Enrollment/GetCourseCalendar/:definitionId&:token': access.employee,
  'GET /Enrollment/GetListCoursesInstructor': readers,
  'GET /Enrollment/GetListStudentsByCourse': readers,
  'GET /Enrollment/GetSessions': access.employee,
  'GET /Enrollment/GetAttendance': readers,
  'PUT /Enrollment/PutAttendance': readers,
  'GET /Enrollment/GetEnrollmentReport': admins,
  'GET /DefinitionCourse/GetDefinitionCourseById/:id&:token': access.employee,
  'GET /DefinitionCourse/GetDefinitionCourseByIdEnroll/:definitionId&:badge&:token': mine,
  'GET /DefinitionCourse/GetAllDefinitionCourses': admins,
  'GET /DefinitionCourse/GetAllPositions': readers,
  'GET /DefinitionCourse/GetFilterByDefinitionCourse': admins,
  'PUT /DefinitionCourse/PutInsUpdtDefinitionCourse': admins,
  'PUT /DefinitionCourse/PutUsersFiles': admins,
};
