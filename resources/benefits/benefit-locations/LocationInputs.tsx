import { Stack, Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BENEFIT_LOCATION_TESTS,
  benefitLocationBody,
  UBICATION_TYPES,
} from '../../../contracts/benefits/locations';
import { parseDecimalComma, formatDecimalComma } from '../../../contracts/decimalComma';
import { LazyLocationsMap } from '../shared/LazyLocationsMap';
import { useDivisionBoxes } from '../shared/useDivisionBoxes';
import { contractResolver } from '../../shared/contractResolver';
import { PlaceInputs } from '../../shared/PlaceInputs';

/**
 * The location form validates with the service's own contract; it keeps what was typed (a
 * decimal comma), which the adapter converts at the edge.
 */
export const locationResolver = contractResolver(benefitLocationBody, {
  messages: {
    typeError: 'benefitLocations.validation.decimal',
    [BENEFIT_LOCATION_TESTS.insideCostaRica]: 'benefitLocations.validation.insideCostaRica',
    [BENEFIT_LOCATION_TESTS.phone]: 'benefitLocations.validation.phone',
  },
  keepTyped: true,
});

/** A coordinate as typed, a stored one with its decimal comma. */
const asTyped = (value: unknown) =>
  typeof value === 'number' ? formatDecimalComma(value) : ((value as string) ?? '');
/** Six decimals: about ten centimetres. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The location form's inputs: province → canton → district (PlaceInputs), the point picked on the map
 * or typed (decimal comma), phones, flags and type. The map fits the chosen division's loaded
 * boundary and a click outside the chosen district's picks nothing.
 */
export function LocationInputs() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [latitude, longitude, address, provinceCode, cantonCode, districtCode] = useWatch({
    name: ['latitude', 'longitude', 'address', 'provinceCode', 'cantonCode', 'districtCode'],
  }) as [unknown, unknown, string | undefined, number | string, string, string];
  const boxes = useDivisionBoxes({ provinceCode, cantonCode, districtCode });

  const lat = parseDecimalComma(String(latitude ?? ''));
  const lon = parseDecimalComma(String(longitude ?? ''));
  const point =
    Number.isFinite(lat) && Number.isFinite(lon)
      ? [{ id: 'picked', latitude: lat, longitude: lon, label: address || '' }]
      : [];

  return (
    <Stack spacing={1}>
      <PlaceInputs />
      <TextInput source="address" fullWidth />
      <Typography variant="body2" color="text.secondary">
        {translate('benefitLocations.pickOnMap')}
      </Typography>
      <LazyLocationsMap
        label={translate('benefitLocations.map')}
        height={260}
        points={point}
        focus={boxes.fit}
        pickWithin={boxes.district}
        onPick={(pickedLatitude, pickedLongitude) => {
          setValue('latitude', formatDecimalComma(round(pickedLatitude)), {
            shouldDirty: true,
            shouldValidate: true,
          });
          setValue('longitude', formatDecimalComma(round(pickedLongitude)), {
            shouldDirty: true,
            shouldValidate: true,
          });
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="latitude"
          helperText="benefitLocations.coordinateHint"
          format={asTyped}
          fullWidth
        />
        <TextInput
          source="longitude"
          helperText="benefitLocations.coordinateHint"
          format={asTyped}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="phone" type="tel" fullWidth />
        <TextInput source="whatsapp" type="tel" fullWidth />
        <SelectInput
          source="ubicationType"
          choices={UBICATION_TYPES.map((type) => ({
            id: type,
            name: `benefitLocations.types.${type}`,
          }))}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <BooleanInput source="active" />
        <BooleanInput source="principalLocation" />
      </Stack>
    </Stack>
  );
}
