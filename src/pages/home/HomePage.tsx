import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { EmployeeRecord } from '../../../dataProviders/main/employees';

/**
 * `/Inicio` until the home module lands: the signed-in employee's own profile, read from the
 * main API (GET /User/GetUserByUserName/{username}).
 */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const username = identity?.username as string | undefined;
  const {
    data: profile,
    isPending,
    error,
  } = useGetOne<EmployeeRecord>(
    'employees',
    { id: username ?? '' },
    { enabled: Boolean(username) },
  );

  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('routes.Inicio')} />
      <Card>
        <CardContent>
          {error ? (
            <Alert severity="error">{translate('home.loadError')}</Alert>
          ) : isPending || !profile ? (
            <>
              <Skeleton variant="text" width="60%" height={40} />
              <Skeleton variant="text" width="40%" />
            </>
          ) : (
            <>
              <Typography variant="h4" component="h2" gutterBottom>
                {translate('home.greeting', { name: profile.fullName })}
              </Typography>
              <Typography color="text.secondary">
                {translate('home.badge')}: {profile.badge} · {translate('home.email')}:{' '}
                {profile.email}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
