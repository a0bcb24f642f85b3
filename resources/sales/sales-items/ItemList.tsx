import { Avatar } from '@mui/material';
import { FunctionField, NullableBooleanInput, NumberField, TextField } from 'react-admin';
import type { ItemRecord } from '../../../dataProviders/sales/sales';
import { useMoney } from '../../shared/money';
import { AdminListPage } from '../../shared/AdminListPage';
import { CampaignInput } from '../shared/references';
import { salesList } from '../shared/salesAdmin';

const csv = (item: ItemRecord) => ({
  id: item.id,
  campaign: item.campaignName,
  name: item.name,
  quantity: item.quantity,
  stockQuantity: item.stockQuantity,
  unitPrice: item.unitPrice,
  maxLimitPerPerson: item.maxLimitPerPerson,
  EstimatedPrice: item.EstimatedPrice,
});

/** `/Ventas/Inventario`: items across campaigns with their stock (GET /Campaign/Items). */
export function ItemList() {
  const money = useMoney();
  return (
    <AdminListPage<ItemRecord>
      resource="sales-items"
      title="menu.salesInventory"
      filters={[
        <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
        <NullableBooleanInput key="inStock" source="inStock" alwaysOn />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      csvName="inventario"
      csv={csv}
      {...salesList<ItemRecord>('item')}
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
    </AdminListPage>
  );
}
