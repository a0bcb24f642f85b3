import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { calendarDay, dayStartUtc, probationEnd } from '../../../contracts/calendar';
import { toMinorUnits } from '../../../contracts/money';
import {
  amountText,
  DOCUMENT_FIELDS,
  DOCUMENT_KINDS,
  type DocumentKind,
  INSTITUTION_FIELDS,
  type InstitutionField,
  isLanguagesCategory,
  isTechAcademy,
  type LatestAcademicPeriod,
  LIVE_STATUSES,
  MAX_PENDING_REQUESTS,
  type MyReimbursementsQuery,
  type NewRequestRefusal,
  normaliseInvoiceNumber,
  type Reimbursement,
  type ReimbursementApprovalsQuery,
  type ReimbursementBody,
  type ReimbursementDecision,
  type ReimbursementDocument,
  type ReimbursementSummary,
  type StudyDetails,
  TECH_ACADEMY,
} from '../../../contracts/reimbursement/reimbursement';
import { approvalInbox } from '../../approvals/approvals';
import type { ApiUser } from '../../auth/apiTokens';
import { serviceFamilies } from '../../config';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { containsText, startsWith } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { PDF_OR_PHOTO, storeDocuments, type Upload } from '../../files/storage';
import { HttpError, RequestValidationError } from '../../http/errors';
import type { Message } from '../../http/messages';
import { mapPage, newestFirstPage, type Page } from '../../http/paging';
import type { ReadSubject } from '../../privacy/reads';
import { approvals } from './approvals';
import { say } from './i18n';
import { ONE_LIVE_REQUEST_PER_INVOICE } from './migrations/0025_reimbursement';
import { findCategory, findOption, findType } from './references';
import type { ReimbursementTable } from './tables';

type Q = Kysely<Database>;

/** A document's path on the main API. */
export const documentPath = (id: number, documentId: number) =>
  `/EducationalReimbursement/${id}/Documents/${documentId}`;

/** The table's columns for each institution field of the form. */
const INSTITUTION_COLUMNS = {
  technicalCentre: 'technical_centre',
  languageCentre: 'language_centre',
  university: 'university',
  certification: 'certification',
  others: 'others',
} as const satisfies Record<InstitutionField, keyof ReimbursementTable>;

export function requestsQuery(q: Q) {
  return q
    .selectFrom('reimbursements')
    .innerJoin('employees', 'employees.id', 'reimbursements.employee_id');
}

export const selectRequests = (base: ReturnType<typeof requestsQuery>) =>
  base
    .selectAll('reimbursements')
    .select(['employees.badge as employee_badge', 'employees.full_name as employee_name']);
export type RequestRow = Awaited<
  ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>
>;

export function toSummary(row: RequestRow): ReimbursementSummary {
  const institution =
    INSTITUTION_FIELDS.map((field) => row[INSTITUTION_COLUMNS[field]]).find(
      (value) => value !== null,
    ) ?? null;
  return {
    id: row.id,
    employee: { id: row.employee_id, badge: row.employee_badge, fullName: row.employee_name },
    reimbursementType: row.reimbursement_type,
    studiesCategory: row.studies_category,
    course: row.course,
    institution,
    invoiceNumber: row.invoice_number,
    amount: amountText(row.amount_minor),
    amountMinor: row.amount_minor,
    status: row.status,
    reason: row.status === 'rejected' ? row.decision_note : '',
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    submittedAt: row.created_at,
    employeeName: row.employee_name,
    employeeBadge: row.employee_badge,
  };
}

async function documentsOf(q: Q, id: number): Promise<ReimbursementDocument[]> {
  const rows = await q
    .selectFrom('reimbursement_documents')
    .select(['id', 'kind', 'name', 'mime', 'size'])
    .where('reimbursement_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    mime: row.mime,
    size: Number(row.size),
    url: `${serviceFamilies.main}${documentPath(id, row.id)}`,
  }));
}

/** The studies of a request's row, as its record and the next request's prefill show them. */
function studyDetailsOf(row: Selectable<ReimbursementTable>): StudyDetails {
  return {
    languageLevel: row.language_level,
    technicalCentre: row.technical_centre,
    languageCentre: row.language_centre,
    university: row.university,
    certification: row.certification,
    career: row.career,
    others: row.others,
    email: row.email,
    isLastPeriod: row.is_last_period === 1,
    endDate: row.end_date,
  };
}

/** One request with its documents and history, read from its row. */
export async function toReimbursement(q: Q, row: RequestRow): Promise<Reimbursement> {
  const [documents, history] = await Promise.all([
    documentsOf(q, row.id),
    approvals.changesOf(q, row.id),
  ]);
  return {
    ...toSummary(row),
    ...studyDetailsOf(row),
    comments: row.comments,
    score: row.score,
    certificationDate: row.certification_date,
    documents,
    history,
  };
}

