import { type Kysely, sql, type Transaction } from 'kysely';
import { addDays, calendarDay, dayStartUtc } from '../../../contracts/calendar';
import { isOwnerOf } from '../../../contracts/catalogue';
import {
  ACTIVE_STATUSES,
  type CandidateValidity,
  type MyReferral,
  NEXT_STATUSES,
  RESUME_FIELD,
  type Referral,
  type ReferralListQuery,
  type ReferralMoveBody,
  type ReferralStatus,
  referralWorkflow,
  type SaveRaftBody,
  type TopMyReferralsQuery,
} from '../../../contracts/referrals/referrals';
import type { ApiUser } from '../../auth/apiTokens';
import { serviceFamilies } from '../../config';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { assertActiveOr400, findOr400, findOr404, type SelectedRow } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { employeeMatches, containsText, startsWith } from '../../db/text';
import { writeTransaction } from '../../db/transaction';
import { storeDocuments, type Upload } from '../../files/storage';
import { HttpError, RequestValidationError } from '../../http/errors';
import type { Message } from '../../http/messages';
import { mapPage, newestFirstPage, type Page, pagedList } from '../../http/paging';
import { notify } from '../../notifications/service';
import type { ReadSubject } from '../../privacy/reads';
import { statusWorkflow } from '../../workflow/statusWorkflow';
import { say } from './i18n';
import { countHiredReferral } from '../home/public';
import { ONE_ACTIVE_REFERRAL } from './migrations/0020_referrals';
import { readSettings } from './positions';
import type { ReferralTable } from './tables';

type Q = Kysely<Database>;

/** Where the referrer follows their referrals in the portal (notifications link there). */
const MY_REFERRALS_PAGE = '/BAF/MyReferrals';

/** Status names in notifications, which are written in the company's language (Spanish). */
const STATUS_NAMES: Record<ReferralStatus, string> = {
  received: 'Recibido',
  in_review: 'En revisión',
  interviewed: 'Entrevistado',
  hired: 'Contratado',
  not_hired: 'No contratado',
};

/** Where a résumé is read: GET {hash} on the main API, the hash of the stored bytes. */
const resumeUrlOf = (sha256: string) => `${serviceFamilies.main}/${sha256}`;

/** Where the stored résumé `fileId` is read (see resumeUrlOf). */
export async function resumeUrlOfFile(q: Q, fileId: string): Promise<string> {
  const { sha256 } = await q
    .selectFrom('files')
    .select('sha256')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return resumeUrlOf(sha256);
}

const candidateNameOf = (row: {
  first_name: string;
  last_name: string;
  second_last_name: string;
}) => [row.first_name, row.last_name, row.second_last_name].filter(Boolean).join(' ');

/** The candidate's name in SQL (sorting and search): first name and both last names. */
const candidateNameSql = sql<string>`referrals.first_name || ' ' || referrals.last_name || ' ' || referrals.second_last_name`;

/**
 * The referrals a list counts: the table alone, so a count reads only its index (the joins that
 * name the referrer, position, location and résumé come with the page's columns).
 */
const referralsQuery = (q: Q) => q.selectFrom('referrals');

const selectReferrals = (base: ReturnType<typeof referralsQuery>) =>
  base
    .innerJoin('employees', 'employees.id', 'referrals.referrer_id')
    .innerJoin('referral_positions', 'referral_positions.id', 'referrals.position_id')
    .innerJoin('referral_locations', 'referral_locations.id', 'referrals.location')
    .leftJoin('files', 'files.id', 'referrals.resume_file_id')
    .selectAll('referrals')
    .select([
      'employees.badge as referrer_badge',
      'employees.full_name as referrer_name',
      'referral_positions.title as position_title',
      'referral_positions.category as position_category',
      'referral_locations.name as location_name',
      'files.name as resume_name',
      'files.mime as resume_mime',
      'files.size as resume_size',
    ]);
type ReferralRow = SelectedRow<typeof selectReferrals>;

