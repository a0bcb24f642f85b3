import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import {
  type CurrentNewslettersQuery,
  hasVisibleContent,
  NEWSLETTER_IMAGE_FIELD,
  type Newsletter,
  type NewsletterBody,
  type NewsletterListQuery,
  type NewsletterSortField,
  newsletterStatus,
  type NewsletterSummary,
  type NewsletterUpdateBody,
  type StoredImage,
} from '../../../contracts/newsletters/newsletters';
import type { ListParams } from '../../../contracts/listQuery';
import {
  type Actor,
  actorEmployeeId,
  deleteAnswering,
  insertAudited,
  updateAudited,
} from '../../audit/audit';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import type { NewsletterTable } from './tables';
import { containsText, folded } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import {
  fileUrl,
  IMAGE_TYPES,
  requiredUpload,
  type Upload,
  uploadImage,
} from '../../files/storage';
import { RequestValidationError, notFound } from '../../http/errors';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { sanitizeRichText } from '../../http/richText';
import { flag } from '../../db/flags';
import { findOr404, type SelectedRow } from '../../db/lookup';
import { changedStamps, createdStamps } from '../../db/columns';
import { say } from './i18n';

type Q = Kysely<Database>;

/** Newsletters with the user names of who created and last changed them. */
function newsletterBase(q: Q) {
  return q
    .selectFrom('newsletters')
    .leftJoin('employees as creator', 'creator.id', 'newsletters.created_by')
    .leftJoin('employees as editor', 'editor.id', 'newsletters.updated_by');
}

const summaryColumns = [
  'newsletters.id',
  'newsletters.title',
  'newsletters.summary',
  'newsletters.cover_file_id',
  'newsletters.start_date',
  'newsletters.end_date',
  'newsletters.published',
  'newsletters.created_at',
  'newsletters.updated_at',
  'creator.username as created_by_username',
  'editor.username as updated_by_username',
] as const;

const fullQuery = (q: Q) => newsletterBase(q).select([...summaryColumns, 'newsletters.body']);
type SummaryRow = Omit<SelectedRow<typeof fullQuery>, 'body'>;

/** The row as stored, for the audit trail's before and after. */
type NewsletterRow = Selectable<NewsletterTable>;
const snapshot = (row: Omit<NewsletterRow, 'created_at' | 'created_by'>) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  coverFileId: row.cover_file_id,
  startDate: row.start_date,
  endDate: row.end_date,
  published: Boolean(row.published),
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

/** The columns a body sets, its rich text already sanitised. */
const columnsOf = (body: NewsletterBody, cleanBody: string) => ({
  title: body.title,
  summary: body.summary,
  body: cleanBody,
  cover_file_id: body.coverFileId,
  start_date: body.startDate,
  end_date: body.endDate,
  published: flag(body.published),
});

