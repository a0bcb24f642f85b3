import PersonAdd from '@mui/icons-material/PersonAdd';
import { Button, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  DateField,
  ExportButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useBasename,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { RoleAssignment } from '../../../contracts/permissions/permissions';
import { csvExporter } from '../../shared/csv';
import type { RoleRecord } from '../../../dataProviders/permissions/permissions';
import { PermissionsTabs } from '../PermissionsTabs';
import { RoleUserActions } from './RoleUserActions';

const exporter = csvExporter<RoleAssignment>('role-users', (a) => ({
  role: a.roleCode,
  badge: a.badge,
  username: a.username,
  fullName: a.fullName,
  email: a.email,
  active: a.active,
  createdAt: a.createdAt,
}));

/** `/permissions/users/:code`: the users of a role, to add, move or remove (SPEC §2 Permissions). */
export function RoleUserList() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data: role } = useGetOne<RoleRecord>('roles', { id: code });
  return (
    <>
      <PermissionsTabs />
      <List
        resource="role-users"
        filter={{ roleCode: code }}
        title={translate('permissions.users.title', { role: role?.name ?? code })}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <NullableBooleanInput key="active" source="active" alwaysOn />,
        ]}
        sort={{ field: 'fullName', order: 'ASC' }}
        exporter={exporter}
        actions={
          <TopToolbar>
            <Button
              component={Link}
              to={`${basename}/permissions/users/form/${encodeURIComponent(code)}`}
              startIcon={<PersonAdd />}
              size="small"
            >
              {translate('permissions.users.add')}
            </Button>
            <ExportButton />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <SimpleList<RoleAssignment>
            primaryText={(assignment) => assignment.fullName}
            secondaryText={(assignment) => `${assignment.badge} · ${assignment.email}`}
            tertiaryText={(assignment) =>
              assignment.active ? '' : translate('permissions.inactive')
            }
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="fullName" />
            <TextField source="badge" />
            <TextField source="username" />
            <TextField source="email" sortable={false} />
            <BooleanField source="active" />
            <DateField source="createdAt" />
            <RoleUserActions moduleCode={role?.moduleCode ?? ''} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
