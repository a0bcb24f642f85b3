import { type DataProvider, HttpError } from 'react-admin';
// Types only: this module loads at start-up, before the portal gives yup its translatable
// messages, and importing the contract's values here would build its schemas too early.
import type {
  NEWSLETTER_IMAGE_FIELD,
  Newsletter,
  NewsletterBody,
  NewsletterSummary,
  StoredImage,
} from '../../contracts/newsletters/newsletters';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';

/** The cover as react-admin's ImageInput holds it: a stored image, or a file just chosen. */
export interface CoverValue {
  src?: string;
  title?: string;
  rawFile?: File;
}

/** A newsletter in the portal: the contract's, plus `cover` for the form's image input. */
export type NewsletterRecord = (Newsletter | NewsletterSummary) & { cover?: CoverValue | null };

const withCover = <T extends NewsletterSummary>(newsletter: T): T & NewsletterRecord => ({
  ...newsletter,
  cover: newsletter.coverUrl ? { src: newsletter.coverUrl, title: newsletter.title } : null,
});

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });
const IMAGE_FIELD: typeof NEWSLETTER_IMAGE_FIELD = 'image';

/** The i18n key the form shows under the cover when the service refuses the image. */
export const COVER_REFUSED = 'newsletters.form.coverRejected';

export interface NewslettersDataProvider extends DataProvider {
  /** POST /Newsletter/Image: stores an image, answers its id and URL. */
  uploadImage(resource: 'newsletters', params: { file: File }): Promise<StoredImage>;
}

/**
 * `newsletters` over SPEC §7 Newsletter: GET /Newsletter (owners) or, with the filter
 * `{ current: true }`, GET /Newsletter/GetCurrentNewsletters; GET /Newsletter/{id}; POST and PUT
 * /Newsletter (the id in the body); DELETE /Newsletter/Delete/{id}. A cover chosen in the form is
 * uploaded first (POST /Newsletter/Image) and sent as `coverFileId`.
 */
export function newslettersAdapter(mainApi: string, http: HttpClient): NewslettersDataProvider {
  const uploadImage = async (file: File): Promise<StoredImage> => {
    const form = new FormData();
    form.append(IMAGE_FIELD, file, file.name);
    try {
      return await http.json<StoredImage>(`${mainApi}/Newsletter/Image`, {
        method: 'POST',
        body: form,
      });
    } catch (error) {
      // The service names its own field (`image`); the form's field is `cover`.
      if (error instanceof HttpError && error.status < 500) {
        throw new HttpError(error.message, error.status, {
          message: error.message,
          errors: { cover: COVER_REFUSED },
        });
      }
      throw error;
    }
  };

  const coverFileId = async (data: Partial<NewsletterRecord>): Promise<string | null> => {
    const cover = data.cover;
    if (!cover) return null;
    if (cover.rawFile instanceof File) return (await uploadImage(cover.rawFile)).id;
    return data.coverFileId ?? null;
  };

  /** Only the contract's fields, so nothing the portal adds reaches the service. */
  const toBody = async (data: Partial<NewsletterRecord>): Promise<NewsletterBody> => ({
    title: data.title ?? '',
    summary: data.summary ?? '',
    body: (data as Partial<Newsletter>).body ?? '',
    coverFileId: await coverFileId(data),
    startDate: data.startDate ?? '',
    endDate: data.endDate ?? '',
    published: Boolean(data.published),
  });

  const provider = resourceAdapter('newsletters', {
    getList: async (_resource, params) => {
      const { current, ...filter } = params.filter ?? {};
      if (current) {
        const { page = 1, perPage = 25 } = params.pagination ?? {};
        const query = new URLSearchParams({ page: String(page), perPage: String(perPage) });
        const result = await http.list<NewsletterSummary>(
          `${mainApi}/Newsletter/GetCurrentNewsletters?${query}`,
        );
        return { data: result.data.map(withCover) as never, total: result.total };
      }
      const result = await http.list<NewsletterSummary>(
        `${mainApi}/Newsletter?${listSearch(params, filter)}`,
      );
      return { data: result.data.map(withCover) as never, total: result.total };
    },
    getOne: async (_resource, { id }) => ({
      data: withCover(
        await http.json<Newsletter>(`${mainApi}/Newsletter/${encodeURIComponent(String(id))}`),
      ) as never,
    }),
    create: async (_resource, { data }) => {
      const created = await http.json<Newsletter>(`${mainApi}/Newsletter`, {
        method: 'POST',
        ...json(await toBody(data as Partial<NewsletterRecord>)),
      });
      return { data: withCover(created) as never };
    },
    update: async (_resource, { id, data }) => {
      const updated = await http.json<Newsletter>(`${mainApi}/Newsletter`, {
        method: 'PUT',
        ...json({ ...(await toBody(data as Partial<NewsletterRecord>)), id: Number(id) }),
      });
      return { data: withCover(updated) as never };
    },
    delete: async (_resource, { id }) => {
      const deleted = await http.json<Newsletter>(
        `${mainApi}/Newsletter/Delete/${encodeURIComponent(String(id))}`,
        { method: 'DELETE' },
      );
      return { data: withCover(deleted) as never };
    },
  });
  return {
    ...provider,
    uploadImage: (_resource, { file }) => uploadImage(file),
  };
}
