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
import type { NotificationPage, PortalNotification } from '../../contracts/notifications';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

/**
 * Which list a home-message resource reads, from its `scope` filter:
 * - none: the home feed (GET /HomeMessage?type=…), newest first;
 * - 'all': every message of the type, for owners (GET /HomeMessage/Settings);
 * - 'corrections' (kudos): the caller's kudos sent back (GET /HomeMessage/GetKudosCorrections).
 */
export type HomeMessageScope = 'all' | 'corrections';

/** An image input's value: the stored URL, a newly chosen file, or nothing. */
type ImageValue = string | { rawFile?: File; src?: string } | null | undefined;

/** The news form's values as react-admin holds them. */
export interface NewsValues {
  title: string;
  body: string;
  image?: ImageValue;
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

async function homeMessageList(
  mainApi: string,
  http: HttpClient,
  type: 'news' | 'kudos',
  params: GetListParams,
) {
  const { scope, ...filter } = (params.filter ?? {}) as { scope?: HomeMessageScope };
  if (scope === 'corrections') {
    const data = await http.json<HomeMessage[]>(`${mainApi}/HomeMessage/GetKudosCorrections`);
    return { data, total: data.length };
  }
  if (scope === 'all') {
    return http.list<HomeMessage>(
      `${mainApi}/HomeMessage/Settings?${listSearch(params, { ...filter, type })}`,
    );
  }
  const query = new URLSearchParams({ type });
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('perPage', String(params.pagination.perPage));
  }
  return http.list<HomeMessage>(`${mainApi}/HomeMessage?${query}`);
}

const getHomeMessage = (mainApi: string, http: HttpClient, id: unknown) =>
  http.json<HomeMessage>(`${mainApi}/HomeMessage/GetById/${encodeURIComponent(String(id))}`);

/** POST /HomeMessage/Image (multipart): stores a picture and answers its URL. */
export async function uploadNewsImage(
  mainApi: string,
  http: HttpClient,
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const { url } = await http.json<UploadedImage>(`${mainApi}/HomeMessage/Image`, {
    method: 'POST',
    body: form,
  });
  return url;
}

/** `news` over /HomeMessage (type news): the feed, the owners' list, create and edit. */
export function newsAdapter(mainApi: string, http: HttpClient): DataProvider {
  /** The contract body of a news item; a newly chosen picture is uploaded first. */
  async function newsBody(values: NewsValues): Promise<HomeMessageBody> {
    let image: string | null = null;
    if (typeof values.image === 'string') image = values.image;
    else if (values.image?.rawFile)
      image = await uploadNewsImage(mainApi, http, values.image.rawFile);
    else if (values.image?.src && !values.image.src.startsWith('blob:')) image = values.image.src;
    return {
      type: 'news',
      title: values.title,
      body: values.body,
      image,
      publishFrom: instant(values.publishFrom),
      publishTo: instant(values.publishTo),
      active: values.active ?? true,
    };
  }
  return resourceAdapter('news', {
    getList: async (_resource, params) =>
      (await homeMessageList(mainApi, http, 'news', params)) as never,
    getOne: async (_resource, { id }) => ({
      data: (await getHomeMessage(mainApi, http, id)) as never,
    }),
    create: async (_resource, { data }) => {
      const created = await http.json<HomeMessage>(`${mainApi}/HomeMessage`, {
        method: 'POST',
        ...json(await newsBody(data as NewsValues)),
      });
      return { data: created as never };
    },
    update: async (_resource, { id, data }) => {
      const updated = await http.json<HomeMessage>(`${mainApi}/HomeMessage`, {
        method: 'PUT',
        ...json({ ...(await newsBody(data as NewsValues)), id: Number(id) }),
      });
      return { data: updated as never };
    },
  });
}

const kudosBody = ({ recipients, category, message }: KudosValues): HomeMessageBody => ({
  type: 'kudos',
  recipients,
  category,
  message,
});

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
  const base = resourceAdapter('kudos', {
    getList: async (_resource, params) =>
      (await homeMessageList(mainApi, http, 'kudos', params)) as never,
    getOne: async (_resource, { id }) => ({
      data: (await getHomeMessage(mainApi, http, id)) as never,
    }),
    create: async (_resource, { data }) => {
      const created = await http.json<HomeMessage>(`${mainApi}/HomeMessage`, {
        method: 'POST',
        ...json(kudosBody(data as KudosValues)),
      });
      return { data: created as never };
    },
    update: async (_resource, { id, data }) => {
      const updated = await http.json<HomeMessage>(`${mainApi}/HomeMessage`, {
        method: 'PUT',
        ...json({ ...kudosBody(data as KudosValues), id: Number(id) }),
      });
      return { data: updated as never };
    },
  });
  return Object.assign(base, {
    async sendBack(_resource: 'kudos', { id, reason }: { id: number; reason: string }) {
      const data = await http.json<HomeMessage>(`${mainApi}/HomeMessage/${id}/Correction`, {
        method: 'PUT',
        ...json({ reason }),
      });
      return { data };
    },
    async publish(_resource: 'kudos', { id }: { id: number }) {
      const data = await http.json<HomeMessage>(`${mainApi}/HomeMessage/${id}/Publish`, {
        method: 'PUT',
      });
      return { data };
    },
  });
}

