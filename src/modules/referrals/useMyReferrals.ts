import { useGetIdentity, useGetList } from 'react-admin';
import type { MyReferral } from '../../../contracts/referrals/referrals';

/**
 * The caller's referrals, newest first (GetTopMyReferals with their own badge, from `offset` 0):
 * `size` 3 on the programme's page, 100 on My referrals.
 */
export function useMyReferrals(size: number) {
  const { identity, isPending: identityPending } = useGetIdentity();
  const badge = identity?.id ? String(identity.id) : undefined;
  const list = useGetList<MyReferral>(
    'my-referrals',
    { filter: { badge }, pagination: { page: 1, perPage: size } },
    { enabled: Boolean(badge) },
  );
  return { ...list, isPending: identityPending || list.isPending };
}
