import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import {
  type RequestTypeRecord,
  requestTypeBody,
} from '../../../contracts/appointments/appointments';
import { BUILDINGS_RESOURCE, REQUEST_TYPES_PATH, REQUEST_TYPES_RESOURCE } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { FORM } from './requestTypeScreens';

const resolver = contractResolver(requestTypeBody);

/** `/MedicalAppointment/TiposSolicitud/form[/:id]`: a building's request type; audited. */
export function RequestTypeForm() {
  return (
    <AdminFormPage<RequestTypeRecord>
      resource={REQUEST_TYPES_RESOURCE}
      listPath={REQUEST_TYPES_PATH}
      back="appointments.admin.back"
      formPath={FORM}
      createTitle="appointments.admin.new.requestType"
      editTitle="appointments.admin.editTitle"
      nameOf={(type) => type.name}
      resolver={resolver}
      defaultValues={{ name: '', nameEn: '', active: true }}
    >
      <ReferenceInput source="buildingId" reference={BUILDINGS_RESOURCE}>
        <SelectInput optionText="name" />
      </ReferenceInput>
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <TextInput source="nameEn" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
