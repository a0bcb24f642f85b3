import { boolean, type InferType, number, object, string } from 'yup';
import {
  approvalDecisionBody,
  approvalListFilter,
  approvalSortable,
  type ApprovalStatus,
  approvalStatuses,
} from '../approvals';
import { calendarDay } from '../calendar';
import { recordId } from '../fields';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery } from '../restQuery';
import type { StatusChangeRecord } from '../workflow';
import { MAX_PRICE_MINOR, toMinorUnits, withDecimalComma } from '../money';

/**
 * Educational reimbursement: an employee asks the company to pay back studies (a university
 * period, a technical course, languages, a certification, Tech Academy) with the invoice and,
 * when they have it, the certificate; the reimbursement owners (Reimbursement_Owner,
 * System_Admin) approve or reject it. Every signed-in employee uses the module (no user role).
 * Calls of the legacy contract on the main family (/api/main/EducationalReimbursement…; paths and
 * typos as given: GetCarrers, IsDuplicateInvoce); the owners' inbox is the portal's own resource
 * `reimbursement-approvals` (/api/main/admin/reimbursement-approvals, ra-data-simple-rest).
 */

// ---------------------------------------------------------------------------------------------
// Statuses (the approvals kit: submitted → approved | rejected | cancelled, all three final)

export const REIMBURSEMENT_STATUSES = approvalStatuses;
export type ReimbursementStatus = ApprovalStatus;

/** A request still claiming its invoice: submitted or approved (rejected and cancelled free it). */
export const LIVE_STATUSES: readonly ReimbursementStatus[] = ['submitted', 'approved'];

// ---------------------------------------------------------------------------------------------
// Rules of the form (§5 Reimbursement), shared by the portal's adapter and the service

/** The literal value of every list's "other" option: the free text is sent instead (R11a, R11b). */
export const OTHER_OPTION = 'Otro';

/** The reimbursement type whose category is the type itself (R11d). */
export const TECH_ACADEMY = 'Tech Academy';

/** The studies category value that asks for a language level (R11c; matched case-insensitively). */
export const LANGUAGES_CATEGORY = 'Languages';

/** Whether a category is the languages one, whatever its case ('languages', 'LANGUAGES'). */
export const isLanguagesCategory = (category: string | null | undefined): boolean =>
  (category ?? '').trim().toLowerCase() === LANGUAGES_CATEGORY.toLowerCase();

/** Whether a type is Tech Academy, whatever its case. */
export const isTechAcademy = (type: string | null | undefined): boolean =>
  (type ?? '').trim().toLowerCase() === TECH_ACADEMY.toLowerCase();

/** The form's fields naming where the employee studies; each studies category asks for one. */
export const INSTITUTION_FIELDS = [
  'technicalCentre',
  'languageCentre',
  'university',
  'certification',
  'others',
] as const;
export type InstitutionField = (typeof INSTITUTION_FIELDS)[number];

/** The most pending (submitted) requests one employee may have at once (AllowNewRequest). */
export const MAX_PENDING_REQUESTS = 3;
/** Months after the hiring date during which no request may be made (the probation period). */
export { PROBATION_MONTHS } from '../calendar';

/** An invoice number as the duplicate rule compares it: upper case, no spaces, hyphens, dots or slashes. */
export const normaliseInvoiceNumber = (value: string): string =>
  value.replace(/[\s\-./]/g, '').toUpperCase();

// ---------------------------------------------------------------------------------------------
// Answers

/** A value of a reference list: `id` is what the form sends, `name` its words in the caller's language. */
export interface ReferenceOption {
  id: string;
  name: string;
}

/** GET /EducationalReimbursement/GetStudiesCategory: a category and the institution field it asks for. */
export interface StudiesCategory extends ReferenceOption {
  /** The field naming where one studies in this category (languages: languageCentre). */
  institutionField: InstitutionField;
}

/**
 * GET /EducationalReimbursement/GetInformationLists (any employee): the form's lists. Each list
 * but the types and language levels ends with the option `Otro` (OTHER_OPTION).
 */
