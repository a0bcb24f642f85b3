import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from './SessionContext';

/**
 * A token refresh may bring other roles (an admin changed them): drop react-admin's cached
 * permissions so the menu and the route guards follow at once. A session that has ended changes
 * nothing: the sign-in page is on its way, and "no roles" would first send the page home.
 */
export function useRolesFollowSession(): void {
  const queryClient = useQueryClient();
  const roles = useSession().user?.role.join(',');
  const previous = useRef(roles);
  useEffect(() => {
    if (roles === undefined || previous.current === roles) return;
    previous.current = roles;
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
  }, [roles, queryClient]);
}
