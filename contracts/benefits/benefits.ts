import { array, boolean, type InferType, number, object, string } from 'yup';
import { fromContractDateTime } from '../calendar';
import { type BenefitLinkInput, EMPTY_PLACEHOLDER, PAGE_SETTINGS_TITLE } from './formats';
import { recordId, rowIdParams } from '../fields';
import { listQuery, MAX_PER_PAGE } from '../listQuery';

export { BENEFIT_LINK_ID_BENEFIT, PAGE_SETTINGS_TITLE } from './formats';

/**
 * Benefits: categories, benefits (with their own links), the catalogue of link kinds,
 * discounts and the Benefits home page settings. Writes are multipart (the image files travel with
 * the fields); answers are JSON.
 */

const MAX_RICH_TEXT_LENGTH = 100_000;

// ---------------------------------------------------------------- answers

export interface BenefitCategory {
  id: number;
  name: string;
  order: number;
  /** URL of the category's image, or null. */
  image: string | null;
  /** How many benefits it holds (active or not). */
  benefits: number;
  updatedAt: string;
}

/** A kind of link (BenefitLink; idBenefit always 1): shared by every benefit. */
export interface BenefitLinkType {
  id: number;
  /** Always 1: link kinds are a catalogue, not per benefit. */
  idBenefit: number;
  name: string;
  link: string | null;
  /** URL of its icon image, or null. */
  icon: string | null;
  active: boolean;
  /** How many benefits' links are of this kind. */
  uses: number;
  updatedAt: string;
}

/** One of a benefit's own links (`benefitLinks`). */
export interface BenefitOwnLink extends BenefitLinkInput {
  id: number;
  /** The kind's icon URL. */
  icon: string | null;
}

export interface BenefitSummary {
  id: number;
  idCategory: number;
  categoryName: string;
  name: string;
  detail: string;
  link: string | null;
  email: string | null;
  active: boolean;
  logo: string | null;
  image: string | null;
  updatedAt: string;
}

export interface Benefit extends BenefitSummary {
  description: string;
  benefitInfo: string;
  facebook: string | null;
  instagram: string | null;
  benefitLinks: BenefitOwnLink[];
}

export interface BenefitDiscount {
  id: number;
  idBenefits: number;
  benefitName: string;
  benefitLogo: string | null;
  idLocation: number | null;
  discountName: string;
  link: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' (company wall clock), both inclusive. */
  startDate: string;
  endDate: string;
  image: string | null;
  updatedAt: string;
}

export interface PageSettings {
  id: number;
  title: string;
  /** Sanitised rich text. */
  header: string;
  reminder: string;
  logo: string | null;
  footer: string | null;
  badge: string | null;
  updatedAt: string;
}

// ---------------------------------------------------------------- requests

export const BENEFIT_TESTS = {
  contractDateTime: 'contractDateTime',
  notBeforeStart: 'notBeforeStart',
  json: 'json',
} as const;

export const benefitIdParams = rowIdParams();

/** An optional text: '' and absent are null. */
const optionalText = (max: number) =>
  string()
    .trim()
    .max(max)
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .default(null);
const optionalUrl = () => optionalText(500).url();
/** -1, '' or absent: none. */
const optionalId = () =>
  number()
    .integer()
    .nullable()
    .transform((value: number, original: unknown) =>
      original === '' || original === EMPTY_PLACEHOLDER || value === -1 ? null : value,
    )
    .positive()
    .default(null);
const flag = () =>
  boolean().transform((value: unknown, original: unknown) => (original === 'on' ? true : value));

/** POST/PUT /BenefitsCategory (multipart: Name, Order, file). */
export const categoryFields = object({
  Name: string().trim().required().min(2).max(100),
  Order: number().integer().min(1).max(999).required(),
});
export type CategoryFields = InferType<typeof categoryFields>;

/** POST/PUT /BenefitLink (multipart: idBenefit 1, Name, Link, Active, file). */
export const linkTypeFields = object({
  idBenefit: number().oneOf([1], 'idBenefit must be 1').default(1),
  Name: string().trim().required().min(2).max(100),
  Link: optionalUrl(),
  Active: flag().default(true),
});
export type LinkTypeFields = InferType<typeof linkTypeFields>;

const benefitLinkInput = object({
  idBenefitLink: recordId().required(),
  name: string().trim().required().max(100),
  // A web address like every other link of the catalogue: never javascript:, data: or vbscript:.
  link: string().trim().required().max(500).url(),
  active: boolean().default(true),
  order: number().integer().min(1).max(999).required(),
});

