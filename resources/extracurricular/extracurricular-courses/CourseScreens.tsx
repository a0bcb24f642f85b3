import { BooleanField, BooleanInput, TextField, TextInput, useTranslate } from 'react-admin';
import { type Course, courseBody } from '../../../contracts/extracurricular/extracurricular';
import { COURSES, COURSES_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { referenceForm, ReferenceListPage } from '../shared/extracurricularAdmin';

const resolver = contractResolver(courseBody);

/** `/ExtracurricularCourses/Cursos`: the course catalogue, with whether enrolment is open. */
export function CourseList() {
  const translate = useTranslate();
  return (
    <ReferenceListPage<Course>
      resource={COURSES}
      listPath={COURSES_PATH}
      title="extracurricular.admin.courses"
      csvName="cursos"
      csv={(course) => ({ ...course })}
      detail={(course) =>
        translate(
          course.enableEnrrol
            ? 'extracurricular.catalogue.open'
            : 'extracurricular.catalogue.closed',
        )
      }
    >
      <TextField source="name" />
      <BooleanField source="enableEnrrol" />
      <BooleanField source="active" />
    </ReferenceListPage>
  );
}

/** `/ExtracurricularCourses/Cursos/form[/:id]`: a catalogue entry, open for enrolment or not. */
export function CourseForm() {
  return (
    <AdminFormPage<Course>
      resource={COURSES}
      {...referenceForm<Course>(
        COURSES_PATH,
        'extracurricular.admin.new.course',
        (course) => course.name,
      )}
      resolver={resolver}
      defaultValues={{ name: '', enableEnrrol: false, active: true }}
    >
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="enableEnrrol" />
      <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
    </AdminFormPage>
  );
}