function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    referrer: { id: row.referrer_id, badge: row.referrer_badge, fullName: row.referrer_name },
    badge: row.badge,
    identificationNumber: row.identification_number,
    firstName: row.first_name,
    secondName: row.second_name,
    lastName: row.last_name,
    secondLastName: row.second_last_name,
    candidateName: candidateNameOf(row),
    phone: row.phone,
    personalPhone: row.personal_phone,
    candidateEmail: row.candidate_email,
    personalEmail: row.personal_email,
    candidateProfile: row.candidate_profile,
    englishLevel: row.english_level as Referral['englishLevel'],
    isExternalreference: row.is_external_reference === 1,
    academicGrade: row.academic_grade as Referral['academicGrade'],
    othersDetails: row.others_details,
    paymentMethod: row.payment_method as Referral['paymentMethod'],
    isResumeActive: row.is_resume_active === 1,
    isResumeRequired: row.is_resume_required === 1,
    workType: row.work_type as Referral['workType'],
    resumeUrl: row.resume_url,
    resume:
      row.resume_name !== null
        ? { name: row.resume_name, mime: row.resume_mime ?? '', size: Number(row.resume_size) }
        : null,
    promotionalCode: row.promotional_code,
    location: row.location,
    locationName: row.location_name,
    positionId: row.position_id,
    positionTitle: row.position_title,
    positionCategory: row.position_category,
    status: row.status,
    nextStatuses: [...NEXT_STATUSES[row.status]],
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
  };
}

/** The status workflow: moves, their history and audit (the refusals in the module's words). */
const workflow = statusWorkflow({
  workflow: referralWorkflow,
  table: 'referrals',
  history: { table: 'referral_status_changes', column: 'referral_id' },
  words: {
    notFound: say('referral.notFound'),
    status: (status) => say(`status.${status}`),
    stale: (current) => say('move.stale', { current }),
    notAllowed: (from, to) => say('move.notAllowed', { from, to }),
  },
  audit: {
    entity: 'referral',
    before: (row) => ({ status: row.status, statusChangedAt: row.status_changed_at }),
    after: (_row, move, at) => ({ status: move.status, statusChangedAt: at, note: move.note }),
  },
});

/** One referral with its history, or a 404. */
async function loadReferral(q: Q, id: number): Promise<Referral> {
  const row = await findOr404(
    selectReferrals(referralsQuery(q)).where('referrals.id', '=', id),
    say('referral.notFound'),
  );
  return { ...toReferral(row), history: await workflow.changesOf(q, id) };
}

