import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The form page's way back to the owners' list (its title is the top bar's h1). */
export function NewsletterFormHeader() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button component={Link} to={`${basename}/newsletters/list`} startIcon={<ArrowBack />}>
        {translate('newsletters.form.back')}
      </Button>
    </Stack>
  );
}
