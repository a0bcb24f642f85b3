import {
  type HomeMessage,
  homeMessageAdminQuery,
  homeMessageModerationBody,
  type KudosSuggestion,
  kudosSuggestionBody,
  kudosSuggestionListQuery,
} from '../../../../contracts/home/messages';
import { restIdParams } from '../../../../contracts/restQuery';
import type { DB } from '../../../db';
import { sendRange } from '../../../http/paging';
import type { ServiceApp } from '../../types';
import { createHomeMessageRepository } from './messages';
import { createKudosModerationRepository } from './moderation';
import { createKudosSuggestionRepository } from './suggestions';

const TAG = 'Home messages administration';
const LIST =
  'ra-data-simple-rest list: `sort` and `range` (JSON arrays), `filter` (a JSON object; `id` ' +
  'reads several by id). The total is in `Content-Range`.';

/**
 * The home page owners' administration, in ra-data-simple-rest's conventions: `home-messages`
 * (every news item and kudos; a kudos' moderation is its update) and `kudos-suggestions` (CRUD).
 * Writes are audited.
 */
export async function homeMessageAdminRoutes(app: ServiceApp, { db }: { db: DB }) {
  const messages = createHomeMessageRepository(db);
  const moderation = createKudosModerationRepository(db);
  const suggestions = createKudosSuggestionRepository(db);

  app.get(
    '/admin/home-messages',
    {
      schema: {
        summary: 'Every news item and kudos, published or not',
        description:
          `${LIST} Filters: \`type\` (news | kudos), \`status\`, \`q\` (title, message, the ` +
          'author’s name). Sorts: publishFrom (newest first by default), createdAt, title, status.',
        tags: [TAG],
        querystring: homeMessageAdminQuery,
      },
    },
    async (request, reply): Promise<HomeMessage[]> =>
      sendRange(reply, 'home-messages', request.query, await messages.adminList(request.query)),
  );

  app.get(
    '/admin/home-messages/:id',
    { schema: { summary: 'One news item or kudos', tags: [TAG], params: restIdParams } },
    async (request): Promise<HomeMessage> => messages.byId(request.user, request.params.id),
  );

  app.put(
    '/admin/home-messages/:id',
    {
      schema: {
        summary: 'Moderate a kudos: send it back for correction, or publish it again',
        description:
          '`status` correction (with a `reason`, 5–500 characters: the kudos leaves the feed and ' +
          'its author is notified) or published (it returns to the top of the feed; its author ' +
          'and recipients are notified). Answers the kudos; a news item or unknown id is 404.',
        tags: [TAG],
        params: restIdParams,
        body: homeMessageModerationBody,
      },
    },
    async (request): Promise<HomeMessage> =>
      moderation.moderate(request.user, request.params.id, request.body),
  );

  app.get(
    '/admin/kudos-suggestions',
    {
      schema: {
        summary: 'Every kudos suggestion',
        description: `${LIST} Filters: \`q\` (the text), \`active\`. Sorts: text, active, updatedAt.`,
        tags: [TAG],
        querystring: kudosSuggestionListQuery,
      },
    },
    async (request, reply): Promise<KudosSuggestion[]> =>
      sendRange(reply, 'kudos-suggestions', request.query, await suggestions.list(request.query)),
  );

  app.get(
    '/admin/kudos-suggestions/:id',
    { schema: { summary: 'One kudos suggestion', tags: [TAG], params: restIdParams } },
    async (request): Promise<KudosSuggestion> => suggestions.one(request.params.id),
  );

  app.post(
    '/admin/kudos-suggestions',
    {
      schema: {
        summary: 'Add a kudos suggestion',
        description: 'Plain text, 5–500 characters. Answers 201 with the suggestion.',
        tags: [TAG],
        body: kudosSuggestionBody,
      },
    },
    async (request, reply): Promise<KudosSuggestion> =>
      reply.status(201).send(await suggestions.create(request.user, request.body)),
  );

  app.put(
    '/admin/kudos-suggestions/:id',
    {
      schema: {
        summary: 'Edit or (de)activate a kudos suggestion',
        tags: [TAG],
        params: restIdParams,
        body: kudosSuggestionBody,
      },
    },
    async (request): Promise<KudosSuggestion> =>
      suggestions.update(request.user, request.params.id, request.body),
  );

  app.delete(
    '/admin/kudos-suggestions/:id',
    {
      schema: {
        summary: 'Delete a kudos suggestion',
        description: 'Answers the deleted suggestion.',
        tags: [TAG],
        params: restIdParams,
      },
    },
    async (request): Promise<KudosSuggestion> =>
      suggestions.remove(request.user, request.params.id),
  );
}
