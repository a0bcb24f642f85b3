import { Skeleton, Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { EmployeeProfile } from '../../../contracts/account/employees';

/** The signed-in employee's greeting, from their own record (GET /User/GetUserByUserName/{username}). */
export function Greeting() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const username = identity?.username as string | undefined;
  const { data: profile, error } = useGetOne<EmployeeProfile & { id: string }>(
    'employees',
    { id: username ?? '' },
    { enabled: Boolean(username) },
  );
  if (error) return <Typography color="error">{translate('home.loadError')}</Typography>;
  if (!profile) return <Skeleton variant="text" width="40%" height={48} />;
  return (
    <div>
      <Typography variant="h5" component="h2">
        {translate('home.greeting', { name: profile.fullName })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('home.badge')}: {profile.badge} · {translate('home.email')}: {profile.email}
      </Typography>
    </div>
  );
}
