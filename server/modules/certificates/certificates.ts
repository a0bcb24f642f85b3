import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { addDays, addMonths, calendarDay } from '../../../contracts/calendar';
import {
  CERTIFICATE_CITY,
  type CertificateRegisterQuery,
  type CertificateRequestBody,
  type CertificateStatement,
  type CertificateSummary,
  type CertificateVerification,
  certificateCodeOf,
  certificateTypeOf,
  type FoodHandlerReview,
  FOOD_HANDLER_WARNING_DAYS,
  formatVerificationCode,
  INCAPACITY_MAX_DAYS_BACK,
  type IssuedCertificate,
  type MonthlyGross,
  type MyCertificatesQuery,
  normaliseVerificationCode,
  type RegisterCertificate,
  type RevokeCertificateBody,
  SALARY_MONTHS,
  VERIFICATION_ALPHABET,
} from '../../../contracts/certificates/certificates';
import { fileNumberOf } from '../../../contracts/employeeCodes';
import { updateAudited } from '../../audit/audit';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { findOr404, type SelectedRow } from '../../db/lookup';
import { containsText, employeeMatches } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError, RequestValidationError } from '../../http/errors';
import type { Message } from '../../http/messages';
import { mapPage, newestFirstPage, type Page, pagedList } from '../../http/paging';
import type { ServiceDeps } from '../types';
import { payByMonth } from '../payroll/public';
import { say } from './i18n';
import type { CertificateTable } from './tables';

type CertificateRow = Selectable<CertificateTable>;

/** The employee's columns a certificate states. */
export const EMPLOYEE_FACTS = [
  'full_name',
  'badge',
  'position',
  'account',
  'hired_on',
  'created_at',
  'active',
] as const;
type EmployeeFactsRow = Pick<Selectable<Database['employees']>, (typeof EMPLOYEE_FACTS)[number]>;

/** Who the employee is, as every type of certificate states it. */
export const employeeFacts = (employee: EmployeeFactsRow): CertificateStatement['employee'] => ({
  fullName: employee.full_name,
  badge: employee.badge,
  position: employee.position ?? '',
  account: employee.account ?? '',
  hiredOn: employee.hired_on ?? employee.created_at.slice(0, 10),
  active: Boolean(employee.active),
});

const VERIFICATION_LENGTH = 12;

/** 12 random Crockford base-32 characters: 60 bits, unguessable (32 divides 256: no bias). */
export function newVerificationCode(): string {
  return Array.from(
    randomBytes(VERIFICATION_LENGTH),
    (byte) => VERIFICATION_ALPHABET[byte & 31],
  ).join('');
}

/** The first day of the month `months` away from the month of `day`. */
const monthStart = (day: string, months = 0): string => addMonths(`${day.slice(0, 7)}-01`, months);

const statusOf = (row: Pick<CertificateRow, 'revoked_at'>) =>
  row.revoked_at ? 'revoked' : 'valid';

export type CertificateLinks = Pick<ServiceDeps['documents'], 'verificationBase'>;

/** Where a certificate is checked and where its owner downloads it. */
export function certificateLinks({ verificationBase }: CertificateLinks) {
  const base = verificationBase.replace(/\/+$/, '');
  return {
    verificationUrl: (code: string) => `${base}/verificacion/${formatVerificationCode(code)}`,
    pdfUrl: (id: number, badge: string) =>
      `${base}/certificados/${id}/pdf?codigoEmpleado=${encodeURIComponent(badge)}`,
  };
}

