import { FunctionField, useTranslate } from 'react-admin';
import type { ScheduledJobRecord } from '../../../contracts/jobs';
import { AdminListPage } from '../../shared/AdminListPage';
import { DateField } from '../../shared/DateField';
import { useFormatInstant } from '../../shared/dates';
import { PermissionsTabs } from '../PermissionsTabs';

/** A job's name in words; a job the portal has no words for keeps its code name. */
function useJobName() {
  const translate = useTranslate();
  return (job: ScheduledJobRecord) =>
    translate(`permissions.jobs.names.${job.name}`, { _: job.name });
}

/** What a run did, in words ('3 recordatorios, 1 escalamiento'), or its failure. */
function useJobOutcome() {
  const translate = useTranslate();
  return (job: ScheduledJobRecord) => {
    if (job.lastError !== null)
      return translate('permissions.jobs.failed', { error: job.lastError });
    const counts = Object.entries(job.lastOutcome);
    if (counts.length === 0) return '—';
    return counts
      .map(([thing, count]) =>
        translate(`permissions.jobs.counts.${thing}`, {
          smart_count: count,
          _: `${thing}: ${count}`,
        }),
      )
      .join(', ');
  };
}

/** How often a job runs, in the largest whole unit ('cada 10 segundos', 'cada hora'). */
function useJobInterval() {
  const translate = useTranslate();
  return ({ intervalSeconds: seconds }: ScheduledJobRecord) => {
    if (seconds % 3600 === 0)
      return translate('permissions.jobs.every.hours', { smart_count: seconds / 3600 });
    if (seconds % 60 === 0)
      return translate('permissions.jobs.every.minutes', { smart_count: seconds / 60 });
    return translate('permissions.jobs.every.seconds', { smart_count: seconds });
  };
}

/**
 * The jobs the server runs on its own (the approvals' reminders and escalations): when each last
 * ran and what it did, and when it runs next. A job appears once it ran.
 */
export function ScheduledJobList() {
  const translate = useTranslate();
  const nameOf = useJobName();
  const outcomeOf = useJobOutcome();
  const intervalOf = useJobInterval();
  const formatInstant = useFormatInstant();
  const when = (instant: string | null) =>
    instant === null ? translate('permissions.jobs.never') : formatInstant(instant);
  return (
    <>
      <PermissionsTabs />
      <AdminListPage<ScheduledJobRecord>
        resource="scheduled-jobs"
        title="permissions.jobs.title"
        search={false}
        empty="permissions.jobs.empty"
        sort={{ field: 'name', order: 'ASC' }}
        csvName="scheduled-jobs"
        csv={(job) => ({
          name: job.name,
          intervalSeconds: job.intervalSeconds,
          lastRunAt: job.lastRunAt ?? '',
          nextRunAt: job.nextRunAt,
          lastOutcome: JSON.stringify(job.lastOutcome),
          lastError: job.lastError ?? '',
        })}
        phone={{
          primaryText: (job) => `${nameOf(job)} (${intervalOf(job)})`,
          secondaryText: (job) =>
            translate('permissions.jobs.runs', {
              last: when(job.lastRunAt),
              next: when(job.nextRunAt),
            }),
          tertiaryText: outcomeOf,
        }}
      >
        <FunctionField<ScheduledJobRecord> source="name" render={nameOf} />
        <FunctionField<ScheduledJobRecord>
          source="intervalSeconds"
          sortable={false}
          render={intervalOf}
        />
        <DateField source="lastRunAt" showTime />
        <DateField source="nextRunAt" showTime />
        <FunctionField<ScheduledJobRecord>
          source="lastOutcome"
          sortable={false}
          render={outcomeOf}
        />
      </AdminListPage>
    </>
  );
}
