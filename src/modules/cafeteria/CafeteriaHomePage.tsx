import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Box, Button } from '@mui/material';
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { type CafeteriaPrice, MAX_CART_AMOUNT } from '../../../contracts/cafeteria/cafeteria';
import type { CartRecord } from '../../../dataProviders/cafeteria/cafeteria';
import {
  CAFETERIAS_LIST,
  CART_RESOURCE,
  CATEGORIES_LIST,
  INVOICES_PATH,
  PRICES_LIST,
} from '../../../resources/cafeteria/shared/paths';
import { PageLinks } from '../../../resources/shared/PageLinks';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { Cart } from './CafeteriaCart';
import { Menu } from './CafeteriaMenu';
import { Places } from './CafeteriaPlaces';
import { CafeteriaPage, useBadge, useIsCafeteriaOwner, useSeesInvoices } from './cafeteriaParts';

/**
 * `/cafeteria/home` (every employee): the cafeterias, their menu with prices, my cart and its
 * checkout into pending invoices that the next payslip deducts.
 */
export function CafeteriaHomePage() {
  const translate = useTranslate();
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
  const change = (productId: number, amount: number, onSuccess?: () => void) => {
    if (!badge) return;
    update(
      CART_RESOURCE,
      { id: badge, data: { productId, amount }, previousData: cart.data },
      {
        mutationMode: 'pessimistic',
        onSuccess,
        onError: (failure) => notify(refusalOf(failure).message, { type: 'error' }),
      },
    );
  };
  // The cart may be far below the menu (a phone): the snackbar says what went in, read aloud.
  const add = (entry: CafeteriaPrice, amount: number) => {
    const current = cart.data?.items.find((item) => item.productId === entry.id)?.amount ?? 0;
    const total = Math.min(MAX_CART_AMOUNT, current + amount);
    change(entry.id, total, () =>
      notify('cafeteria.home.added', {
        type: 'success',
        messageArgs: { product: entry.product, smart_count: total - current },
      }),
    );
  };
  const units = cart.data?.items.reduce((sum, item) => sum + item.amount, 0) ?? 0;
  return (
    <CafeteriaPage title={translate('cafeteria.home.title')}>
      <PageLinks
        links={[
          seesInvoices && { label: 'cafeteria.home.myInvoices', to: INVOICES_PATH },
          owner && { label: 'cafeteria.admin.cafeterias', to: CAFETERIAS_LIST },
          owner && { label: 'cafeteria.admin.categories', to: CATEGORIES_LIST },
          owner && { label: 'cafeteria.admin.prices', to: PRICES_LIST },
        ]}
      />
      {badge && (
        <Button
          href="#cafeteria-cart"
          variant="outlined"
          startIcon={<ShoppingCart />}
          sx={{ alignSelf: 'flex-start', mb: 2 }}
        >
          {translate('cafeteria.home.toCart', { smart_count: units })}
        </Button>
      )}
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
