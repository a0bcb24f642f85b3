import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { LocationsMapProps } from './LocationsMap';

// Leaflet is its own chunk: only pages with locations load it.
const LocationsMap = lazy(() =>
  import('./LocationsMap').then((module) => ({ default: module.LocationsMap })),
);

export function LazyLocationsMap(props: LocationsMapProps) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box
          sx={{ height: props.height ?? 320, display: 'grid', placeItems: 'center' }}
          aria-busy="true"
        >
          <CircularProgress aria-label={translate('benefitLocations.mapLoading')} />
        </Box>
      }
    >
      <LocationsMap {...props} />
    </Suspense>
  );
}
