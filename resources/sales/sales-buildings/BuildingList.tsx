import { BooleanField, NullableBooleanInput, TextField, useTranslate } from 'react-admin';
import type { Building } from '../../../contracts/sales/sales';
import { AdminListPage } from '../../shared/AdminListPage';
import { SALES_TEXTS } from '../shared/salesAdmin';

const FORM = '/Ventas/FormAdminEdificios';

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
      create={{ label: 'sales.admin.createBuilding', to: FORM }}
      empty="sales.admin.emptyBuildings"
      row={{
        textArgs: (building) => ({ name: building.name }),
        texts: SALES_TEXTS.building,
        edit: (building) => `${FORM}/${building.id}`,
      }}
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
