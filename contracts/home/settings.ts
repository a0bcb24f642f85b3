import {
  type AnyObject,
  boolean,
  defaultLocale,
  type InferType,
  mixed,
  number,
  object,
  type ObjectSchema,
  string,
  type StringSchema,
} from 'yup';
import { CTA_FIELDS, CTA_MULTIPART_FIELD, type CtaField } from './ctaFields';
import {
  CALENDAR_APPLICATION,
  type CalendarApplicationId,
  isPortalLink,
  MENU_ICONS,
  type MenuIcon,
  parseVideoUrl,
} from './links';
import { rowIdParams, withId } from '../fields';
import { listQuery } from '../listQuery';

export { CTA_FILE_FIELD } from './ctaFields';

/**
 * Calendar, menu, CTAs and images: the home page's content and the settings
 * administrators keep (the Settings routes).
 */

// --- Rule messages -------------------------------------------------------------------------------

/**
 * A custom rule's message: yup's locale entry `string.<name>` when the portal has set one (an
 * i18n key; the portal's keys for these rules are `SETTINGS_MESSAGES` in
 * resources/home/shared/homeSettings.ts), else the English text.
 */
const localized = (name: string, english: string) => () =>
  ((defaultLocale.string as Record<string, unknown> | undefined)?.[name] as string | undefined) ??
  english;

export const HOME_SETTINGS_MESSAGES = {
  portalLink: 'must be a portal path (/…) or an https URL',
  httpsUrl: 'must be an https URL',
  videoUrl: 'must be an https YouTube, Vimeo or .mp4 URL',
  phone: 'must be a phone number',
  endsAfterStart: 'must not be before the start',
  imageRequired: 'an image is required',
} as const;
type MessageName = keyof typeof HOME_SETTINGS_MESSAGES;
const message = (name: MessageName) => localized(name, HOME_SETTINGS_MESSAGES[name]);

// --- Links and videos ----------------------------------------------------------------------------

const MAX_URL_LENGTH = 500;

export {
  CALENDAR_APPLICATION,
  type CalendarApplicationId,
  isPortalLink,
  type MenuIcon,
  parseVideoUrl,
  videoEmbedUrl,
} from './links';

/** '' means "no value": forms send it for an emptied optional field. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** An optional link (portal path or https URL); '' becomes null. */
const portalLink = () =>
  string()
    .trim()
    .max(MAX_URL_LENGTH)
    .transform(emptyToNull)
    .nullable()
    .test('portalLink', message('portalLink'), (value) => !value || isPortalLink(value));

/** An optional https YouTube, Vimeo or .mp4 URL; '' becomes null. */
const videoUrl = () =>
  string()
    .trim()
    .max(MAX_URL_LENGTH)
    .transform(emptyToNull)
    .nullable()
    .test('videoUrl', message('videoUrl'), (value) => !value || parseVideoUrl(value) !== null);

/** Optional free text; '' becomes null. */
const optionalText = (max: number) => string().trim().max(max).transform(emptyToNull).nullable();

/** `{id}` in a path. */
export const idParams = rowIdParams();

// --- Calendar activities (GET/POST/PUT /CalendarActivitie…) --------------------------------------

const CALENDAR_APPLICATION_IDS = [CALENDAR_APPLICATION.home, CALENDAR_APPLICATION.baf];

export interface CalendarActivity {
  id: number;
  /** 1 = home, 2 = Bring a friend. */
  applicationId: CalendarApplicationId;
  title: string;
  description: string | null;
  /** ISO-8601 UTC instants. */
  startsAt: string;
  endsAt: string;
  location: string | null;
  /** A portal path or an https URL (registration, meeting link…). */
  link: string | null;
  active: boolean;
  updatedAt: string;
}

const instant = () =>
  string()
    .trim()
    .datetime({ allowOffset: true })
    .transform((value: string) => {
      const time = Date.parse(value);
      return Number.isNaN(time) ? value : new Date(time).toISOString();
    });

