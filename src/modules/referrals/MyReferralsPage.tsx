import PersonAdd from '@mui/icons-material/PersonAdd';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MyReferralLines } from './MyReferralLines';
import { useMyReferrals } from './useMyReferrals';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';

/** The referrer's list asks from offset 0 for at most this many (the service's page limit). */
const MY_REFERRALS_SIZE = 100;

/** `/BAF/MyReferrals`: the caller's referrals with their status, day and position; nobody else's. */
export function MyReferralsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data = [], isPending, error } = useMyReferrals(MY_REFERRALS_SIZE);
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={translate('referrals.mine.title')} />
      {/* The title is the top bar's h1. */}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={Link}
          to={`${basename}/BAF/form`}
          variant="contained"
          startIcon={<PersonAdd />}
        >
          {translate('referrals.home.refer')}
        </Button>
      </Stack>
      {isPending ? (
        <LoadingSkeleton height={160} label="referrals.loading" />
      ) : error ? (
        <Alert severity="warning">{translate('referrals.loadError')}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('referrals.mine.empty')}</Typography>
      ) : (
        <MyReferralLines referrals={data} resumes />
      )}
    </Stack>
  );
}
