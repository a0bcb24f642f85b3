import { Box, Pagination, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { calendarMonth } from '../../../contracts/calendar';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { SearchBox } from '../../components/SearchBox';
import { SectionCard } from '../../components/SectionCard';
import { DiscountGrid } from './BenefitCards';
import { useFormatMonth } from './dates';

const PER_PAGE = 24;

/** `/Benefits/MontlyDiscounts` (the legacy spelling): the discounts valid during this month, searchable. */
export function MonthlyDiscountsPage() {
  const translate = useTranslate();
  const formatMonth = useFormatMonth();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const month = calendarMonth();
  const {
    data,
    total = 0,
    isPending,
    error,
  } = useGetList<DiscountRecord>('benefit-discounts', {
    filter: { valid: true, month, q },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'endDate', order: 'ASC' },
  });
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('benefits.monthly.title', { month: formatMonth(month) })} />
      <Box role="search" aria-label={translate('benefits.home.search')}>
        <SearchBox
          value={text}
          onChange={setText}
          onSearch={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          fullWidth
        />
      </Box>
      <SectionCard
        title="benefits.home.monthly"
        isPending={isPending}
        error={error}
        isEmpty={!data?.length}
        emptyText="benefits.monthly.empty"
      >
        <DiscountGrid discounts={data ?? []} />
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
