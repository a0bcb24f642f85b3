import { Chip, Stack } from '@mui/material';
import { Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { BenefitSummary } from '../../../contracts/benefits/benefits';
import type { CategoryRecord } from '../../../dataProviders/benefits/benefits';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { BenefitGrid } from './BenefitCards';
import { PagedSection, usePagedList } from './PagedSection';

/** `/Benefits/Category` and `/Benefits/Category/:id`: the (category's) active benefits as cards. */
export function CategoryPage() {
  const { id } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const { data: categories } = useGetList<CategoryRecord>('benefit-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  const category = categories?.find((c) => String(c.id) === id);
  useBreadcrumbName(`/Benefits/Category/${id ?? ''}`, category?.name);
  const benefits = usePagedList<BenefitSummary>('benefits', {
    filter: id ? { idCategory: Number(id) } : {},
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
      <PagedSection
        title={category?.name ?? 'benefits.category.all'}
        emptyText="benefits.category.empty"
        list={benefits}
      >
        {(page) => <BenefitGrid benefits={page} />}
      </PagedSection>
    </Stack>
  );
}
