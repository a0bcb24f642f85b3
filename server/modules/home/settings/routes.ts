import {
  addCtaBody,
  type AddCtaBody,
  type CalendarActivity,
  calendarActivityCreateBody,
  calendarActivityUpdateBody,
  calendarApplicationParams,
  type CalendarApplicationId,
  calendarListQuery,
  type Cta,
  ctaListQuery,
  homeMenuCreateBody,
  type HomeMenuItem,
  homeMenuListQuery,
  homeMenuUpdateBody,
  homeVideoBody,
  idParams,
  type ListCtaKey,
  updateCtaBody,
  type UpdateCtaBody,
} from '../../../../contracts/home/settings';
import type { DB } from '../../../db';
import { answerCreated, answerPage, noContent } from '../../../http/answers';
import { readMultipart } from '../../../http/multipart';
import { createCalendarRepository } from './calendar';
import { createCtaRepository, CTA_FILES, imageUpload } from './ctas';
import { createMenuRepository } from './menu';
import type { Page } from '../../../http/paging';
import type { ServiceApp } from '../../types';

const LIST_DESCRIPTION =
  'Paged (`page`, `perPage`), sorted (`sort`, `order`) and filtered (`q`, `active`) in SQL; the ' +
  'total is in `X-Total-Count`. Only the owners of the content see inactive rows.';
const OWNERSHIP =
  ' Home content is written by Home_Owner, Bring a friend content by Raft_Owner (403 otherwise).';
const CTA_MULTIPART =
  'multipart/form-data. Text fields: SourceURL (a video for Video/RaftVideo, else a portal path or ' +
  'an https URL), Title (banners and images: required, the alternative text), Description, Name ' +
  'and Email (contacts: required), Role, Phone, Order (1-based position; the others move), Active ' +
  '(true/false). `files`: a png, jpeg, gif or webp image of at most UPLOAD_MAX_FILE_BYTES (5 MB ' +
  'by default; type read from the bytes).';

/**
 * Calendar, menu, CTAs and images of the home page. Who may call each route is in
 * server/modules/home/policy.ts (reads: any employee; writes: the content's owner, row by row in
 * ./access.ts); every write is audited.
 */
