import { BooleanField, BooleanInput, TextField } from 'react-admin';
import type { CafeteriaRecord } from '../../../contracts/cafeteria/cafeteria';
import { CAFETERIA_SCREENS } from '../shared/adminScreens';
import { AdminListPage, adminList } from '../../shared/AdminListPage';

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
      {...adminList(CAFETERIA_SCREENS, 'cafeteria.admin.createCafeteria')}
      title="cafeteria.admin.cafeterias"
      filters={[<BooleanInput key="active" source="active" />]}
      sort={{ field: 'name', order: 'ASC' }}
      csvName="cafeterias"
      csv={csv}
      empty="cafeteria.admin.noCafeterias"
      phone={{ primaryText: (row) => row.name, secondaryText: (row) => row.location }}
    >
      <TextField source="name" />
      <TextField source="location" />
      <TextField source="openingHours" sortable={false} />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
