import type { DataProvider, GetListParams, Identifier } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages); the field names come from the schema-free module.
import {
  CTA_FIELDS,
  CTA_FILE_FIELD,
  CTA_MULTIPART_FIELD,
  NEW_CONTACT,
} from '../../contracts/home/ctaFields';
import type {
  CalendarActivity,
  Cta,
  CtaKey,
  HomeMenuItem,
  ListCtaKey,
} from '../../contracts/home/settings';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';

/**
 * Adapters of the home page's content and settings (SPEC §7 Calendar, Menu, CTAs and images)
 * over their legacy endpoints; one react-admin resource each.
 */

const json = (method: string, body: unknown): RequestInit => ({
  method,
  body: JSON.stringify(body),
});

/** An image as react-admin's ImageInput holds it: the stored one, or a newly picked file. */
export interface ImageValue {
  src: string;
  title?: string | null;
  rawFile?: File;
}

/** A CTA as the portal holds it: `image` feeds ImageInput/ImageField. */
export type CtaRecord = Cta & { image: ImageValue | null };

export const toCtaRecord = (cta: Cta): CtaRecord => ({
  ...cta,
  image: cta.imageURL ? { src: cta.imageURL, title: cta.title } : null,
});

/**
 * A CTA form as the multipart body of POST /CTAs/AddContact or PUT /CTAs/UpdateCTA: `Id` (and
 * `Key`), each editable field that the form holds under its multipart name (null as ''), and a
 * newly picked image as `files`.
 */
export function ctaFormData(
  head: Record<string, string | number>,
  data: Partial<CtaRecord>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(head)) form.append(name, String(value));
  for (const field of CTA_FIELDS) {
    const value = data[field];
    if (value !== undefined)
      form.append(CTA_MULTIPART_FIELD[field], value === null ? '' : String(value));
  }
  const file = data.image?.rawFile;
  if (file) form.append(CTA_FILE_FIELD, file, file.name);
  return form;
}

const cleanFilter = ({ q, active }: Record<string, unknown>) => ({ q, active });

/** `calendar-activities` (filter `applicationId`: 1 home, 2 Bring a friend). */
export function calendarActivitiesAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/CalendarActivitie`;
  const body = (data: Partial<CalendarActivity>) => ({
    applicationId: data.applicationId,
    title: data.title,
    description: data.description ?? null,
    startsAt: data.startsAt,
    endsAt: data.endsAt,
    location: data.location ?? null,
    link: data.link ?? null,
    active: data.active ?? true,
  });
  return resourceAdapter('calendar-activities', {
    getList: async (_resource, params) => {
      const { applicationId = 1, upcoming, ...filter } = params.filter ?? {};
      const query = listSearch(params, { ...cleanFilter(filter), upcoming });
      return http.list<CalendarActivity>(
        `${base}/GetAllByApplicationId/${encodeURIComponent(String(applicationId))}?${query}`,
      ) as never;
    },
    getOne: async (_resource, { id }) => ({
      data: (await http.json<CalendarActivity>(
        `${base}/${encodeURIComponent(String(id))}`,
      )) as never,
    }),
    create: async (_resource, { data }) => ({
      data: (await http.json<CalendarActivity>(base, json('POST', body(data)))) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: (await http.json<CalendarActivity>(
        base,
        json('PUT', { ...body(data as CalendarActivity), id: Number(id) }),
      )) as never,
    }),
    delete: async (_resource, { id, previousData }) => {
      await http.json(`${base}/Delete/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
  });
}

/** `home-menu-items`: the quick links; an update with another `order` moves the link. */
export function homeMenuAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/HomeMenu`;
  const body = (data: Partial<HomeMenuItem>) => ({
    name: data.name,
    url: data.url,
    icon: data.icon ?? 'link',
    ...(data.order !== undefined && data.order !== null ? { order: data.order } : {}),
    newTab: data.newTab ?? false,
    active: data.active ?? true,
  });
  return resourceAdapter('home-menu-items', {
    getList: async (_resource, params) =>
      http.list<HomeMenuItem>(
        `${base}?${listSearch(params, cleanFilter(params.filter ?? {}))}`,
      ) as never,
    getOne: async (_resource, { id }) => ({
      data: (await http.json<HomeMenuItem>(`${base}/${encodeURIComponent(String(id))}`)) as never,
    }),
    create: async (_resource, { data }) => ({
      data: (await http.json<HomeMenuItem>(base, json('POST', body(data)))) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: (await http.json<HomeMenuItem>(
        base,
        json('PUT', { ...body(data as HomeMenuItem), id: Number(id) }),
      )) as never,
    }),
    delete: async (_resource, { id, previousData }) => {
      await http.json(`${base}/Delete/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
  });
}

