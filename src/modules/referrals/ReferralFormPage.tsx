import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  required,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  Title,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type {
  NamedOption,
  Referral,
  ReferralLocation,
} from '../../../contracts/referrals/referrals';
import type {
  PositionRecord,
  ReferralSettingsRecord,
  ReferralValues,
} from '../../../dataProviders/referrals/referrals';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { DocumentUploadInput } from '../../../resources/shared/DocumentUploadInput';
import { FormSection } from '../../../resources/shared/FormSection';
import { positionLabel } from '../../../resources/referrals/shared/positions';
import { referralResolver } from './referralForm';
import { type CandidateCheck, useCandidateCheck } from './useCandidateCheck';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { SavedLink, SavedNotice } from '../../../resources/shared/SavedNotice';
import { FormSubmit } from '../../../resources/shared/FormSubmit';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { ServiceCheckStatus } from '../../../resources/shared/ServiceCheckStatus';

const RESOURCE = 'my-referrals';

/** What CandidateIsValid said about the number typed, while it is asked and once it answered. */
function CandidateStatus({ check }: { check: CandidateCheck }) {
  const translate = useTranslate();
  const validity = check.answer;
  return (
    <ServiceCheckStatus
      checking={check.checking}
      failed={check.failed}
      refusal={
        validity?.isValid === false
          ? (validity.message ?? translate('referrals.form.candidateRefused'))
          : null
      }
      accepted={validity?.isValid ? translate('referrals.form.candidateValid') : undefined}
      checkingText="referrals.form.checking"
      failedText="referrals.form.checkFailed"
    />
  );
}

/** The positions open at the chosen location (GetPositions/{location}); none before one is chosen. */
function PositionInput() {
  const translate = useTranslate();
  const location = useWatch({ name: 'location' }) as number | string | undefined;
  const { data = [], isPending } = useGetList<PositionRecord>(
    'referral-positions',
    { filter: { locationId: location } },
    { enabled: Boolean(location) },
  );
  return (
    <SelectInput
      source="positionId"
      choices={data.map((position) => ({ id: position.id, name: positionLabel(position) }))}
      isPending={Boolean(location) && isPending}
      helperText={location ? undefined : translate('referrals.form.chooseLocationFirst')}
      fullWidth
    />
  );
}

/** The site: choosing another one clears a position that may not be open there. */
function LocationInput({ locations }: { locations: readonly ReferralLocation[] }) {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="location"
      choices={[...locations]}
      onChange={() => setValue('positionId', '')}
      fullWidth
    />
  );
}

interface ReferralFormProps {
  badge: string;
  fullName: string;
  settings: ReferralSettingsRecord;
  englishLevels: readonly NamedOption[];
  locations: readonly ReferralLocation[];
  onSaved: (referral: Referral) => void;
}

