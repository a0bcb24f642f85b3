import { useLocaleState, usePermissions } from 'react-admin';
import { intlLocale } from '../../../../resources/shared/dates';

/** Formats ISO instants as dates in the user's language ('12 de marzo de 2025'). */
export function useDateFormat(): (iso: string) => string {
  const [locale] = useLocaleState();
  return (iso) => new Date(iso).toLocaleDateString(intlLocale(locale), { dateStyle: 'long' });
}

/** Home_Owner or System_Admin: they manage news and moderate kudos. */
const HOME_OWNER_ROLES = ['Home_Owner', 'System_Admin'] as const;

export function useIsHomeOwner(): boolean {
  const { permissions } = usePermissions<string[]>();
  return (permissions ?? []).some((role) => (HOME_OWNER_ROLES as readonly string[]).includes(role));
}

/** Initials of a name, for avatars ('Natalia Quesada Brenes' → 'NQ'). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
