import { sql } from 'kysely';
import {
  CATALOGUE_IMAGE_ID,
  type CatalogueImages,
  type ConfigMessage,
  type ConfigMessageBody,
} from '../../../../contracts/extracurricular/extracurricular';
import type { ListParams } from '../../../../contracts/listQuery';
import { actorEmployeeId, recordAudit } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { findOr404 } from '../../../db/lookup';
import { containsText, folded } from '../../../db/text';
import { writeTransaction } from '../../../db/transaction';
import { RequestValidationError, HttpError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { sanitizeRichText } from '../../../http/richText';
import { fileUrl, saveFile, sniffType, type Upload } from '../../../files/storage';
import { say } from '../i18n';
import { activeFor, assertMyBadge } from '../common';
import { upsertRecord, type Upserted } from '../upsert';

const PICTURE_FIELDS = { banner: 'banner_file_id', backg: 'background_file_id' } as const;

const toMessage = (row: {
  id: number;
  title: string;
  message: string;
  active: number;
  badge: string;
  updated_at: string;
}): ConfigMessage => ({
  id: row.id,
  title: row.title,
  message: row.message,
  active: row.active === 1,
  badge: row.badge,
  updatedAt: row.updated_at,
});

/** The catalogue page's images and the configuration messages of the extracurricular pages. */
export function createContentRepository(db: DB) {
  const images = async (): Promise<CatalogueImages[]> => {
    const rows = await db.selectFrom('catalogue_images').selectAll().orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      banner: fileUrl(row.banner_file_id),
      backg: fileUrl(row.background_file_id),
      updatedAt: row.updated_at,
    }));
  };

  return {
    images,

    /** PutInsUpdtImage2: the files sent replace image 1's; a file left out is kept. */
    async saveImages(actor: ApiUser, uploads: Upload[]): Promise<CatalogueImages> {
      for (const upload of uploads) {
        if (!Object.hasOwn(PICTURE_FIELDS, upload.field)) {
          throw new RequestValidationError({ [upload.field]: say('images.unknownFile') });
        }
      }
      if (uploads.length === 0) {
        throw new RequestValidationError({ banner: say('images.fileNeeded') });
      }
      // Any picture the portal takes elsewhere (the files kit's types), within the uploads' limit.
      const types = await Promise.all(uploads.map((upload) => sniffType(upload)));
      await writeTransaction(db, async (trx) => {
        const now = new Date().toISOString();
        const before = await trx
          .selectFrom('catalogue_images')
          .selectAll()
          .where('id', '=', CATALOGUE_IMAGE_ID)
          .executeTakeFirst();
        const set: { banner_file_id?: string; background_file_id?: string } = {};
        for (const [index, upload] of uploads.entries()) {
          const column = PICTURE_FIELDS[upload.field as keyof typeof PICTURE_FIELDS];
          set[column] = await saveFile(trx, upload, types[index] ?? '', actorEmployeeId(actor));
        }
        const after = {
          id: CATALOGUE_IMAGE_ID,
          banner_file_id: before?.banner_file_id ?? null,
          background_file_id: before?.background_file_id ?? null,
          ...set,
          updated_at: now,
        };
        if (before) {
          await trx
            .updateTable('catalogue_images')
            .set({ ...set, updated_at: now })
            .where('id', '=', CATALOGUE_IMAGE_ID)
            .execute();
        } else {
          await trx.insertInto('catalogue_images').values(after).execute();
        }
        await recordAudit(trx, {
          actor,
          entity: 'catalogue_images',
          entityId: CATALOGUE_IMAGE_ID,
          before: before ?? null,
          after,
        });
      });
      const [saved] = await images();
      if (!saved) throw new Error('the catalogue images were not saved');
      return saved;
    },

    async messages(
      user: ApiUser,
      params: ListParams<'title' | 'active' | 'updatedAt'> & { active?: boolean },
    ): Promise<Page<ConfigMessage>> {
      let base = db.selectFrom('config_messages');
      const active = activeFor(user, params.active);
      if (active !== undefined) base = base.where('active', '=', active ? 1 : 0);
      if (params.q) base = base.where((eb) => containsText(db, eb.ref('title'), params.q ?? ''));
      const page = await pagedList(params, {
        base,
        select: (query) =>
          query.select(['id', 'title', 'message', 'active', 'badge', 'updated_at']),
        sort: { title: folded(db, sql.ref('title')), active: 'active', updatedAt: 'updated_at' },
        tieBreaker: 'id',
      });
      return mapPage(page, toMessage);
    },

    async message(id: number): Promise<ConfigMessage> {
      return toMessage(
        await findOr404(
          db
            .selectFrom('config_messages')
            .select(['id', 'title', 'message', 'active', 'badge', 'updated_at'])
            .where('id', '=', id),
          say('message.notFound'),
        ),
      );
    },

    /** PutInsertaActualizaConfigMensaje: sanitised; titles unique; `badge` is the caller's. */
    async saveMessage(user: ApiUser, body: ConfigMessageBody): Promise<Upserted> {
      assertMyBadge(user, body.badge, 'badge');
      const message = sanitizeRichText(body.message);
      if (!message.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(message)) {
        throw new RequestValidationError({ message: say('message.empty') });
      }
      return upsertRecord(db, user, {
        table: 'config_messages',
        entity: 'config_message',
        id: body.id,
        values: { title: body.title, message, active: body.active ? 1 : 0, badge: body.badge },
        sameKey: (trx) =>
          trx
            .selectFrom('config_messages')
            .select('id')
            .where(sql<boolean>`lower(title) = lower(${body.title})`)
            .executeTakeFirst(),
        keyTaken: () => new HttpError(409, say('name.taken'), { title: say('name.taken') }),
        missing: say('message.notFound'),
      });
    },
  };
}