export function createCertificateRepository(db: DB, documents: ServiceDeps['documents']) {
  const links = certificateLinks(documents);

  const base = () =>
    db
      .selectFrom('certificates')
      .innerJoin('employees', 'employees.id', 'certificates.employee_id')
      .leftJoin('employees as revoker', 'revoker.id', 'certificates.revoked_by');
  type Base = ReturnType<typeof base>;
  const select = (query: Base) =>
    query
      .selectAll('certificates')
      .select([
        'employees.full_name as employee_name',
        'employees.badge as employee_badge',
        'revoker.full_name as revoker_name',
      ]);
  type Row = SelectedRow<typeof select>;

  const toSummary = (row: Row): CertificateSummary => ({
    id: row.id,
    verificationCode: formatVerificationCode(row.verification_code),
    type: row.type,
    code: certificateCodeOf(row.type),
    issuedOn: row.issued_on,
    city: row.city,
    incapacityStart: row.incapacity_start,
    verificationUrl: links.verificationUrl(row.verification_code),
    pdfUrl: links.pdfUrl(row.id, row.employee_badge),
    status: statusOf(row),
    revokedAt: row.revoked_at,
    revokeReason: row.revoke_reason,
    createdAt: row.created_at,
  });

  const toRegister = (row: Row): RegisterCertificate => ({
    ...toSummary(row),
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    employeeBadge: row.employee_badge,
    signerName: row.signer_name,
    revokedBy: row.revoker_name,
  });

  /** The months [first, first + count) as YYYY-MM. */
  const monthsFrom = (first: string, count: number) =>
    Array.from({ length: count }, (_, i) => addMonths(first, i).slice(0, 7));

  /** Type 2: the average of the last full months that have pay (a new hire's fewer). */
  async function salaryOf(employeeId: number, today: string) {
    const first = monthStart(today, -SALARY_MONTHS);
    const pay = await payByMonth(db, employeeId, first, monthStart(today));
    const months = monthsFrom(first, SALARY_MONTHS).filter((month) => pay.has(month));
    if (months.length === 0)
      throw new RequestValidationError({ codigoCertificado: say('salary.noPayslips') });
    const total = (key: 'gross' | 'net') =>
      months.reduce((sum, month) => sum + (pay.get(month)?.[key] ?? 0), 0);
    return {
      months,
      averageGrossMinor: Math.round(total('gross') / months.length),
      averageNetMinor: Math.round(total('net') / months.length),
    };
  }

  /** Type 3: the gross of each calendar month before the incapacity's month (0 without pay). */
  async function incapacityOf(employeeId: number, startsOn: string) {
    const first = monthStart(startsOn, -SALARY_MONTHS);
    const pay = await payByMonth(db, employeeId, first, monthStart(startsOn));
    const months: MonthlyGross[] = monthsFrom(first, SALARY_MONTHS).map((month) => ({
      month,
      grossMinor: pay.get(month)?.gross ?? 0,
    }));
    return { startsOn, months };
  }

  /** The request's rules beyond its contract, each a 400 naming its field. */
  function checkRequest(body: CertificateRequestBody, today: string) {
    const errors: Record<string, Message> = {};
    if (body.fechaDocumento !== today) errors.fechaDocumento = say('date.notToday', { today });
    const incapacity = body.fechaInicioIncapacidad;
    if (certificateTypeOf(body.codigoCertificado) === 'incapacity') {
      const earliest = addDays(today, -INCAPACITY_MAX_DAYS_BACK);
      if (!incapacity) errors.fechaInicioIncapacidad = say('incapacity.required');
      else if (incapacity > today) errors.fechaInicioIncapacidad = say('incapacity.future');
      else if (incapacity < earliest)
        errors.fechaInicioIncapacidad = say('incapacity.tooOld', { earliest });
    } else if (incapacity) errors.fechaInicioIncapacidad = say('incapacity.notForType');
    if (body.codigoFirmante !== undefined && body.codigoFirmante !== documents.signer.code)
      errors.codigoFirmante = say('signer.unknown');
    if (Object.keys(errors).length) throw new RequestValidationError(errors);
  }

  async function findOwn(user: ApiUser, id: number): Promise<Row> {
    return findOr404(
      select(base())
        .where('certificates.id', '=', id)
        .where('certificates.employee_id', '=', Number(user.sub)),
      say('certificate.notFound'),
    );
  }

  async function registerOne(id: number): Promise<RegisterCertificate> {
    return toRegister(
      await findOr404(
        select(base()).where('certificates.id', '=', id),
        say('certificate.notFound'),
      ),
    );
  }

  async function insert(values: Omit<CertificateRow, 'id' | 'verification_code'>) {
    // A repeated code is a 2^-60 event; one more draw settles it.
    for (let attempt = 0; ; attempt += 1) {
      const code = newVerificationCode();
      try {
        const { id } = await db
          .insertInto('certificates')
          .values({ ...values, verification_code: code })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, code };
      } catch (error) {
        if (attempt > 0 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  return {
    links,

    /** POST /certificados: the caller's certificate of the type asked, with what it states. */
    async issue(
      user: ApiUser,
      body: CertificateRequestBody,
      now = new Date(),
    ): Promise<IssuedCertificate> {
      const today = calendarDay(now);
      checkRequest(body, today);
      const employeeId = Number(user.sub);
      const employee = await db
        .selectFrom('employees')
        .select(EMPLOYEE_FACTS)
        .where('id', '=', employeeId)
        .executeTakeFirstOrThrow();
      const type = certificateTypeOf(body.codigoCertificado) ?? 'employment';
      const statement: CertificateStatement = { employee: employeeFacts(employee) };
      if (type === 'salary') statement.salary = await salaryOf(employeeId, today);
      if (type === 'incapacity' && body.fechaInicioIncapacidad)
        statement.incapacity = await incapacityOf(employeeId, body.fechaInicioIncapacidad);
      const { signer } = documents;
      const { id, code } = await insert({
        employee_id: employeeId,
        type,
        issued_on: today,
        city: CERTIFICATE_CITY,
        incapacity_start: statement.incapacity?.startsOn ?? null,
        signer_code: signer.code,
        signer_name: signer.name,
        signer_title: signer.title,
        statement: JSON.stringify(statement),
        created_at: now.toISOString(),
        revoked_at: null,
        revoked_by: null,
        revoke_reason: null,
      });
      return {
        id,
        verificationCode: formatVerificationCode(code),
        type,
        issuedOn: today,
        verificationUrl: links.verificationUrl(code),
        pdfUrl: links.pdfUrl(id, employee.badge),
      };
    },

    /** GET /certificados: the caller's certificates, newest first. */
    async mine(
      user: ApiUser,
      { size, offset }: MyCertificatesQuery,
    ): Promise<Page<CertificateSummary>> {
      const page = await newestFirstPage(
        { size, offset },
        {
          base: base().where('certificates.employee_id', '=', Number(user.sub)),
          select,
          createdAt: 'certificates.created_at',
          tieBreaker: 'certificates.id',
        },
      );
      return mapPage(page, toSummary);
    },

    /** The caller's own certificate as its PDF states it (404 for anyone else's). */
    async document(user: ApiUser, id: number) {
      const row = await findOwn(user, id);
      return { ...row, statement: JSON.parse(row.statement) as CertificateStatement };
    },

    /** GET /verificacion/{code}: what the certificate states, or null for an unknown code. */
    async verify(code: string): Promise<CertificateVerification | null> {
      const normalised = normaliseVerificationCode(code);
      if (normalised.length !== VERIFICATION_LENGTH) return null;
      const row = await db
        .selectFrom('certificates')
        .selectAll()
        .where('verification_code', '=', normalised)
        .executeTakeFirst();
      if (!row) return null;
      const statement = JSON.parse(row.statement) as CertificateStatement;
      return {
        verificationCode: formatVerificationCode(row.verification_code),
        status: statusOf(row),
        type: row.type,
        issuedOn: row.issued_on,
        city: row.city,
        employeeName: statement.employee.fullName,
        signer: { name: row.signer_name, title: row.signer_title },
        statement,
        revokedAt: row.revoked_at,
      };
    },

    /** GET revision-sanitario: the caller's latest food-handler review and its status today. */
    async foodHandlerReview(user: ApiUser, now = new Date()): Promise<FoodHandlerReview> {
      const legajo = fileNumberOf(user.employeeid);
      const review = await db
        .selectFrom('food_handler_reviews')
        .select(['reviewed_on', 'expires_on'])
        .where('employee_id', '=', Number(user.sub))
        .orderBy('expires_on', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!review) return { legajo, status: 'none' };
      const today = calendarDay(now);
      const status =
        review.expires_on < today
          ? 'expired'
          : review.expires_on <= addDays(today, FOOD_HANDLER_WARNING_DAYS)
            ? 'expiringSoon'
            : 'valid';
      return { legajo, status, reviewedOn: review.reviewed_on, expiresOn: review.expires_on };
    },

    /** GET /admin/certificates-register: every certificate, filtered, sorted and paged in SQL. */
    async register({
      sort,
      range,
      filter,
    }: CertificateRegisterQuery): Promise<Page<RegisterCertificate>> {
      let query = base();
      if (filter.id) query = query.where('certificates.id', 'in', filter.id);
      if (filter.type) query = query.where('certificates.type', '=', filter.type);
      if (filter.status === 'revoked')
        query = query.where('certificates.revoked_at', 'is not', null);
      if (filter.status === 'valid') query = query.where('certificates.revoked_at', 'is', null);
      if (filter.issuedFrom) query = query.where('certificates.issued_on', '>=', filter.issuedFrom);
      if (filter.issuedTo) query = query.where('certificates.issued_on', '<=', filter.issuedTo);
      const q = filter.q;
      if (q) {
        const code = normaliseVerificationCode(q);
        query = query.where((eb) =>
          eb.or([
            ...employeeMatches(db, q),
            ...(code ? [containsText(db, eb.ref('certificates.verification_code'), code)] : []),
          ]),
        );
      }
      const page = await pagedList(
        { sort, range, filter },
        {
          base: query,
          select,
          sort: {
            createdAt: 'certificates.created_at',
            issuedOn: 'certificates.issued_on',
            employeeName: 'employees.full_name',
            type: 'certificates.type',
          },
          tieBreaker: 'certificates.id',
        },
      );
      return mapPage(page, toRegister);
    },

    /** GET /admin/certificates-register/{id}. */
    registerOne,

    /** PUT /admin/certificates-register/{id}: revokes it with a reason (409 when already revoked). */
    async revoke(
      user: ApiUser,
      id: number,
      { revokeReason }: RevokeCertificateBody,
      now = new Date(),
    ) {
      await writeTransaction(db, async (trx) => {
        const row = await lockByIdOr404(trx, 'certificates', id, say('certificate.notFound'));
        if (row.revoked_at)
          throw new HttpError(409, say('certificate.alreadyRevoked'), {
            revokeReason: say('certificate.alreadyRevoked'),
          });
        const set = {
          revoked_at: now.toISOString(),
          revoked_by: Number(user.sub),
          revoke_reason: revokeReason,
        };
        await updateAudited(trx, user, {
          table: 'certificates',
          entity: 'certificate',
          id,
          set,
          before: row,
          after: { ...row, ...set },
        });
      });
      return registerOne(id);
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
