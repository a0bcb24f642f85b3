import { BooleanField, BooleanInput, TextField } from 'react-admin';
import type { CafeteriaRecord } from '../../../contracts/cafeteria/cafeteria';
import { CAFETERIAS_FORM, CAFETERIAS_RESOURCE } from '../shared/paths';
import { CAFETERIA_SCREENS } from '../shared/adminScreens';
import { AdminListPage } from '../../shared/AdminListPage';

const csv = (cafeteria: CafeteriaRecord) => ({
  id: cafeteria.id,
  name: cafeteria.name,
  location: cafeteria.location,
  openingHours: cafeteria.openingHours,
  active: cafeteria.active,
  updatedAt: cafeteria.updatedAt,
});

/**
 * `/cafeteria/admin/cafeterias` (payroll owners): the cafeterias (GET /admin/cafeterias); one
 * invoices name is deactivated instead of deleted.
 */
export function CafeteriaList() {
  return (
    <AdminListPage<CafeteriaRecord>
      resource={CAFETERIAS_RESOURCE}
      title="cafeteria.admin.cafeterias"
      filters={[<BooleanInput key="active" source="active" />]}
      sort={{ field: 'name', order: 'ASC' }}
      csvName="cafeterias"
      csv={csv}
      create={{ label: 'cafeteria.admin.createCafeteria', to: CAFETERIAS_FORM }}
      empty="cafeteria.admin.noCafeterias"
      row={CAFETERIA_SCREENS}
      phone={{ primaryText: (row) => row.name, secondaryText: (row) => row.location }}
    >
      <TextField source="name" />
      <TextField source="location" />
      <TextField source="openingHours" sortable={false} />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
