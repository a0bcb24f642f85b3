import { Chip, Pagination, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { BenefitSummary } from '../../../contracts/benefits/benefits';
import type { CategoryRecord } from '../../../dataProviders/benefits/benefits';
import { useBreadcrumbName } from '../../layout/breadcrumbNames';
import { SectionCard } from '../../components/SectionCard';
import { BenefitGrid } from './BenefitCards';

const PER_PAGE = 24;

/** `/Benefits/Category` and `/Benefits/Category/:id`: the (category's) active benefits as cards. */
export function CategoryPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const [page, setPage] = useState(1);
  const { data: categories } = useGetList<CategoryRecord>('benefit-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  const category = categories?.find((c) => String(c.id) === id);
  useBreadcrumbName(`/Benefits/Category/${id ?? ''}`, category?.name);
  const {
    data,
    total = 0,
    isPending,
    error,
  } = useGetList<BenefitSummary>('benefits', {
    filter: id ? { idCategory: Number(id) } : {},
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={category?.name ?? translate('benefits.home.categories')} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        component="nav"
        aria-label={translate('benefits.home.categories')}
      >
        <Chip
          label={translate('benefits.category.all')}
          component={Link}
          to={`${basename}/Benefits/Category`}
          clickable
          color={id ? 'default' : 'primary'}
        />
        {categories?.map((c) => (
          <Chip
            key={c.id}
            label={c.name}
            component={Link}
            to={`${basename}/Benefits/Category/${c.id}`}
            clickable
            color={String(c.id) === id ? 'primary' : 'default'}
            aria-current={String(c.id) === id ? 'page' : undefined}
          />
        ))}
      </Stack>
      <SectionCard
        title={category?.name ?? 'benefits.category.all'}
        isPending={isPending}
        error={error}
        isEmpty={!data?.length}
        emptyText="benefits.category.empty"
      >
        <BenefitGrid benefits={data ?? []} />
      </SectionCard>
      {total > PER_PAGE && (
        <Pagination
          count={Math.ceil(total / PER_PAGE)}
          page={page}
          onChange={(_e, value) => setPage(value)}
        />
      )}
    </Stack>
  );
}
