import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Title, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  APPLICATION_TRANSITIONS,
  type Application,
  type ApplicationStatus,
  isFinalStatus,
} from '../../../contracts/growth/growth';
import type { ApplicationMove } from '../../../dataProviders/growth/growth';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import { useBreadcrumbName } from '../../../src/layout/breadcrumbNames';
import { StatusChip } from '../../../src/modules/growth/growthParts';
import { useFormatDay } from '../../../src/lib/dates';
import { BackButton } from '../../shared/BackButton';
import { DocumentLink } from '../../shared/DocumentLink';
import { APPLICATION_LIST } from './ApplicationList';

const RESOURCE = 'growth-application-details';

/** The moves an owner may make from the application's status; the final ones ask first. */
function StatusMoves({
  application,
  reread,
}: {
  application: Application;
  /** Reads the application again (after a refusal: another owner may have moved it). */
  reread: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const [update, { isPending }] = useUpdate<Application>();
  const name = application.employee.fullName;
  const statusName = (status: ApplicationStatus) => translate(`growth.status.${status}`);
  const moves = APPLICATION_TRANSITIONS[application.status];
  if (moves.length === 0) return <Alert severity="info">{translate('growth.admin.final')}</Alert>;
  const move = async (status: ApplicationStatus) => {
    const data: ApplicationMove = { status, note: note.trim(), from: application.status };
    try {
      await update(
        RESOURCE,
        { id: application.id, data, previousData: application },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('growth.admin.moved', {
        type: 'success',
        messageArgs: { status: statusName(status) },
      });
      setNote('');
    } catch (error) {
      // Another owner moved it first (409): their status shows once the application is read again.
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      reread();
    } finally {
      setAsked(null);
    }
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="growth-moves-title">
      <Typography id="growth-moves-title" variant="h6" component="h2">
        {translate('growth.admin.moves')}
      </Typography>
      <TextField
        label={translate('growth.admin.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {moves.map((status) => (
          <Button
            key={status}
            variant={isFinalStatus(status) ? 'outlined' : 'contained'}
            disabled={isPending}
            onClick={() => (isFinalStatus(status) ? setAsked(status) : void move(status))}
          >
            {translate('growth.admin.moveTo', { status: statusName(status) })}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={asked !== null}
        content={
          asked ? translate('growth.admin.confirmFinal', { name, status: statusName(asked) }) : ''
        }
        loading={isPending}
        onConfirm={() => asked && void move(asked)}
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}

/** A label and its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

/**
 * `/growth/applications/:id`: one application for its owners: the applicant's data, the résumé,
 * the history and the status moves (the applicant is notified of each).
 */
export function ApplicationShow() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const { id = '' } = useParams();
  const {
    data: application,
    isPending,
    error,
    refetch,
  } = useGetOne<Application>(RESOURCE, { id: Number(id) }, { retry: false });
  const name = application?.employee.fullName;
  useBreadcrumbName(`${APPLICATION_LIST}/${id}`, name);
  const day = (stamp: string) => formatDay(stamp.slice(0, 10));
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title
        title={
          name
            ? translate('growth.admin.applicationTitle', { name })
            : translate('growth.admin.applicationsTitle')
        }
      />
      <BackButton to={APPLICATION_LIST} label="growth.admin.backToApplications" />
      {isPending ? (
        <Skeleton
          variant="rounded"
          height={320}
          role="status"
          aria-busy="true"
          aria-label={translate('ra.page.loading')}
        />
      ) : error || !application ? (
        <Alert severity="info">{translate('growth.admin.notFound')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {application.job}
                </Typography>
                <StatusChip status={application.status} />
              </Stack>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <Fact label="growth.admin.applicant">
                  {application.employee.fullName} ({application.employee.badge})
                </Fact>
                <Fact label="growth.admin.contact">
                  {application.email} · {application.phone}
                </Fact>
                <Fact label="growth.admin.shift">
                  {application.workSchedule}, {application.startTime}–{application.endTime}
                </Fact>
                <Fact label="resources.growth-applications.fields.createdAt">
                  {day(application.createdAt)}
                </Fact>
                <Fact label="resources.growth-applications.fields.resumeName">
                  <DocumentLink url={application.resumeUrl} name={application.resumeName} />
                </Fact>
              </Box>
              <Typography variant="h6" component="h2">
                {translate('growth.admin.history')}
              </Typography>
              <List dense disablePadding>
                {application.history.map((change) => (
                  <ListItem key={`${change.to}-${change.changedAt}`} disableGutters>
                    <ListItemText
                      primary={translate('growth.metrics.move', {
                        status: translate(`growth.status.${change.to}`),
                        date: day(change.changedAt),
                      })}
                      secondary={[change.changedBy, change.note].filter(Boolean).join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
              <StatusMoves application={application} reread={() => void refetch()} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
