import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { Button, Card, CardContent, CardHeader } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  FunctionField,
  Labeled,
  List,
  TextField,
  TextInput,
  useBasename,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { type RoleAssignment, roleUpdateBody } from '../../../contracts/permissions/permissions';
import type { RoleRecord } from '../../../dataProviders/permissions/permissions';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { ListRecords } from '../../shared/AdminListPage';
import { ConfirmingSaveToolbar } from '../../shared/ConfirmingSaveToolbar';
import { contractResolver } from '../../shared/contractResolver';
import { PermissionsTabs } from '../PermissionsTabs';
import { usePermissionNames } from '../shared/names';

const resolver = contractResolver(roleUpdateBody.pick(['name', 'active']));

/** `/permissions/roles/:code`: update a role (PUT /Role/Update) and see its users. */
export function RoleEdit() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const names = usePermissionNames();
  return (
    <>
      {/* The role's code is its id (dataProviders/permissions). */}
      <AdminFormPage<RoleRecord>
        resource="roles"
        header={<PermissionsTabs />}
        id={code}
        formPath="/permissions/roles"
        editTitle="permissions.roles.title"
        nameOf={(role) => names.role(role)}
        textArgs={(role) => ({
          name: names.role(role),
          module: names.module({ code: role.moduleCode, name: role.moduleName }),
        })}
        resolver={resolver}
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
        <Labeled source="moduleName">
          <FunctionField<RoleRecord>
            source="moduleName"
            render={(role) => names.module({ code: role.moduleCode, name: role.moduleName })}
          />
        </Labeled>
        <TextInput source="name" />
        <BooleanInput source="active" />
      </AdminFormPage>
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
            <ListRecords<RoleAssignment>
              phone={{
                primaryText: (assignment) => assignment.fullName,
                secondaryText: (assignment) => `${assignment.badge} · ${assignment.email}`,
                tertiaryText: (assignment) =>
                  assignment.active ? '' : translate('permissions.inactive'),
              }}
            >
              <TextField source="fullName" />
              <TextField source="badge" />
              <TextField source="email" sortable={false} />
              <BooleanField source="active" />
            </ListRecords>
          </List>
        </CardContent>
      </Card>
    </>
  );
}
