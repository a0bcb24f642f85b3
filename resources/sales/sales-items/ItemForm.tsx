import { Stack } from '@mui/material';
import { NumberInput, type RaRecord, TextInput, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SettingsForm } from '../../home/shared/SettingsForm';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { FormBackButton } from '../shared/FormBackButton';
import { CampaignInput } from '../shared/references';
import { itemResolver } from '../shared/validation';

const LIST_PATH = '/Ventas/Inventario';

/**
 * `/Ventas/FormAdminInventario[/:id]`: an item of a campaign (multipart POST
 * /Campaign/{id}/Items or PUT /Campaign/Items/{id}); an item stays in its campaign.
 */
export function ItemForm() {
  const translate = useTranslate();
  const { id } = useParams();
  return (
    <>
      <FormBackButton to={LIST_PATH} />
      <SettingsForm
        resource="sales-items"
        listPath={LIST_PATH}
        formPath="/Ventas/FormAdminInventario"
        nameOf={(record: RaRecord) => String(record.name ?? '')}
        createTitle="sales.admin.newItemTitle"
        editTitle="sales.admin.itemTitle"
        deleteQuestion="sales.admin.confirmDeleteItem"
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
          <ImageUploadInput
            source="image"
            placeholder={<p>{translate('sales.admin.imagePlaceholder')}</p>}
            inputProps={{ 'aria-label': translate('resources.sales-items.fields.image') }}
            rejectedNotice="sales.admin.imageRejected"
          />
        </Stack>
      </SettingsForm>
    </>
  );
}
