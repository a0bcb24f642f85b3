import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '../../../contracts/sales/sales';
import { useMoney } from './money';
import { OrderTable } from './OrderTable';

/**
 * `/Ventas/CompraDetalle/:id`: one of the employee's own orders, read through GET /Order/User?id=
 * (see the sales-my-orders adapter): another employee's order is simply not found here.
 */
export function OrderDetailPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const money = useMoney();
  const { id = '' } = useParams();
  const {
    data: order,
    isPending,
    error,
  } = useGetOne<Order>('sales-my-orders', { id: Number(id) }, { retry: false });
  const back = (
    <Button component={Link} to={`${basename}/Ventas/Home`}>
      {translate('sales.form.back')}
    </Button>
  );
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('sales.detail.title', { id })} />
      {isPending ? (
        <Skeleton variant="rounded" height={200} aria-busy="true" />
      ) : error || !order ? (
        <Alert severity="info">{translate('sales.detail.notFound')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
            >
              <dt>{translate('sales.detail.campaign')}</dt>
              <dd>{order.campaignName}</dd>
              <dt>{translate('sales.detail.date')}</dt>
              <dd>{new Date(order.createdAt).toLocaleString()}</dd>
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
          </CardContent>
        </Card>
      )}
      <Typography component="div">{back}</Typography>
    </Stack>
  );
}
