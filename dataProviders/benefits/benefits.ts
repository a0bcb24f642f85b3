import { type DataProvider, type GetListParams, HttpError } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages); the edge formats come from the schema-free module.
import type {
  Benefit,
  BenefitCategory,
  BenefitDiscount,
  BenefitLinkType,
  BenefitSummary,
  PageSettings,
} from '../../contracts/benefits/benefits';
import {
  BENEFIT_LINK_ID_BENEFIT,
  type BenefitLinkInput,
  EMPTY_PLACEHOLDER,
  FILE_FIELD,
  fromContractDateTime,
  PAGE_SETTINGS_FILE_FIELDS,
  PAGE_SETTINGS_TITLE,
  toContractDateTime,
} from '../../contracts/benefits/formats';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';
import type { ImageValue } from '../home/settings';

/**
 * Adapters of the Benefits catalogue (SPEC §7 Benefits) over its legacy endpoints. The contract's
 * edge rules live here: images travel in multipart and "no new image" is sent as -1, discount
 * dates as 'YYYY-MM-DD HH:mm:ss', a benefit link kind's idBenefit as 1 (SPEC §5, §9).
 */

/** A record's image input value, from the URL the service answers. */
const imageValue = (src: string | null, title: string): ImageValue | null =>
  src ? { src, title } : null;

/** The file field: a newly chosen image, or -1 (SPEC §5: an empty image is sent as -1). */
export function appendImage(form: FormData, field: string, value: ImageValue | null | undefined) {
  const file = value?.rawFile;
  if (file) form.append(field, file, file.name);
  else form.append(field, EMPTY_PLACEHOLDER);
}

/** Text fields of a multipart body: null and undefined as ''. */
function multipart(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value === null || value === undefined ? '' : String(value));
  }
  return form;
}

const byId = (base: string, id: unknown) => `${base}/${encodeURIComponent(String(id))}`;
const cleanFilter = (filter: Record<string, unknown> = {}, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, filter[name]]));

/** The i18n key the forms show under an image the service refused (type or size). */
export const IMAGE_REFUSED = 'benefits.admin.imageRejected';

/**
 * The service names its multipart fields (Name, DiscountName, file…); the form's fields are the
 * record's (name, discountName, picture…): a refusal is re-addressed so the form shows it in place,
 * images with the portal's own message.
 */
export function toFormErrors(
  error: unknown,
  fieldOf: Record<string, string>,
  imageFields: readonly string[],
): unknown {
  if (!(error instanceof HttpError) || error.status >= 500) return error;
  const body = error.body as { message?: string; errors?: Record<string, string> } | undefined;
  if (!body?.errors) return error;
  const errors: Record<string, string> = {};
  for (const [field, reason] of Object.entries(body.errors)) {
    const formField = fieldOf[field] ?? field;
    errors[formField] = imageFields.includes(formField) ? IMAGE_REFUSED : reason;
  }
  return new HttpError(error.message, error.status, { ...body, errors });
}

/** CRUD over `{base}` and `{base}/{id}`, writes multipart through `toForm`. */
function multipartResource<Answer, Row>(
  resource: string,
  base: string,
  http: HttpClient,
  {
    toRecord,
    toForm,
    listUrl,
    fieldOf = {},
    imageFields = ['picture'],
  }: {
    toRecord: (answer: Answer) => Row;
    toForm: (data: Record<string, unknown>) => FormData;
    listUrl: (params: GetListParams) => string;
    /** Multipart field → form field, where they differ; and the form's image fields. */
    fieldOf?: Record<string, string>;
    imageFields?: readonly string[];
  },
): DataProvider {
  const send = async (url: string, method: string, data: unknown) => {
    try {
      return toRecord(await http.json<Answer>(url, { method, body: toForm(data as never) }));
    } catch (error) {
      throw toFormErrors(error, fieldOf, imageFields);
    }
  };
  return resourceAdapter(resource, {
    getList: async (_resource, params) => {
      const { data, total } = await http.list<Answer>(listUrl(params));
      return { data: data.map(toRecord) as never, total };
    },
    getOne: async (_resource, { id }) => ({
      data: toRecord(await http.json<Answer>(byId(base, id))) as never,
    }),
    getMany: async (_resource, { ids }) => ({
      data: (await Promise.all(
        ids.map(async (id) => toRecord(await http.json<Answer>(byId(base, id)))),
      )) as never,
    }),
    create: async (_resource, { data }) => ({ data: (await send(base, 'POST', data)) as never }),
    update: async (_resource, { id, data }) => ({
      data: (await send(byId(base, id), 'PUT', data)) as never,
    }),
    delete: async (_resource, { id }) => ({
      data: toRecord(await http.json<Answer>(byId(base, id), { method: 'DELETE' })) as never,
    }),
  });
}

