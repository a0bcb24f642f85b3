import type { DataProvider, RaRecord } from 'react-admin';
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
  PAGE_SETTINGS_FILE_FIELDS,
  PAGE_SETTINGS_TITLE,
} from '../../contracts/benefits/formats';
import { fromContractDateTime, toContractDateTime } from '../../contracts/calendar';
import { IMAGE_REFUSED } from '../errors';
import type { HttpClient } from '../http';
import {
  imageValue,
  type ImageValue,
  legacyAdapter,
  type LegacyResource,
  multipartBody,
  segment,
} from '../legacyAdapter';
import { listSearch, onlyFilters, search } from '../listParams';

/**
 * Adapters of the Benefits catalogue over its legacy endpoints. The contract's
 * edge rules live here: images travel in multipart and "no new image" is sent as -1, discount
 * dates as 'YYYY-MM-DD HH:mm:ss', a benefit link kind's idBenefit as 1.
 */

/** A multipart body whose image fields without a new image send -1. */
const catalogueBody = (
  fields: Record<string, unknown>,
  images: Record<string, ImageValue | null | undefined>,
) => multipartBody(fields, images, EMPTY_PLACEHOLDER);

/**
 * CRUD over `{base}` and `{base}/{id}`, written multipart through `toForm`. The service names its
 * fields (Name, DiscountName, file…), the form the record's (name, discountName, picture…):
 * `renamed` re-addresses a refusal so the form shows it in place, images with the portal's message.
 */
function catalogueAdapter<Row extends RaRecord, Answer, Values = Row>(
  http: HttpClient,
  base: string,
  {
    toForm,
    renamed,
    images = ['picture'],
    ...spec
  }: Pick<LegacyResource<Row, Answer, Values>, 'resource' | 'toRecord' | 'list'> & {
    toForm: (data: Partial<Values>) => FormData;
    renamed: Record<string, string>;
    images?: readonly string[];
  },
): DataProvider {
  const one = (id: RaRecord['id']) => `${base}/${segment(id)}`;
  return legacyAdapter<Row, Answer, Values>(http, {
    ...spec,
    one,
    create: { path: base, body: ({ data }) => toForm(data) },
    update: { path: ({ id }) => one(id), body: ({ data }) => toForm(data) },
    delete: { path: ({ id }) => one(id) },
    formFields: { renamed, images: { fields: images, refused: IMAGE_REFUSED } },
  });
}

// ---------------------------------------------------------------- categories

export type CategoryRecord = BenefitCategory & { picture: ImageValue | null };

export function benefitCategoriesAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitsCategory`;
  return catalogueAdapter(http, base, {
    resource: 'benefit-categories',
    toRecord: (category: BenefitCategory): CategoryRecord => ({
      ...category,
      picture: imageValue(category.image, category.name),
    }),
    toForm: (data) =>
      catalogueBody({ Name: data.name, Order: data.order }, { [FILE_FIELD]: data.picture }),
    list: (params) => `${base}?${listSearch(params, onlyFilters(params.filter, ['q']))}`,
    renamed: { Name: 'name', Order: 'order', [FILE_FIELD]: 'picture' },
  });
}

// ---------------------------------------------------------------- link kinds

export type LinkTypeRecord = BenefitLinkType & { picture: ImageValue | null };

export function benefitLinkTypesAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitLink`;
  return catalogueAdapter(http, base, {
    resource: 'benefit-link-types',
    toRecord: (kind: BenefitLinkType): LinkTypeRecord => ({
      ...kind,
      picture: imageValue(kind.icon, kind.name),
    }),
    toForm: (data) =>
      catalogueBody(
        {
          idBenefit: BENEFIT_LINK_ID_BENEFIT,
          Name: data.name,
          Link: data.link,
          Active: data.active ?? true,
        },
        { [FILE_FIELD]: data.picture },
      ),
    list: (params) => `${base}?${listSearch(params, onlyFilters(params.filter, ['q', 'active']))}`,
    renamed: { Name: 'name', Link: 'link', Active: 'active', [FILE_FIELD]: 'picture' },
  });
}

// ---------------------------------------------------------------- benefits

export type BenefitRecord = (Benefit | BenefitSummary) & {
  logoPicture: ImageValue | null;
  imagePicture: ImageValue | null;
};

/** The benefit's own links as the JSON of its `benefitLinks` field: contract fields, ordered 1…n. */
const benefitLinksJson = (links: Partial<BenefitLinkInput>[]): string =>
  JSON.stringify(
    links.map((link, index) => ({
      idBenefitLink: Number(link.idBenefitLink),
      name: link.name ?? '',
      link: link.link ?? '',
      active: link.active ?? true,
      order: index + 1,
    })),
  );

