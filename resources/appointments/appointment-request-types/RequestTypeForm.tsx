import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import {
  type RequestTypeRecord,
  requestTypeBody,
} from '../../../contracts/appointments/appointments';
import { BUILDINGS_RESOURCE, REQUEST_TYPES_PATH, REQUEST_TYPES_RESOURCE } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { appointmentsForm } from '../shared/adminForm';
import { contractResolver } from '../../shared/contractResolver';

const resolver = contractResolver(requestTypeBody);

/** `/MedicalAppointment/TiposSolicitud/form[/:id]`: a building's request type; audited. */
export function RequestTypeForm() {
  return (
    <AdminFormPage<RequestTypeRecord>
      {...appointmentsForm(
        REQUEST_TYPES_RESOURCE,
        REQUEST_TYPES_PATH,
        'appointments.admin.new.requestType',
        (type) => type.name,
      )}
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
