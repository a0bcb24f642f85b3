import { Box, Button, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { calendarDay } from '../../../contracts/calendar';
import { DEFINITION_STATUS } from '../../../contracts/extracurricular/courses';
import { DotStatusChip } from '../../../resources/shared/DotStatusChip';
import type { MyEnrolmentRecord } from '../../../dataProviders/extracurricular/courses';
import { useFormatDay } from '../../../resources/shared/dates';
import { EnrolmentChip } from './CourseCard';
import { Loaded, ModalityChip, useDatesText, useScheduleText } from './courseParts';
import { COURSE_PATH, MY_ENROLMENTS } from '../../../resources/extracurricular/shared/paths';
import { useLoadedList } from '../../../resources/shared/Loaded';
import { SpreadRow } from '../../../resources/shared/SpreadRow';

/** My enrolments by where they stand: enrolled, waiting, over. */
export function enrolmentGroups(enrolments: readonly MyEnrolmentRecord[]) {
  return {
    enrolled: enrolments.filter((one) => !one.history && one.status === 'enrolled'),
    waiting: enrolments
      .filter((one) => !one.history && one.status === 'waiting')
      .sort((a, b) => (a.waitingPosition ?? 0) - (b.waitingPosition ?? 0)),
    history: enrolments.filter((one) => one.history),
  };
}

/** How one of my enrolments stands, in words. */
function StandingChip({ enrolment }: { enrolment: MyEnrolmentRecord }) {
  const translate = useTranslate();
  if (enrolment.status === 'withdrawn') {
    return (
      <DotStatusChip
        label={translate('extracurricular.catalogue.withdrawn')}
        color="text.disabled"
      />
    );
  }
  if (enrolment.history || enrolment.statusId === DEFINITION_STATUS.finished) {
    return (
      <DotStatusChip label={translate('extracurricular.catalogue.finished')} color="info.main" />
    );
  }
  return (
    <EnrolmentChip
      enrolment={{ status: enrolment.status, waitingPosition: enrolment.waitingPosition }}
    />
  );
}

/** One of my enrolments: the course (its page), when, where it stands. */
function EnrolmentLine({ enrolment }: { enrolment: MyEnrolmentRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const schedule = useScheduleText();
  const dates = useDatesText();
  const formatDay = useFormatDay();
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <SpreadRow>
        <MuiLink
          component={Link}
          to={`${basename}${COURSE_PATH}/${enrolment.definitionId}`}
          variant="subtitle1"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {enrolment.courseName}
        </MuiLink>
        <Stack direction="row" spacing={1}>
          <ModalityChip modality={enrolment.modality} />
          <StandingChip enrolment={enrolment} />
        </Stack>
      </SpreadRow>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {schedule(enrolment)} · {dates(enrolment)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {enrolment.status === 'waiting' && !enrolment.history
          ? translate('extracurricular.catalogue.waitingPosition', {
              position: enrolment.waitingPosition ?? '–',
            })
          : translate('extracurricular.catalogue.enrolledAt', {
              // The instant's day in the company's time zone, not UTC's.
              date: formatDay(calendarDay(new Date(enrolment.enrolledAt))),
            })}
      </Typography>
    </ListItem>
  );
}

function EnrolmentList({ title, enrolments }: { title: string; enrolments: MyEnrolmentRecord[] }) {
  if (!enrolments.length) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <List disablePadding>
        {enrolments.map((enrolment) => (
          <EnrolmentLine key={enrolment.id} enrolment={enrolment} />
        ))}
      </List>
    </Box>
  );
}

/**
 * "Mis cursos": the groups I am enrolled in, those I wait for (with my position), then my history
 * (withdrawn or finished); each opens its group's page.
 */
export function MyCoursesSection({ badge, browse }: { badge: string; browse: () => void }) {
  const translate = useTranslate();
  const { data, read } = useLoadedList<MyEnrolmentRecord>(MY_ENROLMENTS, {
    pagination: { page: 1, perPage: 100 },
    filter: { badge },
  });
  const { enrolled, waiting, history } = enrolmentGroups(data);
  return (
    <Loaded {...read}>
      {data.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary" role="status">
            {translate('extracurricular.catalogue.noEnrolments')}
          </Typography>
          <Button variant="outlined" onClick={browse}>
            {translate('extracurricular.catalogue.browse')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3} data-testid="my-courses">
          {enrolled.length + waiting.length === 0 && (
            <Typography color="text.secondary">
              {translate('extracurricular.catalogue.noCurrent')}
            </Typography>
          )}
          <EnrolmentList
            title={translate('extracurricular.catalogue.current')}
            enrolments={enrolled}
          />
          <EnrolmentList
            title={translate('extracurricular.catalogue.waitingList')}
            enrolments={waiting}
          />
          <EnrolmentList
            title={translate('extracurricular.catalogue.history')}
            enrolments={history}
          />
        </Stack>
      )}
    </Loaded>
  );
}
