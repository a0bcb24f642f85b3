import { Stack } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { cafeteriaBody, type CafeteriaRecord } from '../../../contracts/cafeteria/cafeteria';
import { CAFETERIAS_FORM, CAFETERIAS_LIST, CAFETERIAS_RESOURCE } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { CAFETERIA_TEXTS } from './CafeteriaList';

const resolver = contractResolver(cafeteriaBody);

/** `/cafeteria/admin/cafeterias/form[/:id]`: a cafeteria (POST/PUT /admin/cafeterias). */
export function CafeteriaForm() {
  return (
    <AdminFormPage<CafeteriaRecord>
      resource={CAFETERIAS_RESOURCE}
      listPath={CAFETERIAS_LIST}
      back="cafeteria.admin.back"
      formPath={CAFETERIAS_FORM}
      createTitle="cafeteria.admin.newCafeteria"
      editTitle="cafeteria.admin.editCafeteria"
      nameOf={(cafeteria) => cafeteria.name}
      deleteTexts={CAFETERIA_TEXTS}
      resolver={resolver}
      defaultValues={{ name: '', location: '', openingHours: '', active: true }}
    >
      <Stack sx={{ width: '100%', maxWidth: 600 }}>
        <TextInput source="name" fullWidth />
        <TextInput source="location" fullWidth />
        <TextInput source="openingHours" fullWidth />
        <BooleanInput source="active" />
      </Stack>
    </AdminFormPage>
  );
}