/** A refusal's message and its errors keyed by the form's fields. */
function ReferralForm({
  badge,
  fullName,
  settings,
  englishLevels,
  locations,
  onSaved,
}: ReferralFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const candidate = useCandidateCheck();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setRefusal(null);
    // Checked again right before saving: another referral may have arrived meanwhile.
    const validity = await candidate.check(String(values.identificationNumber ?? ''));
    if (validity && !validity.isValid) {
      const message = validity.message ?? translate('referrals.form.candidateRefused');
      setRefusal(message);
      return { identificationNumber: message };
    }
    try {
      const { data } = await dataProvider.create<Referral>(RESOURCE, {
        data: values as ReferralValues,
      });
      onSaved(data);
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setRefusal(message);
      return errors;
    }
  };

  return (
    <ContractForm
      draft="referral"
      resolver={referralResolver}
      defaultValues={{
        badge,
        promotionalCode: settings.promotionalCode,
        isResumeActive: settings.isResumeActive,
        isResumeRequired: settings.isResumeRequired,
        isExternalreference: false,
      }}
      onSubmit={submit}
      noValidate
    >
      <Stack spacing={2}>
        <Typography variant="body2">
          {translate('referrals.form.referrer', { name: fullName, badge })}
        </Typography>
        <FormSection title="referrals.form.candidate">
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextInput
              source="identificationNumber"
              fullWidth
              helperText={translate('referrals.form.identificationHelp')}
              onBlur={(event) => void candidate.check(event.target.value)}
            />
          </Box>
          <CandidateStatus check={candidate} />
          <TextInput source="firstName" fullWidth />
          <TextInput source="secondName" fullWidth />
          <TextInput source="lastName" fullWidth />
          <TextInput source="secondLastName" fullWidth />
        </FormSection>
        <FormSection title="referrals.form.contact">
          <TextInput source="phone" type="tel" fullWidth />
          <TextInput source="personalPhone" type="tel" fullWidth />
          <TextInput source="candidateEmail" type="email" fullWidth />
          <TextInput source="personalEmail" type="email" fullWidth />
        </FormSection>
        <FormSection title="referrals.form.profile">
          <SelectInput source="englishLevel" choices={[...englishLevels]} fullWidth />
          <SelectInput source="academicGrade" choices={settings.academicGrades} fullWidth />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextInput source="candidateProfile" fullWidth multiline minRows={3} />
            <TextInput source="othersDetails" fullWidth multiline minRows={2} />
            <BooleanInput
              source="isExternalreference"
              helperText={translate('referrals.form.externalHelp')}
            />
            {settings.isResumeActive && (
              <DocumentUploadInput
                source="resume"
                validate={settings.isResumeRequired ? required() : undefined}
              />
            )}
          </Box>
        </FormSection>
        <FormSection title="referrals.form.position">
          <LocationInput locations={locations} />
          <PositionInput />
          <SelectInput source="workType" choices={settings.workTypes} fullWidth />
          <SelectInput source="paymentMethod" choices={settings.paymentMethods} fullWidth />
          <TextInput
            source="promotionalCode"
            fullWidth
            helperText={translate('referrals.form.promotionalCodeHelp')}
          />
        </FormSection>
        <FormSubmit refusal={refusal} label="referrals.form.submit" />
      </Stack>
    </ContractForm>
  );
}

/** After saving: what was sent, and where to follow it. */
function ReferralSaved({ referral, onAnother }: { referral: Referral; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <SavedNotice
      another={{ label: 'referrals.form.another', onClick: onAnother }}
      message={translate('referrals.form.saved', {
        name: referral.candidateName,
        position: referral.positionTitle,
      })}
    >
      <SavedLink to="/BAF/MyReferrals" label="referrals.form.toMyReferrals" variant="contained" />
    </SavedNotice>
  );
}

/**
 * `/BAF/form`: refer a candidate. Every RAFT field in four sections, the options of the services
 * (English levels, locations, positions open there, the programme's settings), the campaign's
 * promotional code prefilled and the résumé; the candidate is checked (CandidateIsValid) on
 * leaving the identification and before SaveRaft. A refusal shows the service's own words.
 */
export function ReferralFormPage() {
  const translate = useTranslate();
  const { identity, isPending: identityPending } = useGetIdentity();
  const settings = useGetOne<ReferralSettingsRecord>('referral-settings', { id: 'current' });
  const englishLevels = useGetList<NamedOption & { id: string }>('referral-english-levels');
  const locations = useGetList<ReferralLocation>('referral-locations');
  const [saved, setSaved] = useState<Referral | null>(null);
  const [round, setRound] = useState(0);
  const pending =
    identityPending || settings.isPending || englishLevels.isPending || locations.isPending;
  const failed = settings.error || englishLevels.error || locations.error;
  return (
    <ResourceContextProvider value={RESOURCE}>
      <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
        {/* The title is the top bar's h1. */}
        <Title title={translate('referrals.form.title')} />
        {pending ? (
          <LoadingSkeleton height={320} label="referrals.loading" />
        ) : failed || !settings.data || !identity ? (
          <Alert severity="warning">{translate('referrals.loadError')}</Alert>
        ) : saved ? (
          <ReferralSaved
            referral={saved}
            onAnother={() => {
              setSaved(null);
              setRound((value) => value + 1);
            }}
          />
        ) : (
          <ReferralForm
            key={round}
            badge={String(identity.id)}
            fullName={identity.fullName ?? ''}
            settings={settings.data}
            englishLevels={englishLevels.data ?? []}
            locations={locations.data ?? []}
            onSaved={setSaved}
          />
        )}
      </Stack>
    </ResourceContextProvider>
  );
}
