import Event from '@mui/icons-material/Event';
import EventSeat from '@mui/icons-material/EventSeat';
import Groups from '@mui/icons-material/Groups';
import LaptopMac from '@mui/icons-material/LaptopMac';
import Person from '@mui/icons-material/Person';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CatalogueEntry } from '../../../contracts/extracurricular/enrolment';
import { DotStatusChip } from '../../../resources/shared/DotStatusChip';
import { ModalityChip, useDatesText, useScheduleText } from './courseParts';
import { COURSE_PATH } from '../../../resources/extracurricular/shared/paths';

/** One fact of a group beside its icon (the icon is drawing only). */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'flex-start',
        minWidth: 0,
        '& > svg': { mt: '2px', color: 'text.secondary' },
      }}
    >
      {icon}
      <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Where a group meets: online, or its room and location. */
export function usePlaceText(): (
  group: Pick<CatalogueEntry, 'modality' | 'roomName' | 'locationName'>,
) => string {
  const translate = useTranslate();
  return (group) =>
    group.modality === 'virtual'
      ? translate('extracurricular.course.online')
      : translate('extracurricular.course.place', {
          room: group.roomName,
          location: group.locationName,
        });
}

/** A group's facts: schedule, dates, place, instructor and, when shown, the seats left. */
export function GroupFacts({ group }: { group: CatalogueEntry }) {
  const translate = useTranslate();
  const schedule = useScheduleText();
  const dates = useDatesText();
  const place = usePlaceText();
  return (
    <Stack component="ul" spacing={0.75} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      <Fact icon={<Schedule fontSize="small" />}>{schedule(group)}</Fact>
      <Fact icon={<Event fontSize="small" />}>{dates(group)}</Fact>
      <Fact
        icon={
          group.modality === 'virtual' ? <LaptopMac fontSize="small" /> : <Place fontSize="small" />
        }
      >
        {place(group)}
      </Fact>
      <Fact icon={<Person fontSize="small" />}>
        {group.instructor
          ? translate('extracurricular.course.instructor', { name: group.instructor })
          : translate('extracurricular.course.noInstructor')}
      </Fact>
      {group.seatsLeft !== null && (
        <Fact icon={<EventSeat fontSize="small" />}>
          {group.seatsLeft > 0
            ? translate('extracurricular.course.seatsLeft', { smart_count: group.seatsLeft })
            : translate('extracurricular.course.full')}
        </Fact>
      )}
    </Stack>
  );
}

/** My enrolment in a group as a chip: enrolled, or waiting with my position. */
export function EnrolmentChip({ enrolment }: { enrolment: CatalogueEntry['enrolment'] }) {
  const translate = useTranslate();
  if (!enrolment) return null;
  return enrolment.status === 'enrolled' ? (
    <DotStatusChip label={translate('extracurricular.catalogue.enrolled')} color="success.main" />
  ) : (
    <DotStatusChip
      label={translate('extracurricular.catalogue.waiting', {
        position: enrolment.waitingPosition ?? '–',
      })}
      color="warning.main"
    />
  );
}

/**
 * A group of the catalogue as a card: the course, what it is about and for whom, when and where,
 * who gives it, the seats left (when shown), my enrolment; it opens the group's page.
 */
export function CourseCard({ group }: { group: CatalogueEntry }) {
  const translate = useTranslate();
  const basename = useBasename();
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
          <ModalityChip modality={group.modality} />
          <EnrolmentChip enrolment={group.enrolment} />
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {group.courseName}
        </Typography>
        {group.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              mb: 1,
            }}
          >
            {group.description}
          </Typography>
        )}
        {group.filter && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Groups fontSize="small" color="primary" aria-hidden />
            <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              {group.filter}
            </Typography>
          </Stack>
        )}
        <Box sx={{ mt: 1 }}>
          <GroupFacts group={group} />
        </Box>
      </CardContent>
      <CardActions>
        <Button
          component={Link}
          to={`${basename}${COURSE_PATH}/${group.id}`}
          aria-label={translate('extracurricular.catalogue.viewNamed', { name: group.courseName })}
        >
          {translate('extracurricular.catalogue.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
