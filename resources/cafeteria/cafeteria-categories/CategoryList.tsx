import { BooleanField, BooleanInput, NumberField, TextField } from 'react-admin';
import type { CafeteriaCategoryRecord } from '../../../contracts/cafeteria/cafeteria';
import { CATEGORY_SCREENS } from '../shared/adminScreens';
import { AdminListPage, adminList } from '../../shared/AdminListPage';

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
      {...adminList(CATEGORY_SCREENS, 'cafeteria.admin.createCategory')}
      title="cafeteria.admin.categories"
      filters={[<BooleanInput key="active" source="active" />]}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      csvName="categorias-cafeteria"
      csv={csv}
      empty="cafeteria.admin.noCategories"
      phone={{ primaryText: (row) => row.name, secondaryText: (row) => String(row.sortOrder) }}
    >
      <NumberField source="sortOrder" />
      <TextField source="name" />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
