import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFINITION_STATUS } from '../../../contracts/extracurricular/courses';
import { type InstructorCourse } from '../../../contracts/extracurricular/enrolment';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { cardGrid } from '../../../resources/shared/cardGrid';
import { CardSkeletons } from './CatalogueSection';
import { GroupFacts } from './CourseCard';
import { ModalityChip, useUsageText } from './courseParts';
import { INSTRUCTOR_GROUPS, MY_GROUPS_PATH } from '../../../resources/extracurricular/shared/paths';

const PER_PAGE = 12;

/** A group's status as a chip (draft, open, closed, finished). */
export function StatusChip({ statusId }: { statusId: number }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusId === DEFINITION_STATUS.open ? 'success' : 'default'}
      label={translate(`extracurricular.course.status.${statusId}`)}
    />
  );
}

/** One of my groups as instructor: its facts, how full it is, and its page. */
function GroupCard({ group }: { group: InstructorCourse }) {
  const translate = useTranslate();
  const usage = useUsageText();
  const basename = useBasename();
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          <StatusChip statusId={group.statusId} />
          <ModalityChip modality={group.modality} />
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {group.courseName}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {usage(group)}
        </Typography>
        <GroupFacts group={{ ...group, seatsLeft: null }} />
      </CardContent>
      <CardActions>
        <Button
          component={Link}
          to={`${basename}${MY_GROUPS_PATH}/${group.id}`}
          aria-label={translate('extracurricular.instructor.openNamed', { name: group.courseName })}
        >
          {translate('extracurricular.instructor.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The groups I give, by start date, with their enrolled and waiting counts. */
export function InstructorGroups() {
  const list = usePagedList<InstructorCourse>(INSTRUCTOR_GROUPS, {
    perPage: PER_PAGE,
    sort: { field: 'startDate', order: 'DESC' },
  });
  return (
    <Stack spacing={2}>
      <PagedList
        list={list}
        loading={<CardSkeletons />}
        empty="extracurricular.instructor.empty"
        pagesLabel="extracurricular.instructor.pages"
        pagesSx={{ alignSelf: 'center' }}
      >
        {(groups) => (
          <Box sx={cardGrid} data-testid="instructor-groups">
            {groups.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </Box>
        )}
      </PagedList>
    </Stack>
  );
}

/** `/ExtracurricularCourses/MisGrupos`: the instructor's groups, each opening its roster. */
export function InstructorGroupsPage() {
  const translate = useTranslate();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <Title title={translate('extracurricular.instructor.title')} />
      <Typography variant="h5" component="h2">
        {translate('extracurricular.instructor.title')}
      </Typography>
      <InstructorGroups />
    </Stack>
  );
}
