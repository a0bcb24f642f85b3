import type { FastifyReply, FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import type { DB } from '../db';
import type { ServiceApp } from '../modules/types';
import { findOr404 } from '../db/lookup';
import { IMAGE_TYPES } from './storage';
import { say } from './i18n';

/** Opened on its own, a stored file runs nothing and is a page of no origin. */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

const fileParams = object({ id: string().uuid().required() });

/**
 * Answers a stored file: its bytes with its sniffed type, downloaded unless it is a picture the
 * portal shows, cacheable by its hash. `isPrivate` picks documents (only their module serves
 * them) or public uploads; anything else is 404.
 */
async function sendStoredFile(
  db: DB,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  isPrivate: boolean,
) {
  const file = await findOr404(
    db
      .selectFrom('files')
      .select(['name', 'mime', 'data', 'sha256'])
      .where('id', '=', id)
      .where('private', '=', isPrivate ? 1 : 0),
    say('notFound'),
  );
  const etag = `"${file.sha256}"`;
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const disposition = IMAGE_TYPES.includes(file.mime) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.mime)
    .header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', isPrivate ? 'no-store' : 'private, max-age=86400, immutable')
    .header('etag', etag)
    .send(Buffer.from(file.data));
}

/**
 * A private document (`storeDocuments`) from the route of the module that keeps it: that route's
 * rule and its own check of the row say who may read it; 404 for an id that is not a document.
 */
export const sendDocument = (db: DB, request: FastifyRequest, reply: FastifyReply, id: string) =>
  sendStoredFile(db, request, reply, id, true);

/** GET /files/:id — stored public uploads (pictures), by their unguessable id. */
export async function fileRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/files/:id',
    {
      schema: {
        summary: 'A stored upload (images of banners, news, benefits…); never a private document',
        tags: ['Files'],
        params: fileParams,
      },
    },
    (request, reply) => sendStoredFile(db, request, reply, request.params.id, false),
  );
}
