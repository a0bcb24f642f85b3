import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { parseDecimalComma } from '../decimalComma';
import { recordId, rowIdParams } from '../fields';
import { listQuery, MAX_PER_PAGE } from '../listQuery';

/**
 * Benefit locations and the geography under them. Geography uses the official INEC codes:
 * province 1–7, canton '101', district '10101'.
 */

export interface Province {
  /** INEC code, 1…7. */
  id: number;
  name: string;
}
export interface Canton {
  /** INEC code ('101'). */
  id: string;
  provinceId: number;
  name: string;
}
export interface District {
  /** INEC code ('10101'). */
  id: string;
  cantonId: string;
  name: string;
}

/** What kind of place a location is (a label: docs/decisions/0068-a-location-s-ubicationtype.md). */
export const UBICATION_TYPES = ['store', 'branch', 'office', 'kiosk'] as const;
export type UbicationType = (typeof UBICATION_TYPES)[number];

/** A location as the service answers it: coordinates with a decimal comma. */
export interface BenefitLocation {
  id: number;
  idBenefits: number;
  /** The benefit's name, for lists that mix benefits (FindByProvincia). */
  benefitName: string;
  province: string;
  provinceCode: number;
  canton: string;
  cantonCode: string;
  district: string;
  districtCode: string;
  address: string;
  /** "9,9281" */
  latitude: string;
  /** "-84,0907" */
  longitude: string;
  /** Eight digits, or null. */
  phone: string | null;
  whatsapp: string | null;
  active: boolean;
  principalLocation: boolean;
  ubicationType: UbicationType;
  createdAt: string;
  updatedAt: string;
}

/** Costa Rica, Isla del Coco included: coordinates outside are a typing mistake. */
export const COSTA_RICA_BOUNDS = {
  latitude: { min: 5.4, max: 11.3 },
  longitude: { min: -87.2, max: -82.5 },
} as const;

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const BENEFIT_LOCATION_TESTS = {
  decimal: 'decimal',
  insideCostaRica: 'insideCostaRica',
  phone: 'phone',
} as const;

/** A coordinate: decimal comma (or point), inside Costa Rica. Parsed to a number. */
const coordinate = (axis: keyof typeof COSTA_RICA_BOUNDS) => {
  const { min, max } = COSTA_RICA_BOUNDS[axis];
  return number()
    .transform((_value, original: unknown) =>
      typeof original === 'string' || typeof original === 'number'
        ? parseDecimalComma(original)
        : Number.NaN,
    )
    .typeError(
      `\${path} must be a number with a decimal comma (${axis === 'latitude' ? '9,9281' : '-84,0907'})`,
    )
    .required()
    .test(
      BENEFIT_LOCATION_TESTS.insideCostaRica,
      `\${path} must be inside Costa Rica (${min} to ${max})`.replace(/\./g, ','),
      (value) => value === undefined || (value >= min && value <= max),
    );
};

/** "+506 8888-8888", "8888 8888", "88888888" → "88888888"; empty → null. */
function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '').replace(/^(\+506|00506)/, '');
  return digits === '' ? null : digits;
}
const PHONE_DIGITS = /^[2-8]\d{7}$/;

/** A Costa Rica number: eight digits (first 2–8), optional +506; stored as the eight digits. */
const phone = () =>
  string()
    .trim()
    .max(20)
    .nullable()
    .default(null)
    .transform((value: string | null) => (value ? normalizePhone(value) : null))
    .test(
      BENEFIT_LOCATION_TESTS.phone,
      '${path} must be a Costa Rica number: 8 digits, optionally +506',
      (value) => value === null || value === undefined || PHONE_DIGITS.test(value),
    );

/**
 * POST /BenefitsLocation (multipart) and PUT /BenefitsLocation/{id} (JSON or multipart). The
 * names of province, canton and district are taken from the codes (names sent are ignored).
 */
export const benefitLocationBody = object({
  idBenefits: recordId().required(),
  provinceCode: number().integer().min(1).max(7).required(),
  cantonCode: string()
    .trim()
    .matches(/^[1-7]\d{2}$/)
    .required(),
  districtCode: string()
    .trim()
    .matches(/^[1-7]\d{4}$/)
    .required(),
  address: string().trim().required().min(5).max(300),
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  phone: phone(),
  whatsapp: phone(),
  active: boolean().default(true),
  principalLocation: boolean().default(false),
  ubicationType: mixed<UbicationType>()
    .oneOf([...UBICATION_TYPES])
    .required(),
});
export type BenefitLocationBody = InferType<typeof benefitLocationBody>;

export const benefitLocationIdParams = rowIdParams();

/** GET /BenefitsLocation: `q` searches the address; `idBenefits`, `active` filter. */
export const benefitLocationListQuery = listQuery(
  ['address', 'province', 'canton', 'principalLocation', 'updatedAt'],
  'province',
).shape({
  idBenefits: recordId().optional(),
  active: boolean().optional(),
});
export type BenefitLocationListQuery = InferType<typeof benefitLocationListQuery>;
export type BenefitLocationSortField = BenefitLocationListQuery['sort'];

const findPaging = {
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(MAX_PER_PAGE),
  idBenefits: recordId().optional(),
};

/** GET /BenefitsLocation/FindByProvincia: `provincia` is the code (1–7) or the name. */
export const findByProvinceQuery = object({
  provincia: string().trim().required().max(60),
  ...findPaging,
});
export type FindByProvinceQuery = InferType<typeof findByProvinceQuery>;

/** GET /BenefitsLocation/FindByProvinciaCanton: codes ('1', '101') or names. */
export const findByProvinceCantonQuery = findByProvinceQuery.shape({
  canton: string().trim().required().max(60),
});
export type FindByProvinceCantonQuery = InferType<typeof findByProvinceCantonQuery>;

export const provinceParams = object({ provinceId: number().integer().min(1).max(7).required() });
export const cantonParams = provinceParams.shape({
  cantonId: string()
    .trim()
    .matches(/^\d{3}$/)
    .required(),
});
