import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { Alert, Typography } from '@mui/material';
import { TextInput, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import {
  employeeInfoBody,
  GROWTH_TESTS,
  type GrowthProfile,
} from '../../../contracts/growth/growth';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { OnlineSaveButton } from '../../../resources/shared/OnlineSaveButton';
import { useNotifyRefusal } from '../../../resources/shared/serviceRefusal';
import { FactList } from '../../../resources/shared/FactList';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { SideBySideInputs } from '../../../resources/shared/SideBySideInputs';
import { useFormatDay } from '../../../resources/shared/dates';
import { GrowthCard, GrowthPage, useBadge } from '../../../resources/growth/shared/growthParts';

type ProfileRecord = GrowthProfile & { id: string };

export const contactResolver = contractResolver(employeeInfoBody, {
  messages: { [GROWTH_TESTS.phone]: 'growth.apply.phone' },
});

/** `/user`: my profile as the growth service knows it; the contact data are mine to keep current. */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const formatDay = useFormatDay();
  const badge = useBadge();
  const refused = useNotifyRefusal();
  const [update] = useUpdate<ProfileRecord>();
  const {
    data: profile,
    isPending,
    error,
  } = useGetOne<ProfileRecord>('growth-profile', { id: badge ?? '' }, { enabled: Boolean(badge) });
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        'growth-profile',
        { id: profile!.id, data: values as Partial<ProfileRecord>, previousData: profile },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('growth.profile.saved', { type: 'success' });
    } catch (failure) {
      return refused(failure);
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
    <GrowthPage title={translate('growth.profile.title')}>
      {isPending ? (
        <LoadingSkeleton height={240} />
      ) : error || !profile ? (
        <Alert severity="warning">{translate('growth.loadError')}</Alert>
      ) : (
        <>
          <GrowthCard title="growth.profile.data" maxWidth={800}>
            <FactList
              facts={facts.map(([field, value]) => ({
                label: `resources.growth-profile.fields.${field}`,
                value,
              }))}
            />
          </GrowthCard>
          <GrowthCard title="growth.profile.contact" maxWidth={800}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('growth.profile.contactHelp')}
            </Typography>
            <ContractForm
              draft="growth-profile"
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
              <OnlineSaveButton label={translate('growth.profile.save')} />
            </ContractForm>
          </GrowthCard>
        </>
      )}
    </GrowthPage>
  );
}
