import { type InferType, mixed, number, object, string } from 'yup';
import { MAX_RECORD_ID, recordId } from '../fields';
import { isIsoDate } from '../newsletters/newsletters';
import { restListQuery, searchText } from '../restQuery';

/**
 * Certificates (constancias): an employee issues an official document about their own
 * employment or salary, downloads it as a PDF, and anyone holding it checks it at a public
 * verification address. Family `certificates` (/api/certificates): POST /certificados (with the
 * family's function key, `?code=`), the caller's list and PDFs, the public verification page and
 * the food-handler health review (revision-sanitario, with the client date-token). The owners'
 * register is the portal's own resource `certificates-register` on the main family
 * (/api/main/admin/certificates-register, ra-data-simple-rest). The employee codes are the
 * badge's (contracts/employeeCodes.ts): `codigoEmpleado` the badge as a number, `legajo` the badge.
 */

// ---------------------------------------------------------------------------------------------
// Types of certificate (`codigoCertificado`)

/** 1 employment, 2 salary (last 3 full months' average), 3 salaries for an incapacity (CCSS). */
export const CERTIFICATE_TYPES = { 1: 'employment', 2: 'salary', 3: 'incapacity' } as const;
export type CertificateCode = keyof typeof CERTIFICATE_TYPES;
export type CertificateType = (typeof CERTIFICATE_TYPES)[CertificateCode];
export const CERTIFICATE_CODES = [1, 2, 3] as const satisfies readonly CertificateCode[];
export const certificateTypeOf = (code: number): CertificateType | undefined =>
  CERTIFICATE_TYPES[code as CertificateCode];
export const certificateCodeOf = (type: CertificateType): CertificateCode =>
  CERTIFICATE_CODES.find((code) => CERTIFICATE_TYPES[code] === type) ?? 1;

/** The only city a certificate is issued in (the document says "San José"). */
export const CERTIFICATE_CITY = 'San Jose';

/** Full months a salary certificate averages, and calendar months an incapacity one lists. */
export const SALARY_MONTHS = 3;
/** How far back an incapacity may have started: one year (in days, company calendar). */
export const INCAPACITY_MAX_DAYS_BACK = 365;

/** Days before expiry from which a food-handler review is `expiringSoon`. */
export const FOOD_HANDLER_WARNING_DAYS = 30;

/**
 * A verification code: 12 Crockford base-32 characters grouped by four ('K7Q2-M9XD-4TPA').
 * Compared without case and dashes; Crockford's look-alikes (I, L → 1; O → 0) read as such.
 */
export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const normaliseVerificationCode = (value: string): string =>
  value.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
export const formatVerificationCode = (value: string): string =>
  (normaliseVerificationCode(value).match(/.{1,4}/g) ?? []).join('-');

// ---------------------------------------------------------------------------------------------
// Answers

/** One month's gross pay (integer céntimos) as a certificate states it. */
export interface MonthlyGross {
  /** 'YYYY-MM'. */
  month: string;
  grossMinor: number;
}

/**
 * Exactly what a certificate states, stored when it is issued: the PDF and the verification page
 * are both written from it, so they always say the same.
 */
export interface CertificateStatement {
  employee: {
    fullName: string;
    badge: string;
    position: string;
    account: string;
    /** 'YYYY-MM-DD'. */
    hiredOn: string;
    active: boolean;
  };
  /** Type 2: the average monthly gross and net of the last SALARY_MONTHS full months. */
  salary?: {
    months: string[];
    averageGrossMinor: number;
    averageNetMinor: number;
  };
  /** Type 3: the gross of each calendar month before the incapacity started. */
  incapacity?: {
    /** 'YYYY-MM-DD'. */
    startsOn: string;
    months: MonthlyGross[];
  };
}

export interface CertificateSigner {
  code: string;
  name: string;
  title: string;
}

/** POST /certificados's answer (201). */
export interface IssuedCertificate {
  id: number;
  /** Grouped, e.g. 'K7Q2-M9XD-4TPA'. */
  verificationCode: string;
  type: CertificateType;
  /** 'YYYY-MM-DD' (company calendar). */
  issuedOn: string;
  /** The public page: {certificates base}/verificacion/{code}. */
  verificationUrl: string;
  /** The PDF for its owner: {certificates base}/certificados/{id}/pdf?codigoEmpleado={badge}. */
  pdfUrl: string;
}

export type CertificateStatus = 'valid' | 'revoked';

/** A certificate as the caller's list shows it (GET /certificados). */
export interface CertificateSummary extends IssuedCertificate {
  code: CertificateCode;
  city: string;
  /** Type 3 only. */
  incapacityStart: string | null;
  status: CertificateStatus;
  /** ISO date-time when revoked, else null. */
  revokedAt: string | null;
  revokeReason: string | null;
  createdAt: string;
}

/**
 * GET /verificacion/{code} with `Accept: application/json` (anyone): what the document states.
 * An unknown code is a 404 (the HTML page says "not found"). A revoked one says since when, never
 * why: the reason is the owners' note (the register's), not a third party's business.
 */
export interface CertificateVerification {
  verificationCode: string;
  status: CertificateStatus;
  type: CertificateType;
  issuedOn: string;
  city: string;
  employeeName: string;
  signer: { name: string; title: string };
  statement: CertificateStatement;
  revokedAt: string | null;
}

export const FOOD_HANDLER_STATUSES = ['valid', 'expiringSoon', 'expired', 'none'] as const;
export type FoodHandlerStatus = (typeof FOOD_HANDLER_STATUSES)[number];

