import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CafeteriaPlaceRecord } from '../../../dataProviders/cafeteria/cafeteria';
import { PLACES_RESOURCE } from '../../../resources/cafeteria/shared/paths';
import { Loaded, useLoadedList } from '../../../resources/shared/Loaded';

/** The active cafeterias: where they are and when they open. */
export function Places() {
  const translate = useTranslate();
  const { data, read } = useLoadedList<CafeteriaPlaceRecord>(PLACES_RESOURCE, {
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Box component="section" aria-labelledby="cafeteria-places">
      <Typography id="cafeteria-places" variant="h6" component="h2" gutterBottom>
        {translate('cafeteria.home.places')}
      </Typography>
      <Loaded {...read} label="cafeteria.loading" height={80}>
        {data.length === 0 ? (
          <Typography color="text.secondary">{translate('cafeteria.home.noPlaces')}</Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
            }}
          >
            {data.map((place) => (
              <Card key={place.id} variant="outlined">
                <CardContent>
                  <Typography component="h3" variant="subtitle1">
                    {place.name}
                  </Typography>
                  <Typography variant="body2">{place.location}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {place.openingHours}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        )}
      </Loaded>
    </Box>
  );
}
