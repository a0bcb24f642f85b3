import { Alert, Box, Chip, CircularProgress, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BenefitLocationRecord } from '../../../dataProviders/benefits/locations';
import { LocationContactLinks } from './LocationContactLinks';

/** A benefit's locations once loaded: the refusal, the wait, or "none" until there are some. */
export function LoadedLocations({
  error,
  isPending,
  count,
  children,
}: {
  error: unknown;
  isPending: boolean;
  count: number;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate('benefitLocations.loadError')}</Alert>;
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (count === 0) {
    return <Typography color="text.secondary">{translate('benefitLocations.empty')}</Typography>;
  }
  return children;
}

/**
 * A location's lines in a list: its address (and whether it is the principal one), its place and
 * its phone links. Administrators also see an inactive one marked and its kind, and keep room
 * for the row's buttons.
 */
export function LocationText({
  location,
  admin = false,
}: {
  location: BenefitLocationRecord;
  admin?: boolean;
}) {
  const translate = useTranslate();
  const place = `${location.district}, ${location.canton}, ${location.province}`;
  const contacts = <LocationContactLinks phone={location.phone} whatsapp={location.whatsapp} />;
  return (
    <ListItemText
      sx={admin ? { pr: 12 } : undefined}
      primary={
        <>
          {location.address}
          {location.principalLocation && (
            <Chip
              size="small"
              color="primary"
              label={translate('benefitLocations.principal')}
              sx={{ ml: 1 }}
            />
          )}
          {admin && !location.active && (
            <Chip size="small" label={translate('benefitLocations.inactive')} sx={{ ml: 1 }} />
          )}
        </>
      }
      secondary={
        <>
          <Typography variant="body2" component="span" display="block">
            {admin
              ? `${place} · ${translate(`benefitLocations.types.${location.ubicationType}`)}`
              : place}
          </Typography>
          {admin ? contacts : <Box sx={{ mt: 0.5 }}>{contacts}</Box>}
        </>
      }
      slotProps={{ secondary: { component: 'div' } }}
    />
  );
}
