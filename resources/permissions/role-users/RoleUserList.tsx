import PersonAdd from '@mui/icons-material/PersonAdd';
import {
  BooleanField,
  NullableBooleanInput,
  TextField,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { useParams } from 'react-router-dom';
import type { RoleAssignment } from '../../../contracts/permissions/permissions';
import type { RoleRecord } from '../../../dataProviders/permissions/permissions';
import { AdminListPage } from '../../shared/AdminListPage';
import { PermissionsTabs } from '../PermissionsTabs';
import { usePermissionNames } from '../shared/names';
import { RoleUserActions } from './RoleUserActions';

const csv = (a: RoleAssignment) => ({
  role: a.roleCode,
  badge: a.badge,
  username: a.username,
  fullName: a.fullName,
  email: a.email,
  active: a.active,
  createdAt: a.createdAt,
});

/** `/permissions/users/:code`: the users of a role, to add, move or remove. */
export function RoleUserList() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const { data: role } = useGetOne<RoleRecord>('roles', { id: code });
  const names = usePermissionNames();
  return (
    <>
      <PermissionsTabs />
      <AdminListPage<RoleAssignment>
        resource="role-users"
        filter={{ roleCode: code }}
        title={translate('permissions.users.title', { role: role ? names.role(role) : code })}
        filters={[<NullableBooleanInput key="active" source="active" alwaysOn />]}
        sort={{ field: 'fullName', order: 'ASC' }}
        csv={csv}
        create={{
          label: 'permissions.users.add',
          icon: <PersonAdd />,
          to: `/permissions/users/form/${encodeURIComponent(code)}`,
        }}
        phone={{
          primaryText: (assignment) => assignment.fullName,
          secondaryText: (assignment) => `${assignment.badge} · ${assignment.email}`,
          tertiaryText: (assignment) =>
            assignment.active ? '' : translate('permissions.inactive'),
        }}
        rowActions={() => <RoleUserActions moduleCode={role?.moduleCode ?? ''} />}
      >
        <TextField source="fullName" />
        <TextField source="badge" />
        <TextField source="username" />
        <TextField source="email" sortable={false} />
        <BooleanField source="active" />
        <DateField source="createdAt" />
      </AdminListPage>
    </>
  );
}
