import { boolean, type InferType, mixed, number, object, string } from 'yup';
import { calendarDay } from '../calendar';
import { rowIdParams, withId } from '../fields';
import { listQuery, MAX_PER_PAGE } from '../listQuery';
import { searchText } from '../restQuery';

/**
 * The company's newsletters. A newsletter is shown to employees while it is
 * published and today is inside its publication window (startDate to endDate, both inclusive).
 */

export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'current', 'expired'] as const;
/**
 * draft: not published (never shown); scheduled: published, its window starts later; current:
 * published and inside its window (what employees see); expired: published, its window is over.
 */
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export function newsletterStatus(
  newsletter: { published: boolean; startDate: string; endDate: string },
  today: string = calendarDay(),
): NewsletterStatus {
  if (!newsletter.published) return 'draft';
  if (newsletter.startDate > today) return 'scheduled';
  if (newsletter.endDate < today) return 'expired';
  return 'current';
}

/** A newsletter in lists (the cards, the owners' table): everything but the body. */
export interface NewsletterSummary {
  id: number;
  title: string;
  summary: string;
  /** The stored cover image (an upload of POST /Newsletter/Image), or null. */
  coverFileId: string | null;
  /** Where the portal reads the cover (GET /files/{id}), or null. */
  coverUrl: string | null;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
  published: boolean;
  /** Computed for today (company time zone). */
  status: NewsletterStatus;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** A newsletter to read or edit: with its body (sanitised rich text). */
export interface Newsletter extends NewsletterSummary {
  body: string;
}

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const NEWSLETTER_TESTS = {
  isoDate: 'isoDate',
  notBeforeStart: 'notBeforeStart',
  hasContent: 'hasContent',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (value: string | undefined) => {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const isoDate = () =>
  string()
    .trim()
    .required()
    .test(NEWSLETTER_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      value ? isIsoDate(value) : true,
    );

/** Text a reader would see: tags removed; an image counts as content. */
export const hasVisibleContent = (html: string): boolean =>
  /<img\s/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '')
    .trim().length > 0;

const MAX_BODY_LENGTH = 100_000;

/** POST /Newsletter (JSON). The body is sanitised (sanitizeRichText) before it is stored. */
export const newsletterBody = object({
  title: string().trim().required().min(3).max(150),
  summary: string().trim().required().min(10).max(500),
  body: string()
    .required()
    .max(MAX_BODY_LENGTH)
    .test(NEWSLETTER_TESTS.hasContent, '${path} must have some text', (value) =>
      value ? hasVisibleContent(value) : true,
    ),
  coverFileId: string().uuid().nullable().default(null),
  startDate: isoDate(),
  endDate: isoDate().test(
    NEWSLETTER_TESTS.notBeforeStart,
    '${path} must be on or after startDate',
    function notBeforeStart(value) {
      const start = (this.parent as { startDate?: string }).startDate;
      return !value || !start || !isIsoDate(value) || !isIsoDate(start) || value >= start;
    },
  ),
  published: boolean().required(),
});
export type NewsletterBody = InferType<typeof newsletterBody>;

/** PUT /Newsletter (JSON): the contract's path has no id, so the body carries it. */
export const newsletterUpdateBody = withId(newsletterBody);
export type NewsletterUpdateBody = InferType<typeof newsletterUpdateBody>;

/** GET /Newsletter/{id}, DELETE /Newsletter/Delete/{id} */
export const newsletterIdParams = rowIdParams();

/** GET /Newsletter (owners): `q` searches the title; `status` is one of NEWSLETTER_STATUSES. */
export const newsletterListQuery = listQuery(
  ['title', 'startDate', 'endDate', 'published', 'updatedAt'],
  'startDate',
).shape({
  status: mixed<NewsletterStatus>()
    .oneOf([...NEWSLETTER_STATUSES])
    .optional(),
});
export type NewsletterListQuery = InferType<typeof newsletterListQuery>;
export type NewsletterSortField = NewsletterListQuery['sort'];

/**
 * GET /Newsletter/GetCurrentNewsletters: newest first, paged (total in X-Total-Count); `q`
 * searches the title, as on GET /Newsletter.
 */
export const currentNewslettersQuery = object({
  page: number().integer().min(1).default(1),
  perPage: number().integer().min(1).max(MAX_PER_PAGE).default(25),
  q: searchText,
});
export type CurrentNewslettersQuery = InferType<typeof currentNewslettersQuery>;

/** POST /Newsletter/Image (multipart, the file in `image`): a stored cover. */
export interface StoredImage {
  id: string;
  url: string;
}
export const NEWSLETTER_IMAGE_FIELD = 'image';
