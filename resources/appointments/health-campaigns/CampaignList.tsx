import { BooleanField, FunctionField, TextField } from 'react-admin';
import { type HealthCampaign } from '../../../contracts/appointments/appointments';
import { useFormatDay } from '../../shared/dates';
import { AdminListPage } from '../../shared/AdminListPage';
import { imageColumn, phoneAvatar } from '../../shared/ListImage';
import { CAMPAIGN_SCREENS } from './campaignScreens';

/**
 * `/MedicalAppointment/Campanas`: every health campaign (GET /HealthCampaigns?obtenerTodos=true),
 * by priority; created, changed and deleted (with its picture) by the medical staff.
 */
export function CampaignList() {
  const formatDay = useFormatDay();
  const period = (campaign: HealthCampaign) =>
    `${formatDay(campaign.fechaInicio)} – ${formatDay(campaign.fechaFin)}`;
  return (
    <AdminListPage<HealthCampaign>
      resource={CAMPAIGN_SCREENS.resource}
      title="appointments.admin.campaigns"
      search={false}
      filter={{ all: true }}
      csvName="campanas-salud"
      csv={({ id, nombre, ruta, prioridad, activo, fechaInicio, fechaFin, badge }) => ({
        id,
        nombre,
        ruta,
        prioridad,
        activo,
        fechaInicio,
        fechaFin,
        badge,
      })}
      create={{ label: 'appointments.admin.create', to: CAMPAIGN_SCREENS.formPath }}
      empty={false}
      row={CAMPAIGN_SCREENS}
      phone={{
        primaryText: (campaign) => campaign.nombre,
        secondaryText: period,
        leftAvatar: (campaign) => phoneAvatar(campaign.imagen),
      }}
    >
      {imageColumn<HealthCampaign>(
        'imagen',
        (campaign) => campaign.imagen,
        'appointments.admin.noImage',
      )}
      <TextField source="nombre" sortable={false} />
      <TextField source="prioridad" sortable={false} />
      <FunctionField<HealthCampaign> source="fechaInicio" sortable={false} render={period} />
      <BooleanField source="activo" sortable={false} />
    </AdminListPage>
  );
}
