import { BooleanField, FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { type ProfessionalRecord } from '../../../contracts/appointments/appointments';
import { PROFESSIONALS_RESOURCE } from '../shared/paths';
import { AdminListPage } from '../../shared/AdminListPage';
import { FORM, specialties } from './professionalScreens';

/**
 * `/MedicalAppointment/Profesionales`: the health professionals (GET /admin/medical-professionals)
 * by name, specialty and building; each opens its form, their weekly windows are under
 * Disponibilidad.
 */
export function ProfessionalList() {
  const translate = useTranslate();
  const specialty = (record: ProfessionalRecord) =>
    translate(`appointments.specialty.${record.specialty}`);
  return (
    <AdminListPage<ProfessionalRecord>
      resource={PROFESSIONALS_RESOURCE}
      sort={{ field: 'name', order: 'ASC' }}
      title="appointments.admin.professionals"
      filters={[<SelectInput key="specialty" source="specialty" choices={specialties} />]}
      csvName="profesionales"
      csv={(professional) => ({ ...professional })}
      create={{ label: 'appointments.admin.create', to: FORM }}
      empty={false}
      open={(professional) => `${FORM}/${professional.id}`}
      phone={{
        primaryText: (professional) => professional.name,
        secondaryText: (professional) => `${specialty(professional)} · ${professional.building}`,
      }}
    >
      <TextField source="name" />
      <FunctionField<ProfessionalRecord> source="specialty" render={specialty} />
      <TextField source="building" />
      <TextField source="email" sortable={false} />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
