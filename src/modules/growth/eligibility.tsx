import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Eligibility, Opening } from '../../../contracts/growth/growth';
import type { OpportunitiesDataProvider } from '../../../dataProviders/growth/growth';
import { useBadge } from '../../../resources/growth/shared/growthParts';

/** Where to go from an application's outcome: my metrics (where it is followed), the openings. */
export function WaysOn({ metricsVariant }: { metricsVariant?: 'contained' }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      <Button component={Link} to={`${basename}/my-metrics`} variant={metricsVariant}>
        {translate('growth.apply.toMetrics')}
      </Button>
      <Button component={Link} to={`${basename}/growth-opportunities`}>
        {translate('growth.apply.toOpenings')}
      </Button>
    </Stack>
  );
}

/**
 * Whether the employee may apply to the opening (Employee/Validate), shared by the opening's page
 * and its application page (one request for both).
 */
export function useEligibility(opening: Opening | undefined, { enabled = true } = {}) {
  const badge = useBadge();
  const dataProvider = useDataProvider<OpportunitiesDataProvider>();
  return useQuery({
    queryKey: ['growth-opportunities', 'validate', opening?.id, badge],
    queryFn: () =>
      dataProvider.validate('growth-opportunities', { opening: opening!, badge: badge! }),
    enabled: Boolean(opening && badge) && enabled,
  });
}

/**
 * Why the employee may not apply, in the service's words (each says what to do: the date they may,
 * where to follow their application); on the application page with the ways on, as an alert.
 */
export function NotEligible({
  eligibility,
  id,
  onApplyPage = false,
}: {
  eligibility: Eligibility;
  id?: string;
  onApplyPage?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role={onApplyPage ? 'alert' : undefined} id={id}>
      <AlertTitle>{translate('growth.apply.notEligible')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {eligibility.reasons.map((reason) => (
          <li key={reason.code}>{reason.message}</li>
        ))}
      </ul>
      {onApplyPage && <WaysOn />}
    </Alert>
  );
}
