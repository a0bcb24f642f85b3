import { useTranslate } from 'react-admin';
import { seededModuleName, seededRoleName } from '../../../contracts/catalogue';

interface Named {
  code: string;
  name: string;
}

/**
 * Module and role names in the user's language: the catalogue's, by code, while the stored name
 * is the one they were seeded with; an administrator's own name as it was written.
 */
export function usePermissionNames() {
  const translate = useTranslate();
  const named = (kind: 'modules' | 'roles', { code, name }: Named, seeded: string | undefined) =>
    name === seeded ? translate(`permissions.names.${kind}.${code}`, { _: name }) : name;
  return {
    module: (module: Named) => named('modules', module, seededModuleName(module.code)),
    role: (role: Named) => named('roles', role, seededRoleName(role.code)),
  };
}
