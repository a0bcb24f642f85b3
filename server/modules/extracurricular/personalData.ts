import type { PersonalData } from '../../privacy/declaration';

/** The person as a student: enrolments, attendance, the courses offered to them. */
export const extracurricularPersonalData: PersonalData = {
  tables: [
    { table: 'course_students', person: { column: 'employee_id' }, erasure: { erase: 'delete' } },
    {
      table: 'course_enrollments',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'course_attendance',
      person: { column: 'enrollment_id', parent: 'course_enrollments' },
      erasure: { erase: 'delete' },
    },
    { table: 'definition_users', person: { column: 'employee_id' }, erasure: { erase: 'delete' } },
  ],
};
