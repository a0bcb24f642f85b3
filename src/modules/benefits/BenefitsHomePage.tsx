import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BenefitSummary, PageSettings } from '../../../contracts/benefits/benefits';
import { calendarMonth } from '../../../contracts/calendar';
import {
  type CategoryRecord,
  type DiscountRecord,
  PAGE_SETTINGS_ID,
} from '../../../dataProviders/benefits/benefits';
import { SearchBox } from '../../../resources/shared/SearchBox';
import { SanitizedHtml } from '../../../resources/shared/richText';
import { SectionCard } from '../../../resources/shared/SectionCard';
import { BenefitGrid, CardGrid, DiscountGrid, LinkCard } from './BenefitCards';

/** The logo and the badge: one size, smaller on a phone, so the text between them keeps its room. */
const emblem = { width: { xs: 48, sm: 88 }, height: { xs: 48, sm: 88 }, flexShrink: 0 } as const;

/**
 * The page settings' header and reminder between the logo and the badge, one row at every width.
 * The administrators' rich text keeps its words but not the browser's outer margins (an h2's
 * pushed the text off the images' centre line) and its headings are sized for the page.
 */
function SettingsHeader({ settings }: { settings: PageSettings | undefined }) {
  const translate = useTranslate();
  if (!settings) return null;
  return (
    <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} alignItems="center">
      {settings.logo && (
        <Box
          component="img"
          src={settings.logo}
          alt={translate('benefits.home.logo')}
          sx={{ ...emblem, objectFit: 'contain' }}
        />
      )}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          '& h1, & h2, & h3': { fontSize: { xs: '1.125rem', sm: '1.5rem' }, mt: 0, mb: 0.5 },
          '& p': { my: 0.5 },
        }}
      >
        <SanitizedHtml html={settings.header} />
        <SanitizedHtml html={settings.reminder} />
      </Box>
      {settings.badge && (
        <Box
          component="img"
          src={settings.badge}
          alt={translate('benefits.home.badge')}
          sx={{ ...emblem, objectFit: 'contain' }}
        />
      )}
    </Stack>
  );
}

function Categories() {
  const { data, isPending, error } = useGetList<CategoryRecord>('benefit-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  return (
    <SectionCard
      title="benefits.home.categories"
      isPending={isPending}
      error={error}
      isEmpty={!data?.length}
      emptyText="benefits.home.noCategories"
    >
      <CardGrid items={data ?? []} size={{ xs: 6, sm: 4, md: 3 }}>
        {(category) => (
          <LinkCard
            to={`/Benefits/Category/${category.id}`}
            title={category.name}
            banner={category.image}
            bannerHeight={80}
            fill={false}
          />
        )}
      </CardGrid>
    </SectionCard>
  );
}

function MonthlyDiscounts() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error } = useGetList<DiscountRecord>('benefit-discounts', {
    filter: { valid: true, month: calendarMonth() },
    pagination: { page: 1, perPage: 6 },
    sort: { field: 'endDate', order: 'ASC' },
  });
  return (
    <SectionCard
      title="benefits.home.monthly"
      isPending={isPending}
      error={error}
      isEmpty={!data?.length}
      emptyText="benefits.home.noDiscounts"
      action={
        <Button component={Link} to={`${basename}/Benefits/MontlyDiscounts`}>
          {translate('benefits.home.allMonthly')}
        </Button>
      }
    >
      <DiscountGrid discounts={data ?? []} />
    </SectionCard>
  );
}

function SearchResults({ q }: { q: string }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<BenefitSummary>('benefits', {
    filter: { q },
    pagination: { page: 1, perPage: 24 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SectionCard
      title={translate('benefits.home.searchResults', { q })}
      isPending={isPending}
      error={error}
      isEmpty={!data?.length}
      emptyText={translate('benefits.home.noResults', { q })}
    >
      <BenefitGrid benefits={data ?? []} />
    </SectionCard>
  );
}

/** `/Benefits/Home`: page settings, a search, the categories in order and this month's discounts. */
export function BenefitsHomePage() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data: settings } = useGetOne<PageSettings>('benefit-page-settings', {
    id: PAGE_SETTINGS_ID,
  });
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('menu.benefitsHome')} />
      {/* The search first: however long the administrators' header, a phone shows it unscrolled. */}
      <Box role="search" aria-label={translate('benefits.home.search')}>
        <SearchBox
          value={text}
          onChange={setText}
          onSearch={(value) => setQ(value.trim())}
          fullWidth
        />
      </Box>
      <SettingsHeader settings={settings} />
      {q && <SearchResults q={q} />}
      <Categories />
      <MonthlyDiscounts />
      {settings?.footer && (
        <img
          src={settings.footer}
          alt={translate('benefits.home.footer')}
          style={{ width: '100%', height: 'auto' }}
        />
      )}
    </Stack>
  );
}
