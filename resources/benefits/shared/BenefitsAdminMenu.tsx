import { useTranslate } from 'react-admin';
import { HorizontalMenu } from '../../shared/HorizontalMenu';

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
