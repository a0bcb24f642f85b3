import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  type Application,
  type ApplicationStatus,
  applicationWorkflow,
} from '../../../contracts/growth/growth';
import { useBreadcrumbName } from '../../shared/breadcrumbNames';
import { StatusChip } from '../shared/growthParts';
import { useFormatDay } from '../../shared/dates';
import { BackButton } from '../../shared/BackButton';
import { DocumentLink } from '../../shared/DocumentLink';
import { FactList } from '../../shared/FactList';
import { StatusHistory } from '../../shared/StatusHistory';
import { StatusMoves } from '../../shared/StatusMoves';
import { APPLICATION_LIST } from './ApplicationList';
import { LoadingSkeleton } from '../../shared/LoadingSkeleton';

const RESOURCE = 'growth-application-details';

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
  } = useGetOne<Application>(RESOURCE, { id: Number(id) });
  const name = application?.employee.fullName;
  useBreadcrumbName(`${APPLICATION_LIST}/${id}`, name);
  const day = (stamp: string) => formatDay(stamp.slice(0, 10));
  const statusName = (status: ApplicationStatus) => translate(`growth.status.${status}`);
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
        <LoadingSkeleton height={320} />
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
              <FactList
                facts={[
                  {
                    label: 'growth.admin.applicant',
                    value: `${application.employee.fullName} (${application.employee.badge})`,
                  },
                  {
                    label: 'growth.admin.contact',
                    value: `${application.email} · ${application.phone}`,
                  },
                  {
                    label: 'growth.admin.shift',
                    value: `${application.workSchedule}, ${application.startTime}–${application.endTime}`,
                  },
                  {
                    label: 'resources.growth-applications.fields.createdAt',
                    value: day(application.createdAt),
                  },
                  {
                    label: 'resources.growth-applications.fields.resumeName',
                    value: (
                      <DocumentLink url={application.resumeUrl} name={application.resumeName} />
                    ),
                  },
                ]}
              />
              <StatusHistory
                heading
                label="growth.admin.history"
                entries={application.history.map((change) => ({
                  key: `${change.to}-${change.changedAt}`,
                  primary: translate('growth.metrics.move', {
                    status: statusName(change.to),
                    date: day(change.changedAt),
                  }),
                  details: [change.changedBy, change.note],
                }))}
              />
              <StatusMoves
                resource={RESOURCE}
                record={application}
                workflow={applicationWorkflow}
                name={application.employee.fullName}
                texts={{
                  title: 'growth.admin.moves',
                  note: 'growth.admin.note',
                  final: 'growth.admin.final',
                  moved: 'growth.admin.moved',
                  confirmFinal: 'growth.admin.confirmFinal',
                  moveTo: (status) =>
                    translate('growth.admin.moveTo', { status: statusName(status) }),
                  status: statusName,
                }}
                noteMaxLength={1000}
                reread={() => void refetch()}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
