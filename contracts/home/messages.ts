import { type AnySchema, array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { rowIdParams, withId } from '../fields';
import { restListQuery, searchText } from '../restQuery';

/**
 * Home messages and kudos: the home feed holds
 * two kinds of home message — news (rich text by the Home_Owner) and kudos (plain-text
 * recognition from one employee to colleagues) — plus the suggestion texts a kudos can start from.
 */

const HOME_MESSAGE_TYPES = ['news', 'kudos'] as const;
export type HomeMessageType = (typeof HOME_MESSAGE_TYPES)[number];

/** The company values a kudos recognises (shown through i18n: `kudos.categories.<code>`). */
export const KUDOS_CATEGORIES = [
  'teamwork',
  'customerService',
  'innovation',
  'leadership',
  'commitment',
] as const;
export type KudosCategory = (typeof KUDOS_CATEGORIES)[number];

/**
 * Where a home message stands. News and kudos are `published` when saved (news show within their
 * window); a Home_Owner may send a kudos back for `correction`; the author's corrected kudos is
 * `pending` until a Home_Owner publishes it again.
 */
export const HOME_MESSAGE_STATUSES = ['published', 'correction', 'pending'] as const;
export type HomeMessageStatus = (typeof HOME_MESSAGE_STATUSES)[number];

const MAX_KUDOS_RECIPIENTS = 20;
export const MAX_KUDOS_MESSAGE = 500;
const MAX_NEWS_BODY = 100_000;

/** Plain text: anything that could start an HTML tag or comment is refused. */
const HTML_TAG = /<[a-z!/?]/i;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const FILE_URL =
  /^\/api\/main\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

const instant = () =>
  string()
    .trim()
    .test('instant', '${path} must be an ISO date-time with a time zone', (value) =>
      value === undefined || value === null || value === ''
        ? true
        : ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
    );

/** Kudos fields: whom, for which value, and what (the sender is the caller, never the body). */
const kudosFields = {
  /** Badges of the colleagues recognised; duplicates are ignored. */
  recipients: array(string().trim().required().max(20)).required().min(1).max(MAX_KUDOS_RECIPIENTS),
  category: mixed<KudosCategory>()
    .oneOf([...KUDOS_CATEGORIES])
    .required(),
  message: string()
    .trim()
    .required()
    .max(MAX_KUDOS_MESSAGE)
    .test(
      'plainText',
      '${path} must be plain text (no HTML)',
      (value) => !HTML_TAG.test(value ?? ''),
    ),
};
/** The kudos form of the portal (same rules as the service). */
export const kudosForm = object(kudosFields);

/** News fields: the body is rich text, sanitised by the service before it is stored. */
export const newsFields = {
  title: string().trim().required().min(3).max(200),
  body: string().required().max(MAX_NEWS_BODY),
  /** A stored upload (`/api/main/files/{id}`, from POST /HomeMessage/Image) or an http(s) URL. */
  image: string()
    .trim()
    .max(500)
    .nullable()
    .test('imageUrl', '${path} must be an uploaded file URL or an http(s) URL', (value) =>
      value ? FILE_URL.test(value) || HTTP_URL.test(value) : true,
    ),
  /** When the news item starts to show (ISO date-time); now when left out. */
  publishFrom: instant().nullable(),
  /** When it stops showing (ISO date-time, after publishFrom); never when left out. */
  publishTo: instant()
    .nullable()
    .test('afterFrom', '${path} must be after publishFrom', function (value) {
      const from = this.parent.publishFrom as string | null | undefined;
      return !value || !from || Date.parse(value) > Date.parse(from);
    }),
  /** Hidden from the feed when false. */
  active: boolean().default(true),
};

/** `schema` for messages of `type`; the field is dropped from the other type's body. */
const onlyFor = (type: HomeMessageType, base: AnySchema, schema: AnySchema) =>
  base.when('type', { is: type, then: () => schema, otherwise: (s) => s.strip() });

/**
 * POST /HomeMessage (JSON): `type` says which fields count.
 * - news (Home_Owner or System_Admin): title, body (rich text), image, publishFrom, publishTo, active;
 * - kudos (any employee): recipients (badges, 1–20), category, message (plain text ≤ 500).
 * The fields of the other type are ignored.
 */
export const homeMessageBody = object({
  type: mixed<HomeMessageType>()
    .oneOf([...HOME_MESSAGE_TYPES])
    .required(),
  title: onlyFor('news', string(), newsFields.title),
  body: onlyFor('news', string(), newsFields.body),
  image: onlyFor('news', string().nullable(), newsFields.image),
  publishFrom: onlyFor('news', string().nullable(), newsFields.publishFrom),
  publishTo: onlyFor('news', string().nullable(), newsFields.publishTo),
  active: onlyFor('news', boolean(), newsFields.active),
  recipients: onlyFor('kudos', array(string()), kudosFields.recipients),
  category: onlyFor('kudos', string(), kudosFields.category),
  message: onlyFor('kudos', string(), kudosFields.message),
});
export interface HomeMessageBody {
  type: HomeMessageType;
  title?: string;
  body?: string;
  image?: string | null;
  publishFrom?: string | null;
  publishTo?: string | null;
  active?: boolean;
  recipients?: string[];
  category?: KudosCategory;
  message?: string;
}

/** PUT /HomeMessage (JSON): the POST body plus the message's `id`; the type cannot change. */
export const homeMessageUpdateBody = withId(homeMessageBody);
export type HomeMessageUpdateBody = HomeMessageBody & { id: number };

export interface EmployeeBadge {
  badge: string;
  fullName: string;
}

/** A home message as the services answer it. */
export interface HomeMessage {
  id: number;
  type: HomeMessageType;
  status: HomeMessageStatus;
  /** News: headline. Kudos: null. */
  title: string | null;
  /** News: sanitised rich text. Kudos: null. */
  body: string | null;
  image: string | null;
  /** News: category of value. Kudos only. */
  category: KudosCategory | null;
  /** Kudos: the plain-text message (escaped on display). */
  message: string | null;
  /** Who wrote it: the news editor or the kudos sender. */
  author: EmployeeBadge;
  /** Kudos: the colleagues recognised. */
  recipients: EmployeeBadge[];
  /** When it shows on the feed (news: from the window's start; kudos: when sent). */
  publishFrom: string;
  publishTo: string | null;
  active: boolean;
  /** Why a Home_Owner sent the kudos back (while it is in correction or pending). */
  correctionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * GET /HomeMessage: the home feed, newest first, paged in SQL; total in X-Total-Count. `q`
 * searches a news item's title, a kudos' message and the names of its sender and recipients.
 */
export const homeFeedQuery = object({
  type: mixed<HomeMessageType>()
    .oneOf([...HOME_MESSAGE_TYPES])
    .optional(),
  q: searchText,
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(50).default(10),
});
export type HomeFeedQuery = InferType<typeof homeFeedQuery>;

/**
 * GET /admin/home-messages (simple-rest, Home_Owner): every home message, published or not, for
 * administration; `filter.type` and `filter.status` narrow it, `filter.q` searches title, message
 * and the author's name.
 */
export const homeMessageAdminQuery = restListQuery(
  ['publishFrom', 'createdAt', 'title', 'status'],
  ['publishFrom', 'DESC'],
  object({
    type: mixed<HomeMessageType>()
      .oneOf([...HOME_MESSAGE_TYPES])
      .optional(),
    status: mixed<HomeMessageStatus>()
      .oneOf([...HOME_MESSAGE_STATUSES])
      .optional(),
    q: searchText,
  }),
);
export type HomeMessageAdminQuery = InferType<typeof homeMessageAdminQuery>;

export const homeMessageIdParams = rowIdParams();

/** Why a kudos goes back to its author: the send-back dialog validates it alone. */
const correctionReason = string().trim().required().min(5).max(500);
export const kudosCorrectionBody = object({ reason: correctionReason });

/** Where moderation moves a kudos: back to its author for correction, or published again. */
const MODERATION_STATUSES = ['correction', 'published'] as const;

/**
 * PUT /admin/home-messages/{id} (Home_Owner): a kudos' moderation, the one part of a message its
 * owners change. Sending back needs a reason for the author.
 */
export const homeMessageModerationBody = object({
  status: mixed<(typeof MODERATION_STATUSES)[number]>()
    .oneOf([...MODERATION_STATUSES])
    .required(),
  reason: string()
    .trim()
    .when('status', {
      is: 'correction',
      then: () => correctionReason,
      otherwise: (reason) => reason.strip(),
    }),
});
export type HomeMessageModerationBody = InferType<typeof homeMessageModerationBody>;

/** POST /HomeMessage/Image (multipart, an addition): the news picture; answers `{ url }`. */
export const newsImageFields = object({});
export interface UploadedImage {
  url: string;
}

/** A suggested kudos text (GET /HomeMessage/GetKudosSuggestionMessages and its administration). */
export interface KudosSuggestion {
  id: number;
  text: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /HomeMessage/GetKudosSuggestionMessages: the active suggestions, in order of text. */
export const kudosSuggestionMessagesQuery = object({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(100).default(50),
});

/** GET /admin/kudos-suggestions (simple-rest, Home_Owner): `filter.q` searches the text. */
export const kudosSuggestionListQuery = restListQuery(
  ['text', 'active', 'updatedAt'],
  ['text', 'ASC'],
  object({ active: boolean().optional(), q: searchText }),
);
export type KudosSuggestionListQuery = InferType<typeof kudosSuggestionListQuery>;

/** POST /admin/kudos-suggestions and PUT /admin/kudos-suggestions/{id} (Home_Owner; audited). */
export const kudosSuggestionBody = object({
  text: string()
    .trim()
    .required()
    .min(5)
    .max(MAX_KUDOS_MESSAGE)
    .test(
      'plainText',
      '${path} must be plain text (no HTML)',
      (value) => !HTML_TAG.test(value ?? ''),
    ),
  active: boolean().default(true),
});
export type KudosSuggestionBody = InferType<typeof kudosSuggestionBody>;

/** GET /BirthdayMembers: this month's birthdays, today's first, then by day (never the year). */
export interface BirthdayMember {
  badge: string;
  fullName: string;
  day: number;
  month: number;
  isToday: boolean;
}
export const birthdayMembersQuery = object({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(100).default(50),
});

/** GET /api/Raft/GetGoldenReferresList: the employees whose referrals were hired most. */
export interface GoldenReferrer {
  badge: string;
  fullName: string;
  hiredReferrals: number;
}
export const goldenReferrersQuery = object({
  size: number().integer().min(1).max(20).default(5),
});
