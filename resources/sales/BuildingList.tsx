import { Stack } from '@mui/material';
import {
  BooleanField,
  NullableBooleanInput,
  SearchInput,
  TextField,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Building } from '../../contracts/sales';
import { csvExporter } from '../csv';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { ListActions } from '../shared/ListActions';
import type { ListCreateButtonProps } from '../shared/ListCreateButton';
import { ResponsiveList } from '../shared/ResponsiveList';
import { RowEditButton } from '../shared/RowEditButton';
import { EmptyList } from './EmptyList';

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
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Stack direction="row">
      <RowEditButton
        label={translate('sales.admin.editBuilding', { name: building.name })}
        to={`/Ventas/FormAdminEdificios/${building.id}`}
      />
      <ConfirmDeleteButton<Building>
        resource="sales-buildings"
        record={building}
        label={(b) => translate('sales.admin.deleteBuilding', { name: b.name })}
        question={(b) => translate('sales.admin.confirmDeleteBuilding', { name: b.name })}
        deletedNotice="sales.admin.buildingDeleted"
        onDeleted={refresh}
      />
    </Stack>
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
