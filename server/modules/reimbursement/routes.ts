import {
  type AllowNewRequestAnswer,
  type AllowRequestTypeAnswer,
  documentParams,
  type DuplicateInvoiceAnswer,
  duplicateInvoiceParams,
  type InformationLists,
  type LatestAcademicPeriodAnswer,
  latestPeriodParams,
  MAX_PENDING_REQUESTS,
  myReimbursementsQuery,
  PROBATION_MONTHS,
  type ReferenceOption,
  type Reimbursement,
  reimbursementApprovalsQuery,
  reimbursementBody,
  reimbursementDecisionBody,
  reimbursementParams,
  type ReimbursementSummary,
  requestTypeParams,
  type StudiesCategory,
  DOCUMENT_FIELDS,
  DOCUMENT_KINDS,
} from '../../../contracts/reimbursement/reimbursement';
import type { DB } from '../../db';
import { answerCreated, answerPage } from '../../http/answers';
import { type Language, languageOf, type Message, renderMessage } from '../../http/messages';
import { readMultipart } from '../../http/multipart';
import type { Page } from '../../http/paging';
import { registerDecisionInbox } from '../../http/simpleRest';
import { type ReadSubject, recordReads, sendRecordedDocument } from '../../privacy/reads';
import type { ServiceApp } from '../types';
import { reimbursementMessages } from './i18n';
import { createReferenceLists } from './references';
import { createReimbursementRepository } from './reimbursements';

/** The form's files: each kind up to its most (its least is the repository's rule). */
const DOCUMENT_FILES = Object.fromEntries(
  DOCUMENT_KINDS.map((kind) => [kind, DOCUMENT_FIELDS[kind].max]),
);

const TAG = 'Educational reimbursement';

/** A message in the caller's language, for answers that carry words (AllowNewRequest…). */
const word = (language: Language, message: Message): string =>
  renderMessage(reimbursementMessages, message, language).text;

const SUBMIT_FIELDS =
  'multipart/form-data: reimbursementType, studiesCategory, course, languageLevel, ' +
  'invoiceNumber, isLastPeriod, technicalCentre, languageCentre, university, certification, ' +
  'career, others, email, comments, score, endDate, certificationDate, amount (colones, decimal ' +
  'comma) and the files `invoice` (1–3), `certificate` (0–1) and `resume` (0–1: the academic ' +
  'record), each PDF, JPEG or PNG read from the bytes, at most UPLOAD_MAX_FILE_BYTES.';

/** The module's calls on the main API. */
/** Whose a request is, for the record of its reads. */
const subjectOf = (request: ReimbursementSummary): ReadSubject => ({
  employeeId: request.employee.id,
  recordId: request.id,
});

