import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isOwnerOf } from '../../../contracts/catalogue';
import { MIN_GROUP_SIZE } from '../../../contracts/lss/questionnaire';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { useFormatDay } from '../../../resources/shared/dates';
import { LssCard, LssPage, useMySurvey } from './lssParts';

/** A label and its value, as a definition. */
function Fact({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * `/lss`: what the survey is and that it is anonymous, my account and supervisor as HR has them,
 * and whether I answered this quarter (the button to answer only while I have not). The owners
 * also find the results here.
 */
export function LssHomePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const { permissions } = usePermissions<string[]>();
  const { accounts, participation, isPending, error } = useMySurvey();
  const unknown = translate('lss.home.unknown');
  return (
    <LssPage title="lss.home.title">
      <Stack spacing={1}>
        <Typography>{translate('lss.home.intro')}</Typography>
        <Typography>{translate('lss.home.anonymous', { min: MIN_GROUP_SIZE })}</Typography>
      </Stack>
      {isPending ? (
        <LoadingSkeleton height={200} label="lss.loading" />
      ) : error || !accounts || !participation ? (
        <Alert severity="warning">{translate('lss.loadError')}</Alert>
      ) : (
        <>
          <LssCard title="lss.home.yourPlace">
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label="lss.home.account" value={accounts.mine ?? unknown} />
              <Fact label="lss.home.supervisor" value={accounts.supervisor?.fullName ?? unknown} />
              <Fact label="lss.home.position" value={accounts.position ?? unknown} />
            </Box>
          </LssCard>
          <LssCard title="lss.home.period" args={{ period: participation.period }}>
            <Stack spacing={2} alignItems="flex-start">
              {participation.answered ? (
                <Alert severity="success" role="status">
                  {translate('lss.home.answered', {
                    period: participation.period,
                    date: formatDay(participation.answeredOn ?? ''),
                  })}
                </Alert>
              ) : (
                <>
                  <Typography>
                    {translate('lss.home.pending', { period: participation.period })}
                  </Typography>
                  <Button component={Link} to={`${basename}/lss/form`} variant="contained">
                    {translate('lss.home.start')}
                  </Button>
                </>
              )}
            </Stack>
          </LssCard>
        </>
      )}
      {isOwnerOf('lss', permissions ?? []) && (
        <Box>
          <Button component={Link} to={`${basename}/lss/resultados`}>
            {translate('lss.home.results')}
          </Button>
        </Box>
      )}
    </LssPage>
  );
}
