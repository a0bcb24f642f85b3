import { sql } from 'kysely';
import { isOwnerOf } from '../../../../contracts/catalogue';
import {
  BENEFIT_LINK_ID_BENEFIT,
  type BenefitLinkType,
  type LinkTypeFields,
  type LinkTypeListQuery,
} from '../../../../contracts/benefits/benefits';
import { FILE_FIELD } from '../../../../contracts/benefits/formats';
import type { DB } from '../../../db';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { fileUrl, storeImage, storeSentImage, type Upload, uploadIn } from '../../../files/storage';
import { HttpError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { now, type Reader } from './common';
import { type Actor, insertAudited, updateAudited, deleteAudited } from '../../../audit/audit';
import { flag } from '../../../db/flags';
import { findOr404 } from '../../../db/lookup';
import { say } from '../i18n';
import { type UniqueName, writeNamed } from '../../../db/uniqueName';

const UNIQUE_NAME: UniqueName = {
  table: 'benefit_link_types',
  indexes: ['benefit_link_types_name_unique'],
  refusal: { taken: (name) => say('link.duplicate', { name }), reason: say('link.nameTaken') },
  field: 'Name',
};

/**
 * BenefitLink: the catalogue of link kinds (web, WhatsApp, menu…) with their icon, shared by every
 * benefit, so idBenefit is always 1
 * (docs/decisions/0056-benefitlink-is-a-catalogue-of-link-kinds.md).
 */
export function createLinkTypeRepository(db: DB) {
  const columns = [
    'l.id',
    'l.name',
    'l.link',
    'l.icon_file_id',
    'l.active',
    'l.updated_at',
    sql<number>`(select count(*) from benefit_links bl where bl.link_type_id = l.id)`.as('uses'),
  ] as const;
  const base = () => db.selectFrom('benefit_link_types as l');
  interface Row {
    id: number;
    name: string;
    link: string | null;
    icon_file_id: string | null;
    active: number;
    updated_at: string;
    uses: number | string;
  }
  const toLinkType = (row: Row): BenefitLinkType => ({
    id: row.id,
    idBenefit: BENEFIT_LINK_ID_BENEFIT,
    name: row.name,
    link: row.link,
    icon: fileUrl(row.icon_file_id),
    active: Boolean(row.active),
    uses: Number(row.uses),
    updatedAt: row.updated_at,
  });

  /** A link kind; an inactive one only for the owners (others get 404, as for benefits). */
  async function get(id: number, reader?: Reader): Promise<BenefitLinkType> {
    let query = base().select(columns).where('l.id', '=', id);
    if (reader && !isOwnerOf('benefits', reader.role))
      query = query.where('l.active', '=', flag(true));
    const row = await findOr404(query, say('link.notFound'));
    return toLinkType(row as Row);
  }

  return {
    get,

    /** GET /BenefitLink: `q` searches the name; `active`; readers who do not own see active kinds only. */
    async list(params: LinkTypeListQuery, reader: Reader): Promise<Page<BenefitLinkType>> {
      let filtered = base();
      if (!isOwnerOf('benefits', reader.role))
        filtered = filtered.where('l.active', '=', flag(true));
      if (params.q) filtered = filtered.where(containsText(db, sql.ref('l.name'), params.q));
      if (params.active !== undefined)
        filtered = filtered.where('l.active', '=', flag(params.active));
      const page = await pagedList(params, {
        base: filtered,
        select: (query) => query.select(columns),
        sort: {
          name: folded(db, sql.ref('l.name')),
          active: 'l.active',
          updatedAt: 'l.updated_at',
        },
        tieBreaker: 'l.id',
      });
      return mapPage(page, (row) => toLinkType(row as Row));
    },

    async create(actor: Actor, fields: LinkTypeFields, files: Upload[]): Promise<BenefitLinkType> {
      const id = await writeNamed(db, UNIQUE_NAME, fields.Name, {}, async (trx) => {
        const at = now();
        const values = {
          name: fields.Name,
          link: fields.Link,
          active: flag(fields.Active),
          icon_file_id: await storeImage(trx, actor, uploadIn(files, FILE_FIELD)),
          created_at: at,
          updated_at: at,
        };
        return insertAudited(trx, actor, {
          table: 'benefit_link_types',
          entity: 'benefit_link',
          values,
        });
      });
      return get(id);
    },

    async update(
      actor: Actor,
      id: number,
      fields: LinkTypeFields,
      files: Upload[],
    ): Promise<BenefitLinkType> {
      await writeNamed(db, UNIQUE_NAME, fields.Name, { except: id }, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_link_types', id, say('link.notFound'));
        const after = {
          ...before,
          name: fields.Name,
          link: fields.Link,
          active: flag(fields.Active),
          icon_file_id: await storeSentImage(trx, actor, files, FILE_FIELD, before.icon_file_id),
          updated_at: now(),
        };
        await updateAudited(trx, actor, {
          table: 'benefit_link_types',
          entity: 'benefit_link',
          id,
          set: after,
          before,
          after,
        });
      });
      return get(id);
    },

    /** DELETE: refused (409) while benefits use the kind (deactivate it instead). */
    async remove(actor: Actor, id: number): Promise<BenefitLinkType> {
      const deleted = await get(id);
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'benefit_link_types', id, say('link.notFound'));
        const used = await trx
          .selectFrom('benefit_links')
          .select('id')
          .where('link_type_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (used) {
          throw new HttpError(409, say('link.inUse', { name: before.name }));
        }
        await deleteAudited(trx, actor, {
          table: 'benefit_link_types',
          entity: 'benefit_link',
          id,
          before,
        });
      });
      return deleted;
    },
  };
}
