import Send from '@mui/icons-material/Send';
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { TextInput, useBasename, useCreate, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { mixed } from 'yup';
import {
  applicationMultipart,
  GROWTH_TESTS,
  type GrowthProfile,
  type Opening,
  RESUME_FIELD,
} from '../../../contracts/growth/growth';
import type { ApplicationValues } from '../../../dataProviders/growth/growth';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { OnlineSaveButton } from '../../../resources/shared/OnlineSaveButton';
import { useNotifyRefusal } from '../../../resources/shared/serviceRefusal';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { DocumentUploadInput } from '../../../resources/shared/DocumentUploadInput';
import { SideBySideInputs } from '../../../resources/shared/SideBySideInputs';
import { TimeInput } from '../../../resources/shared/DateInput';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { GrowthPage, useBadge } from '../../../resources/growth/shared/growthParts';
import { NotEligible, useEligibility, WaysOn } from './eligibility';

/** The Job application's rules, the résumé required, in the portal's words. */
export const applicationResolver = contractResolver(
  applicationMultipart.shape({ [RESUME_FIELD]: mixed().required() }),
  {
    messages: {
      [GROWTH_TESTS.time]: 'growth.apply.time',
      [GROWTH_TESTS.phone]: 'growth.apply.phone',
    },
    keepTyped: true,
  },
);

/** The application sent: what happens next, and where to follow it. */
function Sent({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{translate('growth.apply.sentTitle')}</AlertTitle>
      {translate('growth.apply.sent', { title })}
      <WaysOn metricsVariant="contained" />
    </Alert>
  );
}

function ApplicationForm({
  opening,
  badge,
  onSent,
}: {
  opening: Opening;
  badge: string;
  onSent: () => void;
}) {
  const translate = useTranslate();
  const refused = useNotifyRefusal();
  const [create] = useCreate<ApplicationValues & { id: number }>();
  // Contact data prefilled from the growth profile; none yet leaves them to be typed.
  const { data: profile, isPending } = useGetOne<GrowthProfile & { id: string }>('growth-profile', {
    id: badge,
  });
  if (isPending) return <Skeleton variant="rounded" height={320} aria-busy="true" />;
  const record: Partial<ApplicationValues> = {
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    badge,
    openingId: opening.id,
    job: opening.title,
    workSchedule: opening.workSchedule,
    startTime: opening.startTime,
    endTime: opening.endTime,
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      await create(
        'growth-my-applications',
        { data: values as unknown as ApplicationValues },
        { returnPromise: true },
      );
      onSent();
    } catch (error) {
      // The service's own words (already applied, not eligible…), and its fields' errors in place.
      return refused(error);
    }
    return undefined;
  };
  return (
    <ContractForm
      draft="growth-application"
      record={record}
      resolver={applicationResolver}
      onSubmit={submit}
      resource="growth-my-applications"
      noValidate
    >
      <Stack spacing={1} sx={{ maxWidth: 800 }}>
        <Typography variant="h6" component="h3">
          {translate('growth.apply.contact')}
        </Typography>
        <SideBySideInputs>
          <TextInput source="email" type="email" autoComplete="email" />
          <TextInput source="phone" type="tel" autoComplete="tel" />
        </SideBySideInputs>
        <Typography variant="h6" component="h3">
          {translate('growth.apply.shift')}
        </Typography>
        <TextInput source="workSchedule" fullWidth />
        <SideBySideInputs>
          <TimeInput source="startTime" />
          <TimeInput source="endTime" />
        </SideBySideInputs>
        <Typography variant="h6" component="h3">
          {translate('growth.apply.resumeSection')}
        </Typography>
        <DocumentUploadInput source={RESUME_FIELD} />
        <OnlineSaveButton
          label={translate('growth.apply.submit')}
          icon={<Send />}
          alwaysEnable
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </ContractForm>
  );
}

/**
 * `/growth-opportunities/:opp_id/apply`: first whether the employee may apply (Employee/Validate,
 * with the reasons and what to do when not), then the application with the résumé.
 */
export function ApplyPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const badge = useBadge();
  const { opp_id: id = '' } = useParams();
  const [sent, setSent] = useState(false);
  const {
    data: opening,
    isPending,
    error,
  } = useGetOne<Opening>('growth-opportunity-details', { id: Number(id) });
  const eligibility = useEligibility(opening, { enabled: !sent });
  useBreadcrumbName(`/growth-opportunities/${id}`, opening?.title);
  const title = opening
    ? translate('growth.apply.title', { title: opening.title })
    : translate('growth.openings.title');
  const loading = (label: string) => (
    <Stack role="status" aria-busy="true" aria-label={translate(label)} spacing={1}>
      <Typography color="text.secondary">{translate(label)}</Typography>
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
  return (
    <GrowthPage title={title}>
      {isPending ? (
        loading('ra.page.loading')
      ) : error || !opening ? (
        <Alert severity="info">{translate('growth.opening.notFound')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              {sent ? (
                <Sent title={opening.title} />
              ) : eligibility.isPending ? (
                loading('growth.apply.checking')
              ) : eligibility.error || !eligibility.data ? (
                <Alert severity="warning">{translate('growth.loadError')}</Alert>
              ) : !eligibility.data.eligible ? (
                <NotEligible eligibility={eligibility.data} onApplyPage />
              ) : (
                <ApplicationForm opening={opening} badge={badge!} onSent={() => setSent(true)} />
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Typography component="div">
        <Button component={Link} to={`${basename}/growth-opportunities/${id}`}>
          {translate('growth.opening.back')}
        </Button>
      </Typography>
    </GrowthPage>
  );
}
