import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { categoryBody, type CafeteriaCategoryRecord } from '../../../contracts/cafeteria/cafeteria';
import { CATEGORY_SCREENS } from '../shared/adminScreens';
import { AdminFormPage, adminForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';

const resolver = contractResolver(categoryBody);

/** `/cafeteria/admin/categories/form[/:id]`: a menu category (POST/PUT /admin/cafeteria-categories). */
export function CategoryForm() {
  return (
    <AdminFormPage<CafeteriaCategoryRecord>
      {...adminForm(
        CATEGORY_SCREENS,
        'cafeteria.admin.back',
        'cafeteria.admin.newCategory',
        'cafeteria.admin.editCategory',
      )}
      resolver={resolver}
      defaultValues={{ name: '', sortOrder: 0, active: true }}
    >
      <Stack sx={{ width: '100%', maxWidth: 600 }}>
        <TextInput source="name" fullWidth />
        <NumberInput source="sortOrder" min={0} max={1000} sx={{ maxWidth: 200 }} />
        <BooleanInput source="active" />
      </Stack>
    </AdminFormPage>
  );
}
