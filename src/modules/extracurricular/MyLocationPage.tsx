import Save from '@mui/icons-material/Save';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { TextInput, Title, useGetIdentity, useGetOne, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { object } from 'yup';
import {
  userLocationMultipart,
  userLocationParams,
} from '../../../contracts/extracurricular/extracurricular';
import type {
  MyLocationRecord,
  MyLocationValues,
} from '../../../dataProviders/extracurricular/extracurricular';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { OfflineSubmitHint } from '../../../resources/shared/OnlineSaveButton';
import { useOnline } from '../../../resources/shared/useOnline';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { FactList } from '../../../resources/shared/FactList';
import { PlaceInputs } from '../../../resources/shared/PlaceInputs';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { PageSection } from '../../../resources/shared/PageSection';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { useFormatDay } from '../../../resources/shared/dates';
import { GEOGRAPHY, MY_LOCATION } from '../../../resources/extracurricular/shared/paths';

/** The form checks what the service checks: the place's codes and the address line. */
const resolver = contractResolver(
  object({
    provinceCode: userLocationParams.fields.provinceCode,
    cantonCode: userLocationParams.fields.cantonCode,
    districtCode: userLocationParams.fields.districtCode,
    address: userLocationMultipart.fields.address,
  }),
);

const LABELS = {
  province: 'extracurricular.location.province',
  canton: 'extracurricular.location.canton',
  district: 'extracurricular.location.district',
};

/** Where I live as saved, or that I have not said yet. */
function SavedLocation({ location }: { location: MyLocationRecord }) {
  const translate = useTranslate();
  const day = useFormatDay();
  if (!location.saved) {
    return <Alert severity="info">{translate('extracurricular.location.none')}</Alert>;
  }
  return (
    <Box data-testid="saved-location">
      <FactList
        facts={[
          { label: 'extracurricular.location.province', value: location.provinceName },
          { label: 'extracurricular.location.canton', value: location.cantonName },
          { label: 'extracurricular.location.district', value: location.districtName },
          { label: 'extracurricular.location.address', value: location.address },
          {
            label: 'extracurricular.location.updatedAt',
            value: location.updatedAt && day(location.updatedAt.slice(0, 10)),
          },
        ]}
      />
    </Box>
  );
}

/** My home's form: province → canton → district and the address line, saved for me alone. */
function LocationForm({ location }: { location: MyLocationRecord }) {
  const translate = useTranslate();
  const online = useOnline();
  const [update, { isPending }] = useUpdate();
  const [outcome, setOutcome] = useState<{ saved: boolean; message: string } | null>(null);
  const save = async (values: FieldValues) => {
    setOutcome(null);
    try {
      await update(
        MY_LOCATION,
        { id: location.id, data: values as MyLocationValues, previousData: location },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      setOutcome({ saved: true, message: translate('extracurricular.location.saved') });
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setOutcome({
        saved: false,
        message: [message, ...Object.values(errors ?? {}).filter((why) => why !== message)].join(
          ' · ',
        ),
      });
    }
  };
  return (
    <ContractForm
      draft="extracurricular-location"
      resolver={resolver}
      onSubmit={(values: FieldValues) => void save(values)}
      defaultValues={{
        provinceCode: location.provinceCode ?? '',
        cantonCode: location.cantonCode ?? '',
        districtCode: location.districtCode ?? '',
        address: location.address ?? '',
      }}
    >
      <Stack spacing={1}>
        <PlaceInputs resources={GEOGRAPHY} labels={LABELS} />
        <TextInput
          source="address"
          label="extracurricular.location.address"
          helperText="extracurricular.location.addressHelp"
          multiline
          fullWidth
        />
        {outcome && (
          <Alert
            severity={outcome.saved ? 'success' : 'error'}
            role={outcome.saved ? 'status' : 'alert'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {outcome.message}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<Save />}
            disabled={isPending || !online}
          >
            {translate('extracurricular.location.save')}
          </Button>
          <OfflineSubmitHint />
        </Box>
      </Stack>
    </ContractForm>
  );
}

/** My location once my badge is known: what is saved, and the form to change it. */
function MyLocation({ badge }: { badge: string }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<MyLocationRecord>(MY_LOCATION, {
    id: badge,
  });
  if (isPending) return <LoadingSkeleton height={320} label="extracurricular.loading" />;
  if (error || !data) return <ServiceFailure error={error} retry={() => void refetch()} />;
  return (
    <>
      <PageSection title={translate('extracurricular.location.current')}>
        <SavedLocation location={data} />
      </PageSection>
      <PageSection title={translate('extracurricular.location.change')}>
        <LocationForm location={data} />
      </PageSection>
    </>
  );
}

/**
 * `/MyLocation`: where I live (province, canton, district and the address line), which the
 * courses and transport use to suggest what is near me; only mine, never anyone else's.
 */
export function MyLocationPage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900, minWidth: 0 }}>
      <Title title={translate('extracurricular.location.title')} />
      {isPending || !identity ? (
        <LoadingSkeleton height={320} label="extracurricular.loading" />
      ) : (
        <MyLocation badge={String(identity.id)} />
      )}
    </Stack>
  );
}
