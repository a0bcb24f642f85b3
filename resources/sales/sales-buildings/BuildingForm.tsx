import { BooleanInput, type RaRecord, TextInput } from 'react-admin';
import { object } from 'yup';
import { buildingMultipart } from '../../../contracts/sales/sales';
import { SettingsForm } from '../../home/shared/SettingsForm';
import { contractResolver } from '../../home/shared/validation';
import { FormBackButton } from '../shared/FormBackButton';

const LIST_PATH = '/Ventas/Edificios';
/** The form's fields are the multipart contract's `Name` and `Active`, in lower case. */
const resolver = contractResolver(
  object({ name: buildingMultipart.fields.Name, active: buildingMultipart.fields.Active }),
);

/** `/Ventas/FormAdminEdificios[/:id]`: a building (multipart POST/PUT /Building). */
export function BuildingForm() {
  return (
    <>
      <FormBackButton to={LIST_PATH} />
      <SettingsForm
        resource="sales-buildings"
        listPath={LIST_PATH}
        formPath="/Ventas/FormAdminEdificios"
        nameOf={(record: RaRecord) => String(record.name ?? '')}
        createTitle="sales.admin.newBuildingTitle"
        editTitle="sales.admin.buildingTitle"
        deleteQuestion="sales.admin.confirmDeleteBuilding"
        resolver={resolver}
        defaultValues={{ name: '', active: true }}
      >
        <TextInput source="name" fullWidth />
        <BooleanInput source="active" />
      </SettingsForm>
    </>
  );
}
