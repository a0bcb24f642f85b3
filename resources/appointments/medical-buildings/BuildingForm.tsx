import { BooleanInput, TextInput } from 'react-admin';
import {
  type MedicalBuildingRecord,
  medicalBuildingBody,
} from '../../../contracts/appointments/appointments';
import { BUILDINGS_PATH, BUILDINGS_RESOURCE } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { FORM } from './buildingScreens';

const resolver = contractResolver(medicalBuildingBody);

/** `/MedicalAppointment/Edificios/form[/:id]`: a building, its open flag; audited. */
export function BuildingForm() {
  return (
    <AdminFormPage<MedicalBuildingRecord>
      resource={BUILDINGS_RESOURCE}
      listPath={BUILDINGS_PATH}
      back="appointments.admin.back"
      formPath={FORM}
      createTitle="appointments.admin.new.building"
      editTitle="appointments.admin.editTitle"
      nameOf={(building) => building.name}
      resolver={resolver}
      defaultValues={{ name: '', open: true, active: true }}
    >
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="open" />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
