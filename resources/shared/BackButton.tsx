import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface BackButtonProps {
  /** The list to return to (a portal path). */
  to: string;
  /** i18n key of the button's text. */
  label: string;
}

/** A form's way back to its list, at the right above the form (its title is the top bar's h1). */
export function BackButton({ to, label }: BackButtonProps) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button component={Link} to={`${basename}${to}`} startIcon={<ArrowBack />}>
        {translate(label)}
      </Button>
    </Stack>
  );
}
