import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { recordId } from '../fields';
import { MAX_PER_PAGE } from '../listHeaders';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery, searchText } from '../restQuery';
import { defineWorkflow, workflowMoveBody } from '../workflow';

/**
 * Growth opportunities: internal openings employees apply to with their résumé, their
 * applications and the status workflow growth owners move them along, and the employee's
 * metrics as the growth service sees them. The legacy calls live on the `growth` family
 * (base /api/growth, paths `/api/…` as the contract gives them); the owners' administration is
 * simple-rest on the main family (`/admin/growth-openings`, `/admin/growth-applications`).
 */

// ---------------------------------------------------------------------------------------------
// Application status workflow

export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'interview',
  'selected',
  'not_selected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where an application may go from each status; the final states go nowhere. */
export const applicationWorkflow = defineWorkflow<ApplicationStatus>({
  submitted: ['in_review', 'not_selected'],
  in_review: ['interview', 'not_selected'],
  interview: ['selected', 'not_selected'],
  selected: [],
  not_selected: [],
});
export const APPLICATION_TRANSITIONS = applicationWorkflow.transitions;

/** Statuses still waiting for a decision: they count towards the in-progress limit. */
export const IN_PROGRESS_STATUSES = applicationWorkflow.openStatuses;

export const { isFinal: isFinalStatus, canMove } = applicationWorkflow;

/** Whole months from `from` to `to` (YYYY-MM-DD), never negative: 2026-01-31 → 2026-02-28 is 0. */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0);
  return Math.max(0, months);
}

/** The most applications one employee may have in progress at once. */
export const MAX_APPLICATIONS_IN_PROGRESS = 3;
/** An opening's eligibility minimum when its owner does not say otherwise. */
export const DEFAULT_MIN_MONTHS_IN_POSITION = 6;

// ---------------------------------------------------------------------------------------------
// Answers

/** GET /api/Opening/GetActiveOpenings: one row (the caller's `applied` included). */
export interface OpeningSummary {
  id: number;
  title: string;
  area: string;
  location: string;
  workSchedule: string;
  /** HH:mm, the shift. */
  startTime: string;
  endTime: string;
  /** YYYY-MM-DD, the last day to apply (company time zone), or null: open until deactivated. */
  closesOn: string | null;
  minMonthsInPosition: number;
  /** Whether the caller has applied to it. */
  applied: boolean;
  createdAt: string;
}

/** GET /api/Opening/GetByID and the owners' `growth-openings` records. */
export interface Opening extends OpeningSummary {
  description: string;
  requirements: string;
  active: boolean;
  /** Active and not past closesOn. */
  open: boolean;
  /** The caller's application to it, if any. */
  myApplication: { id: number; status: ApplicationStatus } | null;
  /** Applications received (owners see it; 0 for employees). */
  applications: number;
  updatedAt: string;
}

/** One move of an application's status (the first one has `from` null: the submission). */
export interface ApplicationStatusChange {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  note: string;
  changedBy: string;
  changedAt: string;
}

/** An application, as its applicant and the owners read it. */
export interface Application {
  id: number;
  openingId: number;
  /** The opening's title when the application was sent. */
  job: string;
  area: string;
  location: string;
  employee: { badge: string; fullName: string };
  email: string;
  phone: string;
  workSchedule: string;
  startTime: string;
  endTime: string;
  resumeName: string;
  /**
   * The résumé's download path on the growth family (`/api/Application/{id}/Resume`, under the
   * growth base): only the applicant and the owners get it.
   */
  resumeUrl: string;
  status: ApplicationStatus;
  note: string;
  createdAt: string;
  statusChangedAt: string;
  history: ApplicationStatusChange[];
}

export type ApplicationCounts = Record<ApplicationStatus, number>;

