import {
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Chip,
  Grid,
  type GridProps,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BenefitSummary } from '../../../contracts/benefits/benefits';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { discountState, useFormatDateTime } from '../../../resources/benefits/shared/dates';

interface LinkCardProps {
  /** The page the card opens, under the portal's base. */
  to: string;
  title: string;
  /** A picture across the top, `bannerHeight` pixels high. */
  banner?: string | null;
  bannerHeight?: number;
  /** A logo beside the texts; without the prop the texts stand alone. */
  logo?: { src: string | null; alt: string };
  /** As high as its grid row (cards side by side line up). */
  fill?: boolean;
  /** The texts under the title. */
  children?: ReactNode;
}

/** A card that opens a page of Benefits: its picture, its logo, its title (h3) and texts. */
export function LinkCard({
  to,
  title,
  banner,
  bannerHeight = 120,
  logo,
  fill = true,
  children,
}: LinkCardProps) {
  const basename = useBasename();
  const height = fill ? { height: '100%' } : undefined;
  const texts = (
    <>
      <Typography component="h3" variant="subtitle1">
        {title}
      </Typography>
      {children}
    </>
  );
  return (
    <Card sx={height}>
      <CardActionArea component={Link} to={`${basename}${to}`} sx={height}>
        {banner && <CardMedia component="img" height={bannerHeight} image={banner} alt="" />}
        <CardContent>
          {logo ? (
            <Stack direction="row" spacing={1.5} alignItems="center">
              {logo.src && (
                <img
                  src={logo.src}
                  alt={logo.alt}
                  width={48}
                  height={48}
                  style={{ borderRadius: 8 }}
                />
              )}
              <div>{texts}</div>
            </Stack>
          ) : (
            texts
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Cards as a list, one grid cell each, as wide as `size` says. */
export function CardGrid<T extends { id: Identifier }>({
  items,
  size,
  children,
}: {
  items: T[];
  size: GridProps['size'];
  children: (item: T) => ReactNode;
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.id} size={size} component="li">
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}

/** A benefit as a card: its image, logo, name and detail; opens its detail page. */
function BenefitCard({ benefit }: { benefit: BenefitSummary }) {
  return (
    <LinkCard
      to={`/Benefits/Detalle/${benefit.id}`}
      title={benefit.name}
      banner={benefit.image}
      logo={{ src: benefit.logo, alt: `Logo ${benefit.name}` }}
    >
      <Typography variant="body2" color="text.secondary">
        {benefit.detail}
      </Typography>
    </LinkCard>
  );
}

export function BenefitGrid({ benefits }: { benefits: BenefitSummary[] }) {
  return (
    <CardGrid items={benefits} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
      {(benefit) => <BenefitCard benefit={benefit} />}
    </CardGrid>
  );
}

/**
 * A discount as a card: its benefit (logo, name), its name and window; opens the benefit. One
 * that starts later or has ended says so.
 */
function DiscountCard({ discount }: { discount: DiscountRecord }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const window = translate('benefits.detail.validUntil', {
    from: formatDateTime(discount.startDate),
    to: formatDateTime(discount.endDate),
  });
  const state = discountState(discount);
  return (
    <LinkCard
      to={`/Benefits/Detalle/${discount.idBenefits}`}
      title={discount.discountName}
      logo={{ src: discount.image ?? discount.benefitLogo, alt: '' }}
    >
      <Typography variant="body2">{discount.benefitName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {window}
      </Typography>
      {state !== 'current' && (
        <Chip
          size="small"
          variant="outlined"
          label={translate(`benefits.discountState.${state}`)}
          sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
        />
      )}
    </LinkCard>
  );
}

export function DiscountGrid({ discounts }: { discounts: DiscountRecord[] }) {
  return (
    <CardGrid items={discounts} size={{ xs: 12, sm: 6, md: 4 }}>
      {(discount) => <DiscountCard discount={discount} />}
    </CardGrid>
  );
}
