import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
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
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  useBasename,
  useCreate,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  type CafeteriaCategory,
  type CafeteriaPrice,
  type InvoiceSummary,
  MAX_CART_AMOUNT,
} from '../../../contracts/cafeteria/cafeteria';
import type {
  CafeteriaPlaceRecord,
  CartRecord,
  CheckoutRecord,
} from '../../../dataProviders/cafeteria/cafeteria';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { useMinorMoney } from '../../../resources/shared/money';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { CafeteriaPage, useBadge, useIsCafeteriaOwner, useSeesInvoices } from './cafeteriaParts';
import {
  CAFETERIAS_LIST,
  CART_RESOURCE,
  CATEGORIES_LIST,
  CHECKOUT_RESOURCE,
  detailPath,
  INVOICES_PATH,
  MENU_CATEGORIES_RESOURCE,
  MENU_RESOURCE,
  PLACES_RESOURCE,
  PRICES_LIST,
} from '../../../resources/cafeteria/shared/paths';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';

/** Menu entries a page. */
const PER_PAGE = 20;
const AMOUNTS = Array.from({ length: MAX_CART_AMOUNT }, (_, index) => index + 1);

/** A quantity picker (1 to the cart's most), labelled for screen readers. */
function AmountSelect({
  value,
  label,
  onChange,
  disabled,
}: {
  value: number;
  label: string;
  onChange: (amount: number) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: '6.5rem' }}
    >
      {AMOUNTS.map((amount) => (
        <MenuItem key={amount} value={amount}>
          {amount}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The active cafeterias: where they are and when they open. */
function Places() {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<CafeteriaPlaceRecord>(PLACES_RESOURCE, { pagination: { page: 1, perPage: 100 } });
  return (
    <Box component="section" aria-labelledby="cafeteria-places">
      <Typography id="cafeteria-places" variant="h6" component="h2" gutterBottom>
        {translate('cafeteria.home.places')}
      </Typography>
      {isPending ? (
        <LoadingSkeleton height={80} label="cafeteria.loading" />
      ) : error ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('cafeteria.home.noPlaces')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
          }}
        >
          {data.map((place) => (
            <Card key={place.id} variant="outlined">
              <CardContent>
                <Typography component="h3" variant="subtitle1">
                  {place.name}
                </Typography>
                <Typography variant="body2">{place.location}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {place.openingHours}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** One menu entry: product, cafeteria, price, a quantity and "add". */
function MenuLine({
  entry,
  inCart,
  onAdd,
  busy,
}: {
  entry: CafeteriaPrice;
  inCart: number;
  onAdd: (entry: CafeteriaPrice, amount: number) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const colones = useMinorMoney();
  const [amount, setAmount] = useState(1);
  const room = MAX_CART_AMOUNT - inCart;
  return (
    <ListItem
      divider
      disableGutters
      aria-label={`${entry.product} · ${entry.cafeteria}`}
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
    >
      <ListItemText
        primary={entry.product}
        secondary={`${entry.category} · ${entry.cafeteria}`}
        sx={{ minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' }}
      />
      <Typography sx={{ minWidth: '7rem' }}>{colones(entry.priceMinor)}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AmountSelect
          value={amount}
          label={translate('cafeteria.home.amount')}
          onChange={setAmount}
          disabled={room <= 0}
        />
        <Button
          variant="outlined"
          startIcon={<AddShoppingCart />}
          disabled={busy || room <= 0}
          onClick={() => onAdd(entry, amount)}
          aria-label={translate('cafeteria.home.addNamed', { product: entry.product })}
        >
          {translate('cafeteria.home.add')}
        </Button>
      </Stack>
    </ListItem>
  );
}

/** The menu by category, filtered by cafeteria, category and product. */
function Menu({
  cart,
  onAdd,
  busy,
}: {
  cart: CartRecord | undefined;
  onAdd: (entry: CafeteriaPrice, amount: number) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const [cafeteria, setCafeteria] = useState('');
  const [category, setCategory] = useState('');
  const [product, setProduct] = useState('');
  const places = useGetList<CafeteriaPlaceRecord>(PLACES_RESOURCE, {
    pagination: { page: 1, perPage: 100 },
  });
  const categories = useGetList<CafeteriaCategory>(MENU_CATEGORIES_RESOURCE, {
    pagination: { page: 1, perPage: 100 },
  });
  const list = usePagedList<CafeteriaPrice>(MENU_RESOURCE, {
    perPage: PER_PAGE,
    filter: {
      cafeteria: cafeteria || undefined,
      category: category || undefined,
      product: product.trim() || undefined,
    },
  });
  const inCart = (entry: CafeteriaPrice) =>
    cart?.items.find((item) => item.productId === entry.id)?.amount ?? 0;
  return (
    <Box component="section" aria-labelledby="cafeteria-menu" sx={{ minWidth: 0 }}>
      <Typography id="cafeteria-menu" variant="h6" component="h2" gutterBottom>
        {translate('cafeteria.home.menu')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={translate('cafeteria.home.cafeteria')}
          value={cafeteria}
          onChange={(event) => setCafeteria(event.target.value)}
          sx={{ minWidth: '12rem' }}
        >
          <MenuItem value="">{translate('cafeteria.home.all')}</MenuItem>
          {(places.data ?? []).map((place) => (
            <MenuItem key={place.id} value={String(place.id)}>
              {place.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('cafeteria.home.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          sx={{ minWidth: '12rem' }}
        >
          <MenuItem value="">{translate('cafeteria.home.all')}</MenuItem>
          {(categories.data ?? []).map((item) => (
            <MenuItem key={item.id} value={String(item.id)}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={translate('cafeteria.home.product')}
          value={product}
          onChange={(event) => setProduct(event.target.value)}
        />
      </Stack>
      <PagedList
        list={list}
        loading="cafeteria.loading"
        loadingHeight={200}
        empty="cafeteria.home.noProducts"
        pagesLabel="cafeteria.home.pages"
      >
        {(entries) => (
          <List disablePadding aria-label={translate('cafeteria.home.menu')}>
            {entries.map((entry) => (
              <MenuLine
                key={entry.id}
                entry={entry}
                inCart={inCart(entry)}
                onAdd={onAdd}
                busy={busy}
              />
            ))}
          </List>
        )}
      </PagedList>
    </Box>
  );
}

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
function Cart({
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
        {isPending ? (
          <LoadingSkeleton height={120} label="cafeteria.loading" />
        ) : error ? (
          <ServiceFailure error={error} retry={refetch} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">{translate('cafeteria.cart.empty')}</Typography>
        ) : (
          <>
            <List disablePadding aria-label={translate('cafeteria.cart.title')}>
              {items.map((item) => (
                <ListItem
                  key={item.productId}
                  divider
                  disableGutters
                  aria-label={item.product}
                  sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}
                >
                  <ListItemText
                    primary={item.product}
                    secondary={`${item.cafeteria} · ${colones(item.unitPriceMinor)}`}
                    sx={{ minWidth: 0, flex: '1 1 10rem', overflowWrap: 'anywhere' }}
                  />
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
                </ListItem>
              ))}
            </List>
            <Typography sx={{ mt: 1, fontWeight: 'bold' }} aria-live="polite">
              {translate('cafeteria.cart.total', {
                count: cart?.count ?? 0,
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

/**
 * `/cafeteria/home` (every employee): the cafeterias, their menu with prices, my cart and its
 * checkout into pending invoices that the next payslip deducts.
 */
export function CafeteriaHomePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const badge = useBadge();
  const owner = useIsCafeteriaOwner();
  const seesInvoices = useSeesInvoices();
  const cart = useGetOne<CartRecord>(
    CART_RESOURCE,
    { id: badge ?? '' },
    { enabled: badge !== undefined },
  );
  // The cart's update sends a line's change and answers the whole cart.
  const [update, { isPending: updating }] = useUpdate();
  const change = (productId: number, amount: number) => {
    if (!badge) return;
    update(
      CART_RESOURCE,
      { id: badge, data: { productId, amount }, previousData: cart.data },
      {
        mutationMode: 'pessimistic',
        onError: (failure) => notify(refusalOf(failure).message, { type: 'error' }),
      },
    );
  };
  const add = (entry: CafeteriaPrice, amount: number) => {
    const current = cart.data?.items.find((item) => item.productId === entry.id)?.amount ?? 0;
    change(entry.id, Math.min(MAX_CART_AMOUNT, current + amount));
  };
  return (
    <CafeteriaPage title={translate('cafeteria.home.title')}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {seesInvoices && (
          <Button component={Link} to={`${basename}${INVOICES_PATH}`}>
            {translate('cafeteria.home.myInvoices')}
          </Button>
        )}
        {owner && (
          <>
            <Button component={Link} to={`${basename}${CAFETERIAS_LIST}`}>
              {translate('cafeteria.admin.cafeterias')}
            </Button>
            <Button component={Link} to={`${basename}${CATEGORIES_LIST}`}>
              {translate('cafeteria.admin.categories')}
            </Button>
            <Button component={Link} to={`${basename}${PRICES_LIST}`}>
              {translate('cafeteria.admin.prices')}
            </Button>
          </>
        )}
      </Stack>
      <Places />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Menu cart={cart.data} onAdd={add} busy={updating} />
        {badge && (
          <Cart
            badge={badge}
            cart={cart.data}
            isPending={cart.isPending}
            error={cart.error}
            refetch={() => void cart.refetch()}
            change={change}
            busy={updating}
          />
        )}
      </Box>
    </CafeteriaPage>
  );
}
