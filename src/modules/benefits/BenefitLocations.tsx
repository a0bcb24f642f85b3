import PlaceIcon from '@mui/icons-material/Place';
import { Box, List, ListItem, ListItemIcon, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Canton, Province } from '../../../contracts/benefits/locations';
import type { BenefitLocationRecord } from '../../../dataProviders/benefits/locations';
import { LazyLocationsMap } from '../../../resources/benefits/shared/LazyLocationsMap';
import { LoadedLocations, LocationText } from '../../../resources/benefits/shared/LocationText';
import { FilterSelect } from '../../../resources/shared/FilterSelect';

const ALL = { pagination: { page: 1, perPage: 100 } } as const;

/**
 * A benefit's locations on its detail page: province and canton filters
 * (FindByProvincia / FindByProvinciaCanton), a map, and the same locations as a list with their
 * phone and WhatsApp links — the list does not need the map's tiles.
 */
export function BenefitLocations({ benefitId }: { benefitId: number }) {
  const translate = useTranslate();
  const headingId = useId();
  const [province, setProvince] = useState<number | ''>('');
  const [canton, setCanton] = useState('');
  const { data: provinces = [] } = useGetList<Province & { id: number }>('provinces', ALL);
  const { data: cantons = [] } = useGetList<Canton>(
    'cantons',
    { ...ALL, filter: { provinceId: province } },
    { enabled: province !== '' },
  );
  const filter =
    province === ''
      ? { idBenefits: benefitId }
      : { idBenefits: benefitId, provincia: province, ...(canton ? { canton } : {}) };
  const {
    data: locations = [],
    isPending,
    error,
  } = useGetList<BenefitLocationRecord>('benefit-locations', {
    ...ALL,
    filter,
    sort: { field: 'principalLocation', order: 'DESC' },
  });

  const label = (location: BenefitLocationRecord) =>
    `${location.address} (${location.district}, ${location.canton}, ${location.province})`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('benefitLocations.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label="benefitLocations.province"
          any="benefitLocations.allProvinces"
          value={String(province)}
          choices={provinces.map((item) => ({ id: String(item.id), name: item.name }))}
          onChange={(value) => {
            setProvince(value === '' ? '' : Number(value));
            setCanton('');
          }}
          sx={{ minWidth: 220 }}
        />
        <FilterSelect
          label="benefitLocations.canton"
          any="benefitLocations.allCantons"
          value={canton}
          choices={cantons.map((item) => ({ id: String(item.id), name: item.name }))}
          onChange={setCanton}
          disabled={province === ''}
          sx={{ minWidth: 220 }}
        />
      </Stack>
      <LoadedLocations error={error} isPending={isPending} count={locations.length}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <LazyLocationsMap
              label={translate('benefitLocations.map')}
              points={locations.map((location) => ({
                id: location.id,
                latitude: location.latitude,
                longitude: location.longitude,
                label: label(location),
                principal: location.principalLocation,
              }))}
            />
          </Box>
          <List
            aria-label={translate('benefitLocations.listLabel')}
            sx={{ flex: 1, maxHeight: { md: 320 }, overflowY: 'auto' }}
            dense
          >
            {locations.map((location) => (
              <ListItem key={location.id} alignItems="flex-start" data-testid="benefit-location">
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                  <PlaceIcon color={location.principalLocation ? 'primary' : 'action'} />
                </ListItemIcon>
                <LocationText location={location} />
              </ListItem>
            ))}
          </List>
        </Stack>
      </LoadedLocations>
    </Box>
  );
}
