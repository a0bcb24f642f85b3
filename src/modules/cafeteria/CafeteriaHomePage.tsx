import { Box } from '@mui/material';
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
      <PageLinks
        links={[
          seesInvoices && { label: 'cafeteria.home.myInvoices', to: INVOICES_PATH },
          owner && { label: 'cafeteria.admin.cafeterias', to: CAFETERIAS_LIST },
          owner && { label: 'cafeteria.admin.categories', to: CATEGORIES_LIST },
          owner && { label: 'cafeteria.admin.prices', to: PRICES_LIST },
        ]}
      />
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
