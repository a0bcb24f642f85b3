import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A sale form's way back to its list. */
export function FormBackButton({ to }: { to: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button component={Link} to={`${basename}${to}`} startIcon={<ArrowBack />}>
        {translate('sales.admin.back')}
      </Button>
    </Stack>
  );
}
