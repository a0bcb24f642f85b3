import { RadioChoices } from '../../../resources/shared/RadioChoices';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Delivery } from '../../../contracts/sales/sales';
import type { PurchaseForm } from './usePurchaseForm';

/** How the order arrives: a pick-up building, or home with an address and a phone. */
export function PurchaseDelivery({
  form: { campaign, state, dispatch, buildings, deliveries, delivery, deliveryErrors },
}: {
  form: PurchaseForm;
}) {
  const translate = useTranslate();
  /** A field's error in words, or a blank line that keeps the layout still. */
  const helper = (error: string | null) => (error ? translate(error) : ' ');
  return (
    <>
      {deliveries.length > 0 && (
        <RadioChoices<Delivery>
          row
          label="sales.form.delivery"
          value={delivery ?? ''}
          onChange={(chosen) => dispatch({ type: 'delivery', delivery: chosen })}
          choices={deliveries.map((id) => ({ id, name: translate(`sales.delivery.${id}`) }))}
        />
      )}
      {delivery === 'building' && (
        <TextField
          select
          label={translate('sales.form.building')}
          value={state.buildingId ?? ''}
          onChange={(event) =>
            dispatch({ type: 'building', buildingId: Number(event.target.value) || null })
          }
          error={Boolean(deliveryErrors.building)}
          helperText={helper(deliveryErrors.building)}
          sx={{ maxWidth: 480 }}
        >
          {buildings.map((building) => (
            <MenuItem key={building.id} value={building.id}>
              {building.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {delivery === 'home' && (
        <Stack spacing={1} sx={{ maxWidth: 600 }}>
          {campaign.shippingMessage && <Alert severity="info">{campaign.shippingMessage}</Alert>}
          <TextField
            label={translate('sales.form.address')}
            value={state.address}
            onChange={(event) => dispatch({ type: 'address', address: event.target.value })}
            error={Boolean(deliveryErrors.address)}
            helperText={helper(deliveryErrors.address)}
            multiline
            minRows={2}
          />
          <TextField
            label={translate('sales.form.phone')}
            type="tel"
            value={state.phone}
            onChange={(event) => dispatch({ type: 'phone', phone: event.target.value })}
            error={Boolean(deliveryErrors.phone)}
            helperText={helper(deliveryErrors.phone)}
          />
        </Stack>
      )}
    </>
  );
}
