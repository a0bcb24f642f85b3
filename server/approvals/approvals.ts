import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type Transaction,
  sql,
} from 'kysely';
import {
  type ApprovalDecision,
  type ApprovalStatus,
  approvalDecisions,
  type approvalSortable,
  approvalWorkflow,
} from '../../contracts/approvals';
import { addDays, dayStartUtc } from '../../contracts/calendar';
import { isOwnerOf, type OwnedModule } from '../../contracts/catalogue';
import type { RestListParams } from '../../contracts/restQuery';
import { actorEmployeeId } from '../audit/audit';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import { findByIdOr404, findOr404, type RowOf, type TableWithId } from '../db/lookup';
import type { Database } from '../db/schema';
import { employeeMatches } from '../db/text';
import { HttpError } from '../http/errors';
import {
  type Catalogue,
  DEFAULT_LANGUAGE,
  type Message,
  type Params,
  renderMessage,
} from '../http/messages';
import { type Page, pagedList, type SortColumns } from '../http/paging';
import { notifyPerson } from '../notifications/preferences';
import type { Workflow } from '../../contracts/workflow';
import { type StatusWorkflowSpec, statusWorkflow } from '../workflow/statusWorkflow';
import { anyEscalatedTo, escalatedTo, isEscalatedTo, type ReminderDays } from './escalation';
import { say } from './i18n';
import { approversOf, fullNameOf } from './people';
import { notifyAwaitingDecision } from './awaiting';
import { type DelegatedScope, delegatorsDeciding, standsInForAnyone } from './delegation';

type Q = Kysely<Database>;

/** Who decides a module's requests besides its owners (its owner role and System_Admin). */
export type Approvers = 'supervisor-or-owners' | 'owners';

/** The filter every inbox takes (`approvalListFilter`, and simple-rest's ids). */
export interface InboxFilter {
  status?: ApprovalStatus | undefined;
  q?: string | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
  id?: number[] | undefined;
}

/** The sort fields the kit gives every inbox (`approvalSortable`). */
type ApprovalSortField = (typeof approvalSortable)[number];

export interface ApprovalSpec<T extends TableWithId> {
  /** The module: its owners decide, and its catalogue's name (`defineMessages(module, …)`). */
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
  /**
   * The module's catalogue (its `i18n.ts`). The kit words from it the 404 of a request that does
   * not exist or is not the caller's (`request.notFound`) and the author's notices
   * (`notice.<status>.title`, `notice.<status>.body`: their params are `params` and `note`, the
   * decision's note).
   */
  messages: Catalogue;
  /** The audit trail's entity, and the fields that name a request there besides its status. */
  audit: { entity: string; names: (row: RowOf<T>) => Record<string, unknown> };
  /** Where the author follows the request (a portal path), and the params of its notices. */
  notice: { link: (row: RowOf<T>) => string; params?: (row: RowOf<T>) => Params };
  /**
   * How the person's inbox (`GET /api/approvals`) shows a request: `summary`, what is asked in a
   * few words (SQL text over `table`'s row), and `page`, the portal page where it is decided (the
   * approvers' notices and e-mails link there too).
   */
  inbox: { summary: RawBuilder<string>; page: (id: number) => string };
  /**
   * The request's column that keeps the decision's note (its reason), written in the decision's
   * transaction; with `only`, kept for that decision alone (a rejection's reason).
   */
  decisionNote?: { column: keyof Database[T] & string; only?: (typeof approvalDecisions)[number] };
  /** Same-transaction work of every decision (a schedule set, a balance). */
  effects?: DecisionEffects<T>;
  /** Working days before a pending request reminds, then escalates, when not the company's setting. */
  reminders?: ReminderDays;
}

/** A request's columns as its author's submission gives them: the kit sets its status and times. */
export type NewRequest<T extends TableWithId> = Omit<
  Insertable<Database[T]>,
  'status' | 'created_at' | 'status_changed_at'
>;

/** Kysely cannot resolve generic table names: the kit's insert goes through this view. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** Same-transaction work a module adds to a decision (a balance, a counter). */
export type DecisionEffects<T extends TableWithId> = (
  trx: Transaction<Database>,
  change: { before: RowOf<T>; decision: ApprovalDecision; at: string },
) => Promise<unknown>;

