import Delete from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Link as MuiLink,
  List,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useBasename, useCreate, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { InvoiceSummary } from '../../../contracts/cafeteria/cafeteria';
import type { CartRecord, CheckoutRecord } from '../../../dataProviders/cafeteria/cafeteria';
import { CHECKOUT_RESOURCE, detailPath } from '../../../resources/cafeteria/shared/paths';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { Loaded } from '../../../resources/shared/Loaded';
import { useMinorMoney } from '../../../resources/shared/money';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { AmountSelect, useSeesInvoices } from './cafeteriaParts';
import { RecordLine } from '../../../resources/shared/RecordLine';

/** The new invoices of a confirmed order, each opening its detail when the reader may. */
function Confirmed({ invoices }: { invoices: InvoiceSummary[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const colones = useMinorMoney();
  const seesInvoices = useSeesInvoices();
  return (
    <Alert severity="success" role="status">
      {translate('cafeteria.cart.confirmed', { smart_count: invoices.length })}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {invoices.map((invoice) => (
          <li key={invoice.invoiceNumber}>
            {seesInvoices ? (
              <MuiLink component={Link} to={`${basename}${detailPath(invoice.invoiceNumber)}`}>
                {invoice.invoiceNumber}
              </MuiLink>
            ) : (
              invoice.invoiceNumber
            )}
            {` · ${invoice.cafeteria} · ${colones(invoice.totalMinor)}`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** My cart: each line's quantity and removal, the totals the service computes, the checkout. */
export function Cart({
  badge,
  cart,
  isPending,
  error,
  refetch,
  change,
  busy,
}: {
  badge: string;
  cart: CartRecord | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
  change: (productId: number, amount: number) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const colones = useMinorMoney();
  const [removing, setRemoving] = useState<{ productId: number; product: string }>();
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState<InvoiceSummary[]>();
  const [checkout, { isPending: checkingOut }] = useCreate<
    { uid: string },
    Error,
    CheckoutRecord
  >();
  const confirm = () =>
    checkout(
      CHECKOUT_RESOURCE,
      { data: { uid: badge } },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setConfirmed(answer.invoices);
          refetch();
        },
        onError: (failure) => {
          setConfirming(false);
          notify(refusalOf(failure).message, { type: 'error' });
        },
      },
    );
  const items = cart?.items ?? [];
  return (
    <Card component="section" aria-labelledby="cafeteria-cart" variant="outlined">
      <CardContent>
        <Typography id="cafeteria-cart" variant="h6" component="h2" gutterBottom>
          {translate('cafeteria.cart.title')}
        </Typography>
        {confirmed && <Confirmed invoices={confirmed} />}
        <Loaded isPending={isPending} error={error} retry={refetch} label="cafeteria.loading">
          {items.length === 0 ? (
            <Typography color="text.secondary">{translate('cafeteria.cart.empty')}</Typography>
          ) : (
            <>
              <List disablePadding aria-label={translate('cafeteria.cart.title')}>
                {items.map((item) => (
                  <RecordLine
                    key={item.productId}
                    name={item.product}
                    primary={item.product}
                    secondary={`${item.cafeteria} · ${colones(item.unitPriceMinor)}`}
                    basis="10rem"
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <AmountSelect
                        value={item.amount}
                        label={translate('cafeteria.cart.amountOf', { product: item.product })}
                        onChange={(amount) => change(item.productId, amount)}
                        disabled={busy}
                      />
                      <Typography sx={{ minWidth: '6.5rem', textAlign: 'right' }}>
                        {colones(item.totalMinor)}
                      </Typography>
                      <IconButton
                        aria-label={translate('cafeteria.cart.remove', { product: item.product })}
                        onClick={() =>
                          setRemoving({ productId: item.productId, product: item.product })
                        }
                        disabled={busy}
                      >
                        <Delete />
                      </IconButton>
                    </Stack>
                  </RecordLine>
                ))}
              </List>
              <Typography sx={{ mt: 1, fontWeight: 'bold' }} aria-live="polite">
                {translate('cafeteria.cart.total', {
                  smart_count: cart?.count ?? 0,
                  total: colones(cart?.totalMinor ?? 0),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('cafeteria.cart.deducted')}
              </Typography>
              <Button
                variant="contained"
                sx={{ mt: 1 }}
                disabled={busy || checkingOut}
                onClick={() => setConfirming(true)}
              >
                {translate('cafeteria.cart.checkout')}
              </Button>
            </>
          )}
        </Loaded>
      </CardContent>
      <ConfirmDialog
        open={removing !== undefined}
        content={translate('cafeteria.cart.confirmRemove', { product: removing?.product ?? '' })}
        onConfirm={() => {
          if (removing) change(removing.productId, 0);
          setRemoving(undefined);
        }}
        onClose={() => setRemoving(undefined)}
      />
      <ConfirmDialog
        open={confirming}
        loading={checkingOut}
        content={translate('cafeteria.cart.confirmCheckout', {
          total: colones(cart?.totalMinor ?? 0),
        })}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
