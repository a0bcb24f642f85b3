import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { priceBody, type CafeteriaPriceRecord } from '../../../contracts/cafeteria/cafeteria';
import { fromMinorUnits, toMinorUnits } from '../../../contracts/money';
import { CAFETERIAS_RESOURCE, CATEGORIES_RESOURCE } from '../shared/paths';
import { PRICE_SCREENS } from '../shared/adminScreens';
import { AdminFormPage, adminForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';

const resolver = contractResolver(priceBody);

/**
 * `/cafeteria/admin/prices/form[/:id]`: a product's price in one cafeteria (POST/PUT
 * /admin/cafeteria-prices). The owner types colones; the service keeps céntimos.
 */
export function PriceForm() {
  return (
    <AdminFormPage<CafeteriaPriceRecord>
      {...adminForm(
        PRICE_SCREENS,
        'cafeteria.admin.back',
        'cafeteria.admin.newPrice',
        'cafeteria.admin.editPrice',
      )}
      resolver={resolver}
      defaultValues={{ product: '', active: true }}
    >
      <Stack sx={{ width: '100%', maxWidth: 600 }}>
        <ReferenceInput source="cafeteriaId" reference={CAFETERIAS_RESOURCE}>
          <SelectInput optionText="name" fullWidth />
        </ReferenceInput>
        <ReferenceInput source="categoryId" reference={CATEGORIES_RESOURCE}>
          <SelectInput optionText="name" fullWidth />
        </ReferenceInput>
        <TextInput source="product" fullWidth />
        <NumberInput
          source="priceMinor"
          min={0.01}
          step={0.01}
          format={(minor: number | null | undefined) =>
            typeof minor === 'number' ? fromMinorUnits(minor) : minor
          }
          parse={(value: string) => toMinorUnits(value)}
          sx={{ maxWidth: 260 }}
        />
        <BooleanInput source="active" />
      </Stack>
    </AdminFormPage>
  );
}
