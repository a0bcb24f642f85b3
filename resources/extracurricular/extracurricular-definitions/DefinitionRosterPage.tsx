import Edit from '@mui/icons-material/Edit';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  Title,
  useBasename,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useGetOne,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { USERS_FILE_MAX_BYTES } from '../../../contracts/extracurricular/courses';
import { type UsersFileResult } from '../../../contracts/extracurricular/definitions';
import type { RosterRecord } from '../../../dataProviders/extracurricular/courses';
import type {
  AudienceRecord,
  DefinitionRecord,
  DefinitionsDataProvider,
} from '../../../dataProviders/extracurricular/definitions';
import { useBreadcrumbName } from '../../shared/breadcrumbNames';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { LoadingSkeleton } from '../../shared/LoadingSkeleton';
import { PageSection } from '../../shared/PageSection';
import { percentOf } from '../../shared/BarChart';
import { refusalOf } from '../../shared/serviceRefusal';
import { ServiceFailure } from '../../shared/ServiceFailure';
import { useFormatDay } from '../../shared/dates';
import {
  AUDIENCES,
  DEFINITIONS,
  DEFINITIONS_PATH,
  ENROLMENTS,
  formOf,
  ROSTER,
} from '../shared/paths';
import { BackButton } from '../../shared/BackButton';
import { FactList } from '../../shared/FactList';
import { usePartialReport } from '../../shared/PartialReportDialog';
import { SpreadRow } from '../../shared/SpreadRow';

const TEXTS = 'extracurricular.definitions.rosterPage';

