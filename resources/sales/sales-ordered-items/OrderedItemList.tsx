import { Box, Typography } from '@mui/material';
import { FunctionField, NumberField, TextField, useListContext, useTranslate } from 'react-admin';
import type { OrderedItem } from '../../../contracts/sales/sales';
import { useMoney } from '../../shared/money';
import { AdminListPage } from '../../shared/AdminListPage';
import { csvFields } from '../../shared/csv';
import { CampaignInput } from '../shared/references';

const csv = csvFields<OrderedItem>(
  'id',
  'name',
  'unitPrice',
  'quantity',
  'stockQuantity',
  'quantityBought',
  'orders',
  'itemsTotal',
  'shippingTotal',
);

/** The campaign's totals under the table: units, money and shipping of every item. */
function Totals() {
  const { data, filterValues } = useListContext<OrderedItem>();
  const translate = useTranslate();
  const money = useMoney();
  if (!filterValues.campaignId) {
    return (
      <Box sx={{ p: 2, maxWidth: 280 }}>
        <Typography color="text.secondary">{translate('sales.admin.chooseCampaign')}</Typography>
      </Box>
    );
  }
  if (!data || data.length === 0) return null;
  // Cents are added as integers: no float drift over many rows.
  const cents = (pick: (row: OrderedItem) => number) =>
    data.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
  const units = data.reduce((sum, row) => sum + row.quantityBought, 0);
  return (
    <Box sx={{ p: 2, maxWidth: 280 }} role="status" aria-label={translate('sales.admin.totals')}>
      <Typography variant="subtitle1" component="h2">
        {translate('sales.admin.totals')}
      </Typography>
      <dl data-testid="ordered-totals">
        <dt>{translate('resources.sales-ordered-items.fields.quantityBought')}</dt>
        <dd>{units}</dd>
        <dt>{translate('resources.sales-ordered-items.fields.itemsTotal')}</dt>
        <dd>{money(cents((row) => row.itemsTotal))}</dd>
        <dt>{translate('resources.sales-ordered-items.fields.shippingTotal')}</dt>
        <dd>{money(cents((row) => row.shippingTotal))}</dd>
      </dl>
    </Box>
  );
}

/** `/Ventas/ComprasItems`: what was bought of each item of a campaign, with totals. */
export function OrderedItemList() {
  const money = useMoney();
  return (
    <AdminListPage<OrderedItem>
      resource="sales-ordered-items"
      title="sales.admin.orderedItemsTitle"
      search={false}
      filters={[<CampaignInput key="campaignId" source="campaignId" alwaysOn />]}
      pagination={false}
      csvName="articulos-comprados"
      csv={csv}
      empty={false}
      aside={<Totals />}
      // A line is an item's sales: it opens the item's form.
      open={(row) => `/Ventas/FormAdminInventario/${row.id}`}
      phone={{
        primaryText: (row) => row.name,
        secondaryText: (row) => `${row.quantityBought} · ${money(row.itemsTotal)}`,
      }}
    >
      <TextField source="name" sortable={false} />
      <FunctionField<OrderedItem>
        source="unitPrice"
        sortable={false}
        render={(r) => money(r.unitPrice)}
      />
      <NumberField source="quantityBought" sortable={false} />
      <NumberField source="orders" sortable={false} />
      <FunctionField<OrderedItem>
        source="stockQuantity"
        sortable={false}
        render={(row) => `${row.stockQuantity} / ${row.quantity}`}
      />
      <FunctionField<OrderedItem>
        source="itemsTotal"
        sortable={false}
        render={(r) => money(r.itemsTotal)}
      />
      <FunctionField<OrderedItem>
        source="shippingTotal"
        sortable={false}
        render={(r) => money(r.shippingTotal)}
      />
    </AdminListPage>
  );
}
