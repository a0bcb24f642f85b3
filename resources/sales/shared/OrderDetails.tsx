import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../contracts/sales/sales';
import { useMoney } from '../../shared/money';
import { useFormatInstant } from '../../shared/dates';
import { OrderTable } from './OrderTable';

/**
 * An order's campaign, date, delivery (and where to), then its lines and totals: the buyer's
 * order page, and an order's row opened in the owners' list.
 */
export function OrderDetails({ order }: { order: Order }) {
  const translate = useTranslate();
  const money = useMoney();
  const formatInstant = useFormatInstant();
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
      >
        <dt>{translate('sales.detail.campaign')}</dt>
        <dd>{order.campaignName}</dd>
        <dt>{translate('sales.detail.date')}</dt>
        <dd>{formatInstant(order.createdAt, { time: true })}</dd>
        <dt>{translate('sales.detail.delivery')}</dt>
        <dd>
          {translate(`sales.delivery.${order.delivery}`)}
          {order.building && `: ${order.building.name}`}
        </dd>
        {order.address && (
          <>
            <dt>{translate('sales.detail.address')}</dt>
            <dd>{order.address}</dd>
            <dt>{translate('sales.detail.phone')}</dt>
            <dd>{order.phone}</dd>
          </>
        )}
      </Box>
      <OrderTable
        aria-label={translate('sales.home.items')}
        headings={[
          'sales.detail.item',
          'sales.detail.quantity',
          'sales.detail.unitPrice',
          'sales.detail.shipping',
          'sales.detail.lineTotal',
        ]}
        lines={order.items.map((line) => ({
          key: line.itemId,
          cells: [
            line.name,
            line.quantity,
            money(line.unitPrice),
            money(line.shippingPrice),
            money(line.total),
          ],
        }))}
        itemsTotal={order.itemsTotal}
        shippingTotal={order.shippingTotal}
        total={order.total}
        totalTestId="order-total"
      />
    </>
  );
}
