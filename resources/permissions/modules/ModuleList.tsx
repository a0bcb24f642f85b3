import { Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { BooleanField, FunctionField, TextField, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModuleWithRoles } from '../../../contracts/permissions/permissions';
import { AdminListPage } from '../../shared/AdminListPage';
import { PermissionsTabs } from '../PermissionsTabs';
import { usePermissionNames } from '../shared/names';
import { RowEditButton } from '../../shared/RowEditButton';
import { ModuleEditDialog } from './ModuleEditDialog';

const csv = (module: ModuleWithRoles) => ({
  code: module.code,
  name: module.name,
  active: module.active,
  roles: module.roles.map((role) => `${role.code} (${role.userCount})`).join(', '),
});

function RoleChips({ module }: { module: ModuleWithRoles }) {
  const basename = useBasename();
  const names = usePermissionNames();
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
          label={`${names.role(role)} · ${role.userCount}`}
          // The row opens the module: a chip opens its role alone.
          onClick={(event) => event.stopPropagation()}
        />
      ))}
    </Stack>
  );
}

/**
 * `/permissions/module`: the portal's modules and their roles (GET /Module/GetAll/); a row opens
 * the module's dialog, a role its page.
 */
export function ModuleList() {
  const translate = useTranslate();
  const names = usePermissionNames();
  const [editing, setEditing] = useState<ModuleWithRoles | null>(null);
  return (
    <>
      <PermissionsTabs />
      <AdminListPage<ModuleWithRoles>
        resource="modules"
        title="permissions.modules.title"
        sort={{ field: 'name', order: 'ASC' }}
        csv={csv}
        empty={false}
        phone={{
          primaryText: (module) => names.module(module),
          secondaryText: (module) =>
            module.roles.map((role) => `${names.role(role)} · ${role.userCount}`).join(', '),
          tertiaryText: (module) => (module.active ? '' : translate('permissions.inactive')),
        }}
        open={(module) => () => setEditing(module)}
        rowActions={(module) => (
          <RowEditButton
            label={translate('permissions.modules.edit', { name: names.module(module) })}
            onClick={() => setEditing(module)}
          />
        )}
      >
        <FunctionField<ModuleWithRoles> source="name" render={(module) => names.module(module)} />
        <TextField source="code" />
        <BooleanField source="active" />
        <FunctionField<ModuleWithRoles>
          source="roles"
          sortable={false}
          render={(module) => <RoleChips module={module} />}
        />
      </AdminListPage>
      {editing && <ModuleEditDialog module={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