export async function homeSettingsRoutes(app: ServiceApp, { db }: { db: DB }) {
  const calendar = createCalendarRepository(db);
  const menu = createMenuRepository(db);
  const ctas = createCtaRepository(db);

  // --- Calendar ------------------------------------------------------------------------------

  const CALENDAR = 'Calendar';
  app.get(
    '/CalendarActivitie/GetAllByApplicationId/:id',
    {
      schema: {
        summary: 'The activities of a calendar (1 = home, 2 = Bring a friend), upcoming first',
        description:
          `${LIST_DESCRIPTION} Sorted by \`startsAt\` (default), activities that have not ended ` +
          'come first; `upcoming=true` leaves the ended ones out. `q` searches title and location.',
        tags: [CALENDAR],
        params: calendarApplicationParams,
        querystring: calendarListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<CalendarActivity>> =>
      // The contract checks the id is one of CALENDAR_APPLICATION_IDS; yup types it as a number.
      calendar.list(request.user, request.params.id as CalendarApplicationId, request.query),
  );

  app.get(
    '/CalendarActivitie/:id',
    { schema: { summary: 'A calendar activity', tags: [CALENDAR], params: idParams } },
    async (request): Promise<CalendarActivity> => calendar.get(request.user, request.params.id),
  );

  app.post(
    '/CalendarActivitie',
    {
      schema: {
        summary: 'Add a calendar activity',
        description: `Answers 201 with the activity.${OWNERSHIP}`,
        tags: [CALENDAR],
        body: calendarActivityCreateBody,
      },
      onSend: answerCreated,
    },
    async (request) => calendar.create(request.user, request.body),
  );

  app.put(
    '/CalendarActivitie',
    {
      schema: {
        summary: 'Change a calendar activity',
        description: `The whole activity, with its id.${OWNERSHIP}`,
        tags: [CALENDAR],
        body: calendarActivityUpdateBody,
      },
    },
    async (request): Promise<CalendarActivity> => calendar.update(request.user, request.body),
  );

  app.delete(
    '/CalendarActivitie/Delete/:id',
    {
      schema: {
        summary: 'Delete a calendar activity',
        description: `Answers 204.${OWNERSHIP}`,
        tags: [CALENDAR],
        params: idParams,
      },
    },
    async (request, reply) => noContent(reply, calendar.remove(request.user, request.params.id)),
  );

  // --- Home menu -----------------------------------------------------------------------------

  const MENU = 'Home menu';
  app.get(
    '/HomeMenu',
    {
      schema: {
        summary: 'The quick links of the home page, in their order',
        description: `${LIST_DESCRIPTION} \`q\` searches name and URL.`,
        tags: [MENU],
        querystring: homeMenuListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<HomeMenuItem>> => menu.list(request.user, request.query),
  );

  app.get(
    '/HomeMenu/:id',
    { schema: { summary: 'A quick link', tags: [MENU], params: idParams } },
    async (request): Promise<HomeMenuItem> => menu.get(request.user, request.params.id),
  );

  app.post(
    '/HomeMenu',
    {
      schema: {
        summary: 'Add a quick link',
        description:
          'Answers 201. With `order` the link goes there and the others move down; else last.',
        tags: [MENU],
        body: homeMenuCreateBody,
      },
      onSend: answerCreated,
    },
    async (request) => menu.create(request.user, request.body),
  );

  app.put(
    '/HomeMenu',
    {
      schema: {
        summary: 'Change or move a quick link',
        description:
          'A different `order` moves the link there and renumbers the others in the same ' +
          'transaction (move up: order − 1; move down: order + 1).',
        tags: [MENU],
        body: homeMenuUpdateBody,
      },
    },
    async (request): Promise<HomeMenuItem> => menu.update(request.user, request.body),
  );

  app.delete(
    '/HomeMenu/Delete/:id',
    {
      schema: {
        summary: 'Delete a quick link',
        description: 'Answers 204; the links after it move up.',
        tags: [MENU],
        params: idParams,
      },
    },
    async (request, reply) => noContent(reply, menu.remove(request.user, request.params.id)),
  );

  // --- CTAs and images -----------------------------------------------------------------------

  const CTAS = 'CTAs';
  const single = (path: string, key: Parameters<typeof ctas.single>[0], summary: string) =>
    app.get(path, { schema: { summary, tags: [CTAS] } }, async (): Promise<Cta> =>
      ctas.single(key),
    );
  single('/CTAs/GetHomeVideo', 'Video', 'The home page video');
  single('/CTAs/GetRAFTVideo', 'RaftVideo', 'The Bring a friend video');
  single('/CTAs/GetAskAlejandro', 'AskAlejandro', 'The “Pregúntale a Alejandro” link');
  single('/CTAs/GetChatBot', 'ChatBot', 'The chatbot link');

  const list = (path: string, key: ListCtaKey, summary: string) =>
    app.get(
      path,
      {
        schema: {
          summary,
          description: `${LIST_DESCRIPTION} Sorted by \`order\` by default; \`q\` searches title, name, role and email.`,
          tags: [CTAS],
          querystring: ctaListQuery,
        },
        preSerialization: answerPage,
      },
      async (request): Promise<Page<Cta>> => ctas.list(request.user, key, request.query),
    );
  list('/CTAs/GetAllBanner', 'Banner', 'The home page banners, in their order');
  list('/CTAs/GetAllContact', 'Contact', 'The contacts of the home page, in their order');
  list('/api/Common/GetImages', 'Image', 'The image CTAs of the home page');
  list('/api/Common/GetRAFTImages', 'RaftImage', 'The image CTAs of Bring a friend');

  app.get(
    '/CTAs/:id',
    {
      schema: {
        summary: 'A CTA by id (an addition: the edit forms read one)',
        tags: [CTAS],
        params: idParams,
      },
    },
    async (request): Promise<Cta> => ctas.get(request.user, request.params.id),
  );

  app.put(
    '/CTAs/UpdateHomeVideo',
    {
      schema: {
        summary: 'Set the home page video',
        description: 'An https YouTube, Vimeo or .mp4 URL. Home_Owner.',
        tags: [CTAS],
        body: homeVideoBody,
      },
    },
    async (request): Promise<Cta> => ctas.updateHomeVideo(request.user, request.body),
  );

  app.put(
    '/CTAs/UpdateCTA',
    {
      schema: {
        summary: 'Change a CTA: its link, texts, order, state and image',
        description:
          `${CTA_MULTIPART} \`Id\` (required) names the CTA; fields not sent keep their value ` +
          `(the home image is Id 1).${OWNERSHIP}`,
        tags: [CTAS],
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<Cta> => {
      const { body, files } = await readMultipart(request, updateCtaBody, CTA_FILES);
      // The contract's text fields are keyed at run time: its inferred type loses `Id`.
      const { Id } = body as UpdateCtaBody;
      return ctas.update(request.user, Id, body, imageUpload(files));
    },
  );

  app.post(
    '/CTAs/AddContact',
    {
      schema: {
        summary: 'Add a contact, banner or image',
        description:
          `${CTA_MULTIPART} \`Id\` must be 0 and \`Key\` one of Contact, Banner, Image, RaftImage ` +
          `(a new contact is Id 0, Key 'Contact'); banners and images need \`files\`. ` +
          `Answers 201.${OWNERSHIP}`,
        tags: [CTAS],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request) => {
      const { body, files } = await readMultipart(request, addCtaBody, CTA_FILES);
      // The contract's text fields are keyed at run time: its inferred type loses `Key`.
      const { Key } = body as AddCtaBody;
      return await ctas.add(request.user, Key, body, imageUpload(files));
    },
  );

  app.delete(
    '/CTAs/:id',
    {
      schema: {
        summary: 'Delete a banner, contact or image',
        description:
          'Answers 204; the others of its kind move up. Videos, assistant links and the home ' +
          `image (Id 1) cannot be deleted (409).${OWNERSHIP}`,
        tags: [CTAS],
        params: idParams,
      },
    },
    async (request, reply) => noContent(reply, ctas.remove(request.user, request.params.id)),
  );
}
