import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { calendarMonth } from '../../../contracts/calendar';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { SearchBox } from '../../../resources/shared/SearchBox';
import { DiscountGrid } from './BenefitCards';
import { useFormatMonth } from '../../../resources/shared/dates';
import { PagedSection, usePagedList } from './PagedSection';

/** `/Benefits/MontlyDiscounts` (the legacy spelling): the discounts valid during this month, searchable. */
export function MonthlyDiscountsPage() {
  const translate = useTranslate();
  const formatMonth = useFormatMonth();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const month = calendarMonth();
  const discounts = usePagedList<DiscountRecord>('benefit-discounts', {
    filter: { valid: true, month, q },
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
            discounts.setPage(1);
          }}
          fullWidth
        />
      </Box>
      <PagedSection
        title="benefits.home.monthly"
        emptyText="benefits.monthly.empty"
        list={discounts}
      >
        {(page) => <DiscountGrid discounts={page} />}
      </PagedSection>
    </Stack>
  );
}
