import Download from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Link as MuiLink,
  Stack,
  type TableCellProps,
  Typography,
} from '@mui/material';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import type { DefinitionRecord } from '../../../dataProviders/extracurricular/definitions';
import type { RosterRecord } from '../../../dataProviders/extracurricular/courses';
import { CellTable } from '../../../resources/shared/CellTable';
import { csvExporter, csvFields } from '../../../resources/shared/csv';

import { PageSection } from '../../../resources/shared/PageSection';

import { AttendanceSection } from './AttendanceSection';
import {
  GroupPage,
  Loaded,
  ModalityChip,
  useDatesText,
  useScheduleText,
  useUsageText,
} from './courseParts';
import { usePlaceText } from './CourseCard';
import { StatusChip } from './InstructorGroupsPage';
import {
  DEFINITIONS,
  MY_GROUPS_PATH,
  ROSTER,
} from '../../../resources/extracurricular/shared/paths';
import { useLoadedList } from '../../../resources/shared/Loaded';

/** The roster's CSV: one row per student, the columns the instructor reads. */
export const rosterCsv = (definitionId: number | string) =>
  csvExporter<RosterRecord>(
    `grupo-${definitionId}-estudiantes`,
    csvFields(
      'badge',
      'name',
      'email',
      'phone',
      'account',
      'position',
      'status',
      'waitingPosition',
      'enrolledAt',
      'attended',
    ),
  );

/** The roster's cells beyond the plain ones: the name heads its row, long texts wrap, counts align right. */
const ROSTER_CELLS: Record<number, TableCellProps> = {
  1: { component: 'th', scope: 'row', sx: { overflowWrap: 'anywhere' } },
  2: { sx: { overflowWrap: 'anywhere' } },
  6: { align: 'right' },
};

/** A group's students: enrolled by name, then the waiting list; a CSV of them. */
function Roster({ definitionId }: { definitionId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data, read } = useLoadedList<RosterRecord>(ROSTER, {
    pagination: { page: 1, perPage: 1000 },
    filter: { definitionId },
  });
  const exportCsv = () =>
    void rosterCsv(definitionId)(data, async () => ({}), dataProvider, ROSTER);
  const column = (key: string) => translate(`extracurricular.instructor.${key}`);
  return (
    <Loaded {...read}>
      {data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('extracurricular.instructor.rosterEmpty')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          <Box>
            <Button startIcon={<Download />} onClick={exportCsv}>
              {translate('extracurricular.instructor.export')}
            </Button>
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <CellTable
              aria-label={translate('extracurricular.instructor.roster')}
              headings={['badge', 'name', 'email', 'account', 'position', 'status', 'attended'].map(
                column,
              )}
              rows={data.map((student) => ({
                key: student.badge,
                cells: [
                  student.badge,
                  student.name,
                  student.email && (
                    <MuiLink href={`mailto:${student.email}`}>{student.email}</MuiLink>
                  ),
                  student.account,
                  student.position,
                  student.status === 'enrolled'
                    ? column('enrolled')
                    : translate('extracurricular.instructor.waitingAt', {
                        position: student.waitingPosition ?? '–',
                      }),
                  student.attended,
                ],
              }))}
              cell={(index) => ROSTER_CELLS[index] ?? {}}
            />
          </Box>
        </Stack>
      )}
    </Loaded>
  );
}

/** The group's course, status, schedule, dates, place and how full it is. */
function GroupHeader({ group }: { group: DefinitionRecord }) {
  const usage = useUsageText();
  const schedule = useScheduleText();
  const dates = useDatesText();
  const place = usePlaceText();
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <StatusChip statusId={group.statusId} />
        <ModalityChip modality={group.modality} />
      </Stack>
      <Typography>{schedule(group)}</Typography>
      <Typography>{dates(group)}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{place(group)}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{usage(group)}</Typography>
    </Stack>
  );
}

/**
 * `/ExtracurricularCourses/MisGrupos/:id`: one of my groups as instructor: its students with their
 * contact data and attendance (a CSV of them) and each past session's attendance to mark.
 */
export function GroupRosterPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const definitionId = Number(id);
  const valid = Number.isInteger(definitionId) && definitionId > 0;
  const read = useGetOne<DefinitionRecord>(DEFINITIONS, { id: definitionId }, { enabled: valid });
  useBreadcrumbName(`${MY_GROUPS_PATH}/${id}`, read.data?.courseName);
  return (
    <GroupPage
      read={read}
      invalid={!valid}
      title="extracurricular.instructor.title"
      back={{ to: MY_GROUPS_PATH, label: 'extracurricular.instructor.back' }}
      notFound="extracurricular.instructor.notFound"
      maxWidth={1200}
      skeletonHeight={240}
    >
      {(group) => (
        <>
          <PageSection title={group.courseName}>
            <GroupHeader group={group} />
          </PageSection>
          <PageSection title={translate('extracurricular.instructor.roster')}>
            <Roster definitionId={definitionId} />
          </PageSection>
          <PageSection title={translate('extracurricular.instructor.attendance')}>
            <AttendanceSection definitionId={definitionId} />
          </PageSection>
        </>
      )}
    </GroupPage>
  );
}