/**
 * A declared kind of request, as the registry lists it (`approvalTypes`): which module's, in which
 * table, and who decides it, so an inbox may gather several kinds.
 */
export interface ApprovalType {
  module: OwnedModule;
  table: string;
  approvers: Approvers;
  /** The module's catalogue: a refusal of `decide` is worded from it. */
  messages: Catalogue;
  /** What is asked, in a few words: SQL text over `table`'s row. */
  summary: RawBuilder<string>;
  /** The portal page where request `id` is decided. */
  page(id: number): string;
  /** An approver's decision on request `id` (404 not theirs, 409 own or settled). */
  decide(db: DB, user: ApiUser, id: number, decision: ApprovalDecision): Promise<void>;
  /** The requests `user` decides, as a condition on `table`. */
  decidableBy(user: ApiUser): RawBuilder<SqlBool>;
  /** The inbox filter's status and days, as a condition on `table`. */
  inboxFilter(filter: InboxFilter): RawBuilder<SqlBool>;
  /** Whether `user` decides anyone's requests of this kind, in their own right or standing in. */
  mayApproveAny(q: Q, user: ApiUser): Promise<boolean>;
  /** The kind's own reminder days, when it declares them; else the company's (./settings.ts). */
  reminders: ReminderDays | undefined;
  /** Where the author follows a request of this kind (a row of `table`). */
  authorLink(row: Record<string, unknown>): string;
  /** A history row of request `recordId` that leaves it pending, saying `note` (an escalation). */
  recordPendingNote(trx: Q, recordId: number, note: string, at: string): Promise<void>;
  /** Whether `user` decides anyone's requests of this kind in their own right (may delegate). */
  mayApproveAnyInOwnRight(q: Q, user: ApiUser): Promise<boolean>;
}

/** Every kind declared so far: each module declares its own as its code loads. */
const registry: ApprovalType[] = [];

/** The declared kinds of request (a module's, once its code is loaded: the app loads them all). */
export const approvalTypes = (): readonly ApprovalType[] => registry;

/**
 * The approvals of one kind of request, on the status workflow kit: submitted → approved /
 * rejected (with a reason) / cancelled by its author while pending. Every move locks the request,
 * so two approvers at once, or an author cancelling while an approver decides, end in one outcome
 * (the second gets 409). Every move writes the history, the audit and the author's notification in
 * its transaction. Who decides: the module's owners, and with 'supervisor-or-owners' the author's
 * supervisor; nobody decides their own request.
 */
