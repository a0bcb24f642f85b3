import { Avatar } from '@mui/material';
import {
  FunctionField,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { ItemRecord } from '../../../dataProviders/sales/sales';
import { useMoney } from '../../../src/modules/sales/money';
import { CampaignInput } from '../shared/references';
import { csvExporter } from '../../shared/csv';
import { ListActions } from '../../shared/ListActions';
import type { ListCreateButtonProps } from '../../shared/ListCreateButton';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { EditDeleteActions } from '../../shared/EditDeleteActions';
import { EmptyList } from '../shared/EmptyList';

const CREATE: ListCreateButtonProps = {
  label: 'sales.admin.createItem',
  to: '/Ventas/FormAdminInventario',
};
const exporter = csvExporter<ItemRecord>('inventario', (item) => ({
  id: item.id,
  campaign: item.campaignName,
  name: item.name,
  quantity: item.quantity,
  stockQuantity: item.stockQuantity,
  unitPrice: item.unitPrice,
  maxLimitPerPerson: item.maxLimitPerPerson,
  EstimatedPrice: item.EstimatedPrice,
}));

function ItemActions({ item }: { item: ItemRecord }) {
  const refresh = useRefresh();
  return (
    <EditDeleteActions
      resource="sales-items"
      record={item}
      name={item.name}
      edit={`/Ventas/FormAdminInventario/${item.id}`}
      messages={{
        edit: 'sales.admin.editItem',
        delete: 'sales.admin.deleteItem',
        question: 'sales.admin.confirmDeleteItem',
        deleted: 'sales.admin.itemDeleted',
      }}
      onDeleted={refresh}
    />
  );
}

/** `/Ventas/Inventario`: items across campaigns with their stock (GET /Campaign/Items). */
export function ItemList() {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <ResponsiveList<ItemRecord>
      resource="sales-items"
      title={translate('menu.salesInventory')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
        <NullableBooleanInput key="inStock" source="inStock" alwaysOn />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={exporter}
      empty={<EmptyList text="sales.admin.emptyItems" create={CREATE} />}
      actions={<ListActions create={CREATE} />}
      rowActions={(item) => <ItemActions item={item} />}
      phone={{
        primaryText: (item) => item.name,
        secondaryText: (item) => `${item.campaignName} · ${item.stockQuantity}/${item.quantity}`,
        tertiaryText: (item) => money(item.unitPrice),
        leftAvatar: (item) => <Avatar variant="rounded" src={item.imageUrl ?? undefined} alt="" />,
      }}
    >
      <FunctionField<ItemRecord>
        source="image"
        sortable={false}
        render={(item) => (
          <Avatar
            variant="rounded"
            src={item.imageUrl ?? undefined}
            alt=""
            sx={{ width: 56, height: 42 }}
          />
        )}
      />
      <TextField source="name" />
      <TextField source="campaignName" sortBy="campaign" />
      <FunctionField<ItemRecord>
        source="stockQuantity"
        render={(item) => `${item.stockQuantity} / ${item.quantity}`}
      />
      <FunctionField<ItemRecord> source="unitPrice" render={(item) => money(item.unitPrice)} />
      <NumberField source="maxLimitPerPerson" sortable={false} />
      <FunctionField<ItemRecord>
        source="EstimatedPrice"
        sortable={false}
        render={(item) => money(item.EstimatedPrice)}
      />
    </ResponsiveList>
  );
}
