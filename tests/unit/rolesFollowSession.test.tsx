import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../src/auth/SessionContext';
import { createSessionStore } from '../../dataProviders/account/sessionStore';
import { useRolesFollowSession } from '../../src/auth/useRolesFollowSession';
import { unsignedApiToken } from '../fixtures/apiToken';

const apiToken = (role: string[]) => unsignedApiToken({ role });

beforeEach(() => localStorage.clear());

describe('the roles follow the session, not its end', () => {
  it('a refresh with other roles drops the cached permissions; a session that ends does not', () => {
    const store = createSessionStore(localStorage);
    const refreshed = (role: string[]) =>
      act(() =>
        store.signedIn({
          token: apiToken(role),
          token_type: 'Bearer',
          refreshtoken: 'refresh-2',
          expires_in: 300,
        }),
      );
    refreshed([]);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </QueryClientProvider>
    );
    renderHook(() => useRolesFollowSession(), { wrapper });

    refreshed(['Benefits_User']);
    expect(invalidate).toHaveBeenCalledTimes(1);

    // "No roles" now would send the page home (the route guard) before the sign-in page.
    act(() => store.signedOut());
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
