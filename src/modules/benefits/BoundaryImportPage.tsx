import { Alert, Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { type BoundaryImport, MAX_BOUNDARY_FEATURES } from '../../../contracts/benefits/boundaries';
import type { BoundariesDataProvider } from '../../../dataProviders/benefits/locations';
import { ChooseFileButton } from '../../../resources/shared/ChooseFileButton';
import { PageSection } from '../../../resources/shared/PageSection';
import { refusalOf } from '../../../resources/shared/serviceRefusal';

const TEXTS = 'benefits.boundaries';

/** A refusal's field reasons, each on its line ("features[3].properties.code: …"). */
const reasonsOf = (errors: Record<string, string> | undefined) =>
  Object.entries(errors ?? {}).map(([field, reason]) =>
    reason.startsWith(field) ? reason : `${field}: ${reason}`,
  );

/**
 * System_Admin's load of the official boundaries (the GeoJSON IGN/SNIT publish): the file's
 * expected shape, then how many divisions were loaded, or why nothing was.
 */
export function BoundaryImportPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BoundariesDataProvider>();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [loaded, setLoaded] = useState<BoundaryImport | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | null>(null);

  const load = async (file: File) => {
    setPending(true);
    setRefusal(null);
    setLoaded(null);
    try {
      setLoaded(await dataProvider.loadBoundaries('division-boundaries', { file }));
      // The location forms' maps read the new boxes.
      await queryClient.invalidateQueries({ queryKey: ['division-boundaries'] });
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setRefusal({ message, reasons: reasonsOf(errors) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <Title title={translate(`${TEXTS}.title`)} />
      <Typography variant="h1" sx={{ fontSize: '1.6rem', overflowWrap: 'anywhere' }}>
        {translate(`${TEXTS}.title`)}
      </Typography>
      <PageSection title={translate(`${TEXTS}.file`)}>
        <Stack spacing={2}>
          <Typography component="p">{translate(`${TEXTS}.help`)}</Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}
            aria-label={translate(`${TEXTS}.shape`)}
          >
            {(['collection', 'geometry', 'code', 'coordinates', 'allOrNothing'] as const).map(
              (rule) => (
                <li key={rule}>
                  <Typography component="span">
                    {translate(`${TEXTS}.rules.${rule}`, { max: MAX_BOUNDARY_FEATURES })}
                  </Typography>
                </li>
              ),
            )}
          </Box>
          <Box>
            <ChooseFileButton
              label={translate(`${TEXTS}.choose`)}
              accept=".geojson,.json,application/geo+json,application/json"
              testId="boundaries-file"
              disabled={pending}
              onFile={(file) => void load(file)}
            />
          </Box>
          {loaded && (
            <Alert severity="success" role="status">
              {translate(`${TEXTS}.loaded`, { ...loaded })}
            </Alert>
          )}
          {refusal && (
            <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
              {refusal.message}
              {refusal.reasons.length > 0 && (
                <List dense disablePadding>
                  {refusal.reasons.map((reason) => (
                    <ListItem key={reason} disableGutters>
                      {reason}
                    </ListItem>
                  ))}
                </List>
              )}
            </Alert>
          )}
        </Stack>
      </PageSection>
    </Stack>
  );
}
