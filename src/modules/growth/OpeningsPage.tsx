import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useBasename, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { OpeningSummary } from '../../../contracts/growth/growth';
import type { OpportunitiesDataProvider } from '../../../dataProviders/growth/growth';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { cardGrid } from '../../../resources/shared/cardGrid';
import { FilterSelect } from '../../../resources/shared/FilterSelect';
import { SearchField } from '../../../resources/shared/SearchBox';
import { LoadingCards } from '../../../resources/shared/LoadingSkeleton';
import { useFormatDay } from '../../../resources/shared/dates';
import { GrowthPage, useShiftText } from '../../../resources/growth/shared/growthParts';

const PER_PAGE = 12;
function OpeningCard({ opening }: { opening: OpeningSummary }) {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const shift = useShiftText();
  const titleId = useId();
  const appliedId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {opening.title}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {opening.area} · {opening.location}
        </Typography>
        <Typography variant="body2">{shift(opening)}</Typography>
        <Typography variant="body2">
          {translate('growth.openings.minMonths', { smart_count: opening.minMonthsInPosition })}
        </Typography>
        {opening.closesOn && (
          <Typography variant="body2">
            {translate('growth.openings.closesOn', { date: formatDay(opening.closesOn) })}
          </Typography>
        )}
        {opening.applied && (
          <Typography id={appliedId} variant="body2" color="success.main" sx={{ mt: 1 }}>
            {translate('growth.openings.applied')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={Link}
          to={`${basename}/growth-opportunities/${opening.id}`}
          aria-label={translate('growth.openings.viewNamed', { title: opening.title })}
        >
          {translate('growth.openings.view')}
        </Button>
        {opening.applied ? (
          <Button variant="contained" disabled aria-describedby={appliedId}>
            {translate('growth.openings.apply')}
          </Button>
        ) : (
          <Button
            variant="contained"
            component={Link}
            to={`${basename}/growth-opportunities/${opening.id}/apply`}
            aria-label={translate('growth.openings.applyNamed', { title: opening.title })}
          >
            {translate('growth.openings.apply')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** `/growth-opportunities`: the open internal openings, searched, filtered and paged by the service. */
export function OpeningsPage() {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [area, setArea] = useState('');
  const [location, setLocation] = useState('');
  const list = usePagedList<OpeningSummary>('growth-opportunities', {
    perPage: PER_PAGE,
    filter: { q, area, location },
  });
  const dataProvider = useDataProvider<OpportunitiesDataProvider>();
  // The filters offer the areas and locations that have open openings.
  const { data: choices } = useQuery({
    queryKey: ['growth-opportunities', 'filters'],
    queryFn: () => dataProvider.filters('growth-opportunities'),
  });
  return (
    <GrowthPage title={translate('growth.openings.title')}>
      <Stack
        role="search"
        aria-label={translate('growth.openings.search')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ flexWrap: 'wrap' }}
      >
        <SearchField
          label="growth.openings.search"
          value={q}
          onSearch={setQ}
          sx={{ minWidth: 240 }}
        />
        <FilterSelect
          label="growth.openings.area"
          any="growth.openings.anyArea"
          value={area}
          choices={choices?.areas ?? []}
          sx={{ minWidth: 200 }}
          onChange={setArea}
        />
        <FilterSelect
          label="growth.openings.location"
          any="growth.openings.anyLocation"
          value={location}
          choices={choices?.locations ?? []}
          sx={{ minWidth: 200 }}
          onChange={setLocation}
        />
      </Stack>
      <PagedList
        list={list}
        loading={<LoadingCards height={180} />}
        failure="growth.loadError"
        empty="growth.openings.empty"
        pagesLabel="growth.openings.pages"
        pagesSx={{ alignSelf: 'center' }}
        found="growth.openings.found"
      >
        {(openings) => (
          <Box sx={cardGrid}>
            {openings.map((opening) => (
              <OpeningCard key={opening.id} opening={opening} />
            ))}
          </Box>
        )}
      </PagedList>
    </GrowthPage>
  );
}
