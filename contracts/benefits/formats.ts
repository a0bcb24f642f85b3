/**
 * The Benefits contract's edge formats, without yup: the portal's adapters load
 * this at start, before the portal sets yup's translatable messages (contracts/benefits/benefits.ts
 * has the rules).
 */

/** "No image" (keep the stored one) is sent as -1; so is "no location". */
export const EMPTY_PLACEHOLDER = '-1';
/** The benefit link's idBenefit is fixed at 1 (links are a catalogue of kinds). */
export const BENEFIT_LINK_ID_BENEFIT = 1;
/** The page settings' title: there is one row. */
export const PAGE_SETTINGS_TITLE = 'settings';

/** The multipart file fields. */
export const BENEFIT_FILE_FIELDS = { logo: 'logo', image: 'image' } as const;
export const FILE_FIELD = 'file';
export const PAGE_SETTINGS_FILE_FIELDS = ['logo', 'footer', 'badge'] as const;
export type PageSettingsImage = (typeof PAGE_SETTINGS_FILE_FIELDS)[number];

/** One of a benefit's own links, as the JSON of its `benefitLinks` multipart field. */
export interface BenefitLinkInput {
  idBenefitLink: number;
  name: string;
  link: string;
  active: boolean;
  order: number;
}
