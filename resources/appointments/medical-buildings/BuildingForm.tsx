import { BooleanInput, TextInput } from 'react-admin';
import {
  type MedicalBuildingRecord,
  medicalBuildingBody,
} from '../../../contracts/appointments/appointments';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { BUILDINGS_PATH, BUILDINGS_RESOURCE } from '../shared/paths';
import { appointmentsForm } from '../shared/adminForm';
import { contractResolver } from '../../shared/contractResolver';

const resolver = contractResolver(medicalBuildingBody);

/** `/MedicalAppointment/Edificios/form[/:id]`: a building, its open flag; audited. */
export function BuildingForm() {
  return (
    <AdminFormPage<MedicalBuildingRecord>
      {...appointmentsForm(
        BUILDINGS_RESOURCE,
        BUILDINGS_PATH,
        'appointments.admin.new.building',
        (building) => building.name,
      )}
      resolver={resolver}
      defaultValues={{ name: '', open: true, active: true }}
    >
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="open" />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
