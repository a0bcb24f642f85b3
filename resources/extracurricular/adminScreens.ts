/** The extracurricular administrators' screens, fetched together when one is first opened. */
export {
  AdminForm,
  AdminList,
  MltAdminForm,
  MltAdminList,
} from './extracurricular-admins/AdminScreens';
export { CourseForm, CourseList } from './extracurricular-courses/CourseScreens';
export { ImagesForm } from './extracurricular-images/ImagesForm';
export { LobForm, LobList } from './extracurricular-lobs/LobScreens';
export { LocationForm, LocationList } from './extracurricular-locations/LocationScreens';
export { MessageForm, MessageList } from './extracurricular-messages/MessageScreens';
export { RoomForm, RoomList } from './extracurricular-rooms/RoomScreens';
export { StudentForm, StudentList } from './extracurricular-students/StudentScreens';
export { DefinitionForm, DefinitionList } from './extracurricular-definitions/DefinitionScreens';
export { DefinitionRosterPage } from './extracurricular-definitions/DefinitionRosterPage';
export { EnrolmentReportPage } from './extracurricular-reports/EnrolmentReportPage';
