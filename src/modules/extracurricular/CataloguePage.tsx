import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import {
  Title,
  useBasename,
  useGetList,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import {
  CATALOGUE_IMAGE_ID,
  type CatalogueImages,
  type ConfigMessage,
  type Course,
  type Location,
} from '../../../contracts/extracurricular/extracurricular';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageSection } from '../../components/PageSection';
import { SanitizedHtml } from '../../components/richText';
import { ServiceFailure } from '../../components/ServiceFailure';
import {
  ADMINS_PATH,
  COURSES,
  COURSES_PATH,
  IMAGES,
  IMAGES_PATH,
  LOBS_PATH,
  LOCATIONS,
  LOCATIONS_PATH,
  MESSAGES,
  MESSAGES_PATH,
  MLT_ADMINS_PATH,
  MY_LOCATION_PATH,
  ROOMS_PATH,
  STUDENTS_PATH,
} from './paths';

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
  ['extracurricular.admin.students', STUDENTS_PATH],
  ['extracurricular.admin.admins', ADMINS_PATH],
  ['extracurricular.admin.mltAdmins', MLT_ADMINS_PATH],
  ['extracurricular.admin.images', IMAGES_PATH],
  ['extracurricular.admin.messages', MESSAGES_PATH],
] as const;

/** The banner over the background picture (image id 1); nothing while neither is uploaded. */
function Pictures() {
  const translate = useTranslate();
  const { data, error, refetch } = useGetOne<CatalogueImages>(
    IMAGES,
    { id: CATALOGUE_IMAGE_ID },
    { retry: false },
  );
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
  const { data, isPending, error, refetch } = useGetList<ConfigMessage>(
    MESSAGES,
    { ...ACTIVE, sort: { field: 'title', order: 'ASC' } },
    { retry: false },
  );
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

/** The active courses of the catalogue, each with whether enrolment is open. */
function Courses() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<Course>(COURSES, ACTIVE, {
    retry: false,
  });
  if (isPending) return <LoadingSkeleton height={160} label="extracurricular.loading" />;
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data?.length) {
    return <Alert severity="info">{translate('extracurricular.catalogue.noCourses')}</Alert>;
  }
  return (
    <List dense data-testid="catalogue-courses">
      {data.map((course) => (
        <ListItem key={course.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText primary={course.name} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
          <Chip
            size="small"
            color={course.enableEnrrol ? 'success' : 'default'}
            label={translate(
              course.enableEnrrol
                ? 'extracurricular.catalogue.open'
                : 'extracurricular.catalogue.closed',
            )}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Where the courses are given. */
function Locations() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<Location>(LOCATIONS, ACTIVE, {
    retry: false,
  });
  if (isPending) return <LoadingSkeleton height={120} label="extracurricular.loading" />;
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data?.length) {
    return <Alert severity="info">{translate('extracurricular.catalogue.noLocations')}</Alert>;
  }
  return (
    <List dense data-testid="catalogue-locations">
      {data.map((location) => (
        <ListItem key={location.id} disableGutters>
          <ListItemText primary={location.name} sx={{ overflowWrap: 'anywhere' }} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * `/ExtracurricularCourses`: the catalogue's pictures, the active configuration messages, the
 * courses offered (enrolment open or closed) and the locations; my location's page, and the
 * administrators' screens for them.
 */
export function CataloguePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000, minWidth: 0 }}>
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
      <PageSection title={translate('extracurricular.catalogue.courses')}>
        <Courses />
      </PageSection>
      <PageSection
        title={translate('extracurricular.catalogue.locations')}
        action={
          <Button component={Link} to={`${basename}${MY_LOCATION_PATH}`} size="small">
            {translate('extracurricular.catalogue.myLocation')}
          </Button>
        }
      >
        <Locations />
      </PageSection>
    </Stack>
  );
}