/** Request `id` as `user` may see it: their own, or one they decide (the kit); 404 otherwise. */
function visibleRequest(q: Q, user: ApiUser, id: number) {
  const query = selectRequests(requestsQuery(q))
    .where('reimbursements.id', '=', id)
    .where(approvals.seenBy(user));
  return findOr404(query, say('request.notFound'));
}

/** The first instant (ISO UTC) of January 1st of the company's current year. */
const yearStartUtc = (now: Date) => dayStartUtc(`${calendarDay(now).slice(0, 4)}-01-01`);

/** Why `employeeId` may not ask for a reimbursement now (AllowNewRequest), or null. */
export async function newRequestRefusal(
  q: Q,
  employeeId: number,
  now = new Date(),
): Promise<{ reason: NewRequestRefusal; message: Message } | null> {
  const employee = await q
    .selectFrom('employees')
    .select('hired_on')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (employee?.hired_on) {
    const until = probationEnd(employee.hired_on);
    if (calendarDay(now) < until)
      return { reason: 'probation', message: say('newRequest.probation', { until }) };
  }
  const { pending } = await q
    .selectFrom('reimbursements')
    .select(sql<number>`count(*)`.as('pending'))
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  if (Number(pending) >= MAX_PENDING_REQUESTS)
    return {
      reason: 'tooManyPending',
      message: say('newRequest.tooManyPending', { max: MAX_PENDING_REQUESTS }),
    };
  return null;
}

/**
 * Why `employeeId` may not ask for a reimbursement of `type` now (AllowRequestType), or null:
 * an unknown type, or a once-a-year type (Tech Academy) they already have a live request of this
 * calendar year.
 */
export async function typeRefusal(
  q: Q,
  employeeId: number,
  type: string,
  now = new Date(),
): Promise<Message | null> {
  const row = await findType(q, type);
  if (!row) return say('type.unknown');
  if (row.once_per_year !== 1) return null;
  const taken = await q
    .selectFrom('reimbursements')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('reimbursement_type', '=', row.code)
    .where('status', 'in', [...LIVE_STATUSES])
    .where('created_at', '>=', yearStartUtc(now))
    .executeTakeFirst();
  return taken
    ? say('type.oncePerYear', { type: row.code, year: calendarDay(now).slice(0, 4) })
    : null;
}

/** The live request claiming `invoice` (normalised), of any employee, if any. */
const liveInvoice = (q: Q, invoice: string) =>
  q
    .selectFrom('reimbursements')
    .select('id')
    .where('invoice_key', '=', normaliseInvoiceNumber(invoice))
    .where('status', 'in', [...LIVE_STATUSES])
    .executeTakeFirst();

/** 409 naming invoiceNumber: the invoice is claimed by a live request. */
const duplicateInvoice = (invoice: string) =>
  new HttpError(409, say('invoice.duplicate', { invoice }), {
    invoiceNumber: say('invoice.claimed'),
  });

/**
 * The uploads the form requires (an invoice at least). Other fields and more files than a kind
 * takes are refused as the body is read (routes.ts, http/multipart.ts).
 */
function checkFiles(files: readonly Upload[]): void {
  const errors: Record<string, Message> = {};
  for (const kind of DOCUMENT_KINDS) {
    if (files.filter((file) => file.field === kind).length < DOCUMENT_FIELDS[kind].min)
      errors[kind] = say('document.required');
  }
  if (Object.keys(errors).length) throw new RequestValidationError(errors);
}

/** The codes a checked body is stored with (its type, category and level as the lists spell them). */
interface CheckedBody {
  type: string;
  category: string;
  languageLevel: string | null;
}

/**
 * The §5 rules and the reference lists, each a 400 naming the field: the type and category
 * exist (Tech Academy: the category is the type), the category's institution field is given and
 * the others are empty, career only for a university, the language level only (and always) for
 * the languages category (a certification date not in the future is the contract's rule).
 */
