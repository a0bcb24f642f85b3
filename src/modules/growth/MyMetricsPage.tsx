import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  type Application,
  type EmployeeMetrics,
  MAX_APPLICATIONS_IN_PROGRESS,
} from '../../../contracts/growth/growth';
import { DocumentLink } from '../../../resources/shared/DocumentLink';
import { SectionCard } from '../../../resources/shared/SectionCard';
import { useFormatDay } from '../../../resources/shared/dates';
import { twoColumnGrid } from '../../../resources/shared/cardGrid';
import {
  GrowthCard,
  GrowthPage,
  STATUS_COLOR,
  StatusChip,
  statusBars,
  useBadge,
} from '../../../resources/growth/shared/growthParts';

/** A label and its value, as a definition. */
function Fact({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ mb: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
        {detail && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({detail})
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

/**
 * Applications by status as horizontal bars: each row says its status and count in words (the
 * text alternative), the bar only shows the proportion.
 */
export function StatusChart({ counts }: { counts: EmployeeMetrics['applicationsByStatus'] }) {
  const translate = useTranslate();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {statusBars(counts).map(({ status, count, percent }) => (
        <Box component="li" key={status}>
          <Typography variant="body2">
            {translate('growth.metrics.bar', {
              status: translate(`growth.status.${status}`),
              count,
            })}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{ height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              data-testid={`bar-${status}`}
              sx={{ height: '100%', width: `${percent}%`, bgcolor: STATUS_COLOR[status] }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Metrics({ metrics }: { metrics: EmployeeMetrics }) {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const months = (count: number) => translate('growth.metrics.months', { smart_count: count });
  return (
    <Box sx={twoColumnGrid}>
      <GrowthCard title="growth.metrics.whereIStand">
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="growth.metrics.position" value={metrics.position} />
          <Fact label="growth.metrics.area" value={metrics.area} />
          <Fact
            label="growth.metrics.tenure"
            value={months(metrics.tenureMonths)}
            detail={translate('growth.metrics.since', { date: formatDay(metrics.hiredOn) })}
          />
          <Fact
            label="growth.metrics.inPosition"
            value={months(metrics.monthsInPosition)}
            detail={translate('growth.metrics.since', { date: formatDay(metrics.positionSince) })}
          />
        </Box>
      </GrowthCard>
      <GrowthCard title="growth.metrics.eligibility">
        <Stack spacing={1}>
          <Typography>
            {translate('growth.metrics.eligible', {
              eligible: metrics.eligibleOpenings,
              smart_count: metrics.activeOpenings,
            })}
          </Typography>
          <Typography>
            {translate('growth.metrics.inProgress', {
              count: metrics.applicationsInProgress,
              max: MAX_APPLICATIONS_IN_PROGRESS,
            })}
          </Typography>
          {metrics.nextEligibleOn && (
            <Typography>
              {translate('growth.metrics.nextEligible', {
                date: formatDay(metrics.nextEligibleOn),
              })}
            </Typography>
          )}
          <Button
            component={Link}
            to={`${basename}/growth-opportunities`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('growth.metrics.seeOpenings')}
          </Button>
        </Stack>
      </GrowthCard>
      <GrowthCard title="growth.metrics.byStatus">
        <StatusChart counts={metrics.applicationsByStatus} />
      </GrowthCard>
    </Box>
  );
}

/** One of my applications: its opening, status, dates, résumé and how its status moved. */
function MyApplication({ application }: { application: Application }) {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const day = (stamp: string) => formatDay(stamp.slice(0, 10));
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} aria-label={application.job}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {application.job}
        </Typography>
        <StatusChip status={application.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {application.area} · {application.location} ·{' '}
        {translate('growth.metrics.sentOn', { date: day(application.createdAt) })}
      </Typography>
      {application.note && (
        <Typography variant="body2">
          {translate('growth.admin.noteShown', { note: application.note })}
        </Typography>
      )}
      <Typography component="div" variant="body2">
        {translate('growth.metrics.resume')}:{' '}
        <DocumentLink url={application.resumeUrl} name={application.resumeName} />
      </Typography>
      <Typography component="h4" variant="body2" sx={{ fontWeight: 'bold', mt: 0.5 }}>
        {translate('growth.metrics.history', { job: application.job })}
      </Typography>
      <List dense disablePadding>
        {application.history.map((move) => (
          <ListItem key={`${move.to}-${move.changedAt}`} disableGutters sx={{ py: 0 }}>
            <ListItemText
              primary={translate('growth.metrics.move', {
                status: translate(`growth.status.${move.to}`),
                date: day(move.changedAt),
              })}
              secondary={move.note || undefined}
            />
          </ListItem>
        ))}
      </List>
    </ListItem>
  );
}

function MyApplications({ badge }: { badge: string }) {
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Application>('growth-my-applications', {
    pagination: { page: 1, perPage: 50 },
    filter: { employeeID: badge },
  });
  return (
    <SectionCard
      title="growth.metrics.myApplications"
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      emptyText="growth.metrics.noApplications"
    >
      <List disablePadding>
        {data.map((application) => (
          <MyApplication key={application.id} application={application} />
        ))}
      </List>
    </SectionCard>
  );
}

/** `/my-metrics`: where I stand, what I may apply to, my applications by status and their history. */
export function MyMetricsPage() {
  const translate = useTranslate();
  const badge = useBadge();
  const {
    data: metrics,
    isPending,
    error,
  } = useGetOne<EmployeeMetrics & { id: string }>(
    'growth-metrics',
    { id: badge ?? '' },
    { enabled: Boolean(badge) },
  );
  return (
    <GrowthPage title={translate('growth.metrics.title')}>
      {isPending ? (
        <LoadingSkeleton height={240} />
      ) : error || !metrics ? (
        <Alert severity="warning">{translate('growth.loadError')}</Alert>
      ) : (
        <Metrics metrics={metrics} />
      )}
      {badge && <MyApplications badge={badge} />}
    </GrowthPage>
  );
}
