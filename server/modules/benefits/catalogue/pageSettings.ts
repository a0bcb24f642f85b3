import type { Selectable, Transaction } from 'kysely';
import type { PageSettings, PageSettingsFields } from '../../../../contracts/benefits/benefits';
import {
  PAGE_SETTINGS_FILE_FIELDS,
  PAGE_SETTINGS_TITLE,
} from '../../../../contracts/benefits/formats';
import type { DB } from '../../../db';
import type { BenefitPageSettingsTable } from '../tables';
import type { Database } from '../../../db/schema';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { fileUrl, storeSentImage, type Upload } from '../../../files/storage';
import { HttpError, notFound } from '../../../http/errors';
import { sanitizeRichText } from '../../../http/richText';
import { now } from './common';
import { type Actor, recordAudit, updateAudited } from '../../../audit/audit';
import { say } from '../i18n';

type Row = Selectable<BenefitPageSettingsTable>;

const toSettings = (row: Row): PageSettings => ({
  id: row.id,
  title: row.title,
  header: row.header,
  reminder: row.reminder,
  logo: fileUrl(row.logo_file_id),
  footer: fileUrl(row.footer_file_id),
  badge: fileUrl(row.badge_file_id),
  updatedAt: row.updated_at,
});

/** Logo, footer and badge: each one sent is stored, each one not sent kept from `current`. */
async function imageColumns(
  trx: Transaction<Database>,
  actor: Actor,
  files: Upload[],
  current?: Pick<Row, 'logo_file_id' | 'footer_file_id' | 'badge_file_id'>,
) {
  const [logo, footer, badge] = PAGE_SETTINGS_FILE_FIELDS;
  return {
    logo_file_id: await storeSentImage(trx, actor, files, logo, current?.logo_file_id),
    footer_file_id: await storeSentImage(trx, actor, files, footer, current?.footer_file_id),
    badge_file_id: await storeSentImage(trx, actor, files, badge, current?.badge_file_id),
  };
}

/** The Benefits home page settings: one row titled 'settings'. */
export function createPageSettingsRepository(db: DB) {
  const read = () =>
    db
      .selectFrom('benefit_page_settings')
      .selectAll()
      .where('title', '=', PAGE_SETTINGS_TITLE)
      .executeTakeFirst();

  return {
    async get(): Promise<PageSettings> {
      const row = await read();
      if (!row) throw notFound(say('pageSettings.notFound'));
      return toSettings(row);
    },

    /** POST /PageSettings: the first (and only) settings; 409 once they exist. */
    async create(actor: Actor, fields: PageSettingsFields, files: Upload[]): Promise<PageSettings> {
      return writeTransaction(db, async (trx) => {
        const existing = await trx
          .selectFrom('benefit_page_settings')
          .select('id')
          .where('title', '=', PAGE_SETTINGS_TITLE)
          .executeTakeFirst();
        if (existing) {
          throw new HttpError(409, say('pageSettings.exists', { id: existing.id }));
        }
        const images = await imageColumns(trx, actor, files);
        const values = {
          title: PAGE_SETTINGS_TITLE,
          header: sanitizeRichText(fields.header),
          reminder: sanitizeRichText(fields.reminder),
          ...images,
          updated_at: now(),
        };
        const row = await trx
          .insertInto('benefit_page_settings')
          .values(values)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor,
          entity: 'benefit_page_settings',
          entityId: row.id,
          before: null,
          after: row,
        });
        return toSettings(row);
      });
    },

    /** PUT /PageSettings/{id}: images kept unless new ones come. */
    async update(
      actor: Actor,
      id: number,
      fields: PageSettingsFields,
      files: Upload[],
    ): Promise<PageSettings> {
      return writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(
          trx,
          'benefit_page_settings',
          id,
          say('pageSettings.notFound'),
        );
        const images = await imageColumns(trx, actor, files, before);
        const after: Row = {
          ...before,
          header: sanitizeRichText(fields.header),
          reminder: sanitizeRichText(fields.reminder),
          ...images,
          updated_at: now(),
        };
        await updateAudited(trx, actor, {
          table: 'benefit_page_settings',
          entity: 'benefit_page_settings',
          id,
          set: after,
          before,
          after,
        });
        return toSettings(after);
      });
    },
  };
}
