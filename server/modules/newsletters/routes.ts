import { isOwnerOf } from '../../../contracts/catalogue';
import { object } from 'yup';
import {
  currentNewslettersQuery,
  NEWSLETTER_IMAGE_FIELD,
  type Newsletter,
  newsletterBody,
  newsletterIdParams,
  newsletterListQuery,
  type NewsletterSummary,
  newsletterUpdateBody,
  type StoredImage,
} from '../../../contracts/newsletters/newsletters';
import { calendarDay, COMPANY_TIME_ZONE } from '../../../contracts/calendar';
import type { DB } from '../../db';
import { answerCreated, answerPage } from '../../http/answers';
import { readMultipart } from '../../http/multipart';
import { createNewsletterRepository } from './repository';
import type { Page } from '../../http/paging';
import type { ServiceApp } from '../types';

const TAG = 'Newsletter';
const WINDOW =
  `A newsletter is current while it is published and today (${COMPANY_TIME_ZONE}) is between ` +
  'its startDate and endDate, both inclusive.';

/** Owners read every newsletter; other readers only the current ones. */
const readsAnyStatus = (roles: readonly string[]) => isOwnerOf('newsletters', roles);

/**
 * Newsletters. Who may call each route is in server/modules/newsletters/policy.ts (reads: the
 * newsletter roles; writes: Newsletters_Owner or System_Admin); every write is audited.
 */
export async function newsletterRoutes(app: ServiceApp, { db }: { db: DB }) {
  const newsletters = createNewsletterRepository(db);
  const today = () => calendarDay();

  app.get(
    '/Newsletter',
    {
      schema: {
        summary: 'Every newsletter, for its owners (without bodies)',
        description:
          'Paged (`page`, `perPage`), sorted (`sort`, `order`) and filtered in SQL: `q` searches ' +
          'the title, `status` is draft, scheduled, current or expired. The total is in ' +
          `\`X-Total-Count\`. ${WINDOW}`,
        tags: [TAG],
        querystring: newsletterListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<NewsletterSummary>> => newsletters.list(request.query, today()),
  );

  app.get(
    '/Newsletter/GetCurrentNewsletters',
    {
      schema: {
        summary: 'The newsletters employees see now, newest first (without bodies)',
        description:
          `${WINDOW} \`q\` searches the title. Paged (\`page\`, \`perPage\`); the total is in ` +
          '`X-Total-Count`.',
        tags: [TAG],
        querystring: currentNewslettersQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<NewsletterSummary>> =>
      newsletters.current(request.query, today()),
  );

  app.get(
    '/Newsletter/:id',
    {
      schema: {
        summary: 'A newsletter with its body',
        description:
          'Owners read any newsletter; other readers only a current one (404 otherwise). ' + WINDOW,
        tags: [TAG],
        params: newsletterIdParams,
      },
    },
    async (request): Promise<Newsletter> =>
      newsletters.get(request.params.id, {
        anyStatus: readsAnyStatus(request.user.role),
        today: today(),
      }),
  );

  app.post(
    '/Newsletter',
    {
      schema: {
        summary: 'Create a newsletter',
        description:
          'Answers 201 with the newsletter. The body is rich text, sanitised before it is stored; ' +
          '`coverFileId` is an image stored by POST /Newsletter/Image. endDate must not be before ' +
          'startDate.',
        tags: [TAG],
        body: newsletterBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<Newsletter> => {
      const created = await newsletters.create(request.user, request.body, today());
      return created;
    },
  );

  app.put(
    '/Newsletter',
    {
      schema: {
        summary: 'Update a newsletter (its id in the body)',
        description: 'The contract’s path carries no id, so the body does. Same rules as POST.',
        tags: [TAG],
        body: newsletterUpdateBody,
      },
    },
    async (request): Promise<Newsletter> => newsletters.update(request.user, request.body, today()),
  );

  app.delete(
    '/Newsletter/Delete/:id',
    {
      schema: {
        summary: 'Delete a newsletter',
        description:
          'Answers the deleted newsletter. Its cover stays stored (the audit refers to it).',
        tags: [TAG],
        params: newsletterIdParams,
      },
    },
    async (request): Promise<Newsletter> =>
      newsletters.remove(request.user, request.params.id, today()),
  );

  app.post(
    '/Newsletter/Image',
    {
      schema: {
        summary: 'Store a cover image (an addition to the legacy contract)',
        description:
          `multipart/form-data with the file in \`${NEWSLETTER_IMAGE_FIELD}\` (PNG, JPEG, GIF or ` +
          'WebP, read from the bytes; at most UPLOAD_MAX_FILE_BYTES, 5 MB by default). Answers ' +
          '201 with `{ id, url }`: send `id` ' +
          'as `coverFileId`.',
        tags: [TAG],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<StoredImage> => {
      const { files } = await readMultipart(request, object({}), { [NEWSLETTER_IMAGE_FIELD]: 1 });
      const stored = await newsletters.saveImage(request.user, files);
      return stored;
    },
  );
}
