import {
  homeMessageAdminQuery,
  homeMessageModerationBody,
  kudosSuggestionBody,
  kudosSuggestionListQuery,
} from '../../../../contracts/home/messages';
import type { DB } from '../../../db';
import { registerRestResource, registerStoreResource } from '../../../http/simpleRest';
import type { ServiceApp } from '../../types';
import { createHomeMessageRepository } from './messages';
import { createKudosModerationRepository } from './moderation';
import { createKudosSuggestionRepository } from './suggestions';

const TAG = 'Home messages administration';

/**
 * The home page owners' administration, in ra-data-simple-rest's conventions: `home-messages`
 * (every news item and kudos; a kudos' moderation is its update) and `kudos-suggestions` (CRUD).
 * Writes are audited.
 */
export async function homeMessageAdminRoutes(app: ServiceApp, { db }: { db: DB }) {
  const messages = createHomeMessageRepository(db);
  const moderation = createKudosModerationRepository(db);
  const suggestions = createKudosSuggestionRepository(db);

  registerRestResource(app, {
    name: 'home-messages',
    tag: TAG,
    noun: 'news item or kudos',
    list: {
      query: homeMessageAdminQuery,
      description:
        'Filters: `type` (news | kudos), `status`, `q` (title, message, the author’s name). ' +
        'Sorts: publishFrom (newest first by default), createdAt, title, status.',
      read: (query) => messages.adminList(query),
    },
    one: (id, user) => messages.byId(user, id),
    update: {
      body: homeMessageModerationBody,
      summary: 'Moderate a kudos: send it back for correction, or publish it again',
      description:
        '`status` correction (with a `reason`, 5–500 characters: the kudos leaves the feed and ' +
        'its author is notified) or published (it returns to the top of the feed; its author ' +
        'and recipients are notified). Answers the kudos; a news item or unknown id is 404.',
      write: (user, id, body) => moderation.moderate(user, id, body),
    },
  });

  registerStoreResource(app, {
    name: 'kudos-suggestions',
    tag: TAG,
    noun: 'kudos suggestion',
    store: suggestions,
    list: {
      query: kudosSuggestionListQuery,
      description: 'Filters: `q` (the text), `active`. Sorts: text, active, updatedAt.',
    },
    create: {
      body: kudosSuggestionBody,
      description: 'Plain text, 5–500 characters.',
    },
    update: {
      body: kudosSuggestionBody,
      summary: 'Edit or (de)activate a kudos suggestion',
      description: 'Plain text, 5–500 characters; `active` says whether employees are offered it.',
    },
  });
}
