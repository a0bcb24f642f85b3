import {
  homeFeedQuery,
  type HomeMessage,
  homeMessageBody,
  homeMessageIdParams,
  homeMessageUpdateBody,
  type KudosSuggestion,
  kudosSuggestionMessagesQuery,
  newsImageFields,
  type UploadedImage,
} from '../../../../contracts/home/messages';
import type { DB } from '../../../db';
import { fileUrl, requiredUpload, uploadImage } from '../../../files/storage';
import { answerCreated, answerPage } from '../../../http/answers';
import { readMultipart } from '../../../http/multipart';
import { createKudosRepository } from './kudos';
import { createHomeMessageRepository } from './messages';
import { createNewsRepository } from './news';
import { createKudosSuggestionRepository } from './suggestions';
import type { Page } from '../../../http/paging';
import type { ServiceApp } from '../../types';
import { say } from '../i18n';

const TAG = 'Home messages and kudos';
const FEED_DESCRIPTION =
  'News and kudos on the home feed now (published, active, within their window), newest first. ' +
  '`type` (news | kudos) filters; `q` searches a news title, a kudos message and the names of ' +
  'its sender and recipients (case and accents ignored); `page` and `perPage` (default 10, at ' +
  'most 50) page in SQL; the total is in `X-Total-Count`.';
const BODY_DESCRIPTION =
  '`type` says which fields count. News (Home_Owner or System_Admin, else 403): `title`, `body` ' +
  '(rich text, sanitised before it is stored), `image` (a URL from POST /HomeMessage/Image or an ' +
  'http(s) URL), `publishFrom`/`publishTo` (ISO date-times; from now, for ever when left out), ' +
  '`active`. Kudos (any employee): `recipients` (1–20 badges of active colleagues, never the ' +
  'sender), `category` (teamwork, customerService, innovation, leadership, commitment), `message` ' +
  '(plain text, at most 500 characters, no HTML). The sender is the caller.';

/**
 * Home messages and kudos of the legacy contract (GET /HomeMessage, GetKudosCorrections,
 * GetKudosSuggestionMessages, GetById/{id}, POST and PUT /HomeMessage) and the news picture
 * upload. The owners' administration is in adminRoutes.ts. Who may call each is in the module's
 * policy.ts; the rules that depend on the message (news need an owner, a kudos only its author)
 * are checked here.
 */
export async function homeMessageRoutes(app: ServiceApp, { db }: { db: DB }) {
  const messages = createHomeMessageRepository(db);
  const news = createNewsRepository(db);
  const kudos = createKudosRepository(db);
  const suggestions = createKudosSuggestionRepository(db);

  app.get(
    '/HomeMessage',
    {
      schema: {
        summary: 'The home feed: news and kudos',
        description: FEED_DESCRIPTION,
        tags: [TAG],
        querystring: homeFeedQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<HomeMessage>> => messages.feed(request.query),
  );

  app.get(
    '/HomeMessage/GetById/:id',
    {
      schema: {
        summary: 'One home message',
        description:
          'A message on the feed; its author also sees a kudos in correction, and Home_Owner or ' +
          'System_Admin see every message. Otherwise 404.',
        tags: [TAG],
        params: homeMessageIdParams,
      },
    },
    async (request): Promise<HomeMessage> => messages.byId(request.user, request.params.id),
  );

  app.post(
    '/HomeMessage',
    {
      schema: {
        summary: 'Publish a news item or send a kudos',
        description: `${BODY_DESCRIPTION} Answers 201 with the message. Each kudos recipient is notified.`,
        tags: [TAG],
        body: homeMessageBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<HomeMessage> => {
      const { body, user } = request;
      const created = await (body.type === 'news'
        ? news.create(user, body)
        : kudos.send(user, body));
      return created;
    },
  );

  app.put(
    '/HomeMessage',
    {
      schema: {
        summary: 'Edit a news item or one’s own kudos',
        description:
          `${BODY_DESCRIPTION} Plus \`id\`; the type cannot change. A kudos is edited only by its ` +
          'author (403 otherwise) and only while sent back for correction or waiting to be ' +
          'published again (409 otherwise); the corrected kudos waits for a Home_Owner to publish it.',
        tags: [TAG],
        body: homeMessageUpdateBody,
      },
    },
    async ({ body, user }): Promise<HomeMessage> =>
      body.type === 'news' ? news.update(user, body) : kudos.edit(user, body),
  );

  app.post(
    '/HomeMessage/Image',
    {
      schema: {
        summary: 'Upload a news picture (an addition)',
        description:
          'multipart/form-data with one `image` file (PNG, JPEG, GIF or WebP, read from its bytes; ' +
          'at most UPLOAD_MAX_FILE_BYTES, 5 MB by default). Answers 201 `{ url }`, the URL to put ' +
          'in a news item’s `image`.',
        tags: [TAG],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<UploadedImage> => {
      const { files } = await readMultipart(request, newsImageFields, { image: 1 });
      const upload = requiredUpload(files, 'image', say('news.imageRequired'));
      const id = await uploadImage(db, request.user, upload);
      return { url: fileUrl(id) };
    },
  );

  app.get(
    '/HomeMessage/GetKudosCorrections',
    {
      schema: {
        summary: 'The caller’s kudos sent back for correction',
        description:
          'With the reason; also the caller’s corrected kudos waiting to be published again ' +
          '(`status` pending). Newest first, at most 50.',
        tags: [TAG],
      },
    },
    async (request): Promise<HomeMessage[]> => kudos.corrections(request.user),
  );

  app.get(
    '/HomeMessage/GetKudosSuggestionMessages',
    {
      schema: {
        summary: 'Suggested kudos texts',
        description:
          'The active suggestions in order of text; `page` and `perPage` (default 50, at most 100), ' +
          'total in `X-Total-Count`.',
        tags: [TAG],
        querystring: kudosSuggestionMessagesQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<KudosSuggestion>> => suggestions.active(request.query),
  );
}
