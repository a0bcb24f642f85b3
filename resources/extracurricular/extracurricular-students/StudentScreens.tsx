import { TextField, TextInput, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { type Student, studentBody } from '../../../contracts/extracurricular/extracurricular';
import { STUDENTS, STUDENTS_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { EmployeePicker, referenceForm, ReferenceListPage } from '../shared/extracurricularAdmin';

const resolver = contractResolver(studentBody);

/** `/ExtracurricularCourses/Estudiantes`: the employees registered as students, by name. */
export function StudentList() {
  return (
    <ReferenceListPage<Student>
      resource={STUDENTS}
      listPath={STUDENTS_PATH}
      title="extracurricular.admin.students"
      deactivable={false}
      csvName="estudiantes"
      csv={(student) => ({ ...student })}
      detail={(student) => `${student.badge} · ${student.email}`}
    >
      <TextField source="name" />
      <TextField source="badge" />
      <TextField source="email" />
    </ReferenceListPage>
  );
}

/** The student's employee; picking one fills their name and email, which stay editable. */
function StudentInputs() {
  const record = useRecordContext<Student>();
  const { setValue } = useFormContext();
  return (
    <>
      <EmployeePicker
        disabled={Boolean(record?.id)}
        onPick={(employee) => {
          setValue('name', employee.fullName, { shouldDirty: true, shouldValidate: true });
          setValue('email', employee.email, { shouldDirty: true, shouldValidate: true });
        }}
      />
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <TextInput source="email" type="email" fullWidth sx={{ maxWidth: 600 }} />
    </>
  );
}

/** `/ExtracurricularCourses/Estudiantes/form[/:id]`: a student: an active employee, once. */
export function StudentForm() {
  return (
    <AdminFormPage<Student>
      resource={STUDENTS}
      {...referenceForm<Student>(
        STUDENTS_PATH,
        'extracurricular.admin.new.student',
        (student) => student.name,
      )}
      resolver={resolver}
      defaultValues={{ badge: '', name: '', email: '' }}
    >
      <StudentInputs />
    </AdminFormPage>
  );
}
