import { type InferType, mixed, number, object, string } from 'yup';
import {
  type ApprovalStatus,
  approvalListFilter,
  approvalSortable,
  approvalStatuses,
} from '../approvals';
import { recordId } from '../fields';
import { MAX_PER_PAGE } from '../listHeaders';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery, searchText } from '../restQuery';

/**
 * Personal days: an employee asks for a day (or half a day) off in one of the categories, each
 * with its yearly quota and its time intervals; their supervisor (or a personal-days owner)
 * approves or rejects it. The legacy calls are on the main family (`/PersonalDays/…`, spelled as
 * the contract spells them); the approvers' inbox (`personal-days-approvals`) and the company's
 * holidays (`company-holidays`) are simple-rest resources under `/admin` on the main family.
 *
 * Amounts of time are counted in HALF DAYS, as integers (`…Halves`): 2 halves are one day. The
 * portal shows `daysOf(halves)`.
 */

// ---------------------------------------------------------------------------------------------
// Statuses, amounts, dates

/** A request's status: the approvals workflow's (submitted → approved | rejected | cancelled). */
export const DAY_REQUEST_STATUSES = approvalStatuses;
export type DayRequestStatus = ApprovalStatus;

/** Half days as days (3 → 1.5): for display only, never stored. */
export const daysOf = (halves: number): number => halves / 2;

/** The first months after `hiredOn` in which an employee may not request personal days. */
export { PROBATION_MONTHS } from '../calendar';

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const PERSONAL_DAYS_TESTS = {
  isoDate: 'isoDate',
} as const;