async function checkBody(q: Q, body: ReimbursementBody): Promise<CheckedBody> {
  const errors: Record<string, Message> = {};
  const type = await findType(q, body.reimbursementType);
  if (!type) errors.reimbursementType = say('type.unknown');
  let category: string | null = null;
  let institution: InstitutionField | null = null;
  if (isTechAcademy(body.reimbursementType)) {
    if (isTechAcademy(body.studiesCategory)) category = TECH_ACADEMY;
    else errors.studiesCategory = say('category.isType', { type: TECH_ACADEMY });
  } else {
    const row = await findCategory(q, body.studiesCategory);
    if (row) {
      category = row.code;
      institution = row.institution_field;
    } else errors.studiesCategory = say('category.unknown');
  }
  let languageLevel: string | null = null;
  if (category !== null) {
    for (const field of INSTITUTION_FIELDS) {
      if (field === institution && !body[field]) errors[field] = say('field.requiredByCategory');
      if (field !== institution && body[field]) errors[field] = say('field.notForCategory');
    }
    const needsCareer = institution === 'university';
    if (needsCareer && !body.career) errors.career = say('field.requiredByCategory');
    if (!needsCareer && body.career) errors.career = say('field.notForCategory');
    if (isLanguagesCategory(category)) {
      if (!body.languageLevel) errors.languageLevel = say('field.requiredByCategory');
      else {
        const level = await findOption(q, 'languageLevel', body.languageLevel);
        if (level) languageLevel = level.code;
        else errors.languageLevel = say('languageLevel.unknown');
      }
    } else if (body.languageLevel) errors.languageLevel = say('languageLevel.onlyLanguages');
  }
  if (Object.keys(errors).length || !type || category === null)
    throw new RequestValidationError(errors);
  return { type: type.code, category, languageLevel };
}

/** The owners' inbox: by type besides the kit's filters; the search finds courses and invoices. */
const inbox = approvalInbox(approvals, {
  filter: (filter: ReimbursementApprovalsQuery['filter'], eb) => [
    filter.reimbursementType
      ? eb(
          eb.fn('lower', ['reimbursements.reimbursement_type']),
          '=',
          filter.reimbursementType.toLowerCase(),
        )
      : undefined,
  ],
  sort: { amount: 'reimbursements.amount_minor' },
  search: (term, eb, q) => {
    const invoice = normaliseInvoiceNumber(term);
    return [
      containsText(q, eb.ref('reimbursements.course'), term),
      // A text of only separators names no invoice (it would match them all).
      ...(invoice ? [startsWith(eb.ref('reimbursements.invoice_key'), invoice)] : []),
    ];
  },
  from: requestsQuery,
  select: selectRequests,
});