export interface InformationLists {
  /** Includes 'Tech Academy' (TECH_ACADEMY). */
  reimbursementTypes: ReferenceOption[];
  /** Courses (the `course` field). */
  courses: ReferenceOption[];
  technicalCentres: ReferenceOption[];
  languageCentres: ReferenceOption[];
  /** Universities and institutes. */
  universities: ReferenceOption[];
  certifications: ReferenceOption[];
  /** A1 … C2; sent only for the languages category. */
  languageLevels: ReferenceOption[];
}

/** GET /EducationalReimbursement/AllowNewRequest: `reason` a code, `message` its words. */
export type NewRequestRefusal = 'probation' | 'tooManyPending';
export interface AllowNewRequestAnswer {
  allowed: boolean;
  reason: NewRequestRefusal | null;
  message: string | null;
}

/**
 * GET /EducationalReimbursement/AllowRequestType/{type}: the spec's error flag. `error` true
 * with `message` when the caller may not ask for this type now (an unknown type, or Tech Academy
 * already asked for this calendar year), false with an empty message otherwise.
 */
export interface AllowRequestTypeAnswer {
  error: boolean;
  message: string;
}

/** GET /EducationalReimbursement/IsDuplicateInvoce/{invoice}. */
export interface DuplicateInvoiceAnswer {
  /** True when a submitted or approved request of ANY employee claims this invoice number. */
  isDuplicate: boolean;
  message: string | null;
}

/** What and where a request's studies are: a request's record, and what a new one copies from the last. */
export interface StudyDetails {
  languageLevel: string | null;
  technicalCentre: string | null;
  languageCentre: string | null;
  university: string | null;
  certification: string | null;
  career: string | null;
  others: string | null;
  email: string;
  isLastPeriod: boolean;
  endDate: string | null;
}

/**
 * GET /EducationalReimbursement/GetLatestPA/{id}: the caller's latest academic period (their
 * newest request not cancelled), to prefill the form; `latest` null when there is none.
 */
export interface LatestAcademicPeriod extends StudyDetails {
  requestId: number;
  reimbursementType: string;
  studiesCategory: string;
  course: string;
  createdAt: string;
}
export interface LatestAcademicPeriodAnswer {
  latest: LatestAcademicPeriod | null;
}