export function benefitsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/Benefits`;
  return catalogueAdapter(http, base, {
    resource: 'benefits',
    toRecord: (benefit: Benefit | BenefitSummary): BenefitRecord => ({
      ...benefit,
      logoPicture: imageValue(benefit.logo, benefit.name),
      imagePicture: imageValue(benefit.image, benefit.name),
    }),
    toForm: (data: Partial<Benefit & BenefitRecord>) =>
      catalogueBody(
        {
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
          ...(Array.isArray(data.benefitLinks)
            ? { benefitLinks: benefitLinksJson(data.benefitLinks) }
            : {}),
        },
        { logo: data.logoPicture, image: data.imagePicture },
      ),
    list: (params) =>
      `${base}?${listSearch(params, onlyFilters(params.filter, ['q', 'idCategory', 'active']))}`,
    renamed: { logo: 'logoPicture', image: 'imagePicture' },
    images: ['logoPicture', 'imagePicture'],
  });
}

// ---------------------------------------------------------------- discounts

/** A discount in the portal: dates as ISO wall clock (the date-and-time inputs: resources/shared/DateInput.tsx). */
export type DiscountRecord = Omit<BenefitDiscount, 'startDate' | 'endDate'> & {
  startDate: string;
  endDate: string;
  picture: ImageValue | null;
};

const toDiscountRecord = (discount: BenefitDiscount): DiscountRecord => ({
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
  return catalogueAdapter(http, base, {
    resource: 'benefit-discounts',
    toRecord: toDiscountRecord,
    toForm: (data) =>
      catalogueBody(
        {
          idBenefits: data.idBenefits,
          // No location is sent as -1.
          idLocation: data.idLocation ?? EMPTY_PLACEHOLDER,
          DiscountName: data.discountName,
          Link: data.link,
          // Benefit dates travel as 'YYYY-MM-DD HH:mm:ss'.
          StartDate: toContractDateTime(String(data.startDate ?? '')) ?? data.startDate,
          EndDate: toContractDateTime(String(data.endDate ?? '')) ?? data.endDate,
        },
        { [FILE_FIELD]: data.picture },
      ),
    list: (params) => {
      const { valid, ...filter } = params.filter ?? {};
      if (valid) {
        const { month, idBenefits, q } = filter;
        const page = { page: 1, perPage: 25, ...params.pagination };
        return `${base}/GetBenefitsDiscount?${search({ ...page, month, idBenefits, q })}`;
      }
      return `${base}/GetBenefitsDiscountTable?${listSearch(params, onlyFilters(filter, ['q', 'idBenefits']))}`;
    },
    renamed: {
      DiscountName: 'discountName',
      Link: 'link',
      StartDate: 'startDate',
      EndDate: 'endDate',
      [FILE_FIELD]: 'picture',
    },
  });
}

// ---------------------------------------------------------------- page settings

type PageSettingsRecord = PageSettings &
  Record<`${'logo' | 'footer' | 'badge'}Picture`, ImageValue | null>;

/** The id the portal reads the page settings by: there is one record, whatever the id asked. */
export const PAGE_SETTINGS_ID = 1;

/** `benefit-page-settings`: one record (GET /PageSettings), saved with PUT /PageSettings/{id}. */
export function benefitPageSettingsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/PageSettings`;
  const toForm = ({ data }: { data: Partial<PageSettingsRecord> }) =>
    catalogueBody(
      { title: PAGE_SETTINGS_TITLE, header: data.header, reminder: data.reminder ?? '' },
      Object.fromEntries(
        PAGE_SETTINGS_FILE_FIELDS.map((field) => [field, data[`${field}Picture`]]),
      ),
    );
  return legacyAdapter(http, {
    resource: 'benefit-page-settings',
    toRecord: (settings: PageSettings): PageSettingsRecord => ({
      ...settings,
      logoPicture: imageValue(settings.logo, 'logo'),
      footerPicture: imageValue(settings.footer, 'footer'),
      badgePicture: imageValue(settings.badge, 'badge'),
    }),
    // The settings are one record, whatever the id asked.
    one: () => base,
    create: { path: base, body: toForm },
    // The page's record is read by a fixed id: the stored one is the record's own.
    update: { path: ({ id, data }) => `${base}/${segment(data.id ?? id)}`, body: toForm },
    formFields: {
      renamed: Object.fromEntries(
        PAGE_SETTINGS_FILE_FIELDS.map((field) => [field, `${field}Picture`]),
      ),
      images: {
        fields: PAGE_SETTINGS_FILE_FIELDS.map((field) => `${field}Picture`),
        refused: IMAGE_REFUSED,
      },
    },
  });
}