/**
 * `kudos-suggestions`: with the filter `scope: 'active'` the texts any employee may start from
 * (GET /HomeMessage/GetKudosSuggestionMessages); otherwise the owners' administration
 * (GET, POST, PUT and DELETE /HomeMessage/KudosSuggestion[/{id}]).
 */
export function kudosSuggestionsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const body = (data: Partial<KudosSuggestion>) =>
    json({ text: data.text, active: data.active ?? true });
  return resourceAdapter('kudos-suggestions', {
    getList: async (_resource, params) => {
      const { scope, ...filter } = (params.filter ?? {}) as { scope?: 'active' };
      if (scope === 'active') {
        return http.list<KudosSuggestion>(
          `${mainApi}/HomeMessage/GetKudosSuggestionMessages?perPage=100`,
        ) as never;
      }
      return http.list<KudosSuggestion>(
        `${mainApi}/HomeMessage/KudosSuggestion?${listSearch(params, filter)}`,
      ) as never;
    },
    create: async (_resource, { data }) => ({
      data: (await http.json<KudosSuggestion>(`${mainApi}/HomeMessage/KudosSuggestion`, {
        method: 'POST',
        ...body(data as KudosSuggestion),
      })) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: (await http.json<KudosSuggestion>(
        `${mainApi}/HomeMessage/KudosSuggestion/${encodeURIComponent(String(id))}`,
        { method: 'PUT', ...body(data as KudosSuggestion) },
      )) as never,
    }),
    delete: async (_resource, { id, previousData }) => {
      await http.json(`${mainApi}/HomeMessage/KudosSuggestion/${encodeURIComponent(String(id))}`, {
        method: 'DELETE',
      });
      return { data: (previousData ?? { id }) as never };
    },
  });
}

export type BirthdayRecord = BirthdayMember & RaRecord;

/** `birthdays`: GET /BirthdayMembers (this month's, today's first); the record id is the badge. */
export function birthdaysAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('birthdays', {
    getList: async (_resource, params) => {
      const query = new URLSearchParams();
      if (params.pagination) {
        query.set('page', String(params.pagination.page));
        query.set('perPage', String(params.pagination.perPage));
      }
      const { data, total } = await http.list<BirthdayMember>(
        `${mainApi}/BirthdayMembers?${query}`,
      );
      return { data: data.map((member) => ({ ...member, id: member.badge })) as never, total };
    },
  });
}

export type GoldenReferrerRecord = GoldenReferrer & RaRecord;

/** `golden-referrers`: GET /api/Raft/GetGoldenReferresList; the record id is the badge. */
export function goldenReferrersAdapter(mainApi: string, http: HttpClient): DataProvider {
  return resourceAdapter('golden-referrers', {
    getList: async (_resource, params) => {
      const size = String(params.pagination?.perPage ?? 5);
      const data = await http.json<GoldenReferrer[]>(
        `${mainApi}/api/Raft/GetGoldenReferresList?${new URLSearchParams({ size })}`,
      );
      return {
        data: data.map((referrer) => ({ ...referrer, id: referrer.badge })) as never,
        total: data.length,
      };
    },
  });
}

/** The bell's extra calls, on the `notifications` resource. */
export interface NotificationCalls {
  markRead(resource: 'notifications', params: { id: number }): Promise<{ data: { id: number } }>;
  deleteAll(resource: 'notifications', params?: object): Promise<{ data: [] }>;
}

/**
 * `notifications`: the caller's own (GET /api/notification — the unread count comes in the list's
 * `meta.unread`), delete one (POST /api/notification/delete with id), delete all
 * (POST /api/notification/delete-all) and mark one read (POST /api/notification/read).
 */
export function notificationsAdapter(
  mainApi: string,
  http: HttpClient,
): DataProvider & NotificationCalls {
  const base = resourceAdapter('notifications', {
    getList: async (_resource, params) => {
      const query = new URLSearchParams();
      if (params.pagination) {
        query.set('page', String(params.pagination.page));
        query.set('perPage', String(params.pagination.perPage));
      }
      const page = await http.json<NotificationPage>(`${mainApi}/api/notification?${query}`);
      return { data: page.items as never, total: page.total, meta: { unread: page.unread } };
    },
    delete: async (_resource, { id, previousData }) => {
      await http.json(`${mainApi}/api/notification/delete`, {
        method: 'POST',
        ...json({ id: Number(id) }),
      });
      return { data: (previousData ?? { id }) as never };
    },
  });
  return Object.assign(base, {
    async markRead(_resource: 'notifications', { id }: { id: number }) {
      await http.json(`${mainApi}/api/notification/read`, { method: 'POST', ...json({ id }) });
      return { data: { id } };
    },
    async deleteAll() {
      await http.json(`${mainApi}/api/notification/delete-all`, { method: 'POST' });
      return { data: [] as [] };
    },
  });
}

export type NotificationRecord = PortalNotification & RaRecord;
