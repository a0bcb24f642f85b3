import { BooleanField, BooleanInput, NumberField, TextField } from 'react-admin';
import type { CafeteriaCategoryRecord } from '../../../contracts/cafeteria/cafeteria';
import { CATEGORIES_FORM, CATEGORIES_RESOURCE } from '../shared/paths';
import { CATEGORY_SCREENS } from '../shared/adminScreens';
import { AdminListPage } from '../../shared/AdminListPage';

const csv = (category: CafeteriaCategoryRecord) => ({
  id: category.id,
  name: category.name,
  sortOrder: category.sortOrder,
  active: category.active,
  updatedAt: category.updatedAt,
});

/** `/cafeteria/admin/categories` (payroll owners): the menu's categories, in their order. */
export function CategoryList() {
  return (
    <AdminListPage<CafeteriaCategoryRecord>
      resource={CATEGORIES_RESOURCE}
      title="cafeteria.admin.categories"
      filters={[<BooleanInput key="active" source="active" />]}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      csvName="categorias-cafeteria"
      csv={csv}
      create={{ label: 'cafeteria.admin.createCategory', to: CATEGORIES_FORM }}
      empty="cafeteria.admin.noCategories"
      row={CATEGORY_SCREENS}
      phone={{ primaryText: (row) => row.name, secondaryText: (row) => String(row.sortOrder) }}
    >
      <NumberField source="sortOrder" />
      <TextField source="name" />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
