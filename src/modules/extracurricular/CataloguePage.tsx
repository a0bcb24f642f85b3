import { Alert, Box, Button, Stack } from '@mui/material';
import {
  Title,
  useBasename,
  useGetIdentity,
  useGetList,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { holdsAny, ownersOf, usersOf } from '../../../contracts/catalogue';
import {
  CATALOGUE_IMAGE_ID,
  type CatalogueImages,
  type ConfigMessage,
} from '../../../contracts/extracurricular/extracurricular';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { SanitizedHtml } from '../../../resources/shared/richText';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { type CatalogueTab, filtersOf, TABS, withFilters } from './catalogueFilters';
import { CardSkeletons, CatalogueSection } from './CatalogueSection';
import { InstructorGroups } from './InstructorGroupsPage';
import { MyCoursesSection } from './MyCoursesSection';
import {
  ADMINS_PATH,
  COURSES_PATH,
  DEFINITIONS_PATH,
  IMAGES,
  IMAGES_PATH,
  LOBS_PATH,
  LOCATIONS_PATH,
  MESSAGES,
  MESSAGES_PATH,
  MLT_ADMINS_PATH,
  MY_LOCATION_PATH,
  REPORTS_PATH,
  ROOMS_PATH,
  STUDENTS_PATH,
} from '../../../resources/extracurricular/shared/paths';
import { PageTabs, tabPanel } from '../../../resources/shared/PageTabs';
import { SpreadRow } from '../../../resources/shared/SpreadRow';

/** Every active row of a small list, by name (the service keeps only the active for employees). */
const ACTIVE = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' },
  filter: { active: true },
} as const;

/** The administrators' screens, linked from the page. */
const ADMIN_LINKS = [
  ['extracurricular.admin.lobs', LOBS_PATH],
  ['extracurricular.admin.locations', LOCATIONS_PATH],
  ['extracurricular.admin.rooms', ROOMS_PATH],
  ['extracurricular.admin.courses', COURSES_PATH],
  ['extracurricular.definitions.title', DEFINITIONS_PATH],
  ['extracurricular.admin.students', STUDENTS_PATH],
  ['extracurricular.admin.admins', ADMINS_PATH],
  ['extracurricular.admin.mltAdmins', MLT_ADMINS_PATH],
  ['extracurricular.admin.images', IMAGES_PATH],
  ['extracurricular.admin.messages', MESSAGES_PATH],
  ['extracurricular.reports.title', REPORTS_PATH],
] as const;

/** The banner over the background picture (image id 1); nothing while neither is uploaded. */
function Pictures() {
  const translate = useTranslate();
  const { data, error, refetch } = useGetOne<CatalogueImages>(IMAGES, { id: CATALOGUE_IMAGE_ID });
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data?.banner && !data?.backg) return null;
  return (
    <Box
      data-testid="catalogue-pictures"
      sx={{
        borderRadius: 1,
        overflow: 'hidden',
        backgroundImage: data.backg ? `url("${encodeURI(data.backg)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        p: { xs: 1, sm: 3 },
      }}
    >
      {data.banner && (
        <Box
          component="img"
          src={data.banner}
          alt={translate('extracurricular.catalogue.banner')}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mx: 'auto' }}
        />
      )}
    </Box>
  );
}

/** The active configuration messages, each under its title, as rich text made safe. */
function Messages() {
  const { data, isPending, error, refetch } = useGetList<ConfigMessage>(MESSAGES, {
    ...ACTIVE,
    sort: { field: 'title', order: 'ASC' },
  });
  if (isPending) return <LoadingSkeleton height={80} label="extracurricular.loading" />;
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data?.length) return null;
  return (
    <Stack spacing={2} data-testid="catalogue-messages">
      {data.map((message) => (
        <Alert key={message.id} severity="info" icon={false} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="h2" sx={{ typography: 'subtitle1', fontWeight: 600, m: 0 }}>
            {message.title}
          </Box>
          <SanitizedHtml html={message.message} />
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * `/ExtracurricularCourses`: the catalogue's pictures and active messages, then the groups open to
 * me as cards ("Cursos": searched and filtered, the search in the address), my enrolments ("Mis
 * cursos") and, for instructors, the groups they give ("Mis grupos"); my location's page, and the
 * administrators' screens.
 */
export function CataloguePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const { identity, isPending } = useGetIdentity();
  const [params, setParams] = useSearchParams();
  const instructor = holdsAny(usersOf('extracurricular'), permissions);
  const chosen = filtersOf(params).tab;
  const tab = chosen === 'groups' && !instructor ? 'courses' : chosen;
  const tabs = TABS.filter((one) => one !== 'groups' || instructor);
  const show = (next: CatalogueTab) => setParams(withFilters(new URLSearchParams(), { tab: next }));
  const badge = identity ? String(identity.id) : '';
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <Title title={translate('extracurricular.catalogue.title')} />
      {holdsAny(ownersOf('extracurricular'), permissions) && (
        <Box component="nav" aria-label={translate('extracurricular.admin.title')}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {ADMIN_LINKS.map(([label, to]) => (
              <Button key={to} component={Link} to={`${basename}${to}`} size="small">
                {translate(label)}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      <Pictures />
      <Messages />
      <SpreadRow>
        <PageTabs
          id="catalogue"
          label={translate('extracurricular.catalogue.sections')}
          tabs={tabs}
          value={tab}
          onChange={show}
          labelOf={(one) => translate(`extracurricular.catalogue.${one}`)}
          sx={{ minWidth: 0, maxWidth: '100%' }}
        />
        <Button component={Link} to={`${basename}${MY_LOCATION_PATH}`} size="small">
          {translate('extracurricular.catalogue.myLocation')}
        </Button>
      </SpreadRow>
      <Box {...tabPanel('catalogue', tab)} sx={{ minWidth: 0 }}>
        {isPending || !badge ? (
          <CardSkeletons />
        ) : tab === 'mine' ? (
          <MyCoursesSection badge={badge} browse={() => show('courses')} />
        ) : tab === 'groups' ? (
          <InstructorGroups />
        ) : (
          <CatalogueSection badge={badge} />
        )}
      </Box>
    </Stack>
  );
}
