import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { MAX_RECORD_ID, recordId } from '../fields';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery, searchText } from '../restQuery';
import { defineWorkflow, type StatusChangeRecord, workflowMoveBody } from '../workflow';

/**
 * Bring a friend (RAFT / BAF): an employee refers a candidate for an open position at a location;
 * the programme's owners (Raft_Owner) move the referral through its status workflow, and a hire
 * counts towards the golden referrers. Calls of the legacy contract live on two families: main
 * (/api/main) and the employee-tools middleware (/api/tools); the owners' list is the portal's own
 * resource `referrals` (/api/main/admin/referrals, ra-data-simple-rest).
 */

// ---------------------------------------------------------------------------------------------
// Status workflow

/** received → in_review → interviewed → hired | not_hired; not_hired also from received and in_review. */
export const REFERRAL_STATUSES = [
  'received',
  'in_review',
  'interviewed',
  'hired',
  'not_hired',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The statuses a referral may move to from each status; hired and not_hired are final. */
export const referralWorkflow = defineWorkflow<ReferralStatus>({
  received: ['in_review', 'not_hired'],
  in_review: ['interviewed', 'not_hired'],
  interviewed: ['hired', 'not_hired'],
  hired: [],
  not_hired: [],
});
export const NEXT_STATUSES = referralWorkflow.transitions;

/** A referral still in progress: its candidate cannot be referred again. */
export const ACTIVE_STATUSES = referralWorkflow.openStatuses;

export const { isFinal: isFinalStatus, canMove } = referralWorkflow;

// ---------------------------------------------------------------------------------------------
// Reference values (their names come from GetEnglishLevels / GetRaftSettings in the caller's language)

export const ENGLISH_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];

