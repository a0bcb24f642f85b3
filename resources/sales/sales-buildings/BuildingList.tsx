import {
  BooleanField,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Building } from '../../../contracts/sales/sales';
import { csvExporter } from '../../shared/csv';
import { ListActions } from '../../shared/ListActions';
import type { ListCreateButtonProps } from '../../shared/ListCreateButton';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { EditDeleteActions } from '../../shared/EditDeleteActions';
import { EmptyList } from '../shared/EmptyList';

const CREATE: ListCreateButtonProps = {
  label: 'sales.admin.createBuilding',
  to: '/Ventas/FormAdminEdificios',
};
const exporter = csvExporter<Building>('edificios', (building) => ({
  id: building.id,
  name: building.name,
  active: building.active,
}));

function BuildingActions({ building }: { building: Building }) {
  const refresh = useRefresh();
  return (
    <EditDeleteActions
      resource="sales-buildings"
      record={building}
      name={building.name}
      edit={`/Ventas/FormAdminEdificios/${building.id}`}
      messages={{
        edit: 'sales.admin.editBuilding',
        delete: 'sales.admin.deleteBuilding',
        question: 'sales.admin.confirmDeleteBuilding',
        deleted: 'sales.admin.buildingDeleted',
      }}
      onDeleted={refresh}
    />
  );
}

/** `/Ventas/Edificios`: the pick-up buildings (GET /Building). */
export function BuildingList() {
  const translate = useTranslate();
  return (
    <ResponsiveList<Building>
      resource="sales-buildings"
      title={translate('menu.salesBuildings')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NullableBooleanInput key="active" source="active" alwaysOn />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      empty={<EmptyList text="sales.admin.emptyBuildings" create={CREATE} />}
      actions={<ListActions create={CREATE} />}
      rowActions={(building) => <BuildingActions building={building} />}
      phone={{
        primaryText: (building) => building.name,
        secondaryText: (building) =>
          translate(building.active ? 'ra.boolean.true' : 'ra.boolean.false'),
      }}
    >
      <TextField source="name" />
      <BooleanField source="active" />
    </ResponsiveList>
  );
}
