import { BooleanInput, TextInput } from 'react-admin';
import { object } from 'yup';
import { type Building, buildingMultipart } from '../../../contracts/sales/sales';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { salesForm } from '../shared/salesAdmin';

/** The form's fields are the multipart contract's `Name` and `Active`, in lower case. */
const resolver = contractResolver(
  object({ name: buildingMultipart.fields.Name, active: buildingMultipart.fields.Active }),
);

/** `/Ventas/FormAdminEdificios[/:id]`: a building (multipart POST/PUT /Building). */
export function BuildingForm() {
  return (
    <AdminFormPage<Building>
      resource="sales-buildings"
      {...salesForm('building')}
      resolver={resolver}
      defaultValues={{ name: '', active: true }}
    >
      <TextInput source="name" fullWidth />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