/** The seats taken as a bar (its words beside it): enrolled of the quota, and who waits. */
function QuotaUsage({ definition }: { definition: DefinitionRecord }) {
  const translate = useTranslate();
  const { enrolled, quota, waiting } = definition;
  return (
    <Stack spacing={1}>
      <Typography data-testid="quota-usage">
        {translate(`${TEXTS}.usageText`, { enrolled, quota, waiting })}
      </Typography>
      <Box aria-hidden="true" sx={{ height: 12, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Box
          sx={{
            height: '100%',
            borderRadius: 1,
            width: `${percentOf(Math.min(enrolled, quota), quota)}%`,
            bgcolor: enrolled >= quota ? 'warning.main' : 'primary.main',
          }}
        />
      </Box>
    </Stack>
  );
}

/** Who may enrol: the LOBs, positions and invited employees, and how many that is. */
function AudienceFacts({ definitionId }: { definitionId: string }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<AudienceRecord>(AUDIENCES, {
    id: Number(definitionId),
  });
  if (isPending) return <LoadingSkeleton height={120} label={`${TEXTS}.loading`} />;
  if (error || !data) return <ServiceFailure error={error} retry={() => void refetch()} />;
  const names = (list: { name: string }[], none: string) =>
    list.length ? list.map((item) => item.name).join(', ') : translate(none);
  return (
    <Stack spacing={1}>
      <Typography>{translate(`${TEXTS}.eligible`, { smart_count: data.eligibleCount })}</Typography>
      <FactList
        layout="rows"
        facts={[
          { label: `${TEXTS}.lobs`, value: names(data.lobs, `${TEXTS}.anyLob`) },
          { label: `${TEXTS}.positions`, value: names(data.positions, `${TEXTS}.anyPosition`) },
          {
            label: `${TEXTS}.invited`,
            value: data.users.length
              ? data.users.map((user) => `${user.name} (${user.badge})`).join(', ')
              : translate(`${TEXTS}.noneInvited`),
          },
          { label: `${TEXTS}.note`, value: data.filter },
        ]}
      />
    </Stack>
  );
}

/** A student's line: who, how to reach them, and the withdrawal. */
function StudentLine({
  student,
  onWithdraw,
}: {
  student: RosterRecord;
  onWithdraw: (student: RosterRecord) => void;
}) {
  const translate = useTranslate();
  const day = useFormatDay();
  const details = [
    student.badge,
    student.email,
    student.phone,
    student.account,
    student.position,
    day(student.enrolledAt.slice(0, 10)),
  ].filter(Boolean);
  return (
    <ListItem
      divider
      disableGutters
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {student.status === 'waiting'
            ? `${translate(`${TEXTS}.position`, { position: student.waitingPosition })} · ${student.name}`
            : student.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Typography>
      </Box>
      <Button
        size="small"
        color="error"
        onClick={() => onWithdraw(student)}
        aria-label={translate(`${TEXTS}.withdrawNamed`, { name: student.name })}
      >
        {translate(`${TEXTS}.withdraw`)}
      </Button>
    </ListItem>
  );
}

/** The enrolled students and the waiting list, each with a confirmed withdrawal. */
function Students({ definitionId, onChange }: { definitionId: string; onChange: () => void }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data, isPending, error, refetch } = useGetList<RosterRecord>(ROSTER, {
    filter: { definitionId },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [update, { isPending: withdrawing }] = useUpdate();
  const [asking, setAsking] = useState<RosterRecord | null>(null);
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  if (isPending) return <LoadingSkeleton height={200} label={`${TEXTS}.loading`} />;
  if (error || !data) return <ServiceFailure error={error} retry={() => void refetch()} />;
  const withdraw = async (student: RosterRecord) => {
    try {
      await update(
        ENROLMENTS,
        {
          id: definitionId,
          data: { badge: student.badge, modified_By: String(identity?.id ?? '') },
          previousData: { id: definitionId },
        },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      setOutcome({
        done: true,
        message: translate(`${TEXTS}.withdrawn`, { name: student.name }),
      });
      onChange();
    } catch (failure) {
      setOutcome({ done: false, message: refusalOf(failure).message });
    } finally {
      setAsking(null);
    }
  };
  const enrolled = data.filter((student) => student.status === 'enrolled');
  const waiting = data.filter((student) => student.status === 'waiting');
  const section = (title: string, students: RosterRecord[], none: string) => (
    <PageSection title={translate(title)}>
      {students.length ? (
        <List dense aria-label={translate(title)} data-testid={title}>
          {students.map((student) => (
            <StudentLine key={student.id} student={student} onWithdraw={setAsking} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate(none)}</Typography>
      )}
    </PageSection>
  );
  return (
    <>
      {outcome && (
        <Alert
          severity={outcome.done ? 'success' : 'error'}
          role={outcome.done ? 'status' : 'alert'}
          onClose={() => setOutcome(null)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {outcome.message}
        </Alert>
      )}
      {section(`${TEXTS}.enrolled`, enrolled, `${TEXTS}.empty`)}
      {section(`${TEXTS}.waiting`, waiting, `${TEXTS}.noWaiting`)}
      <ConfirmDialog
        open={asking !== null}
        content={translate(`${TEXTS}.withdrawQuestion`, { name: asking?.name ?? '' })}
        loading={withdrawing}
        onConfirm={() => asking && void withdraw(asking)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}

/** The users file: pick it, send it, see who was enrolled and who was refused and why. */
function UsersFile({ definitionId, onSent }: { definitionId: string; onSent: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DefinitionsDataProvider>();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<UsersFileResult | null>(null);
  const { reportDialog, setReport } = usePartialReport({
    title: `${TEXTS}.refusedTitle`,
    summary: `${TEXTS}.refusedSummary`,
    list: `${TEXTS}.refusedList`,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!file) return;
    setSending(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await dataProvider.uploadUsersFile(DEFINITIONS, { definitionId, file });
      setResult(answer);
      const total = answer.enrolled.length + answer.refused.length;
      if (answer.refused.length) {
        setReport({
          done: answer.enrolled.length,
          total,
          refused: answer.refused.map(({ badge, reason }) => ({
            name: badge,
            reason: reason.message,
          })),
        });
      }
      onSent();
    } catch (error) {
      const { message, errors } = refusalOf(error);
      setFailure(errors?.file ?? message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" id={`${inputId}-help`}>
        {translate(`${TEXTS}.usersFileHelp`)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFile />}>
          {translate(`${TEXTS}.chooseFile`)}
          <input
            hidden
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby={`${inputId}-help`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setResult(null);
              // The service refuses it too: saying so before sending spares the upload.
              const tooBig = chosen !== null && chosen.size > USERS_FILE_MAX_BYTES;
              setFailure(tooBig ? translate(`${TEXTS}.tooBig`) : null);
              setFile(tooBig ? null : chosen);
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file?.name ?? translate(`${TEXTS}.noFile`)}
        </Typography>
      </Stack>
      <Box>
        <Button variant="contained" disabled={!file || sending} onClick={() => void send()}>
          {translate(sending ? `${TEXTS}.sending` : `${TEXTS}.send`)}
        </Button>
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          {failure}
        </Alert>
      )}
      {result && (
        <Alert severity={result.refused.length ? 'warning' : 'success'} role="status">
          <Typography variant="body2">
            {translate(`${TEXTS}.sent`, {
              done: result.enrolled.length,
              total: result.enrolled.length + result.refused.length,
            })}
          </Typography>
          {result.enrolled.length > 0 && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate(`${TEXTS}.enrolledFromFile`, { badges: result.enrolled.join(', ') })}
            </Typography>
          )}
        </Alert>
      )}
      {reportDialog}
    </Stack>
  );
}

/**
 * `/ExtracurricularCourses/Grupos/:id/Inscritos`: a definition's quota usage, its enrolled
 * students and waiting list (each may be withdrawn), who may enrol, and the users file.
 */
export function DefinitionRosterPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const refresh = useRefresh();
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error, refetch } = useGetOne<DefinitionRecord>(DEFINITIONS, {
    id: Number(id),
  });
  useBreadcrumbName(`${DEFINITIONS_PATH}/${id}`, data?.courseName);
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={translate(`${TEXTS}.title`, { name: data?.courseName ?? '' })} />
      <SpreadRow>
        <Button
          component={Link}
          to={`${basename}${formOf(DEFINITIONS_PATH)}/${id}`}
          startIcon={<Edit />}
        >
          {translate(`${TEXTS}.edit`)}
        </Button>
        <BackButton to={DEFINITIONS_PATH} label="extracurricular.definitions.back" />
      </SpreadRow>
      {isPending ? (
        <LoadingSkeleton height={320} label={`${TEXTS}.loading`} />
      ) : error || !data ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : (
        <>
          <PageSection title={translate(`${TEXTS}.usage`)}>
            <QuotaUsage definition={data} />
          </PageSection>
          <Students definitionId={id} onChange={refresh} />
          <PageSection title={translate(`${TEXTS}.audience`)}>
            <AudienceFacts definitionId={id} />
          </PageSection>
          <PageSection title={translate(`${TEXTS}.usersFile`)}>
            <UsersFile definitionId={id} onSent={refresh} />
          </PageSection>
        </>
      )}
    </Stack>
  );
}
