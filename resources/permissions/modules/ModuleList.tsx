import { Chip, Stack, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useBasename,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModuleWithRoles } from '../../../contracts/permissions/permissions';
import { csvExporter } from '../../shared/csv';
import { PermissionsTabs } from '../PermissionsTabs';
import { ModuleEditButton } from './ModuleEditDialog';

const exporter = csvExporter<ModuleWithRoles>('modules', (module) => ({
  code: module.code,
  name: module.name,
  active: module.active,
  roles: module.roles.map((role) => `${role.code} (${role.userCount})`).join(', '),
}));

function RoleChips({ module }: { module: ModuleWithRoles }) {
  const basename = useBasename();
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
      {module.roles.map((role) => (
        <Chip
          key={role.code}
          component={Link}
          to={`${basename}/permissions/roles/${encodeURIComponent(role.code)}`}
          clickable
          size="small"
          variant={role.active ? 'filled' : 'outlined'}
          label={`${role.name} · ${role.userCount}`}
        />
      ))}
    </Stack>
  );
}

/** `/permissions/module`: the portal's modules and their roles (GET /Module/GetAll/). */
export function ModuleList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <PermissionsTabs />
      <List
        resource="modules"
        title={translate('permissions.modules.title')}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={exporter}
        actions={
          <TopToolbar>
            <ExportButton />
          </TopToolbar>
        }
        empty={false}
      >
        {isPhone ? (
          <SimpleList<ModuleWithRoles>
            primaryText={(module) => module.name}
            secondaryText={(module) =>
              module.roles.map((role) => `${role.name} · ${role.userCount}`).join(', ')
            }
            tertiaryText={(module) => (module.active ? '' : translate('permissions.inactive'))}
            linkType={false}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="name" />
            <TextField source="code" />
            <BooleanField source="active" />
            <FunctionField<ModuleWithRoles>
              source="roles"
              sortable={false}
              render={(module) => <RoleChips module={module} />}
            />
            <ModuleEditButton />
          </Datagrid>
        )}
      </List>
    </>
  );
}
