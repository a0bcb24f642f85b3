import { isOwnerOf } from '../../../../contracts/catalogue';
import { type Selectable, sql, type Transaction } from 'kysely';
import type {
  Benefit,
  BenefitFields,
  BenefitListQuery,
  BenefitOwnLink,
  BenefitSummary,
} from '../../../../contracts/benefits/benefits';
import { BENEFIT_FILE_FIELDS } from '../../../../contracts/benefits/formats';
import type { DB } from '../../../db';
import { BENEFIT_SEARCH, type BenefitTable } from '../tables';
import type { Database } from '../../../db/schema';
import { folded, foldText, searchMatches } from '../../../db/text';
import { findOr400 } from '../../../db/lookup';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { fileUrl, storeSentImage, type Upload } from '../../../files/storage';
import { RequestValidationError, notFound } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { sanitizeRichText } from '../../../http/richText';
import { now, type Reader } from './common';
import { type Actor, deleteAudited, insertAudited, updateAudited } from '../../../audit/audit';
import { flag } from '../../../db/flags';
import { say } from '../i18n';
import { assertNameFree, type UniqueName, uniqueNameWrite } from '../../../db/uniqueName';

/** One benefit per partner (its branches are its locations): the name once, ignoring case and accents. */
const UNIQUE_NAME: UniqueName = {
  table: 'benefits',
  indexes: ['benefits_name_key_unique'],
  refusal: {
    taken: (name) => say('benefit.duplicate', { name }),
    reason: say('benefit.nameTaken'),
  },
  field: 'name',
  folded: { column: 'name_key', fold: foldText },
};

/** Owners see inactive benefits (and links); employees only active ones. */
export const ownsBenefits = (reader: Reader) => isOwnerOf('benefits', reader.role);

const summaryColumns = [
  'b.id',
  'b.category_id',
  'c.name as category_name',
  'b.name',
  'b.detail',
  'b.link',
  'b.email',
  'b.active',
  'b.logo_file_id',
  'b.image_file_id',
  'b.updated_at',
] as const;

interface SummaryRow {
  id: number;
  category_id: number;
  category_name: string;
  name: string;
  detail: string;
  link: string | null;
  email: string | null;
  active: number;
  logo_file_id: string | null;
  image_file_id: string | null;
  updated_at: string;
}

const toSummary = (row: SummaryRow): BenefitSummary => ({
  id: row.id,
  idCategory: row.category_id,
  categoryName: row.category_name,
  name: row.name,
  detail: row.detail,
  link: row.link,
  email: row.email,
  active: Boolean(row.active),
  logo: fileUrl(row.logo_file_id),
  image: fileUrl(row.image_file_id),
  updatedAt: row.updated_at,
});

/** The audit's picture of a benefit: its row and its own links. */
type Snapshot = Selectable<BenefitTable> & { links: BenefitFields['benefitLinks'] };

