import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Order } from '../../../contracts/sales/sales';
import { useMoney } from './money';

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
            <Table size="small" aria-label={translate('sales.home.items')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sales.detail.item')}</TableCell>
                  <TableCell align="right">{translate('sales.detail.quantity')}</TableCell>
                  <TableCell align="right">{translate('sales.detail.unitPrice')}</TableCell>
                  <TableCell align="right">{translate('sales.detail.shipping')}</TableCell>
                  <TableCell align="right">{translate('sales.detail.lineTotal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.items.map((line) => (
                  <TableRow key={line.itemId}>
                    <TableCell>{line.name}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">{money(line.unitPrice)}</TableCell>
                    <TableCell align="right">{money(line.shippingPrice)}</TableCell>
                    <TableCell align="right">{money(line.total)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={4}>{translate('sales.form.itemsTotal')}</TableCell>
                  <TableCell align="right">{money(order.itemsTotal)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={4}>{translate('sales.form.shippingTotal')}</TableCell>
                  <TableCell align="right">{money(order.shippingTotal)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={4}>
                    <strong>{translate('sales.form.total')}</strong>
                  </TableCell>
                  <TableCell align="right" data-testid="order-total">
                    <strong>{money(order.total)}</strong>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <Typography component="div">{back}</Typography>
    </Stack>
  );
}