/**
 * A list of CTAs of one key: `banners`, `contacts`, `home-images`, `raft-images`. Created with
 * POST /CTAs/AddContact (Id 0 and the key: SPEC §9's Id 0, Key 'Contact' for contacts), changed
 * with PUT /CTAs/UpdateCTA, deleted with DELETE /CTAs/{id}.
 */
export function ctaListAdapter(
  resource: string,
  key: ListCtaKey,
  listPath: string,
  mainApi: string,
  http: HttpClient,
): DataProvider {
  const read = async (url: string) => toCtaRecord(await http.json<Cta>(url));
  return resourceAdapter(resource, {
    getList: async (_resource, params: GetListParams) => {
      const { data, total } = await http.list<Cta>(
        `${mainApi}${listPath}?${listSearch(params, cleanFilter(params.filter ?? {}))}`,
      );
      return { data: data.map(toCtaRecord) as never, total };
    },
    getOne: async (_resource, { id }) => ({
      data: (await read(`${mainApi}/CTAs/${encodeURIComponent(String(id))}`)) as never,
    }),
    create: async (_resource, { data }) => {
      const head = key === 'Contact' ? NEW_CONTACT : { Id: 0, Key: key };
      const created = await http.json<Cta>(`${mainApi}/CTAs/AddContact`, {
        method: 'POST',
        body: ctaFormData(head, data as Partial<CtaRecord>),
      });
      return { data: toCtaRecord(created) as never };
    },
    update: async (_resource, { id, data }) => {
      const updated = await http.json<Cta>(`${mainApi}/CTAs/UpdateCTA`, {
        method: 'PUT',
        body: ctaFormData({ Id: Number(id) }, data as Partial<CtaRecord>),
      });
      return { data: toCtaRecord(updated) as never };
    },
    delete: async (_resource, { id, previousData }) => {
      await http.json(`${mainApi}/CTAs/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
  });
}

/** The CTAs that exist once, read by their key (the record's id); `ctaId` is the CTA's id. */
export type CtaSettingRecord = Omit<CtaRecord, 'id'> & { id: SingleCtaKey; ctaId: number };
export type SingleCtaKey = Extract<CtaKey, 'Video' | 'RaftVideo' | 'AskAlejandro' | 'ChatBot'>;

const SINGLE_PATHS: Record<SingleCtaKey, string> = {
  Video: '/CTAs/GetHomeVideo',
  RaftVideo: '/CTAs/GetRAFTVideo',
  AskAlejandro: '/CTAs/GetAskAlejandro',
  ChatBot: '/CTAs/GetChatBot',
};

const toSetting = (cta: Cta): CtaSettingRecord => ({
  ...toCtaRecord(cta),
  id: cta.key as SingleCtaKey,
  ctaId: cta.id,
});

/**
 * `cta-settings`: the home video (PUT /CTAs/UpdateHomeVideo), the Bring a friend video and the
 * assistant links (PUT /CTAs/UpdateCTA with their Id).
 */
export function ctaSettingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const pathOf = (id: Identifier) => {
    const path = SINGLE_PATHS[id as SingleCtaKey];
    if (!path) throw new Error(`cta-settings: unknown setting ${String(id)}`);
    return `${mainApi}${path}`;
  };
  return resourceAdapter('cta-settings', {
    getOne: async (_resource, { id }) => ({
      data: toSetting(await http.json<Cta>(pathOf(id))) as never,
    }),
    update: async (_resource, { id, data }) => {
      const values = data as Partial<CtaSettingRecord>;
      if (id === 'Video') {
        const updated = await http.json<Cta>(
          `${mainApi}/CTAs/UpdateHomeVideo`,
          json('PUT', { sourceURL: values.sourceURL, title: values.title ?? null }),
        );
        return { data: toSetting(updated) as never };
      }
      const ctaId = values.ctaId ?? (await http.json<Cta>(pathOf(id))).id;
      const { sourceURL, title, description, active, image } = values;
      const updated = await http.json<Cta>(`${mainApi}/CTAs/UpdateCTA`, {
        method: 'PUT',
        body: ctaFormData({ Id: ctaId }, { sourceURL, title, description, active, image }),
      });
      return { data: toSetting(updated) as never };
    },
  });
}

/** `banners`: GET /CTAs/GetAllBanner; new ones with Key 'Banner'. */
export const bannersAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('banners', 'Banner', '/CTAs/GetAllBanner', mainApi, http);
/** `contacts`: GET /CTAs/GetAllContact; new ones with Id 0 and Key 'Contact' (SPEC §9). */
export const contactsAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('contacts', 'Contact', '/CTAs/GetAllContact', mainApi, http);
/** `home-images`: GET /api/Common/GetImages (SPEC §9: the image update uses Id 1). */
export const homeImagesAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('home-images', 'Image', '/api/Common/GetImages', mainApi, http);
/** `raft-images`: GET /api/Common/GetRAFTImages. */
export const raftImagesAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('raft-images', 'RaftImage', '/api/Common/GetRAFTImages', mainApi, http);
