import { yupResolver } from '@hookform/resolvers/yup';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { Button, Card, CardContent, CardHeader } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  Labeled,
  List,
  SimpleForm,
  TextField,
  TextInput,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { roleUpdateBody, type RoleSummary } from '../../../contracts/permissions/permissions';
import { useBreadcrumbName } from '../../../src/layout/breadcrumbNames';
import { ConfirmingSaveToolbar } from '../../shared/ConfirmingSaveToolbar';
import { PermissionsTabs } from '../PermissionsTabs';

const roleForm = roleUpdateBody.pick(['name', 'active']);

function RoleTitle() {
  const role = useRecordContext<RoleSummary>();
  const translate = useTranslate();
  useBreadcrumbName(`/permissions/roles/${role?.code ?? ''}`, role?.name);
  return role ? (
    <span>
      {translate('permissions.roles.title', { name: role.name, module: role.moduleName })}
    </span>
  ) : null;
}

/** `/permissions/roles/:code`: update a role (PUT /Role/Update) and see its users. */
export function RoleEdit() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <PermissionsTabs />
      <Edit
        resource="roles"
        id={code}
        mutationMode="pessimistic"
        redirect={false}
        title={<RoleTitle />}
      >
        <SimpleForm
          resolver={yupResolver(roleForm)}
          toolbar={
            <ConfirmingSaveToolbar
              needsConfirmation={(values) => values.active === false}
              question={translate('permissions.roles.confirmDeactivate')}
            />
          }
        >
          <Labeled>
            <TextField source="code" />
          </Labeled>
          <Labeled>
            <TextField source="moduleName" />
          </Labeled>
          <TextInput source="name" />
          <BooleanInput source="active" />
        </SimpleForm>
      </Edit>
      <Card sx={{ mt: 2 }}>
        <CardHeader
          title={translate('permissions.roles.users')}
          action={
            <Button
              component={Link}
              to={`${basename}/permissions/users/${encodeURIComponent(code)}`}
              startIcon={<ManageAccounts />}
            >
              {translate('permissions.roles.manageUsers')}
            </Button>
          }
        />
        <CardContent>
          <List
            resource="role-users"
            filter={{ roleCode: code }}
            disableSyncWithLocation
            perPage={10}
            sort={{ field: 'fullName', order: 'ASC' }}
            actions={false}
            title={false as never}
            empty={false}
          >
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="fullName" />
              <TextField source="badge" />
              <TextField source="email" sortable={false} />
              <BooleanField source="active" />
            </Datagrid>
          </List>
        </CardContent>
      </Card>
    </>
  );
}
