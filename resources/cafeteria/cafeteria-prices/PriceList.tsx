import {
  BooleanField,
  BooleanInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
} from 'react-admin';
import type { CafeteriaPriceRecord } from '../../../contracts/cafeteria/cafeteria';
import {
  CAFETERIAS_RESOURCE,
  CATEGORIES_RESOURCE,
  PRICES_FORM,
  PRICES_RESOURCE,
} from '../shared/paths';
import { PRICE_SCREENS } from '../shared/adminScreens';
import { useMinorMoney } from '../../shared/money';
import { AdminListPage } from '../../shared/AdminListPage';

const csv = (price: CafeteriaPriceRecord) => ({
  id: price.id,
  cafeteria: price.cafeteria,
  category: price.category,
  product: price.product,
  priceMinor: price.priceMinor,
  active: price.active,
  updatedAt: price.updatedAt,
});

/** `/cafeteria/admin/prices` (payroll owners): each product's price in each cafeteria. */
export function PriceList() {
  const colones = useMinorMoney();
  return (
    <AdminListPage<CafeteriaPriceRecord>
      resource={PRICES_RESOURCE}
      title="cafeteria.admin.prices"
      filters={[
        <ReferenceInput key="cafeteriaId" source="cafeteriaId" reference={CAFETERIAS_RESOURCE}>
          <SelectInput optionText="name" />
        </ReferenceInput>,
        <ReferenceInput key="categoryId" source="categoryId" reference={CATEGORIES_RESOURCE}>
          <SelectInput optionText="name" />
        </ReferenceInput>,
        <BooleanInput key="active" source="active" />,
      ]}
      sort={{ field: 'product', order: 'ASC' }}
      csvName="precios-cafeteria"
      csv={csv}
      create={{ label: 'cafeteria.admin.createPrice', to: PRICES_FORM }}
      empty="cafeteria.admin.noPrices"
      row={PRICE_SCREENS}
      phone={{
        primaryText: (row) => row.product,
        secondaryText: (row) => `${row.cafeteria} · ${colones(row.priceMinor)}`,
      }}
    >
      <TextField source="product" />
      <TextField source="category" />
      <TextField source="cafeteria" />
      <FunctionField<CafeteriaPriceRecord>
        source="priceMinor"
        render={(row) => colones(row.priceMinor)}
      />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
