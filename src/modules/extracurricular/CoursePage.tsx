import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Groups from '@mui/icons-material/Groups';
import Mail from '@mui/icons-material/Mail';
import {
  Box,
  Button,
  Chip,
  Link as MuiLink,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import {
  useBasename,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { calendarDay } from '../../../contracts/calendar';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import type { CatalogueEntry } from '../../../contracts/extracurricular/enrolment';
import type { PortalDataProvider } from '../../../dataProviders';
import type {
  CatalogueDataProvider,
  SessionsRecord,
} from '../../../dataProviders/extracurricular/courses';

import { PageSection } from '../../../resources/shared/PageSection';
import { saveFile } from '../../../resources/shared/saveFile';

import { useFormatDay } from '../../../resources/shared/dates';
import { EnrolmentChip, GroupFacts } from './CourseCard';
import { GroupPage, Loaded, ModalityChip } from './courseParts';
import { EnrolmentPanel } from './EnrolmentPanel';
import { StatusChip } from './InstructorGroupsPage';
import {
  CATALOGUE,
  COURSE_PATH,
  HOME_PATH,
  MY_GROUPS_PATH,
  SESSIONS,
} from '../../../resources/extracurricular/shared/paths';

/** Saves a group's sessions as a calendar file (read with the session's token). */
function useCalendarDownload() {
  const dataProvider = useDataProvider<PortalDataProvider & CatalogueDataProvider>();
  const notify = useNotify();
  return async (group: CatalogueEntry) => {
    try {
      const { data: url } = await dataProvider.calendarUrl(CATALOGUE, { id: group.id });
      saveFile(await dataProvider.download(url), `curso-${group.id}.ics`);
    } catch {
      notify('extracurricular.course.calendarFailed', { type: 'error' });
    }
  };
}

/** The group's session dates (holidays skipped), the past ones marked. */
function Sessions({ group }: { group: CatalogueEntry }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const { data, isPending, error, refetch } = useGetOne<SessionsRecord>(SESSIONS, { id: group.id });
  const today = calendarDay();
  return (
    <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
      {!data?.dates.length ? (
        <Typography color="text.secondary">
          {translate('extracurricular.course.noSessions')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2">
            {translate('extracurricular.course.sessionsCount', {
              smart_count: data.dates.length,
            })}
          </Typography>
          <List
            dense
            disablePadding
            aria-label={translate('extracurricular.course.sessions')}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
              columnGap: 2,
            }}
          >
            {data.dates.map((date) => (
              <ListItem
                key={date}
                disableGutters
                sx={{ color: date < today ? 'text.secondary' : undefined, gap: 1 }}
              >
                {formatDay(date)}
                {date < today && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('extracurricular.course.past')}
                  />
                )}
              </ListItem>
            ))}
          </List>
          {data.holidays.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('extracurricular.course.holidaysSkipped', {
                dates: data.holidays.map(formatDay).join(', '),
              })}
            </Typography>
          )}
        </Stack>
      )}
    </Loaded>
  );
}

/** The group's course, description, audience and facts. */
function About({ group }: { group: CatalogueEntry }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <StatusChip statusId={group.statusId} />
        <ModalityChip modality={group.modality} />
        <EnrolmentChip enrolment={group.enrolment} />
      </Stack>
      {group.description && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {group.description}
        </Typography>
      )}
      {group.filter && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Groups fontSize="small" color="primary" aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {translate('extracurricular.course.audience')}:
            </Box>{' '}
            {group.filter}
          </Typography>
        </Stack>
      )}
      <GroupFacts group={group} />
      {group.mailInstructor && (
        <MuiLink
          href={`mailto:${group.mailInstructor}`}
          sx={{ display: 'inline-flex', gap: 1, overflowWrap: 'anywhere' }}
        >
          <Mail fontSize="small" aria-hidden />
          {group.mailInstructor}
        </MuiLink>
      )}
    </Stack>
  );
}

/**
 * `/ExtracurricularCourses/Curso/:id`: one group as I may see it: everything about it, my
 * enrolment (enrol, the waiting list when full, withdraw), its session dates and the calendar
 * file; its instructor's students for the instructor.
 */
export function CoursePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { id } = useParams();
  const { identity, isPending: identifying } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const badge = identity ? String(identity.id) : '';
  const read = useGetOne<CatalogueEntry>(
    CATALOGUE,
    { id: Number(id), meta: { badge } },
    { enabled: Boolean(badge && id) },
  );
  useBreadcrumbName(`${COURSE_PATH}/${id}`, read.data?.courseName);
  const download = useCalendarDownload();
  const instructs = (group: CatalogueEntry) =>
    group.instructorBadge === badge || holdsAny(ownersOf('extracurricular'), permissions);
  return (
    <GroupPage
      read={read}
      waiting={identifying}
      title="extracurricular.catalogue.title"
      back={{ to: HOME_PATH, label: 'extracurricular.course.back' }}
      notFound="extracurricular.course.notFound"
      maxWidth={1000}
      skeletonHeight={320}
    >
      {(group) => (
        <>
          <PageSection
            title={group.courseName}
            action={
              instructs(group) ? (
                <Button
                  component={Link}
                  to={`${basename}${MY_GROUPS_PATH}/${group.id}`}
                  size="small"
                >
                  {translate('extracurricular.course.myStudents')}
                </Button>
              ) : undefined
            }
          >
            <About group={group} />
          </PageSection>
          <PageSection title={translate('extracurricular.course.enrolment')}>
            <EnrolmentPanel group={group} badge={badge} />
          </PageSection>
          <PageSection
            title={translate('extracurricular.course.sessions')}
            action={
              group.enrolment ? (
                <Button
                  size="small"
                  startIcon={<CalendarMonth />}
                  onClick={() => void download(group)}
                >
                  {translate('extracurricular.course.calendar')}
                </Button>
              ) : undefined
            }
          >
            <Sessions group={group} />
          </PageSection>
        </>
      )}
    </GroupPage>
  );
}
