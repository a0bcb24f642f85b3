import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Title, useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Benefit } from '../../../contracts/benefits/benefits';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { SanitizedHtml } from '../../../resources/shared/richText';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { SectionCard } from '../../../resources/shared/SectionCard';
import { DiscountGrid } from './BenefitCards';

// Leaflet loads only with the map, on this page.
const BenefitLocations = lazy(() =>
  import('./BenefitLocations').then((m) => ({ default: m.BenefitLocations })),
);

interface ExternalLink {
  /** Unique in its list. */
  key: string | number;
  href: string;
  label: string;
  icon: ReactNode;
}

/** A heading and its links, each after its icon, opened in a new tab. */
function LinkList({
  title,
  ordered = false,
  links,
}: {
  title: string;
  /** The benefit's own links: a navigation, in their order. */
  ordered?: boolean;
  links: ExternalLink[];
}) {
  const translate = useTranslate();
  if (links.length === 0) return null;
  const Section = ordered ? 'nav' : 'div';
  return (
    <Section aria-label={ordered ? translate(title) : undefined}>
      <Typography component="h2" variant="h6">
        {translate(title)}
      </Typography>
      <Stack component={ordered ? 'ol' : 'ul'} spacing={1} sx={{ listStyle: 'none', p: 0 }}>
        {links.map((link) => (
          <li key={link.key}>
            <MuiLink
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
            >
              {link.icon}
              {link.label}
            </MuiLink>
          </li>
        ))}
      </Stack>
    </Section>
  );
}

/** The benefit's own links (active, in order) with their kind's icon; its social links and email. */
function Links({ benefit }: { benefit: Benefit }) {
  // Until GET /Benefits/{id} answers, react-admin may show the list's summary (no links yet).
  const links = (benefit.benefitLinks ?? []).map((link) => ({
    key: link.id,
    href: link.link,
    label: link.name,
    icon: link.icon && <img src={link.icon} alt="" width={24} height={24} />,
  }));
  const social = [
    benefit.link && { href: benefit.link, label: benefit.link, icon: <LanguageIcon /> },
    benefit.facebook && { href: benefit.facebook, label: 'Facebook', icon: <FacebookIcon /> },
    benefit.instagram && { href: benefit.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    benefit.email && { href: `mailto:${benefit.email}`, label: benefit.email, icon: <EmailIcon /> },
  ]
    .filter((item) => !!item)
    .map((item) => ({ ...item, key: item.href }));
  return (
    <Stack spacing={2}>
      <LinkList title="benefits.detail.links" ordered links={links} />
      <LinkList title="benefits.detail.social" links={social} />
    </Stack>
  );
}

function ValidDiscounts({ benefitId }: { benefitId: number }) {
  const { data, isPending, error } = useGetList<DiscountRecord>('benefit-discounts', {
    filter: { valid: true, idBenefits: benefitId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'endDate', order: 'ASC' },
  });
  return (
    <SectionCard
      title="benefits.detail.discounts"
      isPending={isPending}
      error={error}
      isEmpty={!data?.length}
      emptyText="benefits.detail.noDiscounts"
    >
      <DiscountGrid discounts={data ?? []} />
    </SectionCard>
  );
}

/** `/Benefits/Detalle/:id`: a benefit with its texts, links, valid discounts and locations. */
export function BenefitDetailPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const { data: benefit, isPending, error } = useGetOne<Benefit>('benefits', { id: Number(id) });
  useBreadcrumbName(`/Benefits/Detalle/${id}`, benefit?.name);
  if (isPending)
    return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  if (error || !benefit) return <Alert severity="warning">{translate('benefits.loadError')}</Alert>;
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={benefit.name} />
      {benefit.image && (
        <Box
          component="img"
          src={benefit.image}
          alt=""
          sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 2 }}
        />
      )}
      <Stack direction="row" spacing={2} alignItems="center">
        {benefit.logo && (
          <img src={benefit.logo} alt={`Logo ${benefit.name}`} width={72} height={72} />
        )}
        <div>
          <Typography component="h2" variant="h5">
            {benefit.name}
          </Typography>
          <Typography color="text.secondary">{benefit.detail}</Typography>
        </div>
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={`${basename}/Benefits/Category/${benefit.idCategory}`}>
          {translate('benefits.detail.back')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography component="h2" variant="h6">
            {translate('benefits.detail.description')}
          </Typography>
          <SanitizedHtml html={benefit.description} />
          {benefit.benefitInfo && (
            <>
              <Typography component="h2" variant="h6">
                {translate('benefits.detail.info')}
              </Typography>
              <SanitizedHtml html={benefit.benefitInfo} />
            </>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Links benefit={benefit} />
        </Grid>
      </Grid>
      <ValidDiscounts benefitId={benefit.id} />
      <Suspense
        fallback={<CircularProgress aria-label={translate('benefits.detail.locationsLoading')} />}
      >
        <BenefitLocations benefitId={benefit.id} />
      </Suspense>
    </Stack>
  );
}
