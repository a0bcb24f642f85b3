import { BooleanField, BooleanInput, TextField, TextInput } from 'react-admin';
import { type Location, locationBody } from '../../../contracts/extracurricular/extracurricular';
import { GEOGRAPHY, LOCATIONS, LOCATIONS_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { PlaceInputs } from '../../shared/PlaceInputs';
import { referenceForm, ReferenceListPage } from '../shared/extracurricularAdmin';

/** No district chosen is a location without one (a virtual location): null, never ''. */
const resolver = contractResolver(locationBody, {
  toContract: (values) => ({ ...values, districtCode: values.districtCode || null }),
});

const FIELDS = 'resources.extracurricular-locations.fields';

/** `/ExtracurricularCourses/Sedes`: where courses are given, by name. */
export function LocationList() {
  return (
    <ReferenceListPage<Location>
      resource={LOCATIONS}
      listPath={LOCATIONS_PATH}
      title="extracurricular.admin.locations"
      csvName="sedes"
      csv={(location) => ({ ...location })}
    >
      <TextField source="name" />
      <TextField source="districtCode" sortable={false} />
      <BooleanField source="active" />
    </ReferenceListPage>
  );
}

/** `/ExtracurricularCourses/Sedes/form[/:id]`: a location and the district it is in, if any. */
export function LocationForm() {
  return (
    <AdminFormPage<Location>
      resource={LOCATIONS}
      {...referenceForm<Location>(
        LOCATIONS_PATH,
        'extracurricular.admin.new.location',
        (location) => location.name,
      )}
      resolver={resolver}
      defaultValues={{ name: '', active: true, provinceCode: '', cantonCode: '', districtCode: '' }}
    >
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <PlaceInputs
        resources={GEOGRAPHY}
        labels={{
          province: `${FIELDS}.provinceCode`,
          canton: `${FIELDS}.cantonCode`,
          district: `${FIELDS}.districtCode`,
        }}
      />
      <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
    </AdminFormPage>
  );
}