export const calendarActivityFields = object({
  applicationId: number()
    .integer()
    .oneOf([...CALENDAR_APPLICATION_IDS])
    .required(),
  title: string().trim().required().min(3).max(150),
  description: optionalText(2000),
  startsAt: instant().required(),
  endsAt: instant()
    .required()
    .test(
      'endsAfterStart',
      message('endsAfterStart'),
      (value, context) =>
        !value ||
        !context.parent.startsAt ||
        Date.parse(value) >= Date.parse(String(context.parent.startsAt)),
    ),
  location: optionalText(200),
  link: portalLink(),
  active: boolean().default(true),
});
/** POST /CalendarActivitie */
export const calendarActivityCreateBody = calendarActivityFields;
export type CalendarActivityCreateBody = InferType<typeof calendarActivityCreateBody>;
/** PUT /CalendarActivitie */
export const calendarActivityUpdateBody = withId(calendarActivityFields);
export type CalendarActivityUpdateBody = InferType<typeof calendarActivityUpdateBody>;

/** GET /CalendarActivitie/GetAllByApplicationId/{id} */
export const calendarApplicationParams = object({
  id: number()
    .integer()
    .oneOf([...CALENDAR_APPLICATION_IDS])
    .required(),
});
const CALENDAR_SORT_FIELDS = ['startsAt', 'endsAt', 'title', 'location', 'active'] as const;
export const calendarListQuery = listQuery([...CALENDAR_SORT_FIELDS], 'startsAt').shape({
  /** Only activities that have not ended yet. */
  upcoming: boolean().optional(),
  active: boolean().optional(),
});
export type CalendarListQuery = InferType<typeof calendarListQuery>;

// --- Home menu (quick links: GET/POST/PUT /HomeMenu…) --------------------------------------------

export interface HomeMenuItem {
  id: number;
  name: string;
  /** A portal path or an https URL. */
  url: string;
  icon: MenuIcon;
  /** 1-based position among the quick links (dense: 1…n). */
  order: number;
  newTab: boolean;
  active: boolean;
  updatedAt: string;
}

export const homeMenuFields = object({
  name: string().trim().required().min(2).max(60),
  url: portalLink().required(),
  icon: mixed<MenuIcon>()
    .oneOf([...MENU_ICONS])
    .default('link'),
  /** Where to put the link (1 = first); absent: last on create, unchanged on update. */
  order: number().integer().min(1).nullable().optional(),
  newTab: boolean().default(false),
  active: boolean().default(true),
});
/** POST /HomeMenu */
export const homeMenuCreateBody = homeMenuFields;
export type HomeMenuCreateBody = InferType<typeof homeMenuCreateBody>;
/** PUT /HomeMenu: an `order` moves the link there and renumbers the others (move up = order − 1). */
export const homeMenuUpdateBody = withId(homeMenuFields);
export type HomeMenuUpdateBody = InferType<typeof homeMenuUpdateBody>;

const HOME_MENU_SORT_FIELDS = ['order', 'name', 'active'] as const;
export type HomeMenuSortField = (typeof HOME_MENU_SORT_FIELDS)[number];
/** GET /HomeMenu */
export const homeMenuListQuery = listQuery([...HOME_MENU_SORT_FIELDS], 'order').shape({
  active: boolean().optional(),
});

// --- CTAs (videos, banners, assistant links, contacts, images) -----------------------------------

export type CtaKey =
  'Video' | 'RaftVideo' | 'Banner' | 'AskAlejandro' | 'ChatBot' | 'Contact' | 'Image' | 'RaftImage';

/** Keys of which there may be many (created with POST /CTAs/AddContact, deleted with DELETE). */
export const LIST_CTA_KEYS = ['Banner', 'Contact', 'Image', 'RaftImage'] as const;
export type ListCtaKey = (typeof LIST_CTA_KEYS)[number];
const VIDEO_CTA_KEYS: readonly CtaKey[] = ['Video', 'RaftVideo'];
/** Keys whose rows carry an image that is required. */
export const IMAGE_REQUIRED_KEYS: readonly CtaKey[] = ['Banner', 'Image', 'RaftImage'];

/** The home page's image CTA, the one the image update uses. */
export const HOME_IMAGE_CTA_ID = 1;

/** What `sourceURL` holds: a video of a kind, a link, or nothing. */
export type CtaType = 'youtube' | 'vimeo' | 'mp4' | 'link' | 'none';

export function ctaType(key: CtaKey, sourceURL: string | null): CtaType {
  if (!sourceURL) return 'none';
  if (VIDEO_CTA_KEYS.includes(key)) return parseVideoUrl(sourceURL)?.kind ?? 'none';
  return 'link';
}

