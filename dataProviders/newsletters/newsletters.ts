import type { DataProvider } from 'react-admin';
// Types only: this module loads at start-up, before the portal gives yup its translatable
// messages, and importing the contract's values here would build its schemas too early.
import type {
  NEWSLETTER_IMAGE_FIELD,
  Newsletter,
  NewsletterBody,
  NewsletterSummary,
  StoredImage,
} from '../../contracts/newsletters/newsletters';
import { type FormFields, IMAGE_REFUSED, toFormErrors } from '../errors';
import type { HttpClient } from '../http';
import {
  imageValue,
  type ImageValue,
  legacyAdapter,
  multipartBody,
  segment,
} from '../legacyAdapter';
import { listSearch, search } from '../listParams';

/** A newsletter in the portal: the contract's, plus `cover` for the form's image input. */
export type NewsletterRecord = (Newsletter | NewsletterSummary) & { cover?: ImageValue | null };
/** What the newsletter form holds. */
type NewsletterValues = Newsletter & { cover?: ImageValue | null };

const withCover = <T extends NewsletterSummary>(newsletter: T): T & NewsletterRecord => ({
  ...newsletter,
  cover: imageValue(newsletter.coverUrl, newsletter.title),
});

const IMAGE_FIELD: typeof NEWSLETTER_IMAGE_FIELD = 'image';

/** The service names the upload `image` and the stored one `coverFileId`: the form's `cover`. */
const COVER_FIELDS: FormFields = {
  renamed: { [IMAGE_FIELD]: 'cover', coverFileId: 'cover' },
  images: { fields: ['cover'], refused: IMAGE_REFUSED },
};

export interface NewsletterCalls {
  /** POST /Newsletter/Image: stores an image, answers its id and URL. */
  uploadImage(resource: 'newsletters', params: { file: File }): Promise<StoredImage>;
}

/**
 * `newsletters` over the newsletter endpoints: GET /Newsletter (owners) or, with the filter
 * `{ current: true }`, GET /Newsletter/GetCurrentNewsletters (`q` filters either);
 * GET /Newsletter/{id}; POST and PUT /Newsletter (the id in the body); DELETE
 * /Newsletter/Delete/{id}. A cover chosen in the form is uploaded first (POST /Newsletter/Image)
 * and sent as `coverFileId`.
 */
export function newslettersAdapter(
  mainApi: string,
  http: HttpClient,
): DataProvider & NewsletterCalls {
  const base = `${mainApi}/Newsletter`;
  const uploadImage = (file: File) =>
    http
      .json<StoredImage>(`${base}/Image`, {
        method: 'POST',
        body: multipartBody({}, { [IMAGE_FIELD]: { rawFile: file } }),
      })
      .catch((error: unknown) => {
        throw toFormErrors(error, COVER_FIELDS);
      });

  const coverFileId = async ({ cover, coverFileId }: Partial<NewsletterValues>) => {
    if (!cover) return null;
    if (cover.rawFile instanceof File) return (await uploadImage(cover.rawFile)).id;
    return coverFileId ?? null;
  };

  /** Only the contract's fields, so nothing the portal adds reaches the service. */
  const toBody = async (data: Partial<NewsletterValues>): Promise<NewsletterBody> => ({
    title: data.title ?? '',
    summary: data.summary ?? '',
    body: data.body ?? '',
    coverFileId: await coverFileId(data),
    startDate: data.startDate ?? '',
    endDate: data.endDate ?? '',
    published: Boolean(data.published),
  });

  const adapter = legacyAdapter(http, {
    resource: 'newsletters',
    toRecord: (newsletter: Newsletter | NewsletterSummary) => withCover(newsletter),
    list: (params) => {
      const { current, ...filter } = params.filter ?? {};
      return current
        ? `${base}/GetCurrentNewsletters?${search({ page: 1, perPage: 25, ...params.pagination, q: filter.q })}`
        : `${base}?${listSearch(params, filter)}`;
    },
    one: (id) => `${base}/${segment(id)}`,
    create: { path: base, body: ({ data }: { data: Partial<NewsletterValues> }) => toBody(data) },
    update: {
      path: base,
      body: async ({ id, data }) => ({ ...(await toBody(data)), id: Number(id) }),
    },
    delete: { path: ({ id }) => `${base}/Delete/${segment(id)}` },
    formFields: COVER_FIELDS,
  });
  return Object.assign(adapter, {
    uploadImage: (_resource: 'newsletters', { file }: { file: File }) => uploadImage(file),
  });
}
