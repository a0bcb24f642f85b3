import {
  bookingQuery,
  campaignDeleteQuery,
  campaignMultipart,
  campaignsQuery,
  type HealthCampaign,
  idParams,
  CAMPAIGN_IMAGE_FIELD,
} from '../../../../contracts/appointments/appointments';
import { answerCreated } from '../../../http/answers';
import { HttpError } from '../../../http/errors';
import { readMultipart } from '../../../http/multipart';
import type { ServiceApp, ServiceDeps } from '../../types';
import { isStaff } from '../staff';
import { createCampaignRepository } from './campaigns';
import { say } from '../i18n';
import { config, TAG, TOKEN } from '../routing';

/** The health campaigns. */
export async function campaignRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const campaigns = createCampaignRepository(db);
  app.get(
    '/HealthCampaigns',
    {
      config,
      schema: {
        summary: 'Health campaigns',
        description: `\`badge\` (the caller’s): the campaigns in force today, by priority. \`obtenerTodos=true\` (medical staff): all. ${TOKEN}`,
        tags: [TAG],
        querystring: campaignsQuery,
      },
    },
    async (request): Promise<HealthCampaign[]> => {
      const staff = isStaff(request.user);
      const { badge, obtenerTodos } = request.query;
      // Refusals here are 403s of the appointments family: they never sign anyone out.
      if ((obtenerTodos && !staff) || (badge && badge !== request.user.employeeid && !staff))
        throw new HttpError(403, say('campaign.ownBadge'));
      return campaigns.list(Boolean(obtenerTodos));
    },
  );

  const CAMPAIGN =
    'Multipart: `nombre`, `ruta` (a portal path or an https URL), `prioridad`, `activo`, `fechaInicio`, `fechaFin`, and the picture file `imagen` (JPEG, PNG, GIF or WebP). Audited.';
  app.post(
    '/HealthCampaigns',
    {
      config,
      schema: {
        summary: 'Create a health campaign',
        description: `201 with it. ${CAMPAIGN} ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<HealthCampaign> => {
      const { body, files } = await readMultipart(request, campaignMultipart, {
        [CAMPAIGN_IMAGE_FIELD]: 1,
      });
      return await campaigns.create(request.user, body, files);
    },
  );

  app.put(
    '/HealthCampaigns/:id',
    {
      config,
      schema: {
        summary: 'Change a health campaign',
        description: `${CAMPAIGN} Without a file the picture stays; the text \`imagen=-1\` removes it. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: bookingQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (request): Promise<HealthCampaign> => {
      const { body, files } = await readMultipart(request, campaignMultipart, {
        [CAMPAIGN_IMAGE_FIELD]: 1,
      });
      return campaigns.update(request.user, request.params.id, body, files);
    },
  );

  app.delete(
    '/HealthCampaigns/:id',
    {
      config,
      schema: {
        summary: 'Delete a health campaign and its picture',
        description: `\`image\`: its picture’s id, or -1 when it has none (400 naming image otherwise). Answers the deleted campaign. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: campaignDeleteQuery,
      },
    },
    async (request): Promise<HealthCampaign> =>
      campaigns.remove(request.user, request.params.id, request.query.image),
  );
}