export function approvalRequests<T extends TableWithId>(spec: ApprovalSpec<T>) {
  const { table, module, approvers, messages } = spec;
  const message = (key: string, params?: Params): Message => ({
    code: `${module}.${key}`,
    ...(params ? { params } : {}),
  });
  const statuses = (spec.workflow ?? approvalWorkflow).statuses;
  const keys = [
    'request.notFound',
    ...statuses.flatMap((status) => [`notice.${status}.title`, `notice.${status}.body`]),
  ];
  const missing = keys.filter(
    (key) => !Object.hasOwn(messages[DEFAULT_LANGUAGE], `${module}.${key}`),
  );
  // A catalogue without the words the kit says would answer codes: refused as the module loads.
  if (missing.length) throw new Error(`${module} approvals: no message ${missing.join(', ')}`);
  if (registry.some((type) => type.module === module)) {
    throw new Error(`${module} approvals: declared twice`);
  }
  const notFound = message('request.notFound');

  const workflow = statusWorkflow<ApprovalStatus, T>({
    workflow: spec.workflow ?? approvalWorkflow,
    table,
    history: spec.history,
    words: {
      notFound,
      status: (status) => say(`status.${status}`),
      stale: (current) => say('stale', { current }),
      notAllowed: (from, to) => say('notAllowed', { from, to }),
    },
    audit: {
      entity: spec.audit.entity,
      before: (row) => ({ ...spec.audit.names(row), status: (row as { status: string }).status }),
      after: (row, move, at) => ({
        ...spec.audit.names(row),
        status: move.status,
        note: move.note,
        statusChangedAt: at,
      }),
    },
  });

  const isOwner = (user: ApiUser) => isOwnerOf(module, user.role);
  const scope: DelegatedScope = { module, bySupervisor: approvers === 'supervisor-or-owners' };
  const authorOf = (row: RowOf<T>) => (row as unknown as { employee_id: number }).employee_id;
  const idOf = (row: RowOf<T>) => (row as unknown as { id: number }).id;

  /**
   * The author's notice of a move, in their language; by e-mail too (when they chose it) for a
   * decision, never for a receipt of their own act (submitted, cancelled).
   */
  const notifyAuthor = (trx: Q, row: RowOf<T>, status: ApprovalStatus, note: string) => {
    const params = { ...spec.notice.params?.(row), note };
    return notifyPerson(
      trx,
      authorOf(row),
      (approvalDecisions as readonly string[]).includes(status) ? 'decided' : null,
      (language) => {
        const words = (key: string) =>
          renderMessage(messages, message(`notice.${status}.${key}`, params), language).text;
        // The portal picks the notification's icon by its kind: the module.
        return {
          kind: module,
          title: words('title'),
          body: words('body'),
          link: spec.notice.link(row),
        };
      },
    );
  };

  /** Each approver's notice of a new request, in their language, with the request's page. */
  const notifyApprovers = async (trx: Q, row: RowOf<T>) => {
    const author = await fullNameOf(trx, authorOf(row));
    for (const approver of await approversOf(trx, spec, authorOf(row))) {
      await notifyAwaitingDecision(trx, approver.id, {
        module,
        author,
        link: spec.inbox.page(idOf(row)),
      });
    }
  };

  /** Keeps the decision's note on the request, when the spec names a column for it. */
  const keepNote = async (trx: Q, id: number, { status, note }: ApprovalDecision) => {
    const kept = spec.decisionNote;
    if (!kept || (kept.only && kept.only !== status)) return;
    await (trx as unknown as Loose)
      .updateTable(table as string)
      .set({ [kept.column]: note })
      .where('id', '=', id)
      .execute();
  };

  /** Whether `user` decides `row` in their own right: an owner, or the author's supervisor. */
  async function decidesInOwnRight(q: Q, user: ApiUser, row: RowOf<T>): Promise<boolean> {
    if (isOwner(user)) return true;
    if (approvers === 'owners') return false;
    const author = await q
      .selectFrom('employees')
      .select('supervisor_id')
      .where('id', '=', authorOf(row))
      .executeTakeFirst();
    const me = actorEmployeeId(user);
    if (author?.supervisor_id !== null && author?.supervisor_id === me) return true;
    return isEscalatedTo(q, module, { id: idOf(row), author: authorOf(row) }, me);
  }

  /**
   * Whether `user` decides `row`, and for whom: in their own right (`onBehalfOf` null), or standing
   * in for an approver who does; undefined when neither.
   */
  async function mandateOf(
    q: Q,
    user: ApiUser,
    row: RowOf<T>,
  ): Promise<{ onBehalfOf: number | null } | undefined> {
    if (await decidesInOwnRight(q, user, row)) return { onBehalfOf: null };
    const delegators = delegatorsDeciding(
      scope,
      actorEmployeeId(user) ?? -1,
      sql`${authorOf(row)}`,
    );
    const [delegator] = (await delegators.execute(q)).rows;
    return delegator ? { onBehalfOf: delegator.approver_id } : undefined;
  }

  const declared = {
    module,
    table: table as string,
    approvers,
    messages,
    summary: spec.inbox.summary,
    page: spec.inbox.page,
    notFound,
    workflow,
    historyOf: workflow.historyOf,
    changesOf: workflow.changesOf,
    reminders: spec.reminders,
    authorLink: (row: Record<string, unknown>) => spec.notice.link(row as RowOf<T>),
    recordPendingNote: (trx: Q, recordId: number, note: string, at: string) =>
      workflow.recordChange(trx, {
        recordId,
        from: 'submitted',
        to: 'submitted',
        note,
        by: null,
        at,
      }),

    /**
     * The author's new request: its row (`values`, submitted at `at`), the history's first row,
     * the author's receipt and its approvers' notices, in the caller's transaction. Answers its id.
     */
    async submit(trx: Q, user: ApiUser, values: NewRequest<T>, at: string): Promise<number> {
      const { id } = (await (trx as unknown as Loose)
        .insertInto(table)
        .values({ ...values, status: 'submitted', created_at: at, status_changed_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await workflow.recordChange(trx, {
        recordId: id,
        from: null,
        to: 'submitted',
        note: '',
        by: actorEmployeeId(user),
        at,
      });
      const row = await findByIdOr404(trx, table, id, notFound);
      await notifyAuthor(trx, row, 'submitted', '');
      await notifyApprovers(trx, row);
      return id;
    },

    /**
     * An approver's decision on request `id`. 404 when it is not theirs to decide (on the main
     * family a 403 would sign them out), 409 naming `status` for their own request or one that is
     * no longer pending. The module's `effects` run in the decision's transaction.
     */
    async decide(db: DB, user: ApiUser, id: number, decision: ApprovalDecision): Promise<void> {
      if (!(approvalDecisions as readonly string[]).includes(decision.status)) {
        throw new HttpError(400, say('notADecision'), { status: say('notADecision') });
      }
      const row = await findByIdOr404(db, table, id, notFound);
      const mandate = await mandateOf(db, user, row);
      if (!mandate) throw new HttpError(404, notFound);
      if (authorOf(row) === actorEmployeeId(user)) {
        throw new HttpError(409, say('ownRequest'), { status: say('ownRequest') });
      }
      await workflow.move(db, user, id, decision, {
        onBehalfOf: mandate.onBehalfOf,
        effects: async (trx, { before, at }) => {
          await notifyAuthor(trx, before, decision.status, decision.note);
          await keepNote(trx, id, decision);
          await spec.effects?.(trx, { before, decision, at });
        },
      });
    },

    /**
     * The author withdraws their request: 404 when it is not theirs, 409 when the workflow has no
     * move to cancelled from its status (with `approvalWorkflow`: once decided).
     */
    async cancel(db: DB, user: ApiUser, id: number): Promise<void> {
      const row = await findByIdOr404(db, table, id, notFound);
      if (authorOf(row) !== actorEmployeeId(user)) throw new HttpError(404, notFound);
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
     * everything for owners, their people's for a supervisor, what the approvers they stand in for
     * today decide, and never their own.
     */
    decidableBy(user: ApiUser): RawBuilder<SqlBool> {
      const author = sql.ref(`${table}.employee_id`);
      const me = actorEmployeeId(user) ?? -1;
      const standingIn = sql<SqlBool>`(${author} <> ${me}
        and exists (${delegatorsDeciding(scope, me, author)}))`;
      if (isOwner(user)) return sql<SqlBool>`${author} <> ${me}`;
      if (approvers === 'owners') return standingIn;
      return sql<SqlBool>`(${author} in (select id from employees where supervisor_id = ${me})
        or ${escalatedTo(module, table, me)}
        or ${standingIn})`;
    },

    /**
     * The requests `user` may read, as a condition on `table`: their own, and those they decide
     * (`decidableBy`), so a request's documents reach whoever decides it.
     */
    seenBy(user: ApiUser): RawBuilder<SqlBool> {
      const author = sql.ref(`${table}.employee_id`);
      return sql<SqlBool>`(${author} = ${actorEmployeeId(user) ?? -1}
        or ${declared.decidableBy(user)})`;
    },

    /** Whether `user` decides anyone's requests (the portal shows the inbox to them). */
    async mayApproveAny(q: Q, user: ApiUser): Promise<boolean> {
      if (await declared.mayApproveAnyInOwnRight(q, user)) return true;
      const standing = await sql<{ standing: unknown }>`select ${standsInForAnyone(
        scope,
        actorEmployeeId(user) ?? -1,
      )} as standing`.execute(q);
      return Boolean(Number(standing.rows[0]?.standing));
    },

    async mayApproveAnyInOwnRight(q: Q, user: ApiUser): Promise<boolean> {
      if (isOwner(user)) return true;
      if (approvers === 'owners') return false;
      const person = await q
        .selectFrom('employees')
        .select('id')
        .where('supervisor_id', '=', actorEmployeeId(user) ?? -1)
        .where('active', '=', 1)
        .executeTakeFirst();
      return person !== undefined || anyEscalatedTo(q, module, table, actorEmployeeId(user));
    },

    /**
     * The inbox filter's status and days on `table` (`created_at`, company time zone), as a
     * condition: the module adds its own fields and search.
     */
    inboxFilter(filter: InboxFilter): RawBuilder<SqlBool> {
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
  registry.push(declared);
  return declared;
}

/** The approvals of one kind of request (`approvalRequests`). */
export type ApprovalRequests<T extends TableWithId> = ReturnType<typeof approvalRequests<T>>;

/** What a module declares of its inbox: the query of its rows and its own filters and search. */
export interface InboxSpec<D, TB extends keyof D, Row, Filter, Field extends string> {
  /**
   * FROM the requests joined to their author (`employees`) and whatever the filters, the search
   * and the sort read; the page's other joins belong in `select` (see `pagedList`).
   */
  from: (q: Q) => SelectQueryBuilder<D, TB, object>;
  /** The columns of an inbox row. */
  select: (base: SelectQueryBuilder<D, TB, object>) => SelectQueryBuilder<D, TB, Row>;
  /** The module's own sort fields (the kit sorts by `submittedAt`, `status`, `employeeName`). */
  sort: SortColumns<Field>;
  /** The module's own filter fields as conditions; undefined for a field not asked for. */
  filter?: (filter: Filter, eb: ExpressionBuilder<D, TB>) => (Expression<SqlBool> | undefined)[];
  /** What the search text finds besides the author's name and badge. */
  search: (term: string, eb: ExpressionBuilder<D, TB>, q: Q) => Expression<SqlBool>[];
}

/**
 * An approvers' inbox over a kind of request: the requests the caller decides (never their own),
 * filtered by ids, status, days sent, the module's own fields and the search text, sorted and
 * paged in SQL; and one of them (404 unless the caller decides it).
 */
export function approvalInbox<
  T extends TableWithId,
  D,
  TB extends keyof D,
  Row,
  Filter extends InboxFilter,
  Field extends string,
>(approvals: ApprovalRequests<T>, spec: InboxSpec<D, TB, Row, Filter, Field>) {
  const { table } = approvals;
  const column = (name: string) => `${table}.${name}`;
  const sort = {
    submittedAt: column('created_at'),
    status: column('status'),
    employeeName: 'employees.full_name',
    ...spec.sort,
  } as SortColumns<ApprovalSortField | Field>;

  return {
    /** GET of the inbox: a page of the requests the caller decides. */
    list(
      q: Q,
      user: ApiUser,
      params: RestListParams<ApprovalSortField | Field, Filter>,
    ): Promise<Page<Row>> {
      const { filter } = params;
      let base = spec
        .from(q)
        .where(approvals.decidableBy(user))
        .where(approvals.inboxFilter(filter));
      if (filter.id) {
        base = base.where(sql<SqlBool>`${sql.ref(column('id'))} in (${sql.join(filter.id)})`);
      }
      const own = spec.filter;
      if (own) {
        base = base.where((eb) =>
          eb.and(own(filter, eb).filter((condition) => condition !== undefined)),
        );
      }
      const term = filter.q;
      if (term) {
        base = base.where((eb) =>
          eb.or([...employeeMatches(q, term), ...spec.search(term, eb, q)]),
        );
      }
      return pagedList(params, { base, select: spec.select, sort, tieBreaker: column('id') });
    },

    /** GET of one inbox record: 404 unless the caller decides it. */
    one(q: Q, user: ApiUser, id: number): Promise<Row> {
      return findOr404(
        spec
          .select(spec.from(q))
          .where(sql<SqlBool>`${sql.ref(column('id'))} = ${id}`)
          .where(approvals.decidableBy(user)),
        approvals.notFound,
      );
    },
  };
}
