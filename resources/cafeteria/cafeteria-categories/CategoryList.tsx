import { BooleanField, BooleanInput, NumberField, TextField } from 'react-admin';
import type { CafeteriaCategoryRecord } from '../../../contracts/cafeteria/cafeteria';
import { CATEGORIES_FORM, CATEGORIES_RESOURCE } from '../shared/paths';
import { AdminListPage, rowsEditedAt, type RowTexts } from '../../shared/AdminListPage';

/** A category's buttons and notices, in the list and on the form. */
export const CATEGORY_TEXTS: RowTexts = {
  edit: 'cafeteria.admin.edit',
  delete: 'cafeteria.admin.delete',
  confirmDelete: 'cafeteria.admin.confirmDelete',
  deleted: 'cafeteria.admin.deleted',
};

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
      row={rowsEditedAt<CafeteriaCategoryRecord>(
        CATEGORIES_FORM,
        CATEGORY_TEXTS,
        (row) => row.name,
      )}
      phone={{ primaryText: (row) => row.name, secondaryText: (row) => String(row.sortOrder) }}
    >
      <NumberField source="sortOrder" />
      <TextField source="name" />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