/** `months` calendar months after `instant`. */
function addMonths(instant: Date, months: number): Date {
  const later = new Date(instant);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

/** Why a candidate cannot be referred now, or null when they can (see CandidateIsValid). */
export async function candidateRefusal(
  q: Q,
  identificationNumber: string,
  now = new Date(),
): Promise<{ reason: NonNullable<CandidateValidity['reason']>; message: Message } | null> {
  const { cooldown_months: cooldownMonths } = await readSettings(q);
  const rows = await q
    .selectFrom('referrals')
    .select(['status', 'status_changed_at'])
    .where('identification_number', '=', identificationNumber)
    .orderBy('status_changed_at', 'desc')
    .execute();
  if (rows.some((row) => ACTIVE_STATUSES.includes(row.status)))
    return { reason: 'inProgress', message: say('candidate.inProgress') };
  if (rows.some((row) => row.status === 'hired'))
    return { reason: 'hired', message: say('candidate.hired') };
  const lastNotHired = rows.find((row) => row.status === 'not_hired');
  if (lastNotHired) {
    const until = addMonths(new Date(lastNotHired.status_changed_at), cooldownMonths);
    if (until > now)
      return {
        reason: 'coolingOff',
        message: say('candidate.coolingOff', { until: calendarDay(until) }),
      };
  }
  return null;
}

/** 409 naming identificationNumber: the candidate cannot be referred now. */
const candidateConflict = (message: Message) =>
  new HttpError(409, message, { identificationNumber: say('candidate.notReferable') });

export function createReferralRepository(db: DB) {
  const isOwner = (user: ApiUser) => isOwnerOf('referrals', user.role);

  /** Checks the fields that point at rows, and the résumé files; 400 naming each field. */
  async function checkReferences(
    trx: Transaction<Database>,
    body: SaveRaftBody,
    files: readonly Upload[],
    resumeRequired: boolean,
  ) {
    await assertActiveOr400(trx, 'referral_locations', body.location, {
      location: say('location.unknown'),
    });
    await findOr400(
      trx
        .selectFrom('referral_positions')
        .innerJoin(
          'referral_position_locations',
          'referral_position_locations.position_id',
          'referral_positions.id',
        )
        .select('referral_positions.id')
        .where('referral_positions.id', '=', body.positionId)
        .where('referral_positions.active', '=', 1)
        .where('referral_position_locations.location_id', '=', body.location),
      { positionId: say('position.notAtLocation') },
    );
    if (resumeRequired && files.length === 0)
      throw new RequestValidationError({ [RESUME_FIELD]: say('resume.required') });
  }

  return {
    /** GET /api/Raft/CandidateIsValid/{badge}: whether the candidate may be referred now. */
    async candidateValidity(identificationNumber: string) {
      return candidateRefusal(db, identificationNumber);
    },

    /**
     * POST {tools}/api/Raft/SaveRaft. One transaction: references checked, the candidate checked
     * again, the résumé stored (private), the referral and its first history row written, the
     * referrer notified. Two submits of one candidate at once: the partial unique index lets one
     * in, the other is 409 (SQLite serialises them and the check refuses the second).
     */
    async save(user: ApiUser, body: SaveRaftBody, files: readonly Upload[]): Promise<Referral> {
      if (body.badge !== user.employeeid)
        throw new RequestValidationError({ badge: say('badge.notYours') });
      const referrerId = Number(user.sub);
      try {
        const id = await writeTransaction(db, async (trx) => {
          const settings = await readSettings(trx);
          await checkReferences(trx, body, files, settings.is_resume_required === 1);
          const refusal = await candidateRefusal(trx, body.identificationNumber);
          if (refusal) throw candidateConflict(refusal.message);
          const [resume] = await storeDocuments(trx, user, files);
          const now = new Date().toISOString();
          const values: Omit<ReferralTable, 'id'> = {
            referrer_id: referrerId,
            badge: body.badge,
            identification_number: body.identificationNumber,
            first_name: body.firstName,
            second_name: body.secondName,
            last_name: body.lastName,
            second_last_name: body.secondLastName,
            phone: body.phone,
            personal_phone: body.personalPhone,
            candidate_email: body.candidateEmail,
            personal_email: body.personalEmail,
            candidate_profile: body.candidateProfile,
            english_level: body.englishLevel,
            is_external_reference: body.isExternalreference ? 1 : 0,
            academic_grade: body.academicGrade,
            others_details: body.othersDetails,
            payment_method: body.paymentMethod,
            is_resume_active: body.isResumeActive ? 1 : 0,
            is_resume_required: body.isResumeRequired ? 1 : 0,
            work_type: body.workType,
            resume_url: resume ? await resumeUrlOfFile(trx, resume.id) : null,
            promotional_code: body.promotionalCode,
            location: body.location,
            position_id: body.positionId,
            resume_file_id: resume?.id ?? null,
            status: 'received',
            created_at: now,
            status_changed_at: now,
          };
          const { id } = await trx
            .insertInto('referrals')
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow();
          await workflow.recordChange(trx, {
            recordId: id,
            from: null,
            to: 'received',
            note: '',
            by: referrerId,
            at: now,
          });
          await notify(trx, referrerId, {
            kind: 'referral-received',
            title: 'Recibimos tu referido',
            body: `${candidateNameOf(values)} quedó registrado en el programa Trae a un amigo. Te avisaremos de cada cambio de estado.`,
            link: MY_REFERRALS_PAGE,
          });
          return id;
        });
        return await loadReferral(db, id);
      } catch (error) {
        if (isUniqueViolation(error, ONE_ACTIVE_REFERRAL))
          throw candidateConflict(say('candidate.inProgress'));
        throw error;
      }
    },

    /** GET {tools}/api/Raft/GetTopMyReferals: the referrals of the badge's employee, newest first. */
    async mine({ badge, size, offset }: TopMyReferralsQuery): Promise<Page<MyReferral>> {
      const base = referralsQuery(db).where('referrals.referrer_id', 'in', (eb) =>
        eb.selectFrom('employees').select('id').where('badge', '=', badge),
      );
      const page = await newestFirstPage(
        { size, offset },
        {
          base,
          select: selectReferrals,
          createdAt: 'referrals.created_at',
          tieBreaker: 'referrals.id',
        },
      );
      return mapPage(page, (row) => ({
        id: row.id,
        candidateName: candidateNameOf(row),
        position: row.position_title,
        location: row.location_name,
        status: row.status,
        createdAt: row.created_at,
        statusChangedAt: row.status_changed_at,
        resumeUrl: row.resume_url,
      }));
    },

    /**
     * GET {hash}: the file id of a résumé at `/api/main/{hash}` that the caller may read (their
     * own referral's, or any for the owners); 404 otherwise.
     */
    async resumeFile(user: ApiUser, hash: string): Promise<{ fileId: string } & ReadSubject> {
      let query = db
        .selectFrom('referrals')
        .select(['id', 'referrer_id', 'resume_file_id'])
        .where('resume_url', '=', resumeUrlOf(hash))
        .where('resume_file_id', 'is not', null);
      if (!isOwner(user)) query = query.where('referrer_id', '=', Number(user.sub));
      const row = await findOr404(query.limit(1), say('referral.notFound'));
      // The referral is its referrer's record (the candidate is not an employee).
      return { fileId: row.resume_file_id!, employeeId: row.referrer_id, recordId: row.id };
    },

    /** GET /admin/referrals (owners): paged, sorted and filtered in SQL. */
    async list({ sort, range, filter }: ReferralListQuery): Promise<Page<Referral>> {
      let base = referralsQuery(db);
      if (filter.id) base = base.where('referrals.id', 'in', filter.id);
      if (filter.status) base = base.where('referrals.status', '=', filter.status);
      if (filter.positionId) base = base.where('referrals.position_id', '=', filter.positionId);
      if (filter.locationId) base = base.where('referrals.location', '=', filter.locationId);
      if (filter.from) base = base.where('referrals.created_at', '>=', dayStartUtc(filter.from));
      if (filter.to)
        base = base.where('referrals.created_at', '<', dayStartUtc(addDays(filter.to, 1)));
      const q = filter.q;
      if (q)
        base = base.where((eb) =>
          eb.or([
            containsText(db, candidateNameSql, q),
            startsWith(
              eb.ref('referrals.identification_number'),
              q.replace(/[\s-]/g, '').toUpperCase(),
            ),
            eb(
              'referrals.referrer_id',
              'in',
              eb
                .selectFrom('employees')
                .select('id')
                .where((match) => match.or(employeeMatches(db, q))),
            ),
          ]),
        );
      const page = await pagedList(
        { sort, range, filter },
        {
          base,
          select: selectReferrals,
          sort: {
            createdAt: 'referrals.created_at',
            statusChangedAt: 'referrals.status_changed_at',
            candidateName: candidateNameSql,
            status: 'referrals.status',
          },
          tieBreaker: 'referrals.id',
        },
      );
      return { total: page.total, rows: page.rows.map(toReferral) };
    },

    /** GET /admin/referrals/{id} (owners): one referral with its history. */
    one: (id: number): Promise<Referral> => loadReferral(db, id),

    /**
     * PUT /admin/referrals/{id} (owners): a status move. The row is locked (SQLite: the write
     * lock), so of two owners moving it at once the second sees the first's move: a stale `from`
     * or a move the workflow does not allow is 409. Written with its history row and audit; the
     * referrer is notified; a hire counts for the golden referrers, all in one transaction.
     */
    async move(user: ApiUser, id: number, body: ReferralMoveBody): Promise<Referral> {
      await workflow.move(db, user, id, body, {
        effects: async (trx, { before, from, at }) => {
          if (body.status === 'hired') await countHiredReferral(trx, before.referrer_id, at);
          const note = body.note ? ` Nota: ${body.note}` : '';
          await notify(trx, before.referrer_id, {
            kind: 'referral-status',
            title: `Tu referido está ahora «${STATUS_NAMES[body.status]}»`,
            body: `${candidateNameOf(before)} pasó de «${STATUS_NAMES[from]}» a «${STATUS_NAMES[body.status]}».${note}`,
            link: MY_REFERRALS_PAGE,
          });
        },
      });
      return loadReferral(db, id);
    },
  };
}
