import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { type DayRequest, daysOf } from '../../../contracts/personalDays/personalDays';
import { LoadingSkeleton } from '../../../src/components/LoadingSkeleton';
import { useBreadcrumbName } from '../../../src/layout/breadcrumbNames';
import { useFormatDay } from '../../../src/lib/dates';
import { APPROVALS_LIST } from '../../../src/modules/personalDays/paths';
import { useDayHistory, useDays } from '../../../src/modules/personalDays/personalDaysParts';
import { ApprovalDecision } from '../../shared/approvals/ApprovalDecision';
import { ApprovalStatusChip } from '../../shared/approvals/ApprovalStatusChip';
import { BackButton } from '../../shared/BackButton';
import { FactList } from '../../shared/FactList';
import { StatusHistory } from '../../shared/StatusHistory';

const RESOURCE = 'personal-days-approvals';
const FIELD = 'resources.personal-days-approvals.fields';

/**
 * `/PersonalDays/Aprobaciones/:id`: one request the user decides: who asks for which day and
 * time, their comment, the history, and the decision (the author is notified of it).
 */
export function DayApprovalShow() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const days = useDays();
  const history = useDayHistory();
  const { id = '' } = useParams();
  const {
    data: request,
    isPending,
    error,
    refetch,
  } = useGetOne<DayRequest>(RESOURCE, { id: Number(id) }, { retry: false });
  const name = request?.employeeName;
  useBreadcrumbName(`${APPROVALS_LIST}/${id}`, name);
  const day = (stamp: string) => formatDay(stamp.slice(0, 10));
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title
        title={
          name
            ? translate('personalDays.approvals.requestTitle', { name })
            : translate('personalDays.approvals.title')
        }
      />
      <BackButton to={APPROVALS_LIST} label="personalDays.approvals.back" />
      {isPending ? (
        <LoadingSkeleton height={320} />
      ) : error || !request ? (
        <Alert severity="info">{translate('personalDays.approvals.notFound')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h2">
                  {formatDay(request.requestDate)}
                </Typography>
                <ApprovalStatusChip status={request.status} />
              </Stack>
              <FactList
                facts={[
                  {
                    label: `${FIELD}.employeeName`,
                    value: `${request.employeeName} (${request.employeeBadge})`,
                  },
                  { label: `${FIELD}.account`, value: request.employee.account },
                  { label: `${FIELD}.category`, value: request.category },
                  {
                    label: `${FIELD}.timeInterval`,
                    value: translate('personalDays.form.intervalChoice', {
                      name: request.timeInterval,
                      start: request.startTime,
                      end: request.endTime,
                      days: days(daysOf(request.halves)),
                    }),
                  },
                  { label: `${FIELD}.comment`, value: request.comment },
                  { label: `${FIELD}.submittedAt`, value: day(request.submittedAt) },
                ]}
              />
              {request.status === 'rejected' && request.reason && (
                <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('personalDays.requests.reason', { reason: request.reason })}
                </Alert>
              )}
              <StatusHistory
                heading
                label="personalDays.approvals.history"
                entries={history(request)}
              />
              <ApprovalDecision
                resource={RESOURCE}
                record={request}
                name={request.employeeName}
                reread={() => void refetch()}
              />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
