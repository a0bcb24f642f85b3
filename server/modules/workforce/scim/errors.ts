import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SCIM } from '../../../../contracts/workforce/scim';
import { isDatabaseUnavailable } from '../../../db/errors';
import { databaseRefusal, HttpError, UNAVAILABLE_HEADERS } from '../../../http/errors';
import { httpCatalogue } from '../../../http/i18n';
import { composeCatalogues, renderMessage, type Message } from '../../../http/messages';
import { workforceMessages } from '../i18n';

/** RFC 7644 3.12's kinds of 400 (and 409's `uniqueness`). */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'mutability'
  | 'noTarget'
  | 'uniqueness'
  | 'tooMany';

/** A refusal in SCIM's error schema. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** Provisioning clients are programs: refusals are worded in English. */
const catalogue = composeCatalogues([httpCatalogue, workforceMessages]);
const words = (message: Message) => renderMessage(catalogue, message, 'en').text;

/**
 * A service refusal in SCIM's terms: a 400 names each attribute (`attributeOf` turns the
 * service's field names into the client's), a 409 is a uniqueness conflict.
 */
export function scimErrorOf(error: HttpError, attributeOf: (field: string) => string): ScimError {
  const fields = Object.entries(error.errors ?? {});
  const detail = fields.length
    ? fields.map(([field, message]) => `${attributeOf(field)}: ${words(message)}`).join('; ')
    : words(error.refusal);
  if (error.statusCode === 409) return new ScimError(409, detail, 'uniqueness');
  if (error.statusCode === 400) return new ScimError(400, detail, 'invalidValue');
  return new ScimError(error.statusCode, detail);
}

const body = (error: ScimError) => ({
  schemas: [SCIM.error],
  status: String(error.status),
  ...(error.scimType ? { scimType: error.scimType } : {}),
  detail: error.detail,
});

/** The SCIM family's error handler: every refusal in SCIM's error schema, never a 5xx for input. */
export function scimErrorHandler(attributeOf: (field: string) => string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let refusal: ScimError;
    if (error instanceof ScimError) refusal = error;
    else if (error instanceof HttpError) refusal = scimErrorOf(error, attributeOf);
    else if (isDatabaseUnavailable(error)) {
      reply.headers(UNAVAILABLE_HEADERS);
      refusal = new ScimError(503, 'The service is unavailable: try again in a few seconds.');
    } else {
      const storable = databaseRefusal(error);
      if (storable) refusal = scimErrorOf(storable, attributeOf);
      else if (error.statusCode && error.statusCode < 500) {
        refusal = new ScimError(error.statusCode, error.message, 'invalidSyntax');
      } else {
        request.log.error({ err: error }, 'SCIM request failed');
        refusal = new ScimError(500, 'The request could not be completed.');
      }
    }
    return reply.status(refusal.status).type(SCIM_CONTENT_TYPE).send(body(refusal));
  };
}
