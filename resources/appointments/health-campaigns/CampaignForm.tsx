import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import {
  APPOINTMENTS_TESTS,
  campaignMultipart,
  type HealthCampaign,
} from '../../../contracts/appointments/appointments';
import { AdminFormPage, adminForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { CAMPAIGN_SCREENS } from './campaignScreens';

const resolver = contractResolver(campaignMultipart, {
  messages: {
    [APPOINTMENTS_TESTS.isoDate]: 'appointments.admin.date',
    [APPOINTMENTS_TESTS.route]: 'appointments.admin.route',
    [APPOINTMENTS_TESTS.endAfterStart]: 'appointments.admin.endAfterStart',
  },
});

/** `/MedicalAppointment/Campanas/form[/:id]`: a campaign and its picture; audited. */
export function CampaignForm() {
  return (
    <AdminFormPage<HealthCampaign>
      {...adminForm(
        CAMPAIGN_SCREENS,
        'appointments.admin.back',
        'appointments.admin.new.campaign',
        'appointments.admin.editTitle',
      )}
      resolver={resolver}
      defaultValues={{ nombre: '', ruta: '/Inicio', prioridad: 1, activo: true }}
    >
      <TextInput source="nombre" fullWidth sx={{ maxWidth: 600 }} />
      <TextInput source="ruta" fullWidth sx={{ maxWidth: 600 }} />
      <NumberInput source="prioridad" min={1} max={1000} />
      <DateInput source="fechaInicio" />
      <DateInput source="fechaFin" />
      <BooleanInput source="activo" />
      <ImageUploadInput source="imagen" />
    </AdminFormPage>
  );
}
