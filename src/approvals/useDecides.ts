import { useQuery } from '@tanstack/react-query';
import { type DataProvider, useDataProvider } from 'react-admin';
import { APPROVALS_RESOURCE, type ApprovalCalls } from '../../dataProviders/approvals';

/** How often the count is asked again while the portal is open. */
const COUNT_POLL_MS = 60_000;

/**
 * The approvals' pending count (GET /api/approvals/count): how many requests wait for the reader
 * and whether they decide any right now (`decides`: a supervisor, an owner, a substitute standing
 * in today). Asked only when `enabled`; one query shared by the side menu and the route guard.
 */
export function usePendingCount(enabled = true) {
  const dataProvider = useDataProvider<DataProvider & ApprovalCalls>();
  return useQuery({
    queryKey: [APPROVALS_RESOURCE, 'pendingCount'],
    queryFn: async () => (await dataProvider.pendingCount(APPROVALS_RESOURCE)).data,
    refetchInterval: COUNT_POLL_MS,
    enabled,
  });
}

/**
 * Whether the reader decides some request right now, for the pages open to deciders beyond their
 * roles (`alsoForDeciders`: a substitute without the module's role); undefined while it is asked
 * or when not `enabled`.
 */
export function useDecides(enabled: boolean): { decides: boolean | undefined; isPending: boolean } {
  const { data, isPending, isError } = usePendingCount(enabled);
  if (!enabled) return { decides: undefined, isPending: false };
  if (isError) return { decides: false, isPending: false };
  return { decides: data?.decides, isPending };
}