/**
 * GET revision-sanitario's answer: the latest food-handler health review (carné de manipulación
 * de alimentos); `none` without dates when there is none.
 */
export interface FoodHandlerReview {
  legajo: string;
  status: FoodHandlerStatus;
  reviewedOn?: string;
  expiresOn?: string;
}

/** A row of the owners' register (GET /api/main/admin/certificates-register). */
export interface RegisterCertificate extends CertificateSummary {
  employeeId: number;
  employeeName: string;
  employeeBadge: string;
  signerName: string;
  /** Who revoked it (their name), else null. */
  revokedBy: string | null;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const CERTIFICATE_TESTS = {
  isoDate: 'isoDate',
  city: 'city',
} as const;

const day = () =>
  string()
    .trim()
    .max(10)
    .test(
      CERTIFICATE_TESTS.isoDate,
      '${path} must be a date (YYYY-MM-DD)',
      (value) => !value || isIsoDate(value),
    );

/**
 * POST /certificados?code=<function key> (the employee whose `codigoEmpleado` it is, strictly:
 * nobody issues another's). The service also checks, each a 400 naming the field:
 * `fechaDocumento` is today (company calendar); `fechaInicioIncapacidad` is given for type 3 only,
 * not in the future and at most a year back; `codigoFirmante`, when given, is the configured
 * signer's code; a salary certificate needs payslips in the months it states (400 naming
 * codigoCertificado otherwise). Answers 201 with an IssuedCertificate.
 */
export const certificateRequestBody = object({
  codigoCertificado: number()
    .integer()
    .oneOf([...CERTIFICATE_CODES], '${path} must be one of: 1, 2, 3')
    .required(),
  codigoEmpleado: number().integer().positive().max(MAX_RECORD_ID).required(),
  fechaDocumento: day().required(),
  ciudad: string()
    .trim()
    .required()
    .test(
      CERTIFICATE_TESTS.city,
      `\${path} must be "${CERTIFICATE_CITY}"`,
      (value) =>
        !value ||
        value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() ===
          CERTIFICATE_CITY.toLowerCase(),
    ),
  fechaInicioIncapacidad: day().optional(),
  codigoFirmante: string().trim().max(20).optional(),
});
export type CertificateRequestBody = InferType<typeof certificateRequestBody>;

/**
 * GET /certificados?codigoEmpleado=&size=&offset= (its owner only): the caller's certificates,
 * newest first; `size` 1–100 (50 by default); the total in `X-Total-Count`.
 */
export const myCertificatesQuery = object({
  codigoEmpleado: number().integer().positive().max(MAX_RECORD_ID).required(),
  size: number().integer().min(1).max(100).default(50),
  offset: number().integer().min(0).max(MAX_RECORD_ID).default(0),
});
export type MyCertificatesQuery = InferType<typeof myCertificatesQuery>;

/**
 * GET /certificados/{id}/pdf?codigoEmpleado= (its owner only; another's id is a 404): the PDF,
 * `constancia-<badge>-<verification code>.pdf`. A revoked certificate's PDF is still served (the
 * verification page says it is revoked).
 */
export const certificateParams = object({ id: recordId().required() });
export const certificatePdfQuery = object({
  codigoEmpleado: number().integer().positive().max(MAX_RECORD_ID).required(),
});

/**
 * GET /verificacion/{code}?lang=es|en (anyone, no token): an HTML page (Spanish; English with
 * `?lang=en` or Accept-Language en) saying valid, revoked or not found (404); with
 * `Accept: application/json` a CertificateVerification.
 */
export const verificationParams = object({ code: string().trim().required().max(40) });
export const verificationQuery = object({
  lang: mixed<'es' | 'en'>().oneOf(['es', 'en']).optional(),
});

/**
 * GET revision-sanitario?legajo=&token= (the employee whose `legajo` it is): `token` must be the
 * current client date-token (400 naming token otherwise). Answers a FoodHandlerReview.
 */
export const foodHandlerQuery = object({
  legajo: string().trim().required().max(20),
  token: string().trim().required().max(128),
});

/**
 * GET /api/main/admin/certificates-register (Payroll_Owner, System_Admin; GET …/{id} one row):
 * every issued certificate; filters `q` (employee name or badge, verification code), `type`,
 * `status`, `issuedFrom`/`issuedTo` (YYYY-MM-DD); sorts createdAt (newest first by default),
 * issuedOn, employeeName, type.
 */
export const certificateRegisterQuery = restListQuery(
  ['createdAt', 'issuedOn', 'employeeName', 'type'],
  ['createdAt', 'DESC'],
  object({
    q: searchText,
    type: mixed<CertificateType>()
      .oneOf(
        Object.values(CERTIFICATE_TYPES),
        'filter.type must be employment, salary or incapacity',
      )
      .optional(),
    status: mixed<CertificateStatus>()
      .oneOf(['valid', 'revoked'], 'filter.status must be valid or revoked')
      .optional(),
    issuedFrom: day().optional(),
    issuedTo: day().optional(),
  }),
);
export type CertificateRegisterQuery = InferType<typeof certificateRegisterQuery>;

/**
 * PUT /api/main/admin/certificates-register/{id} (the owners): revokes the certificate with a
 * reason (3–500 characters); audited. 409 naming revokeReason when it is already revoked.
 * Answers the RegisterCertificate.
 */
export const revokeCertificateBody = object({
  revokeReason: string().trim().required().min(3).max(500),
});
export type RevokeCertificateBody = InferType<typeof revokeCertificateBody>;
