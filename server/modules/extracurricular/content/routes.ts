import {
  type CatalogueImages,
  configMessageBody,
  configMessageListQuery,
  imagesMultipart,
} from '../../../../contracts/extracurricular/extracurricular';
import { readMultipart } from '../../../http/multipart';
import type { ServiceApp, ServiceDeps } from '../../types';
import { LIST_ACTIVE, listRoute, UPSERT, upsertRoute } from '../routing';
import { createContentRepository } from './content';

const tags = ['Extracurricular: images and messages'];

/** What the catalogue page shows besides the courses: its images and the family's messages. */
export async function contentRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const content = createContentRepository(db);

  app.get(
    '/Images/GetAllImages',
    {
      schema: {
        summary: 'The course catalogue page’s banner and background',
        description: 'Image 1, with public URLs (`null` until uploaded).',
        tags,
      },
    },
    async (): Promise<CatalogueImages[]> => content.images(),
  );

  app.put(
    '/Images/PutInsUpdtImage2',
    {
      schema: {
        summary: 'Replace the catalogue page’s banner and/or background',
        description:
          'Multipart: files `banner` and `backg` (PNG, JPEG, GIF or WebP read from the bytes, within the per-file upload limit: 400/413 naming the field), field `id` (1 only). A file left out is kept. Audited.',
        tags,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<CatalogueImages> => {
      const { files } = await readMultipart(request, imagesMultipart, { banner: 1, backg: 1 });
      return content.saveImages(request.user, files);
    },
  );

  listRoute(
    app,
    '/ConfiguracionMensajes/GetConfigMensaje',
    {
      summary: 'The messages of the extracurricular pages',
      description: `Employees get the active ones. \`q\` searches the title. ${LIST_ACTIVE}`,
      tags,
      querystring: configMessageListQuery,
    },
    (user, query) => content.messages(user, query),
  );

  upsertRoute(
    app,
    '/ConfiguracionMensajes/PutInsertaActualizaConfigMensaje',
    {
      summary: 'Create or change a message',
      description: `Rich text, sanitised (≤ 10 KB); titles unique (409); \`badge\` is the caller’s (400 naming it). ${UPSERT}`,
      tags,
      body: configMessageBody,
    },
    (user, body) => content.saveMessage(user, body),
    (saved) => content.message(saved.id),
  );
}
