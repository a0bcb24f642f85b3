import type { Selectable } from 'kysely';
import {
  CAMPAIGN_IMAGE_FIELD,
  type CampaignMultipart,
  type HealthCampaign,
  NO_IMAGE,
} from '../../../../contracts/appointments/appointments';
import { calendarDay } from '../../../../contracts/calendar';
import { insertAudited, recordAudit, updateAudited } from '../../../audit/audit';
import type { ApiUser } from '../../../auth/apiTokens';
import type { DB } from '../../../db';
import { findOr404 } from '../../../db/lookup';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { RequestValidationError } from '../../../http/errors';
import { fileUrl, storeImage, type Upload, uploadIn } from '../../../files/storage';
import { say } from '../i18n';
import type { HealthCampaignTable } from '../tables';

/** The columns a campaign answer shows (its stamps stay in the table). */
type CampaignRow = Omit<Selectable<HealthCampaignTable>, 'created_at' | 'updated_at'>;

const toCampaign = (row: CampaignRow): HealthCampaign => ({
  id: row.id,
  nombre: row.name,
  ruta: row.route,
  prioridad: row.priority,
  activo: row.active === 1,
  fechaInicio: row.start_date,
  fechaFin: row.end_date,
  badge: row.badge,
  idImagen: row.image_file_id,
  imagen: fileUrl(row.image_file_id),
});

const values = (body: CampaignMultipart, user: ApiUser) => ({
  name: body.nombre,
  route: body.ruta,
  priority: body.prioridad,
  active: body.activo ? 1 : 0,
  start_date: body.fechaInicio,
  end_date: body.fechaFin,
  badge: user.employeeid,
});

/** Health campaigns with an optional picture (stored public, like the home and sales pictures). */
export function createCampaignRepository(db: DB) {
  const one = async (id: number) =>
    toCampaign(
      await findOr404(
        db.selectFrom('health_campaigns').selectAll().where('id', '=', id),
        say('campaign.notFound'),
      ),
    );

  return {
    /** GET /HealthCampaigns: in force today by priority, or every campaign (staff). */
    async list(all: boolean, now = new Date()): Promise<HealthCampaign[]> {
      let query = db.selectFrom('health_campaigns').selectAll();
      if (!all) {
        const today = calendarDay(now);
        query = query
          .where('active', '=', 1)
          .where('start_date', '<=', today)
          .where('end_date', '>=', today);
      }
      const rows = await query.orderBy('priority').orderBy('name').orderBy('id').execute();
      return rows.map(toCampaign);
    },

    async create(user: ApiUser, body: CampaignMultipart, files: Upload[]) {
      const at = new Date().toISOString();
      const id = await writeTransaction(db, async (trx) => {
        const image = await storeImage(trx, user, uploadIn(files, CAMPAIGN_IMAGE_FIELD));
        return insertAudited(trx, user, {
          table: 'health_campaigns',
          entity: 'health_campaign',
          values: { ...values(body, user), image_file_id: image, created_at: at, updated_at: at },
        });
      });
      return one(id);
    },

    /** A new picture replaces the current one; `imagen` NO_IMAGE removes it; none keeps it. */
    async update(user: ApiUser, id: number, body: CampaignMultipart, files: Upload[]) {
      const picture = uploadIn(files, CAMPAIGN_IMAGE_FIELD);
      const at = new Date().toISOString();
      await writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'health_campaigns', id, say('campaign.notFound'));
        const image = picture
          ? await storeImage(trx, user, picture)
          : body.imagen === NO_IMAGE
            ? null
            : before.image_file_id;
        const set = { ...values(body, user), image_file_id: image, updated_at: at };
        await updateAudited(trx, user, {
          table: 'health_campaigns',
          entity: 'health_campaign',
          id,
          set,
          before,
          after: { ...before, ...set },
        });
        if (before.image_file_id && before.image_file_id !== image) {
          await trx.deleteFrom('files').where('id', '=', before.image_file_id).execute();
        }
      });
      return one(id);
    },

    /** DELETE /HealthCampaigns/{id}?image=: `image` must name its picture (NO_IMAGE for none). */
    async remove(user: ApiUser, id: number, image: string) {
      return writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(trx, 'health_campaigns', id, say('campaign.notFound'));
        if ((before.image_file_id ?? NO_IMAGE) !== image) {
          throw new RequestValidationError({ image: say('campaign.imageMismatch') });
        }
        await trx.deleteFrom('health_campaigns').where('id', '=', id).execute();
        if (before.image_file_id)
          await trx.deleteFrom('files').where('id', '=', before.image_file_id).execute();
        await recordAudit(trx, {
          actor: user,
          entity: 'health_campaign',
          entityId: id,
          before,
          after: null,
        });
        return toCampaign(before);
      });
    },
  };
}