/** How the referrer wants the referral bonus paid. */
export const PAYMENT_METHODS = ['payroll', 'giftCard'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where the candidate would work. */
export const WORK_TYPES = ['onSite', 'remote', 'hybrid'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const ACADEMIC_GRADES = ['highSchool', 'technical', 'university', 'graduate'] as const;
export type AcademicGrade = (typeof ACADEMIC_GRADES)[number];

// ---------------------------------------------------------------------------------------------
// Answers

/** A value offered by the service, named in the caller's language. */
export interface NamedOption<Id extends string | number = string> {
  id: Id;
  name: string;
}

/** GET /api/Raft/CandidateIsValid/{badge}: `reason` is a code, `message` its words. */
/** In progress, not hired less than `cooldownMonths` ago, or already hired. */
export type CandidateRefusal = 'inProgress' | 'coolingOff' | 'hired';
export interface CandidateValidity {
  isValid: boolean;
  reason?: CandidateRefusal;
  message?: string;
}

/** GET /api/Raft/GetLocation: a site a candidate may work at. */
export interface ReferralLocation {
  id: number;
  name: string;
}

/** GET /api/Raft/GetPromotionalCode: the current campaign's code. */
export interface PromotionalCode {
  promotionalCode: string;
}

export interface ReferralPosition {
  id: number;
  title: string;
  locations: ReferralLocation[];
}

/** GET /api/Raft/GetPositions/{id}: positions grouped by category (categories and titles sorted). */
export interface PositionCategory {
  category: string;
  positions: ReferralPosition[];
}

/** GET {tools}/api/Raft/GetRaftSettings. */
export interface RaftSettings {
  /** Whether the form offers the résumé upload. */
  isResumeActive: boolean;
  /** Whether SaveRaft refuses a referral without a résumé. */
  isResumeRequired: boolean;
  /** Months a candidate who was not hired waits before being referred again. */
  cooldownMonths: number;
  paymentMethods: NamedOption<PaymentMethod>[];
  workTypes: NamedOption<WorkType>[];
  academicGrades: NamedOption<AcademicGrade>[];
}

/** GET {tools}/api/Raft/GetTopMyReferals: one of the caller's referrals. */
export interface MyReferral {
  id: number;
  candidateName: string;
  /** The position's title. */
  position: string;
  /** The location's name. */
  location: string;
  status: ReferralStatus;
  createdAt: string;
  statusChangedAt: string;
  /** Where the résumé is read (`/api/main/{sha256}`), or null. */
  resumeUrl: string | null;
}

/** One move of a referral's status (the first row is its reception, `fromStatus` null). */
export type ReferralStatusChange = StatusChangeRecord<ReferralStatus>;

/** A referral as SaveRaft answers it and the owners' resource `referrals` lists it. */
export interface Referral {
  id: number;
  referrer: { id: number; badge: string; fullName: string };
  badge: string;
  identificationNumber: string;
  firstName: string;
  secondName: string;
  lastName: string;
  secondLastName: string;
  /** First name and last names together. */
  candidateName: string;
  phone: string;
  personalPhone: string;
  candidateEmail: string;
  personalEmail: string;
  candidateProfile: string;
  englishLevel: EnglishLevel;
  isExternalreference: boolean;
  academicGrade: AcademicGrade;
  othersDetails: string;
  paymentMethod: PaymentMethod;
  isResumeActive: boolean;
  isResumeRequired: boolean;
  workType: WorkType;
  resumeUrl: string | null;
  /** The stored résumé's name, type and size, or null. */
  resume: { name: string; mime: string; size: number } | null;
  promotionalCode: string;
  /** The location's id, as the form sends it. */
  location: number;
  locationName: string;
  positionId: number;
  positionTitle: string;
  positionCategory: string;
  status: ReferralStatus;
  /** Where it may move next (empty when final). */
  nextStatuses: ReferralStatus[];
  createdAt: string;
  statusChangedAt: string;
  /** Oldest first; on one referral (GET one, SaveRaft, a move), not in lists. */
  history?: ReferralStatusChange[];
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const REFERRAL_TESTS = {
  identification: 'identification',
  phone: 'phone',
  isoDate: 'isoDate',
} as const;

/** A candidate's identification (cédula, DIMEX, passport): hyphens and spaces dropped, upper case. */
const IDENTIFICATION = /^[A-Z0-9]{5,20}$/;
export const normaliseIdentification = (value: string): string =>
  value.replace(/[\s-]/g, '').toUpperCase();

const identification = () =>
  string()
    .trim()
    .required()
    .transform((value: unknown) =>
      typeof value === 'string' ? normaliseIdentification(value) : value,
    )
    .test(
      REFERRAL_TESTS.identification,
      '${path} must be an identification number (5 to 20 letters or digits)',
      (value) => !value || IDENTIFICATION.test(value),
    );

const PHONE = /^[0-9 ()+-]{8,20}$/;
const phone = () =>
  string()
    .trim()
    .test(
      REFERRAL_TESTS.phone,
      '${path} must be a phone number (8 to 20 digits)',
      (value) => !value || PHONE.test(value),
    );

const name = () => string().trim().max(60);

/** A yes/no field of the form; left empty (a multipart body sends '' for no value) it takes its default. */
const flag = (fallback: boolean) =>
  boolean()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .default(fallback);

/** GET /api/Raft/CandidateIsValid/{badge}: `badge` is the CANDIDATE's identification number. */
export const candidateParams = object({ badge: identification() });

/** GET {hash} (GET /api/main/{sha256}): a résumé by the hash in its `resumeUrl`. */
export const RESUME_HASH = /^[0-9a-f]{64}$/;
export const resumeHashParams = object({
  hash: string().required().matches(RESUME_HASH),
});

/** GET /api/Raft/GetPositions/{id}: a location's id, or 0 for every location. */
export const positionsParams = object({
  id: number().integer().required().min(0).max(MAX_RECORD_ID),
});

/** GET {tools}/api/Raft/GetTopMyReferals?badge=&size=3&offset=0: the caller's badge only. */
export const topMyReferralsQuery = object({
  badge: string().trim().required().max(20),
  size: number().integer().min(1).max(100).default(3),
  offset: number().integer().min(0).max(MAX_RECORD_ID).default(0),
});
export type TopMyReferralsQuery = InferType<typeof topMyReferralsQuery>;

/** The file field of SaveRaft's multipart body (several allowed: the first is the résumé shown). */
export const RESUME_FIELD = 'resume';

/**
 * POST {tools}/api/Raft/SaveRaft (multipart): the RAFT referral fields by name plus the file(s)
 * `resume` (PDF or DOCX read from the bytes). `badge` must be the caller's; the referrer is always
 * the caller. `location` is a location id and `positionId` a position active there. `resumeUrl`
 * is set by the service (whatever is sent is ignored). Answers 201 with the Referral; 409 naming
 * identificationNumber when the candidate has a referral in progress or is cooling off.
 */
export const saveRaftBody = object({
  badge: string().trim().required().max(20),
  identificationNumber: identification(),
  firstName: name().required(),
  secondName: name().default(''),
  lastName: name().required(),
  secondLastName: name().default(''),
  phone: phone().required(),
  personalPhone: phone().default(''),
  candidateEmail: string().trim().required().email().max(254),
  personalEmail: string().trim().email().max(254).default(''),
  candidateProfile: string().trim().max(2000).default(''),
  englishLevel: mixed<EnglishLevel>()
    .oneOf([...ENGLISH_LEVELS])
    .required(),
  isExternalreference: flag(false),
  academicGrade: mixed<AcademicGrade>()
    .oneOf([...ACADEMIC_GRADES])
    .required(),
  othersDetails: string().trim().max(2000).default(''),
  paymentMethod: mixed<PaymentMethod>()
    .oneOf([...PAYMENT_METHODS])
    .required(),
  isResumeActive: flag(true),
  isResumeRequired: flag(false),
  workType: mixed<WorkType>()
    .oneOf([...WORK_TYPES])
    .required(),
  promotionalCode: string().trim().max(50).default(''),
  location: recordId().required(),
  positionId: recordId().required(),
});
export type SaveRaftBody = InferType<typeof saveRaftBody>;

const isoDay = () =>
  string()
    .optional()
    .test(REFERRAL_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (v) => !v || isIsoDate(v));

/**
 * GET /api/main/admin/referrals (Raft_Owner, System_Admin): filters `status`, `positionId`,
 * `locationId`, `from`/`to` (created, YYYY-MM-DD inclusive, company time zone) and `q` (candidate
 * name, identification number, the referrer's name or badge).
 */
export const referralListQuery = restListQuery(
  ['createdAt', 'statusChangedAt', 'candidateName', 'status'],
  ['createdAt', 'DESC'],
  object({
    status: mixed<ReferralStatus>()
      .oneOf([...REFERRAL_STATUSES])
      .optional(),
    positionId: recordId().optional(),
    locationId: recordId().optional(),
    from: isoDay(),
    to: isoDay(),
    q: searchText,
  }),
);
export type ReferralListQuery = InferType<typeof referralListQuery>;
export type ReferralSortField = ReferralListQuery['sort'][0];

/**
 * PUT /api/main/admin/referrals/{id} (Raft_Owner, System_Admin): a status move. `from` is the
 * status the owner saw (409 when it has moved since); a move the workflow does not allow is 409.
 * Answers the referral with its history.
 */
export const referralMoveBody = workflowMoveBody(referralWorkflow, { noteMax: 500 });
export type ReferralMoveBody = InferType<typeof referralMoveBody>;
