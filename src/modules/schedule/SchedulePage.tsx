import { Alert, Box, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Title,
  useDelete,
  useNotify,
  useGetIdentity,
  useGetList,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import type { ScheduleException, ScheduleRequest } from '../../../contracts/schedule/schedule';
import type { Requester, StatusRecord } from '../../../dataProviders/schedule/schedule';
import { PageLinks } from '../../../resources/shared/PageLinks';
import { ApprovalStatusChip } from '../../../resources/shared/approvals/ApprovalStatusChip';
import { FactList } from '../../../resources/shared/FactList';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { PageSection } from '../../../resources/shared/PageSection';
import { refusalOf } from '../../../resources/shared/serviceRefusal';
import { WeekSchedule } from '../../../resources/shared/WeekSchedule';
import { useFormatDay } from '../../../resources/shared/dates';
import { ChangeRequestForm } from './ChangeRequestForm';
import { REQUESTS_PATH, SCHEDULES_PATH } from '../../../resources/schedule/shared/paths';
import {
  useRereadSchedule,
  useScheduleWords,
} from '../../../resources/schedule/shared/scheduleParts';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';

/** My current schedule (account, position, times, days off, since when) and its week. */
function MySchedule({ badge }: { badge: string }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const words = useScheduleWords();
  const { data, isPending, error, refetch } = useGetOne<StatusRecord>('schedule-status', {
    id: badge,
  });
  if (isPending) return <LoadingSkeleton height={200} label="schedule.loading" />;
  if (error || !data) return <ServiceFailure error={error} retry={() => void refetch()} />;
  const schedule = data.schedule;
  return (
    <Stack spacing={2}>
      <FactList
        facts={[
          { label: 'schedule.status.account', value: data.account },
          { label: 'schedule.status.position', value: data.position },
          { label: 'schedule.status.code', value: schedule?.code },
          { label: 'schedule.status.times', value: schedule && words.times(schedule) },
          { label: 'schedule.status.daysOff', value: schedule && words.daysOff(schedule.daysOff) },
          { label: 'schedule.status.kind', value: schedule && words.kind(schedule.permanent) },
          { label: 'schedule.status.since', value: schedule && day(schedule.since) },
        ]}
      />
      {!schedule && <Alert severity="info">{translate('schedule.status.none')}</Alert>}
      <MyExceptions badge={badge} />
    </Stack>
  );
}

/** My approved exceptions in force or to come: a temporary schedule or a custom week. */
function MyExceptions({ badge }: { badge: string }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const words = useScheduleWords();
  const { data, isPending, error, refetch } = useGetList<ScheduleException>('schedule-exceptions', {
    filter: { badge },
    pagination: { page: 1, perPage: 50 },
  });
  if (isPending) return <LoadingSkeleton height={80} label="schedule.loading" />;
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  if (!data?.length) return null;
  return (
    <Box component="section" aria-label={translate('schedule.exceptions.title')}>
      <Box component="h3" sx={{ typography: 'subtitle1', m: 0 }}>
        {translate('schedule.exceptions.title')}
      </Box>
      <List dense>
        {data.map((exception) => (
          <ListItem key={exception.id} disableGutters>
            <ListItemText
              primary={translate('schedule.exceptions.period', {
                from: day(exception.from),
                to: day(exception.to),
              })}
              secondary={
                exception.schedule
                  ? words.line(exception.schedule)
                  : translate('schedule.exceptions.custom', {
                      days: exception.shifts
                        .map(
                          (shift) =>
                            `${words.dayName(shift.weekday)} ${words.times({ startTime: shift.start, endTime: shift.end })}`,
                        )
                        .join(' · '),
                    })
              }
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** Withdraws my pending request, once confirmed; it stays in my history, cancelled. */
function WithdrawButton({ request, badge }: { request: ScheduleRequest; badge: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const reread = useRereadSchedule();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete<ScheduleRequest>();
  const withdraw = async () => {
    try {
      await remove(
        'my-schedule-requests',
        { id: request.id, previousData: request, meta: { badge } },
        { returnPromise: true },
      );
      await reread();
      notify('schedule.last.withdrawn', { type: 'info' });
    } catch (error) {
      notify(refusalOf(error).message || translate('components.serviceFailure.message'), {
        type: 'error',
      });
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Box>
        <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
          {translate('schedule.last.withdraw')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        content={translate('schedule.last.confirmWithdraw')}
        loading={isPending}
        onConfirm={() => void withdraw()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * My last request (the chat-bot lookup, top=1) with its status and, if rejected, why; a pending
 * one may be withdrawn.
 */
function LastRequest({ badge }: { badge: string }) {
  const translate = useTranslate();
  const day = useFormatDay();
  const words = useScheduleWords();
  const { data, isPending, error, refetch } = useGetList<ScheduleRequest>('my-schedule-requests', {
    filter: { badge },
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending) return <LoadingSkeleton height={120} label="schedule.loading" />;
  if (error) return <ServiceFailure error={error} retry={() => void refetch()} />;
  const request = data?.[0];
  if (!request) return <Alert severity="info">{translate('schedule.last.none')}</Alert>;
  return (
    <Stack spacing={2} data-testid="last-request">
      <Box>
        <ApprovalStatusChip status={request.status} />
      </Box>
      <FactList
        facts={[
          { label: 'schedule.last.what', value: words.problem(request) },
          { label: 'schedule.last.reason', value: request.reason },
          {
            label: 'schedule.last.schedule',
            value: request.schedule ? words.line(request.schedule) : undefined,
          },
          {
            label: request.ProblemID === 7 ? 'schedule.last.until' : 'schedule.last.from',
            value: day(request.StartDate),
          },
          { label: 'schedule.last.sent', value: day(request.createdAt.slice(0, 10)) },
        ]}
      />
      {request.status === 'rejected' && request.note && (
        <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
          {translate('schedule.last.rejected', { note: request.note })}
        </Alert>
      )}
      <WeekSchedule
        caption={translate('schedule.last.week')}
        columns={[{ label: translate('schedule.last.asked'), shifts: request.shifts }]}
      />
      {request.status === 'submitted' && <WithdrawButton request={request} badge={badge} />}
    </Stack>
  );
}

/**
 * `/ScheduleChange`: whether I may ask for another schedule (and why not), my current schedule
 * and exceptions, my last request and its status, and a new request: a schedule offered or a
 * custom week with its supporting image. Planners reach their inbox and schedules from here.
 */
export function SchedulePage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const requester: Requester | undefined = identity
    ? {
        badge: String(identity.id),
        login: String(identity.username ?? ''),
        email: String(identity.email ?? ''),
        name: String(identity.fullName ?? ''),
      }
    : undefined;
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000, minWidth: 0 }}>
      <Title title={translate('schedule.title')} />
      {holdsAny(ownersOf('schedule'), permissions) && (
        <PageLinks
          links={[
            { label: 'schedule.toRequests', to: REQUESTS_PATH },
            { label: 'schedule.toSchedules', to: SCHEDULES_PATH },
          ]}
        />
      )}
      {isPending || !requester ? (
        <LoadingSkeleton height={320} label="schedule.loading" />
      ) : (
        <>
          <PageSection title={translate('schedule.mine.title')}>
            <MySchedule badge={requester.badge} />
          </PageSection>
          <PageSection title={translate('schedule.last.title')}>
            <LastRequest badge={requester.badge} />
          </PageSection>
          <PageSection title={translate('schedule.form.title')}>
            <ChangeRequestForm requester={requester} />
          </PageSection>
        </>
      )}
    </Stack>
  );
}
