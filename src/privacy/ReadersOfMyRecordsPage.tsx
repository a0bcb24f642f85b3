import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ReadersOfMyRecords } from './ReadersOfMyRecords';

/** `/MisDatos`: what the portal says about the caller's data; here, who read their records. */
export function ReadersOfMyRecordsPage() {
  const translate = useTranslate();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title title={translate('privacyReads.pageTitle')} />
      <Typography>{translate('privacyReads.intro')}</Typography>
      <ReadersOfMyRecords />
    </Stack>
  );
}