/** Newsletters: owners write and list them all; readers see the current ones. */
export function createNewsletterRepository(db: DB) {
  const toSummary = (row: SummaryRow, today: string): NewsletterSummary => {
    const published = Boolean(row.published);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      coverFileId: row.cover_file_id,
      coverUrl: fileUrl(row.cover_file_id),
      startDate: row.start_date,
      endDate: row.end_date,
      published,
      status: newsletterStatus(
        { published, startDate: row.start_date, endDate: row.end_date },
        today,
      ),
      createdAt: row.created_at,
      createdBy: row.created_by_username,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by_username,
    };
  };

  async function byId(id: number, today: string): Promise<Newsletter> {
    const row = await findOr404(fullQuery(db).where('newsletters.id', '=', id), say('notFound'));
    return { ...toSummary(row, today), body: row.body };
  }

  /** The body as stored: sanitised, and still something to read once sanitised. */
  function cleanBody(html: string): string {
    const clean = sanitizeRichText(html);
    if (!hasVisibleContent(clean)) {
      throw new RequestValidationError({ body: say('emptyBody') });
    }
    return clean;
  }

  /** A cover must be a stored image (an upload of POST /Newsletter/Image). */
  async function checkCover(trx: Transaction<Database>, coverFileId: string | null) {
    if (!coverFileId) return;
    const file = await trx
      .selectFrom('files')
      .select('mime')
      .where('id', '=', coverFileId)
      .executeTakeFirst();
    if (!file || !IMAGE_TYPES.includes(file.mime)) {
      throw new RequestValidationError({ coverFileId: say('coverNotImage') });
    }
  }

  return {
    /** GET /Newsletter: a page of every newsletter (`q`: title contains; `status`). */
    async list(params: NewsletterListQuery, today: string): Promise<Page<NewsletterSummary>> {
      let base = newsletterBase(db);
      if (params.q) base = base.where(containsText(db, sql.ref('newsletters.title'), params.q));
      switch (params.status) {
        case 'draft':
          base = base.where('newsletters.published', '=', 0);
          break;
        case 'scheduled':
          base = base
            .where('newsletters.published', '=', 1)
            .where('newsletters.start_date', '>', today);
          break;
        case 'current':
          base = base
            .where('newsletters.published', '=', 1)
            .where('newsletters.start_date', '<=', today)
            .where('newsletters.end_date', '>=', today);
          break;
        case 'expired':
          base = base
            .where('newsletters.published', '=', 1)
            .where('newsletters.end_date', '<', today);
          break;
      }
      const page = await pagedList(params as ListParams<NewsletterSortField>, {
        base,
        select: (query) => query.select(summaryColumns),
        sort: {
          title: folded(db, sql.ref('newsletters.title')),
          startDate: 'newsletters.start_date',
          endDate: 'newsletters.end_date',
          published: 'newsletters.published',
          updatedAt: 'newsletters.updated_at',
        },
        tieBreaker: 'newsletters.id',
      });
      return mapPage(page, (row) => toSummary(row, today));
    },

    /** GET /Newsletter/GetCurrentNewsletters: published, inside their window, newest first; `q`: title. */
    async current(
      params: CurrentNewslettersQuery,
      today: string,
    ): Promise<Page<NewsletterSummary>> {
      let base = newsletterBase(db)
        .where('newsletters.published', '=', 1)
        .where('newsletters.start_date', '<=', today)
        .where('newsletters.end_date', '>=', today);
      if (params.q) base = base.where(containsText(db, sql.ref('newsletters.title'), params.q));
      const page = await pagedList(
        { ...params, sort: 'startDate' as const, order: 'DESC' },
        {
          base,
          select: (query) => query.select(summaryColumns),
          sort: { startDate: 'newsletters.start_date' },
          tieBreaker: 'newsletters.id',
        },
      );
      return mapPage(page, (row) => toSummary(row, today));
    },

    /** GET /Newsletter/{id}: owners read any; readers only a current one (404 otherwise). */
    async get(id: number, { anyStatus, today }: { anyStatus: boolean; today: string }) {
      const newsletter = await byId(id, today);
      if (!anyStatus && newsletter.status !== 'current') throw notFound(say('notFound'));
      return newsletter;
    },

    /** POST /Newsletter: audited as entity 'newsletter'. */
    async create(actor: Actor, body: NewsletterBody, today: string): Promise<Newsletter> {
      const clean = cleanBody(body.body);
      const id = await writeTransaction(db, async (trx) => {
        await checkCover(trx, body.coverFileId);
        const now = new Date().toISOString();
        const values = {
          ...columnsOf(body, clean),
          ...createdStamps(now, actorEmployeeId(actor)),
        };
        return insertAudited(trx, actor, {
          table: 'newsletters',
          entity: 'newsletter',
          values,
          after: snapshot,
        });
      });
      return byId(id, today);
    },

    /** PUT /Newsletter (id in the body): audited; a save that changes nothing leaves no row. */
    async update(actor: Actor, body: NewsletterUpdateBody, today: string): Promise<Newsletter> {
      const clean = cleanBody(body.body);
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'newsletters', body.id, say('notFound'));
        await checkCover(trx, body.coverFileId);
        const changes = columnsOf(body, clean);
        const changed = (Object.keys(changes) as (keyof typeof changes)[]).some(
          (key) => changes[key] !== before[key],
        );
        if (!changed) return;
        const set = {
          ...changes,
          ...changedStamps(new Date().toISOString(), actorEmployeeId(actor)),
        };
        const after = { ...before, ...set };
        await updateAudited(trx, actor, {
          table: 'newsletters',
          entity: 'newsletter',
          id: body.id,
          set,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return byId(body.id, today);
    },

    /** DELETE /Newsletter/Delete/{id}: a hard delete, audited with the deleted newsletter. */
    remove: (actor: Actor, id: number, today: string): Promise<Newsletter> =>
      deleteAnswering(
        db,
        actor,
        { table: 'newsletters', entity: 'newsletter', id, missing: say('notFound'), snapshot },
        () => byId(id, today),
      ),

    /** POST /Newsletter/Image: stores a cover image (type read from the bytes); audited as 'file'. */
    async saveImage(actor: Actor, files: Upload[]): Promise<StoredImage> {
      const upload = requiredUpload(
        files,
        NEWSLETTER_IMAGE_FIELD,
        say('imageRequired', { field: NEWSLETTER_IMAGE_FIELD }),
      );
      const id = await uploadImage(db, actor, upload);
      return { id, url: fileUrl(id) };
    },
  };
}
