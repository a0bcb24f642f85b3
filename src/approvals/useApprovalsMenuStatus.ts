import { useQuery } from '@tanstack/react-query';
import { type DataProvider, useDataProvider } from 'react-admin';
import { APPROVALS_RESOURCE, type ApprovalCalls } from '../../dataProviders/approvals';
import type { MenuEntryStatus } from '../layout/menu';

/** How often the side menu's count is asked again while the portal is open. */
const COUNT_POLL_MS = 60_000;

/**
 * The side menu's `/Aprobaciones` entry: hidden until the service says the reader decides
 * someone's requests (a supervisor has no role of their own), then badged with what waits.
 */
export function useApprovalsMenuStatus(): MenuEntryStatus {
  const dataProvider = useDataProvider<DataProvider & ApprovalCalls>();
  const { data } = useQuery({
    queryKey: [APPROVALS_RESOURCE, 'pendingCount'],
    queryFn: async () => (await dataProvider.pendingCount(APPROVALS_RESOURCE)).data,
    refetchInterval: COUNT_POLL_MS,
  });
  return { hidden: !data?.decides, count: data?.pending ?? 0 };
}
