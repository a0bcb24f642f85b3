import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import { useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Benefit } from '../../../contracts/benefits/benefits';
import { SanitizedHtml } from '../../shared/richText';
import { useBreadcrumbName } from '../../shared/breadcrumbNames';
import { SectionCard } from '../../shared/SectionCard';
import { BenefitsAdminMenu } from '../shared/BenefitsAdminMenu';
import { BenefitDiscountsOf } from './BenefitDiscountsOf';

/** `/Benefits/AdminFormBenefitsDetails/:id`: a benefit as administrators review it, links included. */
export function BenefitAdminDetails() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const { data: benefit, isPending, error } = useGetOne<Benefit>('benefits', { id: Number(id) });
  useBreadcrumbName(`/Benefits/AdminFormBenefitsDetails/${id}`, benefit?.name);
  return (
    <Stack spacing={2}>
      <BenefitsAdminMenu />
      <SectionCard
        title={benefit?.name ?? 'benefits.admin.details'}
        isPending={isPending}
        error={error}
        isEmpty={false}
        emptyText="benefits.admin.empty"
        action={
          <Button
            component={Link}
            to={`${basename}/Benefits/FormAdminBenefits/${id}`}
            startIcon={<EditIcon />}
          >
            {translate('ra.action.edit')}
          </Button>
        }
      >
        {benefit && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={1} alignItems="flex-start">
                {benefit.logo && (
                  <Avatar
                    src={benefit.logo}
                    alt={benefit.name}
                    variant="rounded"
                    sx={{ width: 96, height: 96 }}
                  />
                )}
                <Chip
                  label={translate(
                    benefit.active ? 'benefits.admin.active' : 'benefits.admin.inactive',
                  )}
                />
                <Typography>{benefit.categoryName}</Typography>
                <Typography color="text.secondary">{benefit.detail}</Typography>
                {benefit.email && <Typography>{benefit.email}</Typography>}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography component="h3" variant="subtitle1">
                {translate('benefits.detail.description')}
              </Typography>
              <SanitizedHtml html={benefit.description} />
              <Typography component="h3" variant="subtitle1">
                {translate('benefits.detail.info')}
              </Typography>
              <SanitizedHtml html={benefit.benefitInfo} />
              <Typography component="h3" variant="subtitle1">
                {translate('benefits.detail.links')}
              </Typography>
              <Box component="ol">
                {(benefit.benefitLinks ?? []).map((link) => (
                  <li key={link.id}>
                    {link.name}: {link.link}{' '}
                    {!link.active && `(${translate('benefits.admin.inactive')})`}
                  </li>
                ))}
              </Box>
            </Grid>
          </Grid>
        )}
      </SectionCard>
      <BenefitDiscountsOf benefitId={Number(id)} />
    </Stack>
  );
}
