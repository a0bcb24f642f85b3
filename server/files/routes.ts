import { object, string } from 'yup';
import type { DB } from '../db';
import type { ServiceApp } from '../modules/types';
import { findOr404 } from '../db/lookup';
import { IMAGE_TYPES } from './storage';
import { say } from './i18n';

/** Opened on its own, a stored file runs nothing and is a page of no origin. */
export const FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

const fileParams = object({ id: string().uuid().required() });

/** GET /files/:id — stored uploads, by their unguessable id. */
export async function fileRoutes(app: ServiceApp, { db }: { db: DB }) {
  app.get(
    '/files/:id',
    {
      schema: {
        summary: 'A stored upload (images of banners, news, benefits…)',
        tags: ['Files'],
        params: fileParams,
      },
    },
    async (request, reply) => {
      const file = await findOr404(
        db
          .selectFrom('files')
          .select(['name', 'mime', 'data', 'sha256'])
          .where('id', '=', request.params.id),
        say('notFound'),
      );
      const etag = `"${file.sha256}"`;
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      // Only the pictures the portal shows open in the browser; anything else is downloaded.
      const disposition = IMAGE_TYPES.includes(file.mime) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.mime)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CSP)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('etag', etag)
        .send(Buffer.from(file.data));
    },
  );
}
