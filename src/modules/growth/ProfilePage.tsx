import { Alert, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  HttpError,
  SaveButton,
  TextInput,
  Title,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import {
  employeeInfoBody,
  GROWTH_TESTS,
  type GrowthProfile,
} from '../../../contracts/growth/growth';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { FactList } from '../../../resources/shared/FactList';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { SideBySideInputs } from '../../../resources/shared/SideBySideInputs';
import { useFormatDay } from '../../lib/dates';
import { useBadge } from './growthParts';

type ProfileRecord = GrowthProfile & { id: string };

export const contactResolver = contractResolver(employeeInfoBody, {
  messages: { [GROWTH_TESTS.phone]: 'growth.apply.phone' },
});

function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)} sx={{ maxWidth: 800 }}>
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** `/user`: my profile as the growth service knows it; the contact data are mine to keep current. */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const formatDay = useFormatDay();
  const badge = useBadge();
  const [update] = useUpdate<ProfileRecord>();
  const {
    data: profile,
    isPending,
    error,
  } = useGetOne<ProfileRecord>(
    'growth-profile',
    { id: badge ?? '' },
    { enabled: Boolean(badge), retry: false },
  );
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        'growth-profile',
        { id: profile!.id, data: values as Partial<ProfileRecord>, previousData: profile },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('growth.profile.saved', { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', {
        type: 'error',
      });
      const body = (failure as HttpError).body as { errors?: Record<string, string> } | undefined;
      if (body?.errors) return body.errors;
    }
    return undefined;
  };
  const facts: [string, string][] = profile
    ? [
        ['fullName', profile.fullName],
        ['badge', profile.badge],
        ['position', profile.position],
        ['area', profile.area],
        ['positionSince', formatDay(profile.positionSince)],
        ['hiredOn', formatDay(profile.hiredOn)],
      ]
    : [];
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={translate('growth.profile.title')} />
      {isPending ? (
        <Skeleton
          variant="rounded"
          height={240}
          role="status"
          aria-busy="true"
          aria-label={translate('ra.page.loading')}
        />
      ) : error || !profile ? (
        <Alert severity="warning">{translate('growth.loadError')}</Alert>
      ) : (
        <>
          <ProfileCard title="growth.profile.data">
            <FactList
              facts={facts.map(([field, value]) => ({
                label: `resources.growth-profile.fields.${field}`,
                value,
              }))}
            />
          </ProfileCard>
          <ProfileCard title="growth.profile.contact">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('growth.profile.contactHelp')}
            </Typography>
            <ContractForm
              record={{ email: profile.email, phone: profile.phone, badge: profile.badge }}
              resolver={contactResolver}
              onSubmit={save}
              resource="growth-profile"
              noValidate
            >
              <SideBySideInputs>
                <TextInput source="email" type="email" autoComplete="email" />
                <TextInput source="phone" type="tel" autoComplete="tel" />
              </SideBySideInputs>
              <SaveButton label={translate('growth.profile.save')} />
            </ContractForm>
          </ProfileCard>
        </>
      )}
    </Stack>
  );
}