export interface Cta {
  id: number;
  key: CtaKey;
  type: CtaType;
  /** The video (Video, RaftVideo) or the link the CTA opens (a portal path or an https URL). */
  sourceURL: string | null;
  /** The stored image (GET /files/{id}). */
  imageURL: string | null;
  /** Heading; for banners and images also the image's alternative text. */
  title: string | null;
  description: string | null;
  /** Contacts: the area or person, their role, email and phone. */
  name: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  /** 1-based position among the CTAs of its key. */
  order: number;
  active: boolean;
  updatedAt: string;
}

const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

/**
 * The rules of a CTA's editable fields for its key. `create`: what a new one needs; `update`:
 * absent fields keep their value, present ones follow the same rules. `name` maps each field to
 * its name in the payload (JSON for forms, multipart for the services).
 */
export function ctaContentSchema(
  key: CtaKey,
  mode: 'create' | 'update',
  name: (field: CtaField) => string = (field) => field,
): ObjectSchema<AnyObject> {
  const need = (schema: StringSchema<string | undefined>) =>
    mode === 'create' ? schema.required() : schema.optional();
  const isContact = key === 'Contact';
  const titled = IMAGE_REQUIRED_KEYS.includes(key);
  const fields: Record<CtaField, unknown> = {
    sourceURL: VIDEO_CTA_KEYS.includes(key) ? videoUrl().optional() : portalLink().optional(),
    title: titled ? need(string().trim().min(3).max(150)) : optionalText(150).optional(),
    description: optionalText(500).optional(),
    name: isContact ? need(string().trim().min(2).max(100)) : optionalText(100).optional(),
    role: optionalText(150).optional(),
    email: isContact
      ? need(string().trim().email().max(200))
      : optionalText(200).email().optional(),
    phone: optionalText(30)
      .test('phone', message('phone'), (value) => !value || PHONE.test(value))
      .optional(),
    order: number()
      .transform((value, original) => (original === '' ? null : value))
      .integer()
      .min(1)
      .nullable()
      .optional(),
    active: boolean().optional(),
  };
  return object(
    Object.fromEntries(CTA_FIELDS.map((field) => [name(field), fields[field]])) as Record<
      string,
      never
    >,
  ) as unknown as ObjectSchema<AnyObject>;
}

const ctaMultipartName = (field: CtaField) => CTA_MULTIPART_FIELD[field];

/** Every editable multipart field as text; each key's rules apply once the CTA is known. */
const multipartText = Object.fromEntries(
  CTA_FIELDS.map((field) => [CTA_MULTIPART_FIELD[field], string().optional()]),
) as Record<string, StringSchema<string | undefined>>;

/** PUT /CTAs/UpdateCTA (multipart): Id, then any editable field, and `files` for a new image. */
export const updateCtaBody = object({
  Id: number().integer().positive().required(),
}).shape(multipartText);
export type UpdateCtaBody = { Id: number } & Record<string, unknown>;

/** POST /CTAs/AddContact (multipart): Id 0 and a Key of which there may be many. */
export const addCtaBody = object({
  Id: number().integer().oneOf([0]).required(),
  Key: mixed<ListCtaKey>()
    .oneOf([...LIST_CTA_KEYS])
    .required(),
}).shape(multipartText);
export type AddCtaBody = { Id: 0; Key: ListCtaKey } & Record<string, unknown>;

/** The multipart rules of a key's fields (validated once the key is known). */
export const ctaMultipartSchema = (key: CtaKey, mode: 'create' | 'update') =>
  ctaContentSchema(key, mode, ctaMultipartName);

/** PUT /CTAs/UpdateHomeVideo (JSON). */
export const homeVideoBody = object({
  sourceURL: videoUrl().required(),
  title: optionalText(150).optional(),
});
export type HomeVideoBody = InferType<typeof homeVideoBody>;

const CTA_SORT_FIELDS = ['order', 'title', 'name', 'active', 'updatedAt'] as const;
export type CtaSortField = (typeof CTA_SORT_FIELDS)[number];
/** GET /CTAs/GetAllBanner, /CTAs/GetAllContact, /api/Common/GetImages, /api/Common/GetRAFTImages. */
export const ctaListQuery = listQuery([...CTA_SORT_FIELDS], 'order').shape({
  active: boolean().optional(),
});
