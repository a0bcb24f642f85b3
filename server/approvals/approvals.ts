import { type Kysely, type RawBuilder, type SqlBool, type Transaction, sql } from 'kysely';
import {
  type ApprovalDecision,
  type ApprovalStatus,
  approvalDecisions,
  approvalWorkflow,
} from '../../contracts/approvals';
import { addDays, companyInstant } from '../../contracts/calendar';
import { isOwnerOf, type OwnedModule } from '../../contracts/catalogue';
import { actorEmployeeId } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import { findByIdOr404, type RowOf, type TableWithId } from '../db/lookup';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Message } from '../http/messages';
import { notify } from '../notifications/service';
import type { Workflow } from '../../contracts/workflow';
import { type StatusWorkflowSpec, statusWorkflow } from '../workflow/statusWorkflow';
import { say } from './i18n';

type Q = Kysely<Database>;

/** Who decides a module's requests besides its owners (its owner role and System_Admin). */
export type Approvers = 'supervisor-or-owners' | 'owners';

/** The author's notification of a request's status (written in Spanish, the company's language). */
export interface ApprovalNotice {
  title: string;
  body: string;
  /** The portal page where the author follows the request. */
  link: string;
}

export interface ApprovalSpec<T extends TableWithId> {
  module: OwnedModule;
  /**
   * The moves, when the module's differ from `approvalWorkflow` in what its author may withdraw
   * (an approved shuttle seat is given up too); the decisions stay approved / rejected.
   */
  workflow?: Workflow<ApprovalStatus>;
  /** The requests: rows with `id`, `employee_id` (the author), `status`, `status_changed_at`. */
  table: T;
  /** The history table (createStatusHistory) and its column naming the request. */
  history: StatusWorkflowSpec<ApprovalStatus, T>['history'];
  approvers: Approvers;
  /** The module's 404 for a request that does not exist or is not the caller's to see. */
  notFound: Message;
  audit: StatusWorkflowSpec<ApprovalStatus, T>['audit'];
  /** The notification `status` (the request's new status) sends its author; `note` the reason. */
  notice: (row: RowOf<T>, status: ApprovalStatus, note: string) => ApprovalNotice;
  /** The notification's kind (the portal's icon): the module's name. */
  kind: string;
}

/** Same-transaction work a module adds to a decision (a balance, a counter). */
export type DecisionEffects<T extends TableWithId> = (
  trx: Transaction<Database>,
  change: { before: RowOf<T>; decision: ApprovalDecision; at: string },
) => Promise<unknown>;

/** The first instant (ISO UTC) of a calendar day in the company's time zone. */
const dayStartUtc = (day: string): string => companyInstant(day).toISOString();

/**
 * The approvals of one kind of request, on the status workflow kit: submitted → approved /
 * rejected (with a reason) / cancelled by its author while pending. Every move locks the request,
 * so two approvers at once, or an author cancelling while an approver decides, end in one outcome
 * (the second gets 409). Every move writes the history, the audit and the author's notification in
 * its transaction. Who decides: the module's owners, and with 'supervisor-or-owners' the author's
 * supervisor; nobody decides their own request.
 */