export async function reimbursementRoutes(app: ServiceApp, { db }: { db: DB }) {
  const requests = createReimbursementRepository(db);
  const lists = createReferenceLists(db);

  app.get(
    '/EducationalReimbursement',
    {
      schema: {
        summary: 'My reimbursement requests, newest first',
        description:
          'The caller’s requests with their status and, when rejected, the reason; `size` 1–100 ' +
          '(50 by default), `offset`. Total in `X-Total-Count`.',
        tags: [TAG],
        querystring: myReimbursementsQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<ReimbursementSummary>> =>
      requests.mine(request.user, request.query),
  );

  app.get(
    '/EducationalReimbursement/GetLatestPA/:id',
    {
      schema: {
        summary: 'My latest academic period, to prefill the form',
        description:
          '`id` is the caller’s badge (anyone else’s: 403). The newest request not cancelled: ' +
          'type, category, course, institution, career, level, email, last period, end date; ' +
          '`latest` null when there is none.',
        tags: [TAG],
        params: latestPeriodParams,
      },
    },
    async (request): Promise<LatestAcademicPeriodAnswer> => ({
      latest: await requests.latestPeriod(request.user),
    }),
  );

  app.post(
    '/EducationalReimbursement',
    {
      schema: {
        summary: 'Ask for an educational reimbursement',
        description:
          `${SUBMIT_FIELDS} The form’s rules are 400 naming the field; AllowNewRequest’s refusal ` +
          'is 409, AllowRequestType’s 409 naming reimbursementType, an invoice already claimed by ' +
          'a submitted or approved request of anyone 409 naming invoiceNumber. 201 with the ' +
          'request (status submitted); the author is notified.',
        tags: [TAG],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<Reimbursement> => {
      const { body, files } = await readMultipart(request, reimbursementBody, DOCUMENT_FILES);
      return await requests.submit(request.user, body, files);
    },
  );

  app.get(
    '/EducationalReimbursement/GetInformationLists',
    {
      schema: {
        summary: 'The form’s lists',
        description:
          'Reimbursement types (with Tech Academy), courses, technical centres, language ' +
          'centres, universities and institutes, certifications (each ending with `Otro`) and ' +
          'language levels, named in the caller’s language; `id` is the value to send.',
        tags: [TAG],
      },
    },
    async (request): Promise<InformationLists> => lists.informationLists(languageOf(request)),
  );

  app.get(
    '/EducationalReimbursement/GetCarrers',
    {
      schema: {
        summary: 'The careers (ending with `Otro`)',
        tags: [TAG],
      },
    },
    async (request): Promise<ReferenceOption[]> => lists.careers(languageOf(request)),
  );

  app.get(
    '/EducationalReimbursement/IsDuplicateInvoce/:invoice',
    {
      schema: {
        summary: 'Whether an invoice number is already claimed',
        description:
          'True when a submitted or approved request of ANY employee has this invoice number ' +
          '(compared without case, spaces, hyphens, dots or slashes).',
        tags: [TAG],
        params: duplicateInvoiceParams,
      },
    },
    async (request): Promise<DuplicateInvoiceAnswer> => {
      const duplicate = await requests.isDuplicate(request.params.invoice);
      return duplicate
        ? { isDuplicate: true, message: word(languageOf(request), duplicate) }
        : { isDuplicate: false, message: null };
    },
  );

  app.get(
    '/EducationalReimbursement/GetStudiesCategory',
    {
      schema: {
        summary: 'The studies categories and the institution field each asks for',
        tags: [TAG],
      },
    },
    async (request): Promise<StudiesCategory[]> => lists.studiesCategories(languageOf(request)),
  );

  app.get(
    '/EducationalReimbursement/AllowNewRequest',
    {
      schema: {
        summary: 'Whether I may ask for a reimbursement now',
        description:
          `Not during the probation period (${PROBATION_MONTHS} months after the hiring date) ` +
          `nor with ${MAX_PENDING_REQUESTS} requests pending. \`reason\` is a code, \`message\` ` +
          'its words.',
        tags: [TAG],
      },
    },
    async (request): Promise<AllowNewRequestAnswer> => {
      const refusal = await requests.newRequestRefusal(request.user);
      return refusal
        ? {
            allowed: false,
            reason: refusal.reason,
            message: word(languageOf(request), refusal.message),
          }
        : { allowed: true, reason: null, message: null };
    },
  );

  app.get(
    '/EducationalReimbursement/AllowRequestType/:type',
    {
      schema: {
        summary: 'Whether I may ask for a reimbursement of this type now (the error flag)',
        description:
          '`error` true with its `message` for a type not in the list or a once-a-year type ' +
          '(Tech Academy) already asked for this calendar year.',
        tags: [TAG],
        params: requestTypeParams,
      },
    },
    async (request): Promise<AllowRequestTypeAnswer> => {
      const refusal = await requests.typeRefusal(request.user, request.params.type);
      return refusal
        ? { error: true, message: word(languageOf(request), refusal) }
        : { error: false, message: '' };
    },
  );

  app.get(
    '/EducationalReimbursement/:id',
    {
      schema: {
        summary: 'One of my requests with its documents and history',
        description:
          'The portal’s addition (the Detalle page). Its author or the owners read it; anyone ' +
          'else gets 404.',
        tags: [TAG],
        params: reimbursementParams,
      },
    },
    async (request): Promise<Reimbursement> => {
      const reimbursement = await requests.one(request.user, request.params.id);
      await recordReads(db, request, 'reimbursement_request', [subjectOf(reimbursement)]);
      return reimbursement;
    },
  );

  app.delete(
    '/EducationalReimbursement/:id',
    {
      schema: {
        summary: 'Withdraw my pending request',
        description:
          'The portal’s addition. Its author only (anyone else: 404); 409 naming status when it ' +
          'is no longer pending (an owner decided it meanwhile). The request stays, cancelled, ' +
          'with its history; its invoice may be claimed again. Answers the request.',
        tags: [TAG],
        params: reimbursementParams,
      },
    },
    async (request): Promise<Reimbursement> => requests.cancel(request.user, request.params.id),
  );

  app.get(
    '/EducationalReimbursement/:id/Documents/:documentId',
    {
      schema: {
        summary: 'A document of a request (invoice, certificate, academic record)',
        description: 'Its author and the owners download it; anyone else gets 404.',
        tags: [TAG],
        params: documentParams,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await requests.documentFile(request.user, id, documentId);
      return sendRecordedDocument(db, request, reply, 'reimbursement_document', document);
    },
  );

  registerDecisionInbox(app, {
    name: 'reimbursement-approvals',
    tag: TAG,
    noun: 'reimbursement request to decide',
    query: reimbursementApprovalsQuery,
    listDescription:
      'The owners’ inbox (never their own requests). Filters: `status`, `q` (the author’s ' +
      'name or badge, the invoice number, the course), `submittedFrom`/`submittedTo` ' +
      '(YYYY-MM-DD, company time zone), `reimbursementType`. Sorts: submittedAt (oldest first ' +
      'by default), status, employeeName, amount.',
    decision: reimbursementDecisionBody,
    summary: 'Approve or reject a reimbursement request',
    description:
      '`status` approved or rejected, `note` (the reason: required to reject), `from` (the ' +
      'status seen). 409 naming status when it was decided or withdrawn meanwhile, or is the ' +
      'owner’s own. The author is notified. Answers the request with its documents and history.',
    store: { inbox: requests.inbox, one: requests.inboxOne, decide: requests.decide },
    reads: { db, what: 'reimbursement_request', subject: subjectOf },
  });
}
