import type { FastifyReply, FastifyRequest } from 'fastify';
import { serviceFamilies } from '../../../config';
import { SCIM_CONTENT_TYPE } from './errors';

/** The SCIM family's base as the client reached it: resources' `location` and `$ref`. */
export const baseOf = (request: FastifyRequest) =>
  `${request.protocol}://${request.host}${serviceFamilies.scim}`;

/** A SCIM answer: its media type, and the resource's version as the ETag. */
export function answer(reply: FastifyReply, status: number, body: unknown, version?: string) {
  if (version) reply.header('etag', version);
  return reply.status(status).type(SCIM_CONTENT_TYPE).send(body);
}
