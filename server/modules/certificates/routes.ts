import {
  certificateParams,
  certificatePdfQuery,
  certificateRegisterQuery,
  certificateRequestBody,
  type CertificateSummary,
  type CertificateVerification,
  type FoodHandlerReview,
  foodHandlerQuery,
  formatVerificationCode,
  type IssuedCertificate,
  myCertificatesQuery,
  revokeCertificateBody,
  verificationParams,
  verificationQuery,
} from '../../../contracts/certificates/certificates';
import { FILE_CSP } from '../../files/routes';
import { answerCreated, answerPage } from '../../http/answers';
import { HttpError } from '../../http/errors';
import { languageOf } from '../../http/messages';
import type { Page } from '../../http/paging';
import { registerRestResource } from '../../http/simpleRest';
import type { ServiceApp, ServiceDeps } from '../types';
import { createCertificateRepository } from './certificates';
import { certificatePdf } from './document';
import { say } from './i18n';
import { VERIFICATION_PAGE_CSP, verificationPage } from './verificationPage';

const TAG = 'Certificates';

/** The certificates family: issue, my certificates and their PDFs, verification, the food-handler review. */
export async function certificateRoutes(app: ServiceApp, deps: ServiceDeps) {
  const certificates = createCertificateRepository(deps.db, deps.documents);

  app.post(
    '/certificados',
    {
      config: { functionKey: 'certificates' },
      schema: {
        summary: 'Issue one of my certificates',
        description:
          'With the family’s function key (`?code=`). `codigoEmpleado` is the caller’s badge as a ' +
          'number (anyone else’s: 403). Types: 1 employment, 2 salary (average of the last three ' +
          'full months), 3 salaries for an incapacity (the three calendar months before ' +
          '`fechaInicioIncapacidad`). `fechaDocumento` is today, `ciudad` "San Jose", ' +
          '`codigoFirmante` (optional) the configured signer. Answers 201 with the verification ' +
          'code and the addresses of its page and PDF.',
        tags: [TAG],
        body: certificateRequestBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<IssuedCertificate> => certificates.issue(request.user, request.body),
  );

  app.get(
    '/certificados',
    {
      schema: {
        summary: 'My certificates, newest first',
        description:
          '`codigoEmpleado` is the caller’s badge (anyone else’s: 403); `size` 1–100 (50 by ' +
          'default), `offset`. Total in `X-Total-Count`.',
        tags: [TAG],
        querystring: myCertificatesQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<CertificateSummary>> =>
      certificates.mine(request.user, request.query),
  );

  app.get(
    '/certificados/:id/pdf',
    {
      schema: {
        summary: 'One of my certificates as a PDF',
        description:
          'The statement in Spanish, the signer, the verification code, its address and QR code. ' +
          '`codigoEmpleado` is the caller’s badge (anyone else’s: 403); another’s certificate: 404.',
        tags: [TAG],
        params: certificateParams,
        querystring: certificatePdfQuery,
      },
    },
    async (request, reply) => {
      const row = await certificates.document(request.user, request.params.id);
      const code = formatVerificationCode(row.verification_code);
      const name = `constancia-${row.statement.employee.badge}-${code}.pdf`;
      const bytes = await certificatePdf(
        {
          type: row.type,
          issuedOn: row.issued_on,
          statement: row.statement,
          signer: { name: row.signer_name, title: row.signer_title },
          verificationCode: code,
          verificationUrl: certificates.links.verificationUrl(row.verification_code),
        },
        deps.documents.company,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          // The plain name and RFC 6266's encoded one: the portal's downloads read `filename*`.
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('content-security-policy', FILE_CSP)
        .send(bytes);
    },
  );

  app.get(
    '/verificacion/:code',
    {
      schema: {
        summary: 'Verify a certificate (public)',
        description:
          'No token. An HTML page (Spanish; English with `?lang=en` or Accept-Language en) saying ' +
          'valid, revoked or not found (404); with `Accept: application/json` the same as JSON. ' +
          'The code is read without case or dashes.',
        tags: [TAG],
        params: verificationParams,
        querystring: verificationQuery,
      },
    },
    async (request, reply): Promise<CertificateVerification | string> => {
      const verification = await certificates.verify(request.params.code);
      const accept = request.headers.accept ?? '';
      if (accept.includes('application/json') && !accept.includes('text/html')) {
        if (!verification) throw new HttpError(404, say('verification.notFound'));
        return verification;
      }
      return reply
        .status(verification ? 200 : 404)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', VERIFICATION_PAGE_CSP)
        .send(verificationPage(verification, request.query.lang ?? languageOf(request)));
    },
  );

  app.get(
    '/revision-sanitario',
    {
      schema: {
        summary: 'My food-handler health review',
        description:
          '`legajo` is the caller’s badge (anyone else’s: 403); `token` the current client ' +
          'date-token (400 naming token otherwise). Status valid, expiringSoon (30 days or ' +
          'less), expired or none.',
        tags: [TAG],
        querystring: foodHandlerQuery,
      },
      config: { dateToken: 'query' },
    },
    async (request): Promise<FoodHandlerReview> => {
      return certificates.foodHandlerReview(request.user);
    },
  );
}

/** The owners' register on the main family (ra-data-simple-rest). */
export async function certificateRegisterRoutes(app: ServiceApp, deps: ServiceDeps) {
  const certificates = createCertificateRepository(deps.db, deps.documents);
  registerRestResource(app, {
    name: 'certificates-register',
    tag: TAG,
    noun: 'issued certificate',
    list: {
      query: certificateRegisterQuery,
      description:
        'Every issued certificate. Filters: `q` (the employee’s name or badge, the verification ' +
        'code), `type`, `status` (valid, revoked), `issuedFrom`/`issuedTo` (YYYY-MM-DD). Sorts: ' +
        'createdAt (newest first by default), issuedOn, employeeName, type.',
      read: (query) => certificates.register(query),
    },
    one: (id) => certificates.registerOne(id),
    reads: {
      db: deps.db,
      what: 'certificate',
      subject: (certificate) => ({
        employeeId: certificate.employeeId,
        recordId: certificate.id,
      }),
    },
    update: {
      body: revokeCertificateBody,
      summary: 'Revoke a certificate',
      description:
        'Revokes it with `revokeReason` (audited): its verification page then says revoked. 409 ' +
        'naming revokeReason when it already is.',
      write: (user, id, body) => certificates.revoke(user, id, body),
    },
  });
}
