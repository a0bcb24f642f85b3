import {
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BenefitSummary } from '../../../contracts/benefits/benefits';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { useFormatDateTime } from './dates';

/** A benefit as a card: its image, logo, name and detail; opens its detail page. */
export function BenefitCard({ benefit }: { benefit: BenefitSummary }) {
  const basename = useBasename();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`${basename}/Benefits/Detalle/${benefit.id}`}
        sx={{ height: '100%' }}
      >
        {benefit.image && <CardMedia component="img" height="120" image={benefit.image} alt="" />}
        <CardContent>
          <Stack direction="row" spacing={1.5} alignItems="center">
            {benefit.logo && (
              <img
                src={benefit.logo}
                alt={`Logo ${benefit.name}`}
                width={48}
                height={48}
                style={{ borderRadius: 8 }}
              />
            )}
            <div>
              <Typography component="h3" variant="subtitle1">
                {benefit.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {benefit.detail}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function BenefitGrid({ benefits }: { benefits: BenefitSummary[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {benefits.map((benefit) => (
        <Grid key={benefit.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <BenefitCard benefit={benefit} />
        </Grid>
      ))}
    </Grid>
  );
}

/** A discount as a card: its benefit (logo, name), its name and window; opens the benefit. */
export function DiscountCard({ discount }: { discount: DiscountRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDateTime = useFormatDateTime();
  const window = translate('benefits.detail.validUntil', {
    from: formatDateTime(discount.startDate),
    to: formatDateTime(discount.endDate),
  });
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`${basename}/Benefits/Detalle/${discount.idBenefits}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Stack direction="row" spacing={1.5} alignItems="center">
            {(discount.image ?? discount.benefitLogo) && (
              <img
                src={(discount.image ?? discount.benefitLogo)!}
                alt=""
                width={48}
                height={48}
                style={{ borderRadius: 8 }}
              />
            )}
            <div>
              <Typography component="h3" variant="subtitle1">
                {discount.discountName}
              </Typography>
              <Typography variant="body2">{discount.benefitName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {window}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function DiscountGrid({ discounts }: { discounts: DiscountRecord[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {discounts.map((discount) => (
        <Grid key={discount.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <DiscountCard discount={discount} />
        </Grid>
      ))}
    </Grid>
  );
}
