import { Button } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  TextField,
  useGetIdentity,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { useFormContext } from 'react-hook-form';
import { object } from 'yup';
import { mltAdminBody, type RoleHolder } from '../../../contracts/extracurricular/extracurricular';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { refusalOf } from '../../shared/serviceRefusal';
import { ADMINS, ADMINS_PATH, MLT_ADMINS, MLT_ADMINS_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { AdminListPage } from '../../shared/AdminListPage';
import { contractResolver } from '../../shared/contractResolver';
import {
  activeFilter,
  EmployeePicker,
  referenceForm,
  useActiveWord,
  useEditorStamp,
} from '../shared/extracurricularAdmin';
import { formOf } from '../shared/paths';

/** Both calls take whom and whether active (UserAdmin in its path, MLT in JSON); the editor is stamped on save. */
const resolver = contractResolver(
  object({ badge: mltAdminBody.fields.badge, active: mltAdminBody.fields.active }),
);

/**
 * Deactivates (or activates again) a holder's role, once confirmed: the only change a holder
 * takes, so the list does it in place; the role leaves (or reaches) their next sign-in.
 */
function ActiveToggle({ resource, holder }: { resource: string; holder: RoleHolder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  const action = holder.active ? 'deactivate' : 'activate';
  const change = async () => {
    try {
      await update(
        resource,
        {
          id: holder.id,
          data: {
            badge: holder.badge,
            active: !holder.active,
            modified_By: String(identity?.id ?? ''),
            name: holder.name,
          },
          previousData: holder,
        },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify(`extracurricular.admin.${action}d`, {
        type: 'success',
        messageArgs: { name: holder.name },
      });
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color={holder.active ? 'error' : 'primary'}
        onClick={() => setAsking(true)}
        aria-label={translate(`extracurricular.admin.${action}Named`, { name: holder.name })}
      >
        {translate(`extracurricular.admin.${action}`)}
      </Button>
      <ConfirmDialog
        open={asking}
        content={translate(`extracurricular.admin.${action}Question`, { name: holder.name })}
        loading={isPending}
        onConfirm={() => void change()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

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
  const activeWord = useActiveWord();
  return (
    <AdminListPage<RoleHolder>
      resource={resource}
      title={title}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[activeFilter()]}
      csvName={csvName}
      csv={({ id, badge, name, active, createdAt }) => ({ id, badge, name, active, createdAt })}
      create={{ label: 'extracurricular.admin.create', to: formOf(listPath) }}
      empty={false}
      rowActions={(holder) => <ActiveToggle resource={resource} holder={holder} />}
      phone={{
        primaryText: (holder) => holder.name,
        secondaryText: (holder) => `${holder.badge} · ${activeWord(holder.active)}`,
      }}
    >
      <TextField source="name" />
      <TextField source="badge" />
      <BooleanField source="active" />
      <DateField source="createdAt" />
    </AdminListPage>
  );
}

/** Whom (their name goes with the write) and whether the role is active. */
function HolderInputs() {
  const { setValue } = useFormContext();
  return (
    <>
      <EmployeePicker onPick={(employee) => setValue('name', employee.fullName)} />
      <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
    </>
  );
}

/** A new holder of the role: an employee and the active flag (the list changes the flag after). */
function HolderForm({
  resource,
  listPath,
  createTitle,
}: {
  resource: string;
  listPath: string;
  createTitle: string;
}) {
  const stamp = useEditorStamp<RoleHolder>('modified_By');
  return (
    <AdminFormPage<RoleHolder>
      resource={resource}
      {...referenceForm<RoleHolder>(listPath, createTitle, (holder) => holder.name)}
      resolver={resolver}
      transform={stamp}
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