/** Benefits: rich-text description and info, logo and image, and their own links. */
export function createBenefitRepository(db: DB) {
  const benefits = () => db.selectFrom('benefits as b');
  /** A benefit with its category: joined for the columns, never for a count (pagedList). */
  const withCategory = (query: ReturnType<typeof benefits>) =>
    query.innerJoin('benefit_categories as c', 'c.id', 'b.category_id');

  async function linksOf(id: number, activeOnly: boolean): Promise<BenefitOwnLink[]> {
    let query = db
      .selectFrom('benefit_links as bl')
      .innerJoin('benefit_link_types as t', 't.id', 'bl.link_type_id')
      .select([
        'bl.id',
        'bl.link_type_id',
        'bl.name',
        'bl.link',
        'bl.active',
        'bl.position',
        't.icon_file_id',
      ])
      .where('bl.benefit_id', '=', id);
    if (activeOnly) query = query.where('bl.active', '=', 1).where('t.active', '=', 1);
    const rows = await query.orderBy('bl.position').orderBy('bl.id').execute();
    return rows.map((row) => ({
      id: row.id,
      idBenefitLink: row.link_type_id,
      name: row.name,
      link: row.link,
      active: Boolean(row.active),
      order: row.position,
      icon: fileUrl(row.icon_file_id),
    }));
  }

  async function get(reader: Reader, id: number): Promise<Benefit> {
    const owner = ownsBenefits(reader);
    const row = await withCategory(benefits())
      .select([...summaryColumns, 'b.description', 'b.benefit_info', 'b.facebook', 'b.instagram'])
      .where('b.id', '=', id)
      .executeTakeFirst();
    if (!row || (!row.active && !owner)) throw notFound(say('benefit.notFound'));
    return {
      ...toSummary(row),
      description: row.description,
      benefitInfo: row.benefit_info,
      facebook: row.facebook,
      instagram: row.instagram,
      benefitLinks: await linksOf(id, !owner),
    };
  }

  /**
   * The columns of the fields, rich text sanitised; 409 when another benefit (not `id`) has the
   * name, 400 when the category does not exist.
   */
  async function columnsOf(trx: Transaction<Database>, fields: BenefitFields, id?: number) {
    await assertNameFree(trx, UNIQUE_NAME, fields.name, { except: id });
    await findOr400(
      trx.selectFrom('benefit_categories').select('id').where('id', '=', fields.idCategory),
      { idCategory: say('category.unknown') },
    );
    return {
      category_id: fields.idCategory,
      name: fields.name,
      name_key: foldText(fields.name),
      detail: fields.detail,
      description: sanitizeRichText(fields.description),
      benefit_info: sanitizeRichText(fields.benefitInfo),
      link: fields.link,
      facebook: fields.facebook,
      instagram: fields.instagram,
      email: fields.email,
      active: flag(fields.active),
    };
  }

  /** The logo and the image: each one sent is stored, each one not sent kept from `current`. */
  async function imageColumns(
    trx: Transaction<Database>,
    actor: Actor,
    files: Upload[],
    current?: { logo_file_id: string | null; image_file_id: string | null },
  ) {
    const { logo, image } = BENEFIT_FILE_FIELDS;
    return {
      logo_file_id: await storeSentImage(trx, actor, files, logo, current?.logo_file_id),
      image_file_id: await storeSentImage(trx, actor, files, image, current?.image_file_id),
    };
  }

  /** Replaces the benefit's own links; each must be of an existing kind. */
  async function replaceLinks(
    trx: Transaction<Database>,
    id: number,
    links: NonNullable<BenefitFields['benefitLinks']>,
  ) {
    const kinds = [...new Set(links.map((link) => link.idBenefitLink))];
    if (kinds.length) {
      const known = await trx
        .selectFrom('benefit_link_types')
        .select('id')
        .where('id', 'in', kinds)
        .execute();
      const missing = kinds.filter((kind) => !known.some((row) => row.id === kind));
      if (missing.length) {
        throw new RequestValidationError({
          benefitLinks: say('benefit.unknownLinkKinds', { kinds: missing.join(', ') }),
        });
      }
    }
    await trx.deleteFrom('benefit_links').where('benefit_id', '=', id).execute();
    if (links.length) {
      await trx
        .insertInto('benefit_links')
        .values(
          links.map((link) => ({
            benefit_id: id,
            link_type_id: link.idBenefitLink,
            name: link.name,
            link: link.link,
            active: flag(link.active),
            position: link.order,
          })),
        )
        .execute();
    }
  }

  /** Locks the benefit to change it (404 otherwise): its row, and its audit picture with links. */
  async function lockWithLinks(trx: Transaction<Database>, id: number) {
    const row = await lockByIdOr404(trx, 'benefits', id, say('benefit.notFound'));
    const links = await trx
      .selectFrom('benefit_links')
      .select(['link_type_id as idBenefitLink', 'name', 'link', 'active', 'position as order'])
      .where('benefit_id', '=', id)
      .orderBy('position')
      .execute();
    const before: Snapshot = {
      ...row,
      links: links.map((link) => ({ ...link, active: Boolean(link.active) })),
    };
    return { row, before };
  }

  return {
    get,

    /** GET /Benefits: `q` (name, detail), `idCategory`, `active` (owners; others: active only). */
    async list(reader: Reader, params: BenefitListQuery): Promise<Page<BenefitSummary>> {
      let filtered = benefits();
      if (!ownsBenefits(reader)) filtered = filtered.where('b.active', '=', 1);
      else if (params.active !== undefined)
        filtered = filtered.where('b.active', '=', flag(params.active));
      if (params.idCategory) filtered = filtered.where('b.category_id', '=', params.idCategory);
      if (params.q) filtered = filtered.where(searchMatches(db, BENEFIT_SEARCH, params.q, 'b'));
      const page = await pagedList(params, {
        base: filtered,
        select: (query) => withCategory(query).select(summaryColumns),
        sort: {
          name: 'b.name_key',
          categoryName: folded(db, sql.ref('c.name')),
          active: 'b.active',
          updatedAt: 'b.updated_at',
        },
        tieBreaker: 'b.id',
      });
      return mapPage(page, toSummary);
    },

    /** POST /Benefits: answers the new benefit (the portal then opens its admin form). */
    async create(
      actor: Actor,
      reader: Reader,
      fields: BenefitFields,
      files: Upload[],
    ): Promise<Benefit> {
      const id = await uniqueNameWrite(UNIQUE_NAME, fields.name, () =>
        writeTransaction(db, async (trx) => {
          const at = now();
          const values = {
            ...(await columnsOf(trx, fields)),
            ...(await imageColumns(trx, actor, files)),
            created_at: at,
            updated_at: at,
          };
          const id = await insertAudited(trx, actor, {
            table: 'benefits',
            entity: 'benefit',
            values,
            after: (row) => ({ ...row, links: fields.benefitLinks ?? [] }),
          });
          await replaceLinks(trx, id, fields.benefitLinks ?? []);
          return id;
        }),
      );
      return get(reader, id);
    },

    /** PUT /Benefits/{id}: images kept unless new ones come; links replaced when sent. */
    async update(
      actor: Actor,
      reader: Reader,
      id: number,
      fields: BenefitFields,
      files: Upload[],
    ): Promise<Benefit> {
      await uniqueNameWrite(UNIQUE_NAME, fields.name, () =>
        writeTransaction(db, async (trx) => {
          const { row, before } = await lockWithLinks(trx, id);
          const images = await imageColumns(trx, actor, files, row);
          const set = {
            ...(await columnsOf(trx, fields, id)),
            ...images,
            updated_at: now(),
          };
          await updateAudited(trx, actor, {
            table: 'benefits',
            entity: 'benefit',
            id,
            set,
            before,
            after: { ...row, ...set, links: fields.benefitLinks ?? before.links },
          });
          if (fields.benefitLinks) await replaceLinks(trx, id, fields.benefitLinks);
        }),
      );
      return get(reader, id);
    },

    /** DELETE /Benefits/{id}: with its links, discounts and locations, in one transaction. */
    async remove(actor: Actor, reader: Reader, id: number): Promise<Benefit> {
      const deleted = await get(reader, id);
      await writeTransaction(db, async (trx) => {
        const { before } = await lockWithLinks(trx, id);
        await trx.deleteFrom('benefit_links').where('benefit_id', '=', id).execute();
        await trx.deleteFrom('benefit_discounts').where('benefit_id', '=', id).execute();
        await trx.deleteFrom('benefit_locations').where('benefit_id', '=', id).execute();
        await deleteAudited(trx, actor, { table: 'benefits', entity: 'benefit', id, before });
      });
      return deleted;
    },
  };
}
