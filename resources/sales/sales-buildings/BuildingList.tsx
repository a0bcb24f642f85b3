import { BooleanField, NullableBooleanInput, TextField, useTranslate } from 'react-admin';
import type { Building } from '../../../contracts/sales/sales';
import { AdminListPage } from '../../shared/AdminListPage';
import { salesList } from '../shared/salesAdmin';

/** `/Ventas/Edificios`: the pick-up buildings (GET /Building). */
export function BuildingList() {
  const translate = useTranslate();
  return (
    <AdminListPage<Building>
      resource="sales-buildings"
      title="menu.salesBuildings"
      filters={[<NullableBooleanInput key="active" source="active" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      csvName="edificios"
      csv={(building) => ({ id: building.id, name: building.name, active: building.active })}
      {...salesList<Building>('building')}
      phone={{
        primaryText: (building) => building.name,
        secondaryText: (building) =>
          translate(building.active ? 'ra.boolean.true' : 'ra.boolean.false'),
      }}
    >
      <TextField source="name" />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
