import {
  BooleanField,
  BooleanInput,
  DateField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { object } from 'yup';
import { mltAdminBody, type RoleHolder } from '../../../contracts/extracurricular/extracurricular';
import {
  ADMINS,
  ADMINS_PATH,
  MLT_ADMINS,
  MLT_ADMINS_PATH,
} from '../../../src/modules/extracurricular/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { AdminListPage } from '../../shared/AdminListPage';
import { contractResolver } from '../../shared/contractResolver';
import {
  activeFilter,
  EditorBadge,
  EmployeePicker,
  referenceForm,
  referenceList,
} from '../shared/extracurricularAdmin';

/** Both calls take whom, whether active and who writes it (UserAdmin in its path, MLT in JSON). */
const resolver = contractResolver(
  object({
    badge: mltAdminBody.fields.badge,
    active: mltAdminBody.fields.active,
    modified_By: mltAdminBody.fields.modified_By,
  }),
);

/** A list of the holders of one of the module's roles (administrators or MLT instructors). */
function HolderList({
  resource,
  listPath,
  title,
  csvName,
}: {
  resource: string;
  listPath: string;
  title: string;
  csvName: string;
}) {
  const translate = useTranslate();
  return (
    <AdminListPage<RoleHolder>
      resource={resource}
      title={title}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[activeFilter()]}
      csvName={csvName}
      csv={({ id, badge, name, active, createdAt }) => ({ id, badge, name, active, createdAt })}
      {...referenceList<RoleHolder>(listPath)}
      phone={{
        primaryText: (holder) => holder.name,
        secondaryText: (holder) =>
          `${holder.badge} · ${translate(holder.active ? 'extracurricular.admin.active' : 'extracurricular.admin.inactive')}`,
      }}
    >
      <TextField source="name" />
      <TextField source="badge" />
      <BooleanField source="active" />
      <DateField source="createdAt" />
    </AdminListPage>
  );
}

/** Whom (fixed once saved; their name goes with the write) and whether the role is active. */
function HolderInputs() {
  const record = useRecordContext<RoleHolder>();
  const { setValue } = useFormContext();
  return (
    <>
      <EditorBadge source="modified_By" />
      <EmployeePicker
        disabled={Boolean(record?.id)}
        onPick={(employee) => setValue('name', employee.fullName)}
      />
      <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
    </>
  );
}

/** The form of a role's holder: an employee and the active flag. */
function HolderForm({
  resource,
  listPath,
  createTitle,
}: {
  resource: string;
  listPath: string;
  createTitle: string;
}) {
  return (
    <AdminFormPage<RoleHolder>
      resource={resource}
      {...referenceForm<RoleHolder>(listPath, createTitle, (holder) => holder.name)}
      resolver={resolver}
      defaultValues={{ badge: '', active: true }}
    >
      <HolderInputs />
    </AdminFormPage>
  );
}

/**
 * `/ExtracurricularCourses/Administradores`: the employees holding Extracurricular_Admin (their
 * role assignments); the role reaches their session at their next sign-in.
 */
export const AdminList = () => (
  <HolderList
    resource={ADMINS}
    listPath={ADMINS_PATH}
    title="extracurricular.admin.admins"
    csvName="administradores-extracurriculares"
  />
);
export const AdminForm = () => (
  <HolderForm
    resource={ADMINS}
    listPath={ADMINS_PATH}
    createTitle="extracurricular.admin.new.admin"
  />
);

/** `/ExtracurricularCourses/InstructoresMLT`: the holders of Extracurricular_MLT, the instructors. */
export const MltAdminList = () => (
  <HolderList
    resource={MLT_ADMINS}
    listPath={MLT_ADMINS_PATH}
    title="extracurricular.admin.mltAdmins"
    csvName="instructores-mlt"
  />
);
export const MltAdminForm = () => (
  <HolderForm
    resource={MLT_ADMINS}
    listPath={MLT_ADMINS_PATH}
    createTitle="extracurricular.admin.new.mltAdmin"
  />
);
