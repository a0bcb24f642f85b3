import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type {
  BirthdayMember,
  GoldenReferrer,
  HomeMessage,
  HomeMessageBody,
  KudosCategory,
  KudosSuggestion,
  UploadedImage,
} from '../../contracts/home/messages';
import type { HttpClient } from '../http';
import { type ImageValue, legacyAdapter, multipartBody, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Which list a home-message resource reads, from its `scope` filter: the home feed
 * (GET /HomeMessage?type=…, newest first) without one; with 'corrections' (kudos), the caller's
 * kudos sent back (GET /HomeMessage/GetKudosCorrections). The owners' list of every message is
 * the `home-messages` resource of the administration API.
 */
type HomeMessageScope = 'corrections';

/** The news form's values as react-admin holds them; the image may be the stored URL. */
interface NewsValues {
  title: string;
  body: string;
  image?: string | Partial<ImageValue> | null;
  publishFrom?: string | Date | null;
  publishTo?: string | Date | null;
  active?: boolean;
}

/** The kudos form's values: badges of the recipients, a category and the message. */
export interface KudosValues {
  recipients: string[];
  category: KudosCategory;
  message: string;
}

const instant = (value: string | Date | null | undefined): string | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** A home message resource (`news` or `kudos`, its type) over /HomeMessage, JSON bodies. */
function homeMessagesAdapter<Values>(
  mainApi: string,
  http: HttpClient,
  type: 'news' | 'kudos',
  body: (data: Partial<Values>) => HomeMessageBody | Promise<HomeMessageBody>,
): DataProvider {
  const base = `${mainApi}/HomeMessage`;
  return legacyAdapter<HomeMessage, HomeMessage, Values>(http, {
    resource: type,
    list: (params: GetListParams) => {
      const { scope, q }: { scope?: HomeMessageScope; q?: string } = params.filter ?? {};
      if (scope === 'corrections') return `${base}/GetKudosCorrections`;
      return `${base}?${search({ type, q, ...params.pagination })}`;
    },
    one: (id) => `${base}/GetById/${segment(id)}`,
    create: { path: base, body: ({ data }) => body(data) },
    update: {
      path: base,
      body: async ({ id, data }) => ({ ...(await body(data)), id: Number(id) }),
    },
  });
}

/** `news` over /HomeMessage (type news): the feed, the owners' list, create and edit. */
export function newsAdapter(mainApi: string, http: HttpClient): DataProvider {
  /** POST /HomeMessage/Image (multipart): stores a picture and answers its URL. */
  const upload = async (file: File) => {
    const { url } = await http.json<UploadedImage>(`${mainApi}/HomeMessage/Image`, {
      method: 'POST',
      body: multipartBody({}, { image: { rawFile: file } }),
    });
    return url;
  };
  /** The stored picture's URL; a newly chosen picture is uploaded first. */
  const imageUrl = async (image: NewsValues['image']): Promise<string | null> => {
    if (typeof image === 'string') return image;
    if (image?.rawFile) return upload(image.rawFile);
    if (image?.src && !image.src.startsWith('blob:')) return image.src;
    return null;
  };
  return homeMessagesAdapter<NewsValues>(mainApi, http, 'news', async (values) => ({
    type: 'news',
    title: values.title,
    body: values.body,
    image: await imageUrl(values.image),
    publishFrom: instant(values.publishFrom),
    publishTo: instant(values.publishTo),
    active: values.active ?? true,
  }));
}

/**
 * `kudos` over /HomeMessage (type kudos): the wall, the caller's corrections, send, and edit
 * one's own. Owners moderate through the `home-messages` resource.
 */
export const kudosAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  homeMessagesAdapter<KudosValues>(mainApi, http, 'kudos', ({ recipients, category, message }) => ({
    type: 'kudos',
    recipients,
    category,
    message,
  }));

/** `kudos-suggestion-messages`: the suggested texts any employee may start a kudos from. */
export const kudosSuggestionMessagesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<KudosSuggestion>(http, {
    resource: 'kudos-suggestion-messages',
    list: () => `${mainApi}/HomeMessage/GetKudosSuggestionMessages?perPage=100`,
  });

export type BirthdayRecord = BirthdayMember & RaRecord;

/** `birthdays`: GET /BirthdayMembers (this month's, today's first); the record id is the badge. */
export const birthdaysAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter(http, {
    resource: 'birthdays',
    toRecord: (member: BirthdayMember): BirthdayRecord => ({ ...member, id: member.badge }),
    list: ({ pagination }) => `${mainApi}/BirthdayMembers?${search({ ...pagination })}`,
  });

export type GoldenReferrerRecord = GoldenReferrer & RaRecord;

/** `golden-referrers`: GET /api/Raft/GetGoldenReferresList; the record id is the badge. */
export const goldenReferrersAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter(http, {
    resource: 'golden-referrers',
    toRecord: (referrer: GoldenReferrer): GoldenReferrerRecord => ({
      ...referrer,
      id: referrer.badge,
    }),
    list: ({ pagination }) =>
      `${mainApi}/api/Raft/GetGoldenReferresList?${search({ size: pagination?.perPage ?? 5 })}`,
  });
