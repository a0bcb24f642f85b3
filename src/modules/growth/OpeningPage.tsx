import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { NotEligible, useEligibility } from './eligibility';
import type { Opening } from '../../../contracts/growth/growth';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { useFormatDay } from '../../../resources/shared/dates';
import { GrowthPage, StatusChip, useShiftText } from '../../../resources/growth/shared/growthParts';

/** A titled block of an opening's text, its line breaks kept. */
function Section({ title, text }: { title: string; text: string }) {
  const translate = useTranslate();
  if (!text) return null;
  return (
    <>
      <Typography variant="h6" component="h3">
        {translate(title)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>
    </>
  );
}

/**
 * The way to apply: enabled once the service says the employee may; otherwise disabled, with why
 * beside it (not only after the click).
 */
function ApplyButton({ opening }: { opening: Opening }) {
  const translate = useTranslate();
  const basename = useBasename();
  const eligibility = useEligibility(opening);
  // The service's answer when it says no: shown beside the disabled button.
  const refusal = eligibility.data?.eligible === false ? eligibility.data : undefined;
  return (
    <Stack spacing={1.5}>
      {refusal && <NotEligible eligibility={refusal} id="growth-not-eligible" />}
      {eligibility.error && <Alert severity="warning">{translate('growth.loadError')}</Alert>}
      {eligibility.data?.eligible ? (
        <Button
          variant="contained"
          component={Link}
          to={`${basename}/growth-opportunities/${opening.id}/apply`}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('growth.openings.apply')}
        </Button>
      ) : (
        <Button
          variant="contained"
          disabled
          aria-describedby={refusal ? 'growth-not-eligible' : undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate(eligibility.isPending ? 'growth.apply.checking' : 'growth.openings.apply')}
        </Button>
      )}
    </Stack>
  );
}

/** `/growth-opportunities/:opp_id`: one opening, and the way to apply (or my application's status). */
export function OpeningPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const shift = useShiftText();
  const { opp_id: id = '' } = useParams();
  const {
    data: opening,
    isPending,
    error,
  } = useGetOne<Opening>('growth-opportunity-details', { id: Number(id) });
  useBreadcrumbName(`/growth-opportunities/${id}`, opening?.title);
  return (
    <GrowthPage title={opening?.title ?? translate('growth.openings.title')}>
      {isPending ? (
        <LoadingSkeleton height={240} />
      ) : error || !opening ? (
        <Alert severity="info">{translate('growth.opening.notFound')}</Alert>
      ) : (
        <Card component="article" aria-labelledby="growth-opening-title">
          <CardContent>
            <Stack spacing={1.5}>
              <Typography
                id="growth-opening-title"
                variant="h5"
                component="h2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {opening.title}
              </Typography>
              <Typography color="text.secondary">
                {opening.area} · {opening.location}
              </Typography>
              <Typography>
                {translate('growth.opening.schedule')}: {shift(opening)}
              </Typography>
              <Typography>
                {translate('growth.openings.minMonths', {
                  smart_count: opening.minMonthsInPosition,
                })}
              </Typography>
              {opening.closesOn && (
                <Typography>
                  {translate('growth.openings.closesOn', { date: formatDay(opening.closesOn) })}
                </Typography>
              )}
              <Section title="growth.opening.description" text={opening.description} />
              <Section title="growth.opening.requirements" text={opening.requirements} />
              {opening.myApplication ? (
                <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                  <Typography>
                    {translate('growth.opening.myApplication', {
                      status: translate(`growth.status.${opening.myApplication.status}`),
                    })}
                  </Typography>
                  <StatusChip status={opening.myApplication.status} />
                  <Button component={Link} to={`${basename}/my-metrics`}>
                    {translate('growth.apply.toMetrics')}
                  </Button>
                </Stack>
              ) : opening.open ? (
                <ApplyButton opening={opening} />
              ) : (
                <Alert severity="info">{translate('growth.opening.closed')}</Alert>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
      <Typography component="div">
        <Button component={Link} to={`${basename}/growth-opportunities`}>
          {translate('growth.opening.back')}
        </Button>
      </Typography>
    </GrowthPage>
  );
}
