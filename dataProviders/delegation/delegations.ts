import type { DataProvider, Identifier } from 'react-admin';
// Types only: the contract's yup schemas are built after the portal sets yup's messages.
import type {
  Delegation,
  DelegationForInput,
  MyDelegations,
} from '../../contracts/approvalDelegations';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';

export type MyDelegationsRecord = MyDelegations & { id: 'mine' };

/** A delegation's form: the approver's badge only when an administrator names one for them. */
export type DelegationValues = Omit<DelegationForInput, 'approver'> & { approver?: string };

const base = (mainApi: string) => `${mainApi}/api/approvals/delegations`;

/** `my-delegations`: the caller's delegations (GET /api/approvals/delegations). */
export function myDelegationsAdapter(mainApi: string, http: HttpClient): DataProvider {
  return legacyAdapter<MyDelegationsRecord>(http, {
    resource: 'my-delegations',
    getOne: async () => ({ ...(await http.json<MyDelegations>(base(mainApi))), id: 'mine' }),
  });
}

/**
 * `approval-delegations`: everyone's (GET …/everyone, administrators), a substitute named
 * (create: POST, or POST …/everyone with `approver`), one ended early (update: POST …/{id}/end).
 */
export function delegationsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const delegations = base(mainApi);
  return legacyAdapter<Delegation, Delegation, DelegationValues>(http, {
    resource: 'approval-delegations',
    list: () => `${delegations}/everyone`,
    create: {
      path: ({ data }) => (data.approver ? `${delegations}/everyone` : delegations),
      body: ({ data }) => data,
    },
    update: {
      method: 'POST',
      path: ({ id }: { id: Identifier }) => `${delegations}/${segment(id)}/end`,
    },
  });
}