/** GET /api/Employee/GetMetrics: where the employee stands and what they may apply to. */
export interface EmployeeMetrics {
  position: string;
  area: string;
  hiredOn: string;
  positionSince: string;
  /** Whole months since hiredOn / positionSince. */
  tenureMonths: number;
  monthsInPosition: number;
  applicationsByStatus: ApplicationCounts;
  /** Applications submitted, in review or in interview. */
  applicationsInProgress: number;
  activeOpenings: number;
  /** Active openings the employee may apply to today (every Validate rule passes). */
  eligibleOpenings: number;
  /**
   * The first day the employee reaches the months in position of an active opening they do not
   * reach yet and have not applied to (YYYY-MM-DD), or null.
   */
  nextEligibleOn: string | null;
}

/** GET /api/Employee/GetProfile and POST /api/Employee/UploadEmployeeInfo. */
export interface GrowthProfile {
  badge: string;
  fullName: string;
  email: string;
  phone: string;
  position: string;
  area: string;
  positionSince: string;
  hiredOn: string;
  updatedAt: string;
}

/** Why an employee may not apply (Validate's `reasons`). */
export const ELIGIBILITY_CODES = [
  'openingClosed',
  'tooSoonInPosition',
  'alreadyApplied',
  'tooManyInProgress',
] as const;
export type EligibilityCode = (typeof ELIGIBILITY_CODES)[number];

