import { Stack } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ItemRecord } from '../../../dataProviders/sales/sales';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { CampaignInput } from '../shared/references';
import { itemResolver, salesForm } from '../shared/salesAdmin';

/**
 * `/Ventas/FormAdminInventario[/:id]`: an item of a campaign (multipart POST
 * /Campaign/{id}/Items or PUT /Campaign/Items/{id}); an item stays in its campaign.
 */
export function ItemForm() {
  const { id } = useParams();
  return (
    <AdminFormPage<ItemRecord>
      resource="sales-items"
      {...salesForm('item')}
      resolver={itemResolver}
      defaultValues={{
        name: '',
        description: '',
        quantity: 1,
        stockQuantity: 1,
        unitPrice: 0,
        maxLimitPerPerson: 1,
        EstimatedPrice: 0,
        image: null,
      }}
    >
      <Stack sx={{ width: '100%', maxWidth: 900 }}>
        <CampaignInput source="campaignId" disabled={Boolean(id)} />
        <TextInput source="name" fullWidth />
        <TextInput source="description" multiline minRows={2} fullWidth />
        <SideBySideInputs>
          <NumberInput source="quantity" min={0} step={1} />
          <NumberInput source="stockQuantity" min={0} step={1} />
          <NumberInput source="maxLimitPerPerson" min={1} step={1} />
        </SideBySideInputs>
        <SideBySideInputs>
          <NumberInput source="unitPrice" min={0} step={0.01} />
          <NumberInput source="EstimatedPrice" min={0} step={0.01} />
        </SideBySideInputs>
        <ImageUploadInput source="image" placeholder="sales.admin.imagePlaceholder" />
      </Stack>
    </AdminFormPage>
  );
}
