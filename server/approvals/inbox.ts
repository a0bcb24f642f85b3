import { sql } from 'kysely';
import type {
  ApprovalBulkDecision,
  ApprovalBulkReport,
  ApprovalCount,
  ApprovalInboxQuery,
  ApprovalInboxRow,
  ApprovalStatus,
} from '../../contracts/approvals';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import { containsText, employeeMatches } from '../db/text';
import { HttpError } from '../http/errors';
import { httpCatalogue } from '../http/i18n';
import { composeCatalogues, type Language, renderMessage } from '../http/messages';
import { mapPage, type Page, pagedList } from '../http/paging';
import { type ApprovalType, approvalTypes, type InboxFilter } from './approvals';
import { approvalsMessages, say } from './i18n';

/** A request of any kind as the union gives it, before its requester is joined. */
interface InboxRequest {
  key: string;
  type: string;
  request_id: number;
  employee_id: number;
  status: ApprovalStatus;
  submitted_at: string;
  status_changed_at: string;
  summary: string;
}

/** The requests of one kind `user` decides, in the union's common columns. */
function requestsOf(type: ApprovalType, user: ApiUser, filter: InboxFilter) {
  const column = (name: string) => sql.ref(`${type.table}.${name}`);
  return sql`select ${sql.lit(`${type.module}:`)} || cast(${column('id')} as varchar(20)) as key,
    ${sql.lit(type.module)} as type, ${column('id')} as request_id,
    ${column('employee_id')} as employee_id, ${column('status')} as status,
    ${column('created_at')} as submitted_at, ${column('status_changed_at')} as status_changed_at,
    ${type.summary} as summary
    from ${sql.table(type.table)}
    where ${type.decidableBy(user)} and ${type.inboxFilter(filter)}`;
}

/**
 * Every request `user` decides, of every declared kind (or only `filter.type`), as one table:
 * a UNION ALL of each kind's decidable rows, joined to the requester, filtered by requester and
 * search text. Null when no kind matches the filter.
 */
function inboxOf(db: DB, user: ApiUser, filter: ApprovalInboxQuery['filter']) {
  const types = approvalTypes().filter((type) => !filter.type || type.module === filter.type);
  if (!types.length) return null;
  const union = sql.join(
    types.map((type) => requestsOf(type, user, filter)),
    sql` union all `,
  );
  let base = db
    .selectFrom(sql<InboxRequest>`(${union})`.as('inbox'))
    .innerJoin('employees', 'employees.id', 'inbox.employee_id');
  const { requester, q: term } = filter;
  if (requester) base = base.where((eb) => eb.or(employeeMatches(db, requester)));
  if (term) {
    base = base.where((eb) =>
      eb.or([...employeeMatches(db, term), containsText(db, sql.ref('inbox.summary'), term)]),
    );
  }
  return base;
}

const sort = {
  submittedAt: 'inbox.submitted_at',
  employeeName: 'employees.full_name',
  type: 'inbox.type',
  status: 'inbox.status',
};

/** The portal page of a request: its kind's. */
const pageOf = (type: string, id: number) =>
  approvalTypes()
    .find((declared) => declared.module === type)
    ?.page(id) ?? '';

/** Whether `user` decides anyone's requests of any kind. */
export async function decidesAny(db: DB, user: ApiUser): Promise<boolean> {
  for (const type of approvalTypes()) if (await type.mayApproveAny(db, user)) return true;
  return false;
}

/** 404 for a caller who decides nobody's requests (a 403 would end their portal session). */
async function assertDecides(db: DB, user: ApiUser): Promise<void> {
  if (!(await decidesAny(db, user))) throw new HttpError(404, say('inbox.none'));
}

/** The person's inbox: every request they decide, of every kind, in one list. */
export function createApprovalInbox(db: DB) {
  return {
    /** GET /api/approvals: a page of it, filtered, sorted and paged in SQL. */
    async list(user: ApiUser, query: ApprovalInboxQuery): Promise<Page<ApprovalInboxRow>> {
      await assertDecides(db, user);
      const base = inboxOf(db, user, query.filter);
      if (!base) return { rows: [], total: 0 };
      const page = await pagedList(query, {
        base,
        select: (from) =>
          from.select([
            'inbox.key',
            'inbox.type',
            'inbox.request_id',
            'inbox.status',
            'inbox.submitted_at',
            'inbox.status_changed_at',
            'inbox.summary',
            'employees.full_name',
            'employees.badge',
          ]),
        sort,
        tieBreaker: 'inbox.key',
      });
      return mapPage(page, (row) => ({
        id: row.key,
        type: row.type,
        requestId: Number(row.request_id),
        status: row.status,
        submittedAt: row.submitted_at,
        statusChangedAt: row.status_changed_at,
        employeeName: row.full_name,
        employeeBadge: row.badge,
        summary: row.summary,
        page: pageOf(row.type, Number(row.request_id)),
      }));
    },

    /** GET /api/approvals/count: what waits for the caller (the side menu's badge). */
    async count(user: ApiUser): Promise<ApprovalCount> {
      if (!(await decidesAny(db, user))) return { pending: 0, decides: false };
      const base = inboxOf(db, user, { status: 'submitted' });
      const row = await base
        ?.select(sql<number | string>`count(*)`.as('pending'))
        .executeTakeFirst();
      return { pending: Number(row?.pending ?? 0), decides: true };
    },

    /**
     * POST /api/approvals/decisions: each request decided on its own (its kind's `decide`: its own
     * transaction, lock, history, audit, notice), in the order given; one refused (not the
     * caller's, their own, settled meanwhile) is reported with the service's words and the rest
     * still go.
     */
    async decideMany(
      user: ApiUser,
      { items, status, note }: ApprovalBulkDecision,
      language: Language,
    ): Promise<ApprovalBulkReport> {
      await assertDecides(db, user);
      const report: ApprovalBulkReport = { decided: [], refused: [] };
      for (const item of items) {
        const type = approvalTypes().find((declared) => declared.module === item.type);
        try {
          if (!type) throw new HttpError(404, say('inbox.unknownType', { type: item.type }));
          await type.decide(db, user, item.id, { status, note });
          report.decided.push(item);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const catalogue = composeCatalogues([
            httpCatalogue,
            approvalsMessages,
            ...(type ? [type.messages] : []),
          ]);
          const { text } = renderMessage(catalogue, error.refusal, language);
          report.refused.push({ ...item, message: text });
        }
      }
      return report;
    },
  };
}
