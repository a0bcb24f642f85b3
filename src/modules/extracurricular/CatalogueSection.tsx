import { Box, Button, Stack } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MODALITIES } from '../../../contracts/extracurricular/courses';
import { type CatalogueEntry } from '../../../contracts/extracurricular/enrolment';
import type { Course, Location } from '../../../contracts/extracurricular/extracurricular';
import { PagedList } from '../../../resources/shared/PagedList';
import { cardGrid } from '../../../resources/shared/cardGrid';
import { FilterSelect } from '../../../resources/shared/FilterSelect';
import { SearchField } from '../../../resources/shared/SearchBox';
import { LoadingCards } from '../../../resources/shared/LoadingSkeleton';
import { useWeekdayChoices } from '../../../resources/shared/dates';
import {
  activeFilters,
  type CatalogueFilters,
  catalogueQuery,
  filtersOf,
  withFilters,
} from './catalogueFilters';
import { CourseCard } from './CourseCard';
import { CATALOGUE, COURSES, LOCATIONS } from '../../../resources/extracurricular/shared/paths';

export const PER_PAGE = 12;
/** Every active row of a small list, by name (the service keeps only the active for employees). */
const ACTIVE = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' },
  filter: { active: true },
} as const;

/** The filters: course, location, day and modality, each one of the catalogue's words. */
function Filters({
  filters,
  change,
}: {
  filters: CatalogueFilters;
  change: (changes: Partial<CatalogueFilters>) => void;
}) {
  const translate = useTranslate();
  const weekdays = useWeekdayChoices();
  const { data: courses = [] } = useGetList<Course>(COURSES, ACTIVE);
  const { data: locations = [] } = useGetList<Location>(LOCATIONS, ACTIVE);
  const named = (rows: readonly { id: number; name: string }[]) =>
    rows.map((row) => ({ id: String(row.id), name: row.name }));
  return (
    <Box
      role="search"
      aria-label={translate('extracurricular.catalogue.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        // The search its own row and the filters two by two on a phone; all in one row when wide.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))',
        },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <SearchField
        label="extracurricular.catalogue.search"
        value={filters.q}
        onSearch={(q) => change({ q })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        fullWidth
      />
      <FilterSelect
        label="extracurricular.catalogue.course"
        any="extracurricular.catalogue.anyCourse"
        value={filters.course}
        choices={named(courses)}
        onChange={(course) => change({ course })}
      />
      <FilterSelect
        label="extracurricular.catalogue.location"
        any="extracurricular.catalogue.anyLocation"
        value={filters.location}
        choices={named(locations)}
        onChange={(location) => change({ location })}
      />
      <FilterSelect
        label="extracurricular.catalogue.day"
        any="extracurricular.catalogue.anyDay"
        value={filters.day}
        choices={weekdays.map(({ id, name }) => ({ id: String(id), name }))}
        onChange={(day) => change({ day })}
      />
      <FilterSelect
        label="extracurricular.catalogue.modality"
        any="extracurricular.catalogue.anyModality"
        value={filters.modality}
        choices={MODALITIES.map((modality) => ({
          id: modality,
          name: translate(`extracurricular.course.modality.${modality}`),
        }))}
        onChange={(modality) => change({ modality: modality as CatalogueFilters['modality'] })}
      />
      {(activeFilters(filters) > 0 || filters.q) && (
        <Button
          sx={{ justifySelf: 'start' }}
          onClick={() => change({ q: '', course: '', location: '', day: '', modality: '' })}
        >
          {translate('extracurricular.catalogue.clear')}
        </Button>
      )}
    </Box>
  );
}

/** The groups' cards' places while they load. */
export function CardSkeletons() {
  return <LoadingCards height={260} label="extracurricular.loading" />;
}

/**
 * "Cursos": the open groups I may enrol in, searched and filtered by the service (the search,
 * filters and page in the address), as cards, a page at a time.
 */
export function CatalogueSection({ badge }: { badge: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const change = (changes: Partial<CatalogueFilters>) => setParams(withFilters(params, changes));
  const read = useGetList<CatalogueEntry>(CATALOGUE, {
    pagination: { page: filters.page, perPage: PER_PAGE },
    sort: { field: 'startDate', order: 'ASC' },
    filter: catalogueQuery(filters, badge),
  });
  const pages = Math.ceil((read.total ?? 0) / PER_PAGE);
  // The page is kept in the address: a link shows the same page.
  const list = {
    ...read,
    page: Math.min(filters.page, pages),
    pages,
    setPage: (page: number) => change({ page }),
  };
  const narrowed = activeFilters(filters) > 0 || filters.q !== '';
  return (
    <Stack spacing={2}>
      <Filters filters={filters} change={change} />
      <PagedList
        list={list}
        loading={<CardSkeletons />}
        empty={
          narrowed ? 'extracurricular.catalogue.emptyFiltered' : 'extracurricular.catalogue.empty'
        }
        pagesLabel="extracurricular.catalogue.pages"
        pagesSx={{ alignSelf: 'center' }}
        found="extracurricular.catalogue.found"
      >
        {(groups) => (
          <Box sx={cardGrid} data-testid="catalogue-groups">
            {groups.map((group) => (
              <CourseCard key={group.id} group={group} />
            ))}
          </Box>
        )}
      </PagedList>
    </Stack>
  );
}