/** POST /Benefits and PUT /Benefits/{id} (multipart; `benefitLinks` is JSON; files logo, image). */
export const benefitFields = object({
  idCategory: recordId().required(),
  name: string().trim().required().min(2).max(150),
  detail: string().trim().required().max(500),
  description: string().required().max(MAX_RICH_TEXT_LENGTH),
  benefitInfo: string().default('').max(MAX_RICH_TEXT_LENGTH),
  link: optionalUrl(),
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  email: optionalText(254).email(),
  active: flag().default(true),
  benefitLinks: array(benefitLinkInput)
    .transform((_value: unknown, original: unknown) => {
      if (typeof original !== 'string') return original;
      try {
        return JSON.parse(original || '[]') as unknown;
      } catch {
        return 'invalid';
      }
    })
    // The input limits check the JSON it holds (server/http/inputLimits.ts).
    .meta({ jsonText: true })
    .typeError('benefitLinks must be a JSON list of links')
    .optional(),
});
export type BenefitFields = InferType<typeof benefitFields>;

const contractDateTime = () =>
  string()
    .trim()
    .required()
    .test(
      BENEFIT_TESTS.contractDateTime,
      '${path} must be a date and time (YYYY-MM-DD HH:mm:ss)',
      (value) => !value || isContractDateTime(value),
    );

function isContractDateTime(value: string): boolean {
  const iso = fromContractDateTime(value);
  if (!iso) return false;
  const date = new Date(`${iso}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

/** POST /BenefitsDiscount, PUT /BenefitsDiscount/{id} (multipart; dates 'YYYY-MM-DD HH:mm:ss'). */
export const discountFields = object({
  idBenefits: recordId().required(),
  idLocation: optionalId(),
  DiscountName: string().trim().required().min(2).max(150),
  Link: optionalUrl(),
  StartDate: contractDateTime(),
  EndDate: contractDateTime().test(
    BENEFIT_TESTS.notBeforeStart,
    '${path} must be on or after StartDate',
    function notBeforeStart(value) {
      const start = (this.parent as { StartDate?: string }).StartDate;
      return (
        !value ||
        !start ||
        !isContractDateTime(value) ||
        !isContractDateTime(start) ||
        value >= start
      );
    },
  ),
});
export type DiscountFields = InferType<typeof discountFields>;

/** POST /PageSettings, PUT /PageSettings/{id} (multipart; files logo, footer, badge). */
export const pageSettingsFields = object({
  title: string().oneOf([PAGE_SETTINGS_TITLE], "title must be 'settings'").required(),
  header: string().required().max(MAX_RICH_TEXT_LENGTH),
  reminder: string().default('').max(MAX_RICH_TEXT_LENGTH),
});
export type PageSettingsFields = InferType<typeof pageSettingsFields>;

// ---------------------------------------------------------------- lists

export const categoryListQuery = listQuery(['order', 'name', 'benefits'], 'order');
export type CategoryListQuery = InferType<typeof categoryListQuery>;

export const linkTypeListQuery = listQuery(['name', 'active', 'updatedAt'], 'name').shape({
  active: boolean().optional(),
});
export type LinkTypeListQuery = InferType<typeof linkTypeListQuery>;

/** GET /Benefits: `q` searches name and detail; `idCategory`; `active` (owners). */
export const benefitListQuery = listQuery(
  ['name', 'categoryName', 'active', 'updatedAt'],
  'name',
).shape({
  idCategory: recordId().optional(),
  active: boolean().optional(),
});
export type BenefitListQuery = InferType<typeof benefitListQuery>;

/** GET /BenefitsDiscount/GetBenefitsDiscountTable (owners): every discount. */
export const discountTableQuery = listQuery(
  ['discountName', 'benefitName', 'startDate', 'endDate'],
  'startDate',
).shape({ idBenefits: recordId().optional() });
export type DiscountTableQuery = InferType<typeof discountTableQuery>;

/** GET /BenefitsDiscount/GetBenefitsDiscount: valid now, or overlapping `month` (YYYY-MM). */
export const validDiscountsQuery = object({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(25),
  month: string()
    .trim()
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
    .optional(),
  idBenefits: recordId().optional(),
  q: string().trim().max(100).optional(),
});
export type ValidDiscountsQuery = InferType<typeof validDiscountsQuery>;
