import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '../../../contracts/sales/sales';
import { OrderDetails } from '../../../resources/sales/shared/OrderDetails';

/**
 * `/Ventas/CompraDetalle/:id`: one of the employee's own orders, read through GET /Order/User?id=
 * (see the sales-my-orders adapter): another employee's order is simply not found here.
 */
export function OrderDetailPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { id = '' } = useParams();
  const { data: order, isPending, error } = useGetOne<Order>('sales-my-orders', { id: Number(id) });
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
            <OrderDetails order={order} />
          </CardContent>
        </Card>
      )}
      <Typography component="div">{back}</Typography>
    </Stack>
  );
}
