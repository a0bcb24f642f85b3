import { FunctionField, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { DELIVERIES, type Order } from '../../../contracts/sales/sales';
import { useMoney } from '../../shared/money';
import { OrderDetails } from '../shared/OrderDetails';
import { AdminListPage, datedRegister } from '../../shared/AdminListPage';
import { BuildingInput, CampaignInput } from '../shared/references';

const csv = (order: Order) => ({
  id: order.id,
  createdAt: order.createdAt,
  badge: order.employee.badge,
  employee: order.employee.fullName,
  campaign: order.campaignName,
  delivery: order.delivery,
  building: order.building?.name ?? '',
  address: order.address ?? '',
  phone: order.phone ?? '',
  items: order.items.map((line) => `${line.quantity} × ${line.name}`).join('; '),
  itemsTotal: order.itemsTotal,
  shippingTotal: order.shippingTotal,
  total: order.total,
});

/** How the order is delivered: the building's name, or 'Envío a domicilio'. */
function useDeliveryText() {
  const translate = useTranslate();
  return (order: Order) => order.building?.name ?? translate(`sales.delivery.${order.delivery}`);
}

/** An order's row opened: its delivery address and phone, its lines with their amounts. */
function OrderPanel() {
  const order = useRecordContext<Order>();
  return order ? <OrderDetails order={order} /> : null;
}

/** `/Ventas/Compras`: every order, filtered by campaign, building, dates and employee (GET /Order). */
export function OrderList() {
  const money = useMoney();
  const deliveryText = useDeliveryText();
  const itemsText = (order: Order) =>
    order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  return (
    <AdminListPage<Order>
      resource="sales-orders"
      title="sales.admin.ordersTitle"
      {...datedRegister([
        <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
        <BuildingInput key="buildingId" source="buildingId" alwaysOn />,
        <SelectInput
          key="delivery"
          source="delivery"
          choices={DELIVERIES.map((id) => ({ id, name: `sales.delivery.${id}` }))}
        />,
      ])}
      csvName="compras"
      csv={csv}
      empty="sales.admin.emptyOrders"
      // An order has no page of its own in the owners' screens: its row opens it in place.
      expand={<OrderPanel />}
      phone={{
        primaryText: (order) => `#${order.id} · ${order.employee.fullName}`,
        secondaryText: (order) => `${order.campaignName} · ${itemsText(order)}`,
        tertiaryText: (order) => money(order.total),
      }}
    >
      <TextField source="id" sortable={false} />
      <DateField source="createdAt" showTime />
      <FunctionField<Order>
        source="employee"
        render={(order) => `${order.employee.fullName} (${order.employee.badge})`}
      />
      <TextField
        source="campaignName"
        sortBy="campaign"
        label="resources.sales-orders.fields.campaign"
      />
      <FunctionField<Order> source="delivery" sortable={false} render={deliveryText} />
      <FunctionField<Order> source="items" sortable={false} render={itemsText} />
      <FunctionField<Order> source="total" render={(order) => money(order.total)} />
    </AdminListPage>
  );
}