// ---------------------------------------------------------------- categories

export type CategoryRecord = BenefitCategory & { picture: ImageValue | null };

export function benefitCategoriesAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitsCategory`;
  return multipartResource<BenefitCategory, CategoryRecord>('benefit-categories', base, http, {
    toRecord: (category) => ({ ...category, picture: imageValue(category.image, category.name) }),
    toForm: (data) => {
      const form = multipart({ Name: data.name, Order: data.order });
      appendImage(form, FILE_FIELD, data.picture as ImageValue | null);
      return form;
    },
    listUrl: (params) => `${base}?${listSearch(params, cleanFilter(params.filter, ['q']))}`,
    fieldOf: { Name: 'name', Order: 'order', [FILE_FIELD]: 'picture' },
  });
}

// ---------------------------------------------------------------- link kinds

export type LinkTypeRecord = BenefitLinkType & { picture: ImageValue | null };

export function benefitLinkTypesAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitLink`;
  return multipartResource<BenefitLinkType, LinkTypeRecord>('benefit-link-types', base, http, {
    toRecord: (kind) => ({ ...kind, picture: imageValue(kind.icon, kind.name) }),
    toForm: (data) => {
      const form = multipart({
        // SPEC §9: the benefit link's idBenefit is fixed at 1.
        idBenefit: BENEFIT_LINK_ID_BENEFIT,
        Name: data.name,
        Link: data.link,
        Active: data.active ?? true,
      });
      appendImage(form, FILE_FIELD, data.picture as ImageValue | null);
      return form;
    },
    listUrl: (params) =>
      `${base}?${listSearch(params, cleanFilter(params.filter, ['q', 'active']))}`,
    fieldOf: { Name: 'name', Link: 'link', Active: 'active', [FILE_FIELD]: 'picture' },
  });
}

// ---------------------------------------------------------------- benefits

export type BenefitRecord = (Benefit | BenefitSummary) & {
  logoPicture: ImageValue | null;
  imagePicture: ImageValue | null;
};

/** The benefit's own links as the JSON of its `benefitLinks` field: contract fields, ordered 1…n. */
export function benefitLinksJson(links: Partial<BenefitLinkInput>[]): string {
  return JSON.stringify(
    links.map((link, index) => ({
      idBenefitLink: Number(link.idBenefitLink),
      name: link.name ?? '',
      link: link.link ?? '',
      active: link.active ?? true,
      order: index + 1,
    })),
  );
}

