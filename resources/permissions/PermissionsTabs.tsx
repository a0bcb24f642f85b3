import { useTranslate } from 'react-admin';
import { HorizontalMenu } from '../shared/HorizontalMenu';

/**
 * The Configuration area's own navigation: modules and roles, the audit trail, the reads of
 * people's records, the scheduled jobs.
 */
export function PermissionsTabs() {
  const translate = useTranslate();
  return (
    <HorizontalMenu
      aria-label={translate('permissions.title')}
      items={[
        { label: 'permissions.tabs.modules', to: '/permissions/module' },
        { label: 'permissions.tabs.audit', to: '/permissions/audit' },
        { label: 'permissions.tabs.reads', to: '/permissions/reads' },
        { label: 'permissions.tabs.jobs', to: '/permissions/jobs' },
      ]}
    />
  );
}