/** POST /api/Employee/Validate: eligible, or the reasons (in the caller's language) why not. */
export interface Eligibility {
  eligible: boolean;
  reasons: { code: EligibilityCode; message: string }[];
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const GROWTH_TESTS = {
  isoDate: 'isoDate',
  time: 'time',
  phone: 'phone',
  badge: 'badge',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = () =>
  string()
    .trim()
    .test(GROWTH_TESTS.time, '${path} must be a time (HH:mm)', (value) =>
      value ? HH_MM.test(value) : true,
    );
const optionalDay = () =>
  string()
    .trim()
    .test(GROWTH_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );
const email = () => string().trim().required().email().max(150);
const phone = () =>
  string()
    .trim()
    .required()
    .matches(/^[0-9 ()+-]{8,20}$/, {
      message: '${path} must be a phone number (8 to 20 digits)',
      name: GROWTH_TESTS.phone,
    });
/** An employee's badge, as the token's `employeeid` carries it. */
const badge = () =>
  string()
    .trim()
    .required()
    .matches(/^\d{1,10}$/, { message: '${path} must be a badge number', name: GROWTH_TESTS.badge });

/**
 * GET /api/Opening/GetActiveOpenings (every employee): active openings not past closesOn, newest
 * first, paged in SQL (total in X-Total-Count). `q` searches title and description.
 */
export const activeOpeningsQuery = object({
  q: searchText,
  area: string().trim().max(100).optional(),
  location: string().trim().max(100).optional(),
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(12),
});
export type ActiveOpeningsQuery = InferType<typeof activeOpeningsQuery>;

/**
 * GET /api/Opening/GetFilters (every employee; the portal's own call): the areas and locations of
 * the open openings, sorted, for the list's filters.
 */
export interface OpeningFilters {
  areas: string[];
  locations: string[];
}

/** GET /api/Opening/GetByID?id= (every employee; owners also read inactive or closed ones). */
export const openingByIdQuery = object({ id: recordId().required() });

/**
 * GET /api/Application/GetMyApplications?employeeID= and GET /api/Employee/GetMetrics,
 * GET /api/Employee/GetProfile (the caller's badge; another one is 403, System_Admin and
 * Growth_Owner may read anyone's).
 */
export const employeeIdQuery = object({ employeeID: badge() });

/** GET /api/Application/GetMyApplications: the employee's applications, newest first, paged. */
export const myApplicationsQuery = employeeIdQuery.shape({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(50),
});
export type MyApplicationsQuery = InferType<typeof myApplicationsQuery>;

/**
 * POST /api/Employee/Validate (employeeId = the caller's badge): whether the employee may apply
 * to the opening `jobId` (404 when it does not exist). `jobName` is informative.
 */
export const validateBody = object({
  jobId: recordId().required(),
  jobName: string().trim().max(150).default(''),
  employeeId: badge(),
});
export type ValidateBody = InferType<typeof validateBody>;

/** The résumé's file field of POST /api/Application (PDF or DOCX, read from the bytes). */
export const RESUME_FIELD = 'resume';

/**
 * POST /api/Application (multipart, every employee; `badge` must be the caller's): the Job
 * application, with the file `resume` (required). `startTime`/`endTime` default to the
 * opening's shift, `resumeName` to the file's name. 201 with the Application; 409 naming
 * `openingId` when the caller is not eligible (already applied, closed, too soon…).
 */
export const applicationMultipart = object({
  email: email(),
  phone: phone(),
  badge: badge(),
  openingId: recordId().required(),
  job: string().trim().max(150).default(''),
  workSchedule: string().trim().max(100).default(''),
  startTime: time().default(''),
  endTime: time().default(''),
  resumeName: string().trim().max(150).default(''),
});
export type ApplicationMultipart = InferType<typeof applicationMultipart>;

/** POST /api/Employee/UploadEmployeeInfo (badge = the caller's): the growth profile's contact data. */
export const employeeInfoBody = object({
  email: email(),
  phone: phone(),
  badge: badge(),
});
export type EmployeeInfoBody = InferType<typeof employeeInfoBody>;

/** GET /api/Application/{id}/Resume (the applicant or the owners; others 404). */
export const applicationIdParams = object({ id: recordId().required() });

// ---------------------------------------------------------------------------------------------
// Owners' administration (simple-rest, Growth_Owner and System_Admin)

/**
 * GET /admin/growth-openings: `filter.q` searches title and description; `area`, `location`,
 * `active`.
 */
export const openingListQuery = restListQuery(
  ['createdAt', 'title', 'area', 'location', 'closesOn', 'active'],
  ['createdAt', 'DESC'],
  object({
    q: searchText,
    area: string().trim().max(100).optional(),
    location: string().trim().max(100).optional(),
    active: boolean().optional(),
  }),
);
export type OpeningListQuery = InferType<typeof openingListQuery>;

/** POST /admin/growth-openings and PUT /admin/growth-openings/{id} (audited). */
export const openingBody = object({
  title: string().trim().required().min(3).max(150),
  area: string().trim().required().min(2).max(100),
  location: string().trim().required().min(2).max(100),
  description: string().trim().required().min(10).max(5000),
  requirements: string().trim().max(5000).default(''),
  workSchedule: string().trim().required().min(2).max(100),
  startTime: time().required(),
  endTime: time().required(),
  minMonthsInPosition: number().integer().min(0).max(120).default(DEFAULT_MIN_MONTHS_IN_POSITION),
  closesOn: optionalDay()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value)),
  active: boolean().default(true),
});
export type OpeningBody = InferType<typeof openingBody>;

/**
 * GET /admin/growth-applications: `filter.status`, `openingId`, `from`/`to` (YYYY-MM-DD,
 * inclusive, the day it was sent, company time zone), `q` (the applicant's name or badge, the job).
 */
export const applicationListQuery = restListQuery(
  ['createdAt', 'statusChangedAt', 'status', 'job', 'employee'],
  ['createdAt', 'DESC'],
  object({
    q: searchText,
    status: mixed<ApplicationStatus>()
      .oneOf([...APPLICATION_STATUSES])
      .optional(),
    openingId: recordId().optional(),
    from: optionalDay().optional(),
    to: optionalDay().optional(),
  }),
);
export type ApplicationListQuery = InferType<typeof applicationListQuery>;

/**
 * PUT /admin/growth-applications/{id}: a status move along APPLICATION_TRANSITIONS with a note
 * for the applicant (notified in the same transaction). 409 when the move is not allowed from the
 * current status, or when `from` is given and the application is no longer in it (another owner
 * moved it first).
 */
export const applicationMoveBody = workflowMoveBody(applicationWorkflow, { noteMax: 1000 });
export type ApplicationMoveBody = InferType<typeof applicationMoveBody>;