export function approvalRequests<T extends TableWithId>(spec: ApprovalSpec<T>) {
  const { table, module, approvers } = spec;
  const workflow = statusWorkflow<ApprovalStatus, T>({
    workflow: spec.workflow ?? approvalWorkflow,
    table,
    history: spec.history,
    words: {
      notFound: spec.notFound,
      status: (status) => say(`status.${status}`),
      stale: (current) => say('stale', { current }),
      notAllowed: (from, to) => say('notAllowed', { from, to }),
    },
    audit: spec.audit,
  });

  const isOwner = (user: ApiUser) => isOwnerOf(module, user.role);
  const authorOf = (row: RowOf<T>) => (row as unknown as { employee_id: number }).employee_id;

  const notifyAuthor = (trx: Q, row: RowOf<T>, status: ApprovalStatus, note: string) =>
    notify(trx, authorOf(row), { kind: spec.kind, ...spec.notice(row, status, note) });

  /** Whether `user` decides `row`: an owner, or (when the module says so) the author's supervisor. */
  async function mayDecide(q: Q, user: ApiUser, row: RowOf<T>): Promise<boolean> {
    if (isOwner(user)) return true;
    if (approvers === 'owners') return false;
    const author = await q
      .selectFrom('employees')
      .select('supervisor_id')
      .where('id', '=', authorOf(row))
      .executeTakeFirst();
    return author?.supervisor_id !== null && author?.supervisor_id === actorEmployeeId(user);
  }

  return {
    workflow,
    historyOf: workflow.historyOf,
    changesOf: workflow.changesOf,

    /** The history's first row and the author's receipt: call it where the request is inserted. */
    async submitted(trx: Q, user: ApiUser, id: number, at: string): Promise<void> {
      await workflow.recordChange(trx, {
        recordId: id,
        from: null,
        to: 'submitted',
        note: '',
        by: actorEmployeeId(user),
        at,
      });
      const row = await findByIdOr404(trx, table, id, spec.notFound);
      await notifyAuthor(trx, row, 'submitted', '');
    },

    /**
     * An approver's decision on request `id`. 404 when it is not theirs to decide (on the main
     * family a 403 would sign them out), 409 naming `status` for their own request or one that is
     * no longer pending.
     */
    async decide(
      db: DB,
      user: ApiUser,
      id: number,
      decision: ApprovalDecision,
      { effects }: { effects?: DecisionEffects<T> } = {},
    ): Promise<void> {
      if (!(approvalDecisions as readonly string[]).includes(decision.status)) {
        throw new HttpError(400, say('notADecision'), { status: say('notADecision') });
      }
      const row = await findByIdOr404(db, table, id, spec.notFound);
      if (!(await mayDecide(db, user, row))) throw new HttpError(404, spec.notFound);
      if (authorOf(row) === actorEmployeeId(user)) {
        throw new HttpError(409, say('ownRequest'), { status: say('ownRequest') });
      }
      await workflow.move(db, user, id, decision, {
        effects: async (trx, { before, at }) => {
          await notifyAuthor(trx, before, decision.status, decision.note);
          await effects?.(trx, { before, decision, at });
        },
      });
    },

    /**
     * The author withdraws their request: 404 when it is not theirs, 409 when the workflow has no
     * move to cancelled from its status (with `approvalWorkflow`: once decided).
     */
    async cancel(db: DB, user: ApiUser, id: number): Promise<void> {
      const row = await findByIdOr404(db, table, id, spec.notFound);
      if (authorOf(row) !== actorEmployeeId(user)) throw new HttpError(404, spec.notFound);
      await workflow.move(
        db,
        user,
        id,
        { status: 'cancelled', note: '' },
        { effects: (trx, { before }) => notifyAuthor(trx, before, 'cancelled', '') },
      );
    },

    /**
     * The requests `user` decides, as a condition on `table` (an inbox's list and record):
     * everything for owners, their people's for a supervisor, and never their own.
     */
    decidableBy(user: ApiUser): RawBuilder<SqlBool> {
      const author = sql.ref(`${table}.employee_id`);
      const me = actorEmployeeId(user) ?? -1;
      if (isOwner(user)) return sql<SqlBool>`${author} <> ${me}`;
      if (approvers === 'owners') return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${author} in (select id from employees where supervisor_id = ${me})`;
    },

    /** Whether `user` decides anyone's requests (the portal shows the inbox to them). */
    async mayApproveAny(q: Q, user: ApiUser): Promise<boolean> {
      if (isOwner(user)) return true;
      if (approvers === 'owners') return false;
      const person = await q
        .selectFrom('employees')
        .select('id')
        .where('supervisor_id', '=', actorEmployeeId(user) ?? -1)
        .where('active', '=', 1)
        .executeTakeFirst();
      return person !== undefined;
    },

    /**
     * The inbox filter's status and days on `table` (`created_at`, company time zone), as a
     * condition: the module adds its own fields and search.
     */
    inboxFilter(filter: {
      status?: ApprovalStatus | undefined;
      submittedFrom?: string | undefined;
      submittedTo?: string | undefined;
    }): RawBuilder<SqlBool> {
      const column = (name: string) => sql.ref(`${table}.${name}`);
      const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`1 = 1`];
      if (filter.status) conditions.push(sql<SqlBool>`${column('status')} = ${filter.status}`);
      if (filter.submittedFrom) {
        conditions.push(
          sql<SqlBool>`${column('created_at')} >= ${dayStartUtc(filter.submittedFrom)}`,
        );
      }
      if (filter.submittedTo) {
        const end = dayStartUtc(addDays(filter.submittedTo, 1));
        conditions.push(sql<SqlBool>`${column('created_at')} < ${end}`);
      }
      return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
    },
  };
}
