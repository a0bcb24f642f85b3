import { deleted, ofParent, personal, type PersonalData } from '../../privacy/declaration';

/** The person as a student: enrolments, attendance, the courses offered to them. */
export const extracurricularPersonalData: PersonalData = {
  tables: [
    personal('course_students', 'employee_id', deleted),
    personal('course_enrollments', 'employee_id', deleted),
    ofParent('course_attendance', 'enrollment_id', 'course_enrollments', deleted),
    personal('definition_users', 'employee_id', deleted),
  ],
};
