import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HorizontalMenu } from '../../../src/components/HorizontalMenu';

/** The administrators' screens of Benefits (the side menu has one entry for them all). */
export function BenefitsAdminMenu() {
  const translate = useTranslate();
  return (
    <HorizontalMenu
      aria-label={translate('benefits.admin.menu')}
      items={[
        { label: 'benefits.admin.benefits', to: '/Benefits/AdminFormBenefits' },
        { label: 'benefits.admin.categories', to: '/Benefits/Categories' },
        { label: 'benefits.admin.discounts', to: '/Benefits/Discounts' },
        { label: 'benefits.admin.links', to: '/Benefits/Links' },
        { label: 'benefits.admin.configuration', to: '/Benefits/Configuration' },
      ]}
    />
  );
}

/** Above a form: the admin menu and the way back to the list. */
export function BenefitsFormHeader({ listPath }: { listPath: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <BenefitsAdminMenu />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button component={Link} to={`${basename}${listPath}`} startIcon={<ArrowBack />}>
          {translate('benefits.admin.back')}
        </Button>
      </Stack>
    </>
  );
}
