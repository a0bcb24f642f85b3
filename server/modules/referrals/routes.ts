import {
  type CandidateValidity,
  candidateParams,
  type MyReferral,
  type NamedOption,
  type PositionCategory,
  positionsParams,
  type PromotionalCode,
  type RaftSettings,
  referralListQuery,
  referralMoveBody,
  type ReferralLocation,
  RESUME_FIELD,
  resumeHashParams,
  saveRaftBody,
  type Referral,
  topMyReferralsQuery,
} from '../../../contracts/referrals/referrals';
import type { DB } from '../../db';
import { answerCreated, answerPage } from '../../http/answers';
import { languageOf } from '../../http/messages';
import { readMultipart } from '../../http/multipart';
import type { Page } from '../../http/paging';
import { registerRestResource } from '../../http/simpleRest';
import { sendRecordedDocument } from '../../privacy/reads';
import type { ServiceApp } from '../types';
import { createPositionRepository, word } from './positions';
import { createReferralRepository } from './referrals';

const TAG = 'Referral programme (Bring a friend)';

/** The résumé route: only a 64-hex path segment matches, any other single segment stays 404. */
export const RESUME_ROUTE = '/:hash(^[0-9a-f]{64}$)';

const SAVE_FIELDS =
  'multipart/form-data: the RAFT referral fields by name (badge = the caller’s, ' +
  'identificationNumber, firstName, secondName, lastName, secondLastName, phone, personalPhone, ' +
  'candidateEmail, personalEmail, candidateProfile, englishLevel, isExternalreference, ' +
  'academicGrade, othersDetails, paymentMethod, isResumeActive, isResumeRequired, workType, ' +
  `promotionalCode, location (a location id), positionId) and one file \`${RESUME_FIELD}\` ` +
  '(PDF or DOCX read from the bytes, at most UPLOAD_MAX_FILE_BYTES; required when ' +
  'GetRaftSettings says isResumeRequired).';

/** The programme's calls on the main API, and the owners' resource `referrals`. */
export async function referralRoutes(app: ServiceApp, { db }: { db: DB }) {
  const positions = createPositionRepository(db);
  const referrals = createReferralRepository(db);

  app.get(
    '/api/Raft/CandidateIsValid/:badge',
    {
      schema: {
        summary: 'Whether a candidate may be referred now',
        description:
          '`badge` is the CANDIDATE’s identification number (hyphens and spaces ignored). ' +
          'Invalid when they have a referral in progress, were hired through the programme, or ' +
          'were not hired less than `cooldownMonths` (GetRaftSettings) ago. `reason` is a code, ' +
          '`message` its words in the caller’s language.',
        tags: [TAG],
        params: candidateParams,
      },
    },
    async (request): Promise<CandidateValidity> => {
      const refusal = await referrals.candidateValidity(request.params.badge);
      return refusal
        ? {
            isValid: false,
            reason: refusal.reason,
            message: word(languageOf(request), refusal.message),
          }
        : { isValid: true };
    },
  );

  app.get(
    RESUME_ROUTE,
    {
      schema: {
        summary: 'A referral’s résumé, at its resumeUrl (GET {hash})',
        description:
          '`hash` is the SHA-256 of the stored document. Only its referrer and the programme’s ' +
          'owners read it; anyone else gets 404.',
        tags: [TAG],
        params: resumeHashParams,
      },
    },
    async (request, reply) =>
      sendRecordedDocument(
        db,
        request,
        reply,
        'referral',
        await referrals.resumeFile(request.user, request.params.hash),
      ),
  );

  app.get(
    '/api/Raft/GetLocation',
    { schema: { summary: 'The active locations', tags: [TAG] } },
    async (): Promise<ReferralLocation[]> => positions.locations(),
  );

  app.get(
    '/api/Raft/GetPromotionalCode',
    { schema: { summary: 'The current campaign’s promotional code', tags: [TAG] } },
    async (): Promise<PromotionalCode> => positions.promotionalCode(),
  );

  app.get(
    '/api/Raft/GetPositions/:id',
    {
      schema: {
        summary: 'Open positions by category',
        description:
          '`id` is a location id (0: every location). Active positions grouped by category, ' +
          'each with its active locations.',
        tags: [TAG],
        params: positionsParams,
      },
    },
    async (request): Promise<PositionCategory[]> => positions.positions(request.params.id),
  );

  registerRestResource(app, {
    name: 'referrals',
    tag: TAG,
    noun: 'referral',
    list: {
      query: referralListQuery,
      description:
        'Filters: `status`, `positionId`, `locationId`, `from`/`to` (created, YYYY-MM-DD ' +
        'inclusive, company time zone), `q` (candidate name, identification number, the ' +
        'referrer’s name or badge). Sorts: createdAt (newest first by default), ' +
        'statusChangedAt, candidateName, status.',
      read: (query) => referrals.list(query),
    },
    one: (id) => referrals.one(id),
    // The referral is its referrer's record (the candidate is not an employee).
    reads: {
      db,
      what: 'referral',
      subject: (referral) => ({ employeeId: referral.referrer.id, recordId: referral.id }),
    },
    update: {
      body: referralMoveBody,
      summary: 'Move a referral’s status',
      description:
        '`status` (received → in_review → interviewed → hired | not_hired; not_hired also from ' +
        'received and in_review), `from` (the status seen: 409 when it has moved since), `note`. ' +
        'A move the workflow does not allow is 409. The referrer is notified; a hire counts ' +
        'for the golden referrers. Answers the referral with its history.',
      write: (user, id, body) => referrals.move(user, id, body),
    },
  });
}

/** The programme's calls on the employee-tools middleware. */
export async function referralToolsRoutes(app: ServiceApp, { db }: { db: DB }) {
  const positions = createPositionRepository(db);
  const referrals = createReferralRepository(db);

  app.get(
    '/api/Raft/GetTopMyReferals',
    {
      schema: {
        summary: 'My referrals, newest first',
        description:
          '`badge` must be the caller’s (the programme’s owners may read anyone’s); `size` ' +
          '1–100 (3 by default), `offset` (0 by default). Total in `X-Total-Count`.',
        tags: [TAG],
        querystring: topMyReferralsQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<MyReferral>> => referrals.mine(request.query),
  );

  app.get(
    '/api/Raft/GetEnglishLevels',
    { schema: { summary: 'The English levels a candidate may have', tags: [TAG] } },
    async (request): Promise<NamedOption[]> => positions.englishLevels(languageOf(request)),
  );

  app.get(
    '/api/Raft/GetRaftSettings',
    {
      schema: {
        summary: 'The referral form’s settings and choices',
        description:
          'Whether the résumé is offered and required, the cool-off in months, and the payment ' +
          'methods, work types and academic grades, named in the caller’s language.',
        tags: [TAG],
      },
    },
    async (request): Promise<RaftSettings> => positions.settings(languageOf(request)),
  );

  app.post(
    '/api/Raft/SaveRaft',
    {
      schema: {
        summary: 'Refer a candidate',
        description:
          `${SAVE_FIELDS} Answers 201 with the referral (status received); 409 naming ` +
          'identificationNumber when the candidate cannot be referred now.',
        tags: [TAG],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<Referral> => {
      const { body, files } = await readMultipart(request, saveRaftBody, { [RESUME_FIELD]: 1 });
      return await referrals.save(request.user, body, files);
    },
  );
}
