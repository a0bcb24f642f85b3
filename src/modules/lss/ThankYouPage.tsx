import { Alert, Button, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { LssPage } from './lssParts';

/** `/ThankYouTraining`: after sending the survey, the quarter it counted for and where to go. */
export function ThankYouPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const period = (useLocation().state as { period?: string } | null)?.period;
  return (
    <LssPage title="lss.thanks.title">
      <Alert severity="success" role="status">
        {period ? translate('lss.thanks.body', { period }) : translate('lss.thanks.bodyNoPeriod')}
      </Alert>
      <Typography>{translate('lss.thanks.next')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={`${basename}/lss`} variant="contained">
          {translate('lss.thanks.toSurvey')}
        </Button>
        <Button component={Link} to={`${basename}/Inicio`}>
          {translate('lss.thanks.toHome')}
        </Button>
      </Stack>
    </LssPage>
  );
}
