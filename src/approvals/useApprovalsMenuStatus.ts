import type { MenuEntryStatus } from '../layout/menu';
import { usePendingCount } from './useDecides';

/**
 * The side menu's `/Aprobaciones` entry: hidden until the service says the reader decides
 * someone's requests (a supervisor has no role of their own), then badged with what waits.
 */
export function useApprovalsMenuStatus(): MenuEntryStatus {
  const { data } = usePendingCount();
  return { hidden: !data?.decides, count: data?.pending ?? 0 };
}
