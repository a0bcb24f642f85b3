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
import { listSearch, search } from '../listParams';

/**
 * Which list a home-message resource reads, from its `scope` filter:
 * - none: the home feed (GET /HomeMessage?type=…), newest first;
 * - 'all': every message of the type, for owners (GET /HomeMessage/Settings);
 * - 'corrections' (kudos): the caller's kudos sent back (GET /HomeMessage/GetKudosCorrections).
 */
export type HomeMessageScope = 'all' | 'corrections';

/** The news form's values as react-admin holds them; the image may be the stored URL. */
export interface NewsValues {
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
      const { scope, ...filter }: { scope?: HomeMessageScope } = params.filter ?? {};
      if (scope === 'corrections') return `${base}/GetKudosCorrections`;
      if (scope === 'all') return `${base}/Settings?${listSearch(params, { ...filter, type })}`;
      return `${base}?${search({ type, ...params.pagination })}`;
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

/** The kudos moderation calls, on the `kudos` resource (`useDataProvider().sendBack('kudos', …)`). */
export interface KudosModeration {
  sendBack(
    resource: 'kudos',
    params: { id: number; reason: string },
  ): Promise<{ data: HomeMessage }>;
  publish(resource: 'kudos', params: { id: number }): Promise<{ data: HomeMessage }>;
}

/**
 * `kudos` over /HomeMessage (type kudos): the wall, the owners' moderation list, the caller's
 * corrections, send, edit one's own, and the moderation calls (send back, publish again).
 */
export function kudosAdapter(mainApi: string, http: HttpClient): DataProvider & KudosModeration {
  const adapter = homeMessagesAdapter<KudosValues>(
    mainApi,
    http,
    'kudos',
    ({ recipients, category, message }) => ({ type: 'kudos', recipients, category, message }),
  );
  const calls: KudosModeration = {
    sendBack: async (_resource, { id, reason }) => ({
      data: await http.json<HomeMessage>(`${mainApi}/HomeMessage/${id}/Correction`, {
        method: 'PUT',
        body: JSON.stringify({ reason }),
      }),
    }),
    publish: async (_resource, { id }) => ({
      data: await http.json<HomeMessage>(`${mainApi}/HomeMessage/${id}/Publish`, {
        method: 'PUT',
      }),
    }),
  };
  return Object.assign(adapter, calls);
}

/**
 * `kudos-suggestions`: with the filter `scope: 'active'` the texts any employee may start from
 * (GET /HomeMessage/GetKudosSuggestionMessages); otherwise the owners' administration
 * (GET, POST, PUT and DELETE /HomeMessage/KudosSuggestion[/{id}]).
 */
export function kudosSuggestionsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/HomeMessage/KudosSuggestion`;
  const body = ({ data }: { data: Partial<KudosSuggestion> }) => ({
    text: data.text,
    active: data.active ?? true,
  });
  return legacyAdapter<KudosSuggestion>(http, {
    resource: 'kudos-suggestions',
    list: (params) => {
      const { scope, ...filter } = params.filter ?? {};
      return scope === 'active'
        ? `${mainApi}/HomeMessage/GetKudosSuggestionMessages?perPage=100`
        : `${base}?${listSearch(params, filter)}`;
    },
    create: { path: base, body },
    update: { path: ({ id }) => `${base}/${segment(id)}`, body },
    delete: { path: ({ id }) => `${base}/${segment(id)}` },
  });
}

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
