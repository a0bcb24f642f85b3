import { Stack } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { cafeteriaBody, type CafeteriaRecord } from '../../../contracts/cafeteria/cafeteria';
import { CAFETERIA_SCREENS } from '../shared/adminScreens';
import { AdminFormPage, adminForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';

const resolver = contractResolver(cafeteriaBody);

/** `/cafeteria/admin/cafeterias/form[/:id]`: a cafeteria (POST/PUT /admin/cafeterias). */
export function CafeteriaForm() {
  return (
    <AdminFormPage<CafeteriaRecord>
      {...adminForm(
        CAFETERIA_SCREENS,
        'cafeteria.admin.back',
        'cafeteria.admin.newCafeteria',
        'cafeteria.admin.editCafeteria',
      )}
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