export function createReimbursementRepository(db: DB) {
  const inboxOne = async (user: ApiUser, id: number): Promise<Reimbursement> =>
    toReimbursement(db, await inbox.one(db, user, id));

  return {
    /**
     * POST /EducationalReimbursement. One transaction: the form's rules, the author's row locked
     * (their concurrent submits queue, so the pending count and the yearly rule hold), the
     * invoice checked against every live request, the documents stored (private), the request
     * with its first history row and the author's receipt (the approvals kit). Two submits of one
     * invoice by different employees at once: SQLite serialises them and the check refuses the
     * second; on PostgreSQL the partial unique index does, answered as the same 409.
     */
    async submit(
      user: ApiUser,
      body: ReimbursementBody,
      files: readonly Upload[],
      now = new Date(),
    ): Promise<Reimbursement> {
      checkFiles(files);
      const employeeId = Number(user.sub);
      try {
        const id = await writeTransaction(db, async (trx) => {
          const checked = await checkBody(trx, body);
          await lockByIdOr404(trx, 'employees', employeeId, say('request.notFound'));
          const refusal = await newRequestRefusal(trx, employeeId, now);
          if (refusal) throw new HttpError(409, refusal.message);
          const typeTaken = await typeRefusal(trx, employeeId, checked.type, now);
          if (typeTaken) throw new HttpError(409, typeTaken, { reimbursementType: typeTaken });
          if (await liveInvoice(trx, body.invoiceNumber))
            throw duplicateInvoice(body.invoiceNumber);
          const at = now.toISOString();
          const id = await approvals.submit(
            trx,
            user,
            {
              employee_id: employeeId,
              reimbursement_type: checked.type,
              studies_category: checked.category,
              course: body.course,
              language_level: checked.languageLevel,
              invoice_number: body.invoiceNumber,
              invoice_key: normaliseInvoiceNumber(body.invoiceNumber),
              is_last_period: body.isLastPeriod ? 1 : 0,
              technical_centre: body.technicalCentre ?? null,
              language_centre: body.languageCentre ?? null,
              university: body.university ?? null,
              certification: body.certification ?? null,
              career: body.career ?? null,
              others: body.others ?? null,
              email: body.email,
              comments: body.comments ?? '',
              score: body.score ?? null,
              end_date: body.endDate ?? null,
              certification_date: body.certificationDate ?? null,
              // The contract has checked it is an amount.
              amount_minor: toMinorUnits(body.amount)!,
              decision_note: '',
            },
            at,
          );
          await storeRequestDocuments(trx, user, id, files);
          return id;
        });
        return await toReimbursement(db, await visibleRequest(db, user, id));
      } catch (error) {
        if (isUniqueViolation(error, ONE_LIVE_REQUEST_PER_INVOICE))
          throw duplicateInvoice(body.invoiceNumber);
        throw error;
      }
    },

    /** GET /EducationalReimbursement: the caller's requests, newest first. */
    async mine(user: ApiUser, { size, offset }: MyReimbursementsQuery) {
      const base = requestsQuery(db).where('reimbursements.employee_id', '=', Number(user.sub));
      const page = await newestFirstPage(
        { size, offset },
        {
          base,
          select: selectRequests,
          createdAt: 'reimbursements.created_at',
          tieBreaker: 'reimbursements.id',
        },
      );
      return mapPage(page, toSummary) satisfies Page<ReimbursementSummary>;
    },

    /** GET /EducationalReimbursement/{id}: the author's, or anyone's for the owners; else 404. */
    async one(user: ApiUser, id: number): Promise<Reimbursement> {
      return toReimbursement(db, await visibleRequest(db, user, id));
    },

    /**
     * The stored file of a document of a request the caller may see, and whose request it is;
     * 404 otherwise.
     */
    async documentFile(
      user: ApiUser,
      id: number,
      documentId: number,
    ): Promise<{ fileId: string } & ReadSubject> {
      const request = await visibleRequest(db, user, id);
      const row = await findOr404(
        db
          .selectFrom('reimbursement_documents')
          .select('file_id')
          .where('id', '=', documentId)
          .where('reimbursement_id', '=', id),
        say('document.notFound'),
      );
      return { fileId: row.file_id, employeeId: request.employee_id, recordId: id };
    },

    /** GET …/GetLatestPA/{badge}: the caller's newest request not cancelled, to prefill the form. */
    async latestPeriod(user: ApiUser): Promise<LatestAcademicPeriod | null> {
      const row = await db
        .selectFrom('reimbursements')
        .selectAll()
        .where('employee_id', '=', Number(user.sub))
        .where('status', '!=', 'cancelled')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return {
        requestId: row.id,
        reimbursementType: row.reimbursement_type,
        studiesCategory: row.studies_category,
        course: row.course,
        ...studyDetailsOf(row),
        createdAt: row.created_at,
      };
    },

    /** GET …/IsDuplicateInvoce/{invoice}: whether a live request of anyone claims it. */
    async isDuplicate(invoice: string): Promise<Message | null> {
      return (await liveInvoice(db, invoice)) ? say('invoice.duplicate', { invoice }) : null;
    },

    /**
     * DELETE /EducationalReimbursement/{id}: the author withdraws their pending request (kept as
     * cancelled in the history; its invoice is free again). 404 not theirs, 409 naming status
     * when it is no longer pending (an owner decided it meanwhile).
     */
    async cancel(user: ApiUser, id: number): Promise<Reimbursement> {
      await approvals.cancel(db, user, id);
      return toReimbursement(db, await visibleRequest(db, user, id));
    },

    /**
     * GET /admin/reimbursement-approvals (the owners' inbox): the requests the caller decides
     * (never their own), filtered, sorted and paged in SQL.
     */
    async inbox(
      user: ApiUser,
      query: ReimbursementApprovalsQuery,
    ): Promise<Page<ReimbursementSummary>> {
      return mapPage(await inbox.list(db, user, query), toSummary);
    },

    /** GET /admin/reimbursement-approvals/{id}: a request the caller decides, with its documents. */
    inboxOne,

    /**
     * PUT /admin/reimbursement-approvals/{id}: an owner approves or rejects (the kit: the request
     * locked, 409 when decided or withdrawn meanwhile, history, audit, the author notified); the
     * decision's note is kept on the request as its reason.
     */
    async decide(
      user: ApiUser,
      id: number,
      decision: ReimbursementDecision,
    ): Promise<Reimbursement> {
      await approvals.decide(db, user, id, decision);
      return inboxOne(user, id);
    },

    /** GET …/AllowNewRequest. */
    newRequestRefusal: (user: ApiUser) => newRequestRefusal(db, Number(user.sub)),

    /** GET …/AllowRequestType/{type}. */
    typeRefusal: (user: ApiUser, type: string) => typeRefusal(db, Number(user.sub), type),
  };
}

/** Stores the request's files (PDF, JPEG or PNG read from the bytes) and their rows. */
async function storeRequestDocuments(
  trx: Transaction<Database>,
  user: ApiUser,
  id: number,
  files: readonly Upload[],
): Promise<void> {
  const stored = await storeDocuments(trx, user, files, PDF_OR_PHOTO);
  if (stored.length === 0) return;
  await trx
    .insertInto('reimbursement_documents')
    .values(
      stored.map((document, index) => ({
        reimbursement_id: id,
        kind: files[index]!.field as DocumentKind,
        file_id: document.id,
        name: document.name,
        mime: document.mime,
        size: document.size,
      })),
    )
    .execute();
}
