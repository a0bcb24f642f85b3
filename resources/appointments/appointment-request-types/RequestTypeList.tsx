import { BooleanField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { type RequestTypeRecord } from '../../../contracts/appointments/appointments';
import { BUILDINGS_RESOURCE, REQUEST_TYPES_RESOURCE } from '../shared/paths';
import { AdminListPage } from '../../shared/AdminListPage';
import { FORM } from './requestTypeScreens';

/** `/MedicalAppointment/TiposSolicitud`: the request types of each building. */
export function RequestTypeList() {
  return (
    <AdminListPage<RequestTypeRecord>
      resource={REQUEST_TYPES_RESOURCE}
      sort={{ field: 'name', order: 'ASC' }}
      title="appointments.admin.requestTypes"
      filters={[
        <ReferenceInput key="buildingId" source="buildingId" reference={BUILDINGS_RESOURCE}>
          <SelectInput optionText="name" />
        </ReferenceInput>,
      ]}
      csvName="tipos-solicitud"
      csv={(type) => ({ ...type })}
      create={{ label: 'appointments.admin.create', to: FORM }}
      empty={false}
      open={(type) => `${FORM}/${type.id}`}
      phone={{ primaryText: (type) => type.name, secondaryText: (type) => type.building }}
    >
      <TextField source="name" />
      <TextField source="nameEn" sortable={false} />
      <TextField source="building" />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