export function benefitsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/Benefits`;
  return multipartResource<Benefit | BenefitSummary, BenefitRecord>('benefits', base, http, {
    toRecord: (benefit) => ({
      ...benefit,
      logoPicture: imageValue(benefit.logo, benefit.name),
      imagePicture: imageValue(benefit.image, benefit.name),
    }),
    toForm: (data) => {
      const form = multipart({
        idCategory: data.idCategory,
        name: data.name,
        detail: data.detail,
        description: data.description,
        benefitInfo: data.benefitInfo ?? '',
        link: data.link,
        facebook: data.facebook,
        instagram: data.instagram,
        email: data.email,
        active: data.active ?? true,
      });
      if (Array.isArray(data.benefitLinks)) {
        form.append('benefitLinks', benefitLinksJson(data.benefitLinks as BenefitLinkInput[]));
      }
      appendImage(form, 'logo', data.logoPicture as ImageValue | null);
      appendImage(form, 'image', data.imagePicture as ImageValue | null);
      return form;
    },
    listUrl: (params) =>
      `${base}?${listSearch(params, cleanFilter(params.filter, ['q', 'idCategory', 'active']))}`,
    fieldOf: { logo: 'logoPicture', image: 'imagePicture' },
    imageFields: ['logoPicture', 'imagePicture'],
  });
}

// ---------------------------------------------------------------- discounts

/** A discount in the portal: dates as ISO wall clock (datetime-local inputs). */
export type DiscountRecord = Omit<BenefitDiscount, 'startDate' | 'endDate'> & {
  startDate: string;
  endDate: string;
  picture: ImageValue | null;
};

export const toDiscountRecord = (discount: BenefitDiscount): DiscountRecord => ({
  ...discount,
  startDate: fromContractDateTime(discount.startDate) ?? discount.startDate,
  endDate: fromContractDateTime(discount.endDate) ?? discount.endDate,
  picture: imageValue(discount.image, discount.discountName),
});

/**
 * `benefit-discounts`: GetBenefitsDiscountTable for the owners' list; with the filter
 * `{ valid: true }` (and optionally `month`: YYYY-MM) the discounts employees see.
 */
export function benefitDiscountsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitsDiscount`;
  return multipartResource<BenefitDiscount, DiscountRecord>('benefit-discounts', base, http, {
    toRecord: toDiscountRecord,
    toForm: (data) => {
      const form = multipart({
        idBenefits: data.idBenefits,
        // SPEC §9 placeholder: no location is -1.
        idLocation: data.idLocation ?? EMPTY_PLACEHOLDER,
        DiscountName: data.discountName,
        Link: data.link,
        // SPEC §5: benefit dates travel as 'YYYY-MM-DD HH:mm:ss'.
        StartDate: toContractDateTime(String(data.startDate ?? '')) ?? data.startDate,
        EndDate: toContractDateTime(String(data.endDate ?? '')) ?? data.endDate,
      });
      appendImage(form, FILE_FIELD, data.picture as ImageValue | null);
      return form;
    },
    listUrl: (params) => {
      const { valid, ...filter } = params.filter ?? {};
      if (valid) {
        const query = new URLSearchParams();
        query.set('page', String(params.pagination?.page ?? 1));
        query.set('perPage', String(params.pagination?.perPage ?? 25));
        for (const name of ['month', 'idBenefits', 'q']) {
          if (filter[name]) query.set(name, String(filter[name]));
        }
        return `${base}/GetBenefitsDiscount?${query}`;
      }
      return `${base}/GetBenefitsDiscountTable?${listSearch(params, cleanFilter(filter, ['q', 'idBenefits']))}`;
    },
    fieldOf: {
      DiscountName: 'discountName',
      Link: 'link',
      StartDate: 'startDate',
      EndDate: 'endDate',
      [FILE_FIELD]: 'picture',
    },
  });
}

// ---------------------------------------------------------------- page settings

export type PageSettingsRecord = PageSettings &
  Record<`${'logo' | 'footer' | 'badge'}Picture`, ImageValue | null>;

/** The id the portal reads the page settings by: there is one record, whatever the id asked. */
export const PAGE_SETTINGS_ID = 1;

/** `benefit-page-settings`: one record (GET /PageSettings), saved with PUT /PageSettings/{id}. */
export function benefitPageSettingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/PageSettings`;
  const toRecord = (settings: PageSettings): PageSettingsRecord => ({
    ...settings,
    logoPicture: imageValue(settings.logo, 'logo'),
    footerPicture: imageValue(settings.footer, 'footer'),
    badgePicture: imageValue(settings.badge, 'badge'),
  });
  const toForm = (data: Partial<PageSettingsRecord>) => {
    const form = multipart({
      title: PAGE_SETTINGS_TITLE,
      header: data.header,
      reminder: data.reminder ?? '',
    });
    for (const field of PAGE_SETTINGS_FILE_FIELDS)
      appendImage(form, field, data[`${field}Picture`]);
    return form;
  };
  return resourceAdapter('benefit-page-settings', {
    // The settings are one record, whatever the id asked.
    getOne: async () => ({ data: toRecord(await http.json<PageSettings>(base)) as never }),
    create: async (_resource, { data }) => ({
      data: toRecord(
        await http.json<PageSettings>(base, { method: 'POST', body: toForm(data as never) }),
      ) as never,
    }),
    // The page's record is read by a fixed id: the stored one is the record's own.
    update: async (_resource, { id, data }) => ({
      data: toRecord(
        await http.json<PageSettings>(byId(base, (data as PageSettings).id ?? id), {
          method: 'PUT',
          body: toForm(data as never),
        }),
      ) as never,
    }),
  });
}
