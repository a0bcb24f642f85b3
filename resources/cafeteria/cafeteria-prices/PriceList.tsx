import {
  BooleanField,
  BooleanInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
} from 'react-admin';
import type { CafeteriaPriceRecord } from '../../../contracts/cafeteria/cafeteria';
import { CAFETERIAS_RESOURCE, CATEGORIES_RESOURCE } from '../shared/paths';
import { PRICE_SCREENS } from '../shared/adminScreens';
import { useMinorMoney } from '../../shared/money';
import { AdminListPage, adminList } from '../../shared/AdminListPage';

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
      {...adminList(PRICE_SCREENS, 'cafeteria.admin.createPrice')}
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
      empty="cafeteria.admin.noPrices"
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