/** The files of a request, by the multipart field they came in. */
export const DOCUMENT_KINDS = ['invoice', 'certificate', 'resume'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** One stored document of a request (PDF, JPEG or PNG), private. */
export interface ReimbursementDocument {
  id: number;
  kind: DocumentKind;
  name: string;
  mime: string;
  size: number;
  /** Where it is read: GET /EducationalReimbursement/{id}/Documents/{documentId} on the main API. */
  url: string;
}

/** One step of a request's history (the first is its submission, `fromStatus` null). */
export type ReimbursementStatusChange = StatusChangeRecord<ReimbursementStatus>;

/** A request as lists show it (GET /EducationalReimbursement, the owners' inbox). */
export interface ReimbursementSummary {
  id: number;
  employee: { id: number; badge: string; fullName: string };
  reimbursementType: string;
  studiesCategory: string;
  course: string;
  /** The institution field of its category with its value (Tech Academy: null). */
  institution: string | null;
  invoiceNumber: string;
  /** Colones as the edge shows them, decimal comma ('125000,50'). */
  amount: string;
  /** The same amount in integer céntimos (sorting, totals). */
  amountMinor: number;
  status: ReimbursementStatus;
  /** The reason when rejected, else ''. */
  reason: string;
  createdAt: string;
  statusChangedAt: string;
  /** The approvals inbox's own names (ApprovalRecord): createdAt, the author's name and badge. */
  submittedAt: string;
  employeeName: string;
  employeeBadge: string;
}

/** One request with its documents and history (POST's answer, GET one, the owners' record). */
export interface Reimbursement extends ReimbursementSummary, StudyDetails {
  comments: string;
  /** The grade obtained, 0–100 (whole numbers), when given. */
  score: number | null;
  certificationDate: string | null;
  documents: ReimbursementDocument[];
  history: ReimbursementStatusChange[];
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const REIMBURSEMENT_TESTS = {
  isoDate: 'isoDate',
  amount: 'amount',
  invoiceNumber: 'invoiceNumber',
  notOther: 'notOther',
  notFuture: 'notFuture',
} as const;

/** The invoice's own number: letters, digits and - . / and spaces, at least one letter or digit. */
const INVOICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 \-./]{0,49}$/;

/** The `{invoice}` of IsDuplicateInvoce. */
export const invoiceNumber = () =>
  string()
    .trim()
    .test(
      REIMBURSEMENT_TESTS.invoiceNumber,
      '${path} must be an invoice number (letters, digits, - . /; up to 50)',
      (value) => !value || INVOICE_NUMBER.test(value),
    );

/** A text field of the multipart form that may be left empty ('' and absent are the same). */
const optionalText = (max: number) =>
  string()
    .trim()
    .max(max)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional();

/** A list value or its free text: never the literal option 'Otro' (its free text is sent instead). */
const chosenText = () =>
  optionalText(150).test(
    REIMBURSEMENT_TESTS.notOther,
    '${path} must be the free text when "Otro" is chosen',
    (value) => value === undefined || value.toLowerCase() !== OTHER_OPTION.toLowerCase(),
  );

/** A calendar day (YYYY-MM-DD), optional: sent only when set (R11e). */
const optionalDay = () =>
  optionalText(10).test(
    REIMBURSEMENT_TESTS.isoDate,
    '${path} must be a date (YYYY-MM-DD)',
    (value) => value === undefined || isIsoDate(value),
  );

/** A yes/no field of the multipart form ('true'/'false'; '' is its default). */
const flag = (fallback: boolean) =>
  boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .default(fallback);

/** The largest amount one request may claim: ₡10 000 000,00. */
export const MAX_AMOUNT_MINOR = MAX_PRICE_MINOR;

/** Colones with a decimal comma (or point), more than 0 and at most ₡10 000 000,00. */
const amount = () =>
  string()
    .trim()
    .required()
    .test(
      REIMBURSEMENT_TESTS.amount,
      '${path} must be an amount in colones with at most two decimals, more than 0 and up to 10000000',
      (value) => {
        if (!value) return true;
        const minor = toMinorUnits(value);
        return minor !== null && minor > 0 && minor <= MAX_AMOUNT_MINOR;
      },
    );

/** Integer céntimos → the amount as the edge shows it (125000.5 colones → '125000,50'). */
export const amountText = (minor: number): string => withDecimalComma(minor / 100);

/** The multipart file fields of POST /EducationalReimbursement and how many each takes. */
export const DOCUMENT_FIELDS: Readonly<Record<DocumentKind, { min: number; max: number }>> = {
  invoice: { min: 1, max: 3 },
  certificate: { min: 0, max: 1 },
  resume: { min: 0, max: 1 },
};

/**
 * POST /EducationalReimbursement (any employee; multipart): the form's text fields by name and
 * the files `invoice` (1 to 3), `certificate` (0 or 1) and `resume` (0 or 1: the academic record,
 * sent only when present), each PDF, JPEG or PNG read from the bytes, at most
 * UPLOAD_MAX_FILE_BYTES. The service also checks, each a 400 naming the field:
 * - `reimbursementType` is one of GetInformationLists' types;
 * - `studiesCategory` is one of GetStudiesCategory's (any case), or equals the type for Tech
 *   Academy (R11d);
 * - the category's institution field (StudiesCategory.institutionField) is given; the other
 *   institution fields are empty; `career` is given for a university category, empty otherwise;
 * - `languageLevel` is one of the levels for the languages category and empty for any other (R11c);
 * - `course`, `career` and the institution fields are never the literal 'Otro' (R11a, R11b);
 * - `certificationDate` is not after today (company calendar); `endDate` and `certificationDate`
 *   are sent only when set (R11e).
 * And, each a 409: AllowNewRequest refuses (probation, too many pending: naming nothing);
 * AllowRequestType refuses (naming `reimbursementType`); the invoice number is already claimed
 * by a live request of anyone (naming `invoiceNumber`, also under concurrent submits).
 * Answers 201 with the Reimbursement (status submitted); the author is notified.
 */
export const reimbursementBody = object({
  reimbursementType: string().trim().required().max(100),
  studiesCategory: string().trim().required().max(100),
  course: chosenText().required(),
  languageLevel: optionalText(20),
  invoiceNumber: invoiceNumber().required(),
  isLastPeriod: flag(false),
  technicalCentre: chosenText(),
  languageCentre: chosenText(),
  university: chosenText(),
  certification: chosenText(),
  career: chosenText(),
  others: optionalText(500),
  email: string().trim().required().email().max(254),
  comments: optionalText(1000),
  score: number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .integer()
    .min(0)
    .max(100)
    .optional(),
  endDate: optionalDay(),
  // Checked by the form too (the company's calendar on both sides), not only after the send.
  certificationDate: optionalDay().test(
    REIMBURSEMENT_TESTS.notFuture,
    '${path} cannot be a future date',
    (value) => value === undefined || !isIsoDate(value) || value <= calendarDay(),
  ),
  amount: amount(),
});
export type ReimbursementBody = InferType<typeof reimbursementBody>;

/** GET /EducationalReimbursement/IsDuplicateInvoce/{invoice} (any employee). */
export const duplicateInvoiceParams = object({ invoice: invoiceNumber().required() });

/** GET /EducationalReimbursement/AllowRequestType/{type} (any employee). */
export const requestTypeParams = object({ type: string().trim().required().max(100) });

/** GET /EducationalReimbursement/GetLatestPA/{id}: `id` is the caller's badge (self only). */
export const latestPeriodParams = object({ id: string().trim().required().max(20) });

/**
 * GET /EducationalReimbursement (any employee): the caller's requests, newest first; `size`
 * 1–100 (50 by default), `offset`; the total in `X-Total-Count`.
 */
export const myReimbursementsQuery = object({
  size: number().integer().min(1).max(100).default(50),
  offset: number().integer().min(0).max(1_000_000).default(0),
});
export type MyReimbursementsQuery = InferType<typeof myReimbursementsQuery>;

/**
 * GET /EducationalReimbursement/{id} (the portal's addition: its author, or the owners; 404 for
 * anyone else): one request with its documents and history. DELETE /EducationalReimbursement/{id}
 * (its author): withdraws a pending request (kept as cancelled in the history; 404 not theirs,
 * 409 naming status when no longer pending); answers the request.
 */
export const reimbursementParams = object({ id: recordId().required() });

/**
 * GET /EducationalReimbursement/{id}/Documents/{documentId} (its author or the owners; 404 for
 * anyone else): a document's bytes.
 */
export const documentParams = object({
  id: recordId().required(),
  documentId: recordId().required(),
});

/**
 * GET /api/main/admin/reimbursement-approvals (Reimbursement_Owner, System_Admin; the owners'
 * inbox, ra-data-simple-rest; rows are ReimbursementSummary, one record is a Reimbursement):
 * filters `status`, `q` (the author's name or badge, the invoice number, the course),
 * `submittedFrom`/`submittedTo` (YYYY-MM-DD, company time zone), `reimbursementType`; sorts
 * submittedAt (oldest first by default), status, employeeName, amount. An owner's own requests
 * are never in their inbox.
 */
export const reimbursementApprovalsQuery = restListQuery(
  [...approvalSortable, 'amount'],
  ['submittedAt', 'ASC'],
  object({
    ...approvalListFilter,
    reimbursementType: string().trim().max(100).optional(),
  }),
);
export type ReimbursementApprovalsQuery = InferType<typeof reimbursementApprovalsQuery>;

/**
 * PUT /api/main/admin/reimbursement-approvals/{id} (the owners): `{ status: 'approved' |
 * 'rejected', note, from? }`; a rejection's `note` (the reason, ≤ 500) is required (400 naming
 * note). 409 naming status for the owner's own request or one no longer pending (someone decided
 * it or its author withdrew it meanwhile). Answers the Reimbursement; the author is notified.
 */
export const reimbursementDecisionBody = approvalDecisionBody;
export type ReimbursementDecision = InferType<typeof reimbursementDecisionBody>;
