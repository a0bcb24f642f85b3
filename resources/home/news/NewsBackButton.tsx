import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Back to `/News/Settings` from a news form. */
export function NewsBackButton() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/News/Settings`}
      startIcon={<ArrowBack />}
      size="small"
      sx={{ alignSelf: 'flex-start', mx: { xs: 1, sm: 2 }, mt: 1 }}
    >
      {translate('news.form.back')}
    </Button>
  );
}
