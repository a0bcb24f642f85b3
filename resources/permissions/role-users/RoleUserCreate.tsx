import { Card, CardContent, CardHeader } from '@mui/material';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  required,
  SaveButton,
  useBasename,
  useCreate,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { EmployeeSearchResult } from '../../../contracts/permissions/permissions';
import type { RoleRecord } from '../../../dataProviders/permissions/permissions';
import { PermissionsTabs } from '../PermissionsTabs';
import { usePermissionNames } from '../shared/names';
import { employeeOptions } from '../../shared/EmployeeOption';

/** `/permissions/users/form/:code`: add an employee, found by badge or name, to a role (POST /User/AddUser). */
export function RoleUserCreate() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [create, { isPending }] = useCreate();
  const { data: role } = useGetOne<RoleRecord>('roles', { id: code });
  const names = usePermissionNames();
  const roleName = role ? names.role(role) : code;
  // The employee picked, so the notice names who was added (the form keeps only the badge).
  const picked = useRef<EmployeeSearchResult | null>(null);

  const submit = (values: Record<string, unknown>) =>
    create(
      'role-users',
      { data: { roleCode: code, badge: values.badge } },
      {
        onSuccess: () => {
          notify('permissions.users.added', {
            type: 'success',
            messageArgs: {
              name: picked.current?.fullName ?? values.badge,
              badge: values.badge,
              role: roleName,
            },
          });
          navigate(`${basename}/permissions/users/${encodeURIComponent(code)}`);
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <>
      <PermissionsTabs />
      <Card sx={{ maxWidth: 640 }}>
        <CardHeader title={translate('permissions.users.addTo', { role: roleName })} />
        <CardContent>
          <Form onSubmit={submit} warnWhenUnsavedChanges>
            <ReferenceInput source="badge" reference="employee-search">
              <AutocompleteInput
                label={translate('permissions.users.employee')}
                helperText={translate('permissions.users.searchHelp')}
                {...employeeOptions}
                onChange={(_badge, employee) => {
                  picked.current = (employee as EmployeeSearchResult | undefined) ?? null;
                }}
                filterToQuery={(q) => ({ q })}
                validate={required()}
                fullWidth
              />
            </ReferenceInput>
            <SaveButton label="permissions.users.add" disabled={isPending} />
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
