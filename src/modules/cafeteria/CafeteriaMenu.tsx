import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { Box, Button, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import {
  type CafeteriaCategory,
  type CafeteriaPrice,
  MAX_CART_AMOUNT,
} from '../../../contracts/cafeteria/cafeteria';
import type { CafeteriaPlaceRecord, CartRecord } from '../../../dataProviders/cafeteria/cafeteria';
import {
  MENU_CATEGORIES_RESOURCE,
  MENU_RESOURCE,
  PLACES_RESOURCE,
} from '../../../resources/cafeteria/shared/paths';
import { useMinorMoney } from '../../../resources/shared/money';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { AmountSelect } from './cafeteriaParts';
import { FilterSelect } from '../../../resources/shared/FilterSelect';
import { RecordLine } from '../../../resources/shared/RecordLine';
import { SearchField } from '../../../resources/shared/SearchBox';

/** Menu entries a page. */
const PER_PAGE = 20;

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
    <RecordLine
      name={`${entry.product} · ${entry.cafeteria}`}
      primary={entry.product}
      secondary={`${entry.category} · ${entry.cafeteria}`}
      basis="12rem"
    >
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
          // Never squeezed narrower than its icon and word on a phone's row.
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {translate('cafeteria.home.add')}
        </Button>
      </Stack>
    </RecordLine>
  );
}

/** A filter's choices: the rows of a reference list, by id and name. */
const choicesOf = (rows: readonly { id: number | string; name: string }[] = []) =>
  rows.map((row) => ({ id: String(row.id), name: row.name }));

/** The menu by category, filtered by cafeteria, category and product. */
export function Menu({
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
      product: product || undefined,
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
        <FilterSelect
          label="cafeteria.home.cafeteria"
          any="cafeteria.home.all"
          value={cafeteria}
          choices={choicesOf(places.data)}
          onChange={setCafeteria}
          sx={{ minWidth: '12rem' }}
        />
        <FilterSelect
          label="cafeteria.home.category"
          any="cafeteria.home.all"
          value={category}
          choices={choicesOf(categories.data)}
          onChange={setCategory}
          sx={{ minWidth: '12rem' }}
        />
        <SearchField label="cafeteria.home.product" value={product} onSearch={setProduct} />
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
