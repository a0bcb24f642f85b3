import type { HealthCampaign } from '../../../contracts/appointments/appointments';
import { CAMPAIGNS, CAMPAIGNS_PATH, formOf } from '../shared/paths';
import { adminScreens } from '../../shared/AdminListPage';

/** The campaigns' list and form (`…/form`, `…/form/:id`): a record's buttons and notices. */
export const CAMPAIGN_SCREENS = adminScreens<HealthCampaign>(
  CAMPAIGNS,
  CAMPAIGNS_PATH,
  formOf(CAMPAIGNS_PATH),
  {
    edit: 'appointments.admin.campaignEdit',
    delete: 'appointments.admin.campaignDelete',
    confirmDelete: 'appointments.admin.campaignConfirmDelete',
    deleted: 'appointments.admin.campaignDeleted',
  },
  (campaign) => campaign.nombre,
);
