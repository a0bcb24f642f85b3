import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
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
import type { FormFields } from '../errors';
import type { HttpClient } from '../http';
import {
  imageValue,
  type ImageValue,
  legacyAdapter,
  multipartBody,
  segment,
} from '../legacyAdapter';
import { listSearch, onlyFilters } from '../listParams';

/**
 * Adapters of the home page's content and settings (calendar, menu, CTAs and images)
 * over their legacy endpoints; one react-admin resource each.
 */

/** A CTA as the portal holds it: `image` feeds ImageInput/ImageField. */
export type CtaRecord = Cta & { image: ImageValue | null };

export const toCtaRecord = (cta: Cta): CtaRecord => ({
  ...cta,
  image: imageValue(cta.imageURL, cta.title),
});

/**
 * A CTA form as the multipart body of POST /CTAs/AddContact or PUT /CTAs/UpdateCTA: `Id` (and
 * `Key`), each editable field that the form holds under its multipart name (null as ''), and a
 * newly picked image as `files`.
 */
function ctaFormData(head: Record<string, string | number>, data: Partial<CtaRecord>): FormData {
  const held = CTA_FIELDS.filter((field) => data[field] !== undefined);
  return multipartBody(
    {
      ...head,
      ...Object.fromEntries(held.map((field) => [CTA_MULTIPART_FIELD[field], data[field]])),
    },
    { [CTA_FILE_FIELD]: data.image },
  );
}

/** The multipart names of a CTA's refusals are the form's fields (`files` is its image). */
const CTA_FORM_FIELDS: FormFields = {
  renamed: {
    ...Object.fromEntries(CTA_FIELDS.map((field) => [CTA_MULTIPART_FIELD[field], field])),
    [CTA_FILE_FIELD]: 'image',
  },
};

const ownersFilter = (params: GetListParams) => onlyFilters(params.filter, ['q', 'active']);

/** JSON settings over `{base}`: the id in the PUT body, deleted at `{base}/Delete/{id}`. */
function jsonSettingsAdapter<Row extends RaRecord>(
  http: HttpClient,
  resource: string,
  base: string,
  list: (params: GetListParams) => string,
  body: (data: Partial<Row>) => object,
): DataProvider {
  return legacyAdapter<Row>(http, {
    resource,
    list,
    one: (id) => `${base}/${segment(id)}`,
    create: { path: base, body: ({ data }) => body(data) },
    update: { path: base, body: ({ id, data }) => ({ ...body(data), id: Number(id) }) },
    delete: { path: ({ id }) => `${base}/Delete/${segment(id)}` },
  });
}

/** `calendar-activities` (filter `applicationId`: 1 home, 2 Bring a friend). */
export function calendarActivitiesAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/CalendarActivitie`;
  return jsonSettingsAdapter<CalendarActivity>(
    http,
    'calendar-activities',
    base,
    (params) => {
      const { applicationId = 1, upcoming } = params.filter ?? {};
      const query = listSearch(params, { ...ownersFilter(params), upcoming });
      return `${base}/GetAllByApplicationId/${segment(applicationId)}?${query}`;
    },
    (data) => ({
      applicationId: data.applicationId,
      title: data.title,
      description: data.description ?? null,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      location: data.location ?? null,
      link: data.link ?? null,
      active: data.active ?? true,
    }),
  );
}

/** `home-menu-items`: the quick links; an update with another `order` moves the link. */
export function homeMenuAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/HomeMenu`;
  return jsonSettingsAdapter<HomeMenuItem>(
    http,
    'home-menu-items',
    base,
    (params) => `${base}?${listSearch(params, ownersFilter(params))}`,
    (data) => ({
      name: data.name,
      url: data.url,
      icon: data.icon ?? 'link',
      ...(data.order !== undefined && data.order !== null ? { order: data.order } : {}),
      newTab: data.newTab ?? false,
      active: data.active ?? true,
    }),
  );
}

/**
 * A list of CTAs of one key: `banners`, `contacts`, `home-images`, `raft-images`. Created with
 * POST /CTAs/AddContact (Id 0 and the key; Key 'Contact' for contacts), changed
 * with PUT /CTAs/UpdateCTA, deleted with DELETE /CTAs/{id}.
 */
function ctaListAdapter(
  resource: string,
  key: ListCtaKey,
  listPath: string,
  mainApi: string,
  http: HttpClient,
): DataProvider {
  const one = (id: Identifier) => `${mainApi}/CTAs/${segment(id)}`;
  return legacyAdapter(http, {
    resource,
    toRecord: toCtaRecord,
    list: (params) => `${mainApi}${listPath}?${listSearch(params, ownersFilter(params))}`,
    one,
    create: {
      path: `${mainApi}/CTAs/AddContact`,
      body: ({ data }) => ctaFormData(key === 'Contact' ? NEW_CONTACT : { Id: 0, Key: key }, data),
    },
    update: {
      path: `${mainApi}/CTAs/UpdateCTA`,
      body: ({ id, data }) => ctaFormData({ Id: Number(id) }, data),
    },
    delete: { path: ({ id }) => one(id) },
    formFields: CTA_FORM_FIELDS,
  });
}

/** The CTAs that exist once, read by their key (the record's id); `ctaId` is the CTA's id. */
export type CtaSettingRecord = Omit<CtaRecord, 'id'> & { id: SingleCtaKey; ctaId: number };
type SingleCtaKey = Extract<CtaKey, 'Video' | 'RaftVideo' | 'AskAlejandro' | 'ChatBot'>;

const SINGLE_PATHS: Record<SingleCtaKey, string> = {
  Video: '/CTAs/GetHomeVideo',
  RaftVideo: '/CTAs/GetRAFTVideo',
  AskAlejandro: '/CTAs/GetAskAlejandro',
  ChatBot: '/CTAs/GetChatBot',
};

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
  return legacyAdapter(http, {
    resource: 'cta-settings',
    toRecord: (cta: Cta): CtaSettingRecord => ({
      ...toCtaRecord(cta),
      id: cta.key as SingleCtaKey,
      ctaId: cta.id,
    }),
    one: pathOf,
    update: {
      path: ({ id }) => `${mainApi}/CTAs/${id === 'Video' ? 'UpdateHomeVideo' : 'UpdateCTA'}`,
      body: async ({ id, data }) => {
        if (id === 'Video') return { sourceURL: data.sourceURL, title: data.title ?? null };
        const ctaId = data.ctaId ?? (await http.json<Cta>(pathOf(id))).id;
        const { sourceURL, title, description, active, image } = data;
        return ctaFormData({ Id: ctaId }, { sourceURL, title, description, active, image });
      },
    },
    formFields: CTA_FORM_FIELDS,
  });
}

/** `banners`: GET /CTAs/GetAllBanner; new ones with Key 'Banner'. */
export const bannersAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('banners', 'Banner', '/CTAs/GetAllBanner', mainApi, http);
/** `contacts`: GET /CTAs/GetAllContact; new ones with Id 0 and Key 'Contact'. */
export const contactsAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('contacts', 'Contact', '/CTAs/GetAllContact', mainApi, http);
/** `home-images`: GET /api/Common/GetImages (the image update uses Id 1). */
export const homeImagesAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('home-images', 'Image', '/api/Common/GetImages', mainApi, http);
/** `raft-images`: GET /api/Common/GetRAFTImages. */
export const raftImagesAdapter = (mainApi: string, http: HttpClient) =>
  ctaListAdapter('raft-images', 'RaftImage', '/api/Common/GetRAFTImages', mainApi, http);
