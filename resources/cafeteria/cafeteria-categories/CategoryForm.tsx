import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { categoryBody, type CafeteriaCategoryRecord } from '../../../contracts/cafeteria/cafeteria';
import { CATEGORIES_FORM, CATEGORIES_LIST, CATEGORIES_RESOURCE } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { CATEGORY_TEXTS } from './CategoryList';

const resolver = contractResolver(categoryBody);

/** `/cafeteria/admin/categories/form[/:id]`: a menu category (POST/PUT /admin/cafeteria-categories). */
export function CategoryForm() {
  return (
    <AdminFormPage<CafeteriaCategoryRecord>
      resource={CATEGORIES_RESOURCE}
      listPath={CATEGORIES_LIST}
      back="cafeteria.admin.back"
      formPath={CATEGORIES_FORM}
      createTitle="cafeteria.admin.newCategory"
      editTitle="cafeteria.admin.editCategory"
      nameOf={(category) => category.name}
      deleteTexts={CATEGORY_TEXTS}
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
