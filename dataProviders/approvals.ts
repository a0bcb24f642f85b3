import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type {
  ApprovalBulkReport,
  ApprovalCount,
  ApprovalDecisionStatus,
} from '../contracts/approvals';
import type { HttpClient } from './http';

/** The person's inbox resource: every request they decide, of every module. */
export const APPROVALS_RESOURCE = 'approvals';

/** One decision for several inbox records (`<type>:<id>` each). */
export interface BulkDecision {
  ids: readonly Identifier[];
  status: ApprovalDecisionStatus;
  note: string;
}

/** The inbox's extra calls, on the `approvals` resource. */
export interface ApprovalCalls {
  /** POST /api/approvals/decisions: answers each record refused with the service's words. */
  decideMany(
    resource: typeof APPROVALS_RESOURCE,
    params: BulkDecision,
  ): Promise<{ data: { id: Identifier; reason: string }[] }>;
  /** GET /api/approvals/count: what waits for the caller, and whether they decide anyone's. */
  pendingCount(resource: typeof APPROVALS_RESOURCE): Promise<{ data: ApprovalCount }>;
}

/** An inbox record's id names its kind and its id there: `personalDays:12`. */
const requestOf = (id: Identifier) => {
  const text = String(id);
  const split = text.lastIndexOf(':');
  return { type: text.slice(0, split), id: Number(text.slice(split + 1)) };
};

/**
 * `approvals`: the list is GET /api/approvals in ra-data-simple-rest's conventions (its rows carry
 * `id` = `<type>:<id>`); decisions go together through POST /api/approvals/decisions.
 */
export function approvalsAdapter(mainApi: string, http: HttpClient): DataProvider & ApprovalCalls {
  const base = `${mainApi}/api/approvals`;
  const provider = simpleRestProvider(`${mainApi}/api`, (url, options) =>
    http.fetchJson(url, options),
  );
  const calls: ApprovalCalls = {
    async decideMany(_resource, { ids, status, note }) {
      const report = await http.json<ApprovalBulkReport>(`${base}/decisions`, {
        method: 'POST',
        body: JSON.stringify({ items: ids.map(requestOf), status, note }),
      });
      return {
        data: report.refused.map(({ type, id, message }) => ({
          id: `${type}:${id}`,
          reason: message,
        })),
      };
    },
    async pendingCount() {
      return { data: await http.json<ApprovalCount>(`${base}/count`) };
    },
  };
  return Object.assign({ ...provider }, calls);
}
