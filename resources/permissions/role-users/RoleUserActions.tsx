import PersonRemove from '@mui/icons-material/PersonRemove';
import Restore from '@mui/icons-material/Restore';
import { IconButton, MenuItem, TextField as MuiTextField, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { RoleAssignment } from '../../../contracts/permissions/permissions';
import type { RoleRecord } from '../../../dataProviders/permissions/permissions';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { usePermissionNames } from '../shared/names';

type Change = Pick<RoleAssignment, 'roleCode' | 'active'>;

/** Move an assignment to another role of the module, remove it or restore it (PUT /User/UpdateUser). */
export function RoleUserActions({ moduleCode }: { moduleCode: string }) {
  const assignment = useRecordContext<RoleAssignment>();
  const translate = useTranslate();
  const names = usePermissionNames();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<RoleAssignment>();
  const [pending, setPending] = useState<Change | null>(null);
  const { data: roles = [] } = useGetList<RoleRecord>(
    'roles',
    { filter: { moduleCode }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(moduleCode) },
  );
  if (!assignment) return null;

  const apply = (change: Change) =>
    update(
      'role-users',
      { id: assignment.id, data: { ...assignment, ...change }, previousData: assignment },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setPending(null);
          notify('permissions.users.saved', { type: 'success' });
        },
        onError: (error) => {
          setPending(null);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  const nameOf = (code: string) => {
    const role = roles.find((candidate) => candidate.code === code);
    return role ? names.role(role) : code;
  };
  const question = pending
    ? pending.active
      ? translate('permissions.users.confirmMove', {
          name: assignment.fullName,
          role: nameOf(pending.roleCode),
        })
      : translate('permissions.users.confirmRemove', {
          name: assignment.fullName,
          role: names.role({ code: assignment.roleCode, name: assignment.roleName }),
        })
    : '';

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {assignment.active && roles.length > 1 && (
        <MuiTextField
          select
          size="small"
          variant="outlined"
          margin="none"
          label={translate('permissions.users.changeRole')}
          value={assignment.roleCode}
          onChange={(event) => setPending({ roleCode: event.target.value, active: true })}
          sx={{ minWidth: 170 }}
        >
          {roles.map((role) => (
            <MenuItem key={role.code} value={role.code}>
              {names.role(role)}
            </MenuItem>
          ))}
        </MuiTextField>
      )}
      {assignment.active ? (
        <Tooltip title={translate('permissions.users.remove')}>
          <IconButton
            aria-label={`${translate('permissions.users.remove')}: ${assignment.fullName}`}
            onClick={() => setPending({ roleCode: assignment.roleCode, active: false })}
            size="small"
            color="error"
          >
            <PersonRemove fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title={translate('permissions.users.restore')}>
          <IconButton
            aria-label={`${translate('permissions.users.restore')}: ${assignment.fullName}`}
            onClick={() => apply({ roleCode: assignment.roleCode, active: true })}
            size="small"
          >
            <Restore fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={pending !== null}
        content={question}
        loading={isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && apply(pending)}
      />
    </Stack>
  );
}
