import { BooleanField, FunctionField, TextField } from 'react-admin';
import { type HealthCampaign } from '../../../contracts/appointments/appointments';
import { useFormatDay } from '../../shared/dates';
import { AdminListPage, adminList } from '../../shared/AdminListPage';
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
      {...adminList(CAMPAIGN_SCREENS, 'appointments.admin.create')}
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
      empty={false}
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
