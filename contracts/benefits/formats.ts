/**
 * The Benefits contract's edge formats (SPEC §5, §9), without yup: the portal's adapters load
 * this at start, before the portal sets yup's translatable messages (contracts/benefits.ts has
 * the rules).
 */

/** SPEC §5/§9: benefit dates travel as 'YYYY-MM-DD HH:mm:ss'. */
const CONTRACT_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;
/** Inside: ISO wall-clock 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss' (datetime-local inputs). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** An ISO wall-clock time as the contract sends it; undefined when it is not one. */
export function toContractDateTime(iso: string): string | undefined {
  const match = ISO_DATE_TIME.exec(iso.trim());
  if (!match) return undefined;
  return `${match[1]} ${match[2]}${match[3] ?? ':00'}`;
}

/** A contract date ('YYYY-MM-DD HH:mm:ss') as ISO 'YYYY-MM-DDTHH:mm:ss'; undefined otherwise. */
export function fromContractDateTime(value: string): string | undefined {
  const match = CONTRACT_DATE_TIME.exec(value.trim());
  return match ? `${match[1]}T${match[2]}` : undefined;
}

/** The company's calendar (discount windows are wall-clock times there). */
export const BENEFITS_TIME_ZONE = 'America/Costa_Rica';

/** `now` as the company's wall clock, 'YYYY-MM-DDTHH:mm:ss'. */
export function companyWallClock(now: Date = new Date(), timeZone = BENEFITS_TIME_ZONE): string {
  // sv-SE formats as 'YYYY-MM-DD HH:mm:ss'.
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return text.replace(' ', 'T');
}

/** SPEC §5/§9: "no image" (keep the stored one) is sent as -1; so is "no location". */
export const EMPTY_PLACEHOLDER = '-1';
/** SPEC §9: the benefit link's idBenefit is fixed at 1 (links are a catalogue of kinds). */
export const BENEFIT_LINK_ID_BENEFIT = 1;
/** SPEC §9: the page settings' title. */
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
