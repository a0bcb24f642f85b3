import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import {
  type ProfessionalRecord,
  professionalBody,
} from '../../../contracts/appointments/appointments';
import { BUILDINGS_RESOURCE, PROFESSIONALS_PATH, PROFESSIONALS_RESOURCE } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { appointmentsForm } from '../shared/adminForm';
import { contractResolver } from '../../shared/contractResolver';
import { specialties } from './professionalScreens';

const resolver = contractResolver(professionalBody);

/** `/MedicalAppointment/Profesionales/form[/:id]`: a professional; audited. */
export function ProfessionalForm() {
  return (
    <AdminFormPage<ProfessionalRecord>
      {...appointmentsForm(
        PROFESSIONALS_RESOURCE,
        PROFESSIONALS_PATH,
        'appointments.admin.new.professional',
        (professional) => professional.name,
      )}
      resolver={resolver}
      defaultValues={{ name: '', specialty: 'general', email: '', active: true }}
    >
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <SelectInput source="specialty" choices={specialties} />
      <ReferenceInput
        source="buildingId"
        reference={BUILDINGS_RESOURCE}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput optionText="name" />
      </ReferenceInput>
      <TextInput source="email" type="email" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