/** A calendar day 'YYYY-MM-DD' in the company's calendar (contracts/calendar.ts). */
const day = () =>
  string()
    .trim()
    .test(PERSONAL_DAYS_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /PersonalDays/GetCategories: one category, named in the caller's language. */
export interface DayCategory {
  id: number;
  name: string;
  description: string;
  /** Half days per calendar year (6 = 3 days). */
  yearlyQuotaHalves: number;
}

/** GET /PersonalDays/GetTimeIntervalsByCategory/{id}: one interval of the category. */
export interface TimeInterval {
  id: number;
  categoryId: number;
  /** 'Día completo', 'Mañana'… in the caller's language. */
  name: string;
  /** HH:mm, company wall clock. */
  startTime: string;
  endTime: string;
  /** What it takes from the quota: 2 a full day, 1 half a day. */
  halves: number;
}

/** Where an employee stands in one category for one year (all in half days). */
export interface CategoryBalance {
  categoryId: number;
  name: string;
  quotaHalves: number;
  /** Approved requests of the year. */
  usedHalves: number;
  /** Submitted requests of the year, waiting for a decision. */
  pendingHalves: number;
  /** quota − used − pending, never below 0. */
  leftHalves: number;
}

/** Why an employee may not request a day now (the portal words the code). */
export const VALIDATION_CODES = ['probation', 'noDaysLeft'] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/**
 * GET /PersonalDays/InitialUserValidation/{id}: whether I may request a day, and my balance for
 * the current year (company calendar).
 */
export interface UserValidation {
  allowed: boolean;
  /** Empty when allowed. `probation`: hired less than PROBATION_MONTHS ago; `noDaysLeft`. */
  reasons: ValidationCode[];
  /** YYYY-MM-DD: the first day after the probation period, or null (no hire date known). */
  probationEndsOn: string | null;
  year: number;
  balance: CategoryBalance[];
  /** Whether I decide anyone's requests (I supervise someone, or own the module): the inbox link. */
  mayApprove: boolean;
}

/** One move of a request's status; the first (`from` null) is the request submitted. */
export interface DayRequestStatusChange {
  from: DayRequestStatus | null;
  to: DayRequestStatus;
  /** The approver's reason when rejected; '' otherwise. */
  note: string;
  changedBy: { badge: string; fullName: string } | null;
  /** The approver a substitute decided for, or null. */
  onBehalfOf: { badge: string; fullName: string } | null;
  changedAt: string;
}

/**
 * A personal-day request, as its author and its approvers read it (with the fields every approvals
 * inbox record carries: `submittedAt`, `employeeName`, `employeeBadge`).
 */
export interface DayRequest {
  id: number;
  employee: { badge: string; fullName: string; account: string | null };
  employeeName: string;
  employeeBadge: string;
  categoryId: number;
  category: string;
  timeIntervalId: number;
  timeInterval: string;
  startTime: string;
  endTime: string;
  halves: number;
  /** YYYY-MM-DD, company calendar. */
  requestDate: string;
  comment: string;
  status: DayRequestStatus;
  /** The rejection's reason ('' unless rejected). */
  reason: string;
  /** When it was sent (ISO); the same as submittedAt. */
  createdAt: string;
  submittedAt: string;
  statusChangedAt: string;
  history: DayRequestStatusChange[];
}

// ---------------------------------------------------------------------------------------------
// Calls of the legacy contract (main family, PD_User, PD_Owner, System_Admin)

/**
 * GET /PersonalDays/GetDaysRequests (PD_User, PD_Owner): MY requests, newest request date first,
 * with their history; paged in SQL, total in X-Total-Count. `status` filters.
 */
export const daysRequestsQuery = object({
  status: mixed<DayRequestStatus>()
    .oneOf([...DAY_REQUEST_STATUSES])
    .optional(),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(50),
});
export type DaysRequestsQuery = InferType<typeof daysRequestsQuery>;

/**
 * GET /PersonalDays/InitialUserValidation/{id}: `id` is the caller's badge (another one is 403;
 * System_Admin may read anyone's). Answers UserValidation.
 */
export const badgeParams = object({
  id: string()
    .trim()
    .required()
    .matches(/^\d{1,10}$/, '${path} must be a badge number'),
});

/**
 * GET /PersonalDays/GetTimeIntervalsByCategory/{id} (PD users): the intervals of category `id`
 * (404 when there is no such category). Also the `{id}` of UpdateReqestDate and Delete.
 */
export const idParams = object({ id: recordId().required() });

/**
 * POST /PersonalDays/AddRequestDay (PD users): 201 with the DayRequest (status submitted; the
 * caller's supervisor, or the owners when they have none, decide it).
 * 400 naming `requestDate`: a weekend, a company holiday, a past day, beyond next year, or a day I
 * already requested (submitted or approved). 400 naming `categoryId` (no such category) or
 * `timeIntervalId` (not an interval of the category). 409 naming `categoryId`: the category's
 * quota for the year of requestDate would be exceeded (also under concurrent submits). 409 naming
 * `requestDate` during the probation period.
 */
export const addRequestDayBody = object({
  categoryId: recordId().required(),
  timeIntervalId: recordId().required(),
  requestDate: day().required(),
  comment: string().trim().max(500).default(''),
});
export type AddRequestDayBody = InferType<typeof addRequestDayBody>;

/**
 * POST /PersonalDays/UpdateReqestDate/{id}?requestDate=&comment= (the author): changes the date
 * and comment of MY pending request, under AddRequestDay's rules. 404 when it is not mine, 409
 * naming `status` when it is no longer pending. Answers the DayRequest.
 */
export const updateRequestDateQuery = object({
  requestDate: day().required(),
  comment: string().trim().max(500).default(''),
});
export type UpdateRequestDateQuery = InferType<typeof updateRequestDateQuery>;

/**
 * DELETE /PersonalDays/Delete/{id} (the author): cancels MY pending request (kept, status
 * cancelled, in the history). 404 when not mine, 409 naming `status` when no longer pending.
 * Answers the DayRequest.
 */

// ---------------------------------------------------------------------------------------------
// The approvers' inbox: simple-rest `personal-days-approvals` (PD users; rows limited to the
// requests the caller decides: their people's, or everyone's for PD_Owner/System_Admin)

/**
 * GET /admin/personal-days-approvals: the approvals inbox's filter (`status`, e.g. 'submitted' for
 * the pending ones; `q`: the employee's name or badge, the comment; `submittedFrom`/`submittedTo`:
 * the days it was sent) plus `from`/`to` (the REQUESTED day, YYYY-MM-DD, inclusive) and
 * `categoryId`. Sorts: submittedAt (oldest first by default), status, employeeName, requestDate,
 * statusChangedAt.
 * GET /admin/personal-days-approvals/{id}: one DayRequest (404 when not the caller's to decide).
 * PUT /admin/personal-days-approvals/{id}: the decision (`approvalDecisionBody`: `{ status:
 * 'approved' | 'rejected', note, from? }`, note required when rejecting); answers the DayRequest.
 * 404 when not the caller's to decide, 409 naming `status` when decided or cancelled meanwhile, or
 * when it is the caller's own request.
 */
export const approvalsListQuery = restListQuery(
  [...approvalSortable, 'requestDate', 'statusChangedAt'],
  ['submittedAt', 'ASC'],
  object({
    ...approvalListFilter,
    from: day().optional(),
    to: day().optional(),
    categoryId: recordId().optional(),
  }),
);
export type ApprovalsListQuery = InferType<typeof approvalsListQuery>;

/** How many days before and after a requested day the approver sees the team's. */
export const TEAM_WINDOW_DAYS = 7;

/**
 * The team's days around a request the caller decides (simple-rest `personal-day-team-days`):
 * `filter.requestId` names the request; the days of the others with the requester's supervisor
 * or account, pending or approved, within `TEAM_WINDOW_DAYS` of it, soonest first.
 */
export const teamDaysQuery = restListQuery(
  ['requestDate'],
  ['requestDate', 'ASC'],
  object({ requestId: recordId().required() }),
);
export type TeamDaysQuery = InferType<typeof teamDaysQuery>;

/** A teammate's day off: who, which day, how much of it, and whether it is approved yet. */
export interface TeamDay {
  id: number;
  employeeName: string;
  employeeBadge: string;
  requestDate: string;
  halves: number;
  status: DayRequestStatus;
}

// ---------------------------------------------------------------------------------------------
// The company's holidays: simple-rest `company-holidays` (read: every employee, for date pickers;
// write: PD_Owner and System_Admin, audited)

/** A day the company does not work (weekends aside). */
export interface CompanyHoliday {
  id: number;
  /** YYYY-MM-DD, unique. */
  date: string;
  name: string;
  updatedAt: string;
}

/**
 * GET /admin/company-holidays: `filter.year`, `from`/`to` (YYYY-MM-DD inclusive), `q` (the name).
 * Sorts: date (ascending by default), name. GET /admin/company-holidays/{id}.
 */
export const holidayListQuery = restListQuery(
  ['date', 'name'],
  ['date', 'ASC'],
  object({
    q: searchText,
    year: number().integer().min(2000).max(2100).optional(),
    from: day().optional(),
    to: day().optional(),
  }),
);
export type HolidayListQuery = InferType<typeof holidayListQuery>;

/**
 * POST /admin/company-holidays (201) and PUT /admin/company-holidays/{id}; DELETE answers the
 * deleted holiday. 409 naming `date` when another holiday has that date.
 */
export const holidayBody = object({
  date: day().required(),
  name: string().trim().required().min(2).max(100),
});
export type HolidayBody = InferType<typeof holidayBody>;
