import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ScheduleRequestRecord, shiftsOfSchedule } from '../../../contracts/schedule/schedule';
import { WeekSchedule } from '../../shared/WeekSchedule';
import { useFormatDay } from '../../shared/dates';
import { useChangedBy } from '../../shared/StatusHistory';
import { REQUESTS_PATH, REQUESTS_RESOURCE } from '../shared/paths';
import { useScheduleWords } from '../shared/scheduleParts';
import { ApprovalRequestPage } from '../../shared/approvals/ApprovalRequestPage';
import { SupportingImage } from './SupportingImage';

const FIELD = 'resources.schedule-requests.fields';

/**
 * `/ScheduleChange/Solicitudes/:id`: one request the planners decide: who asks, what (a schedule
 * offered or a custom week until a date), why, their current week beside the one asked for, the
 * supporting document, the history, and the decision (approving applies it: the employee's
 * schedule or an exception).
 */
export function ScheduleRequestShow() {
  const translate = useTranslate();
  const day = useFormatDay();
  const changedBy = useChangedBy();
  const words = useScheduleWords();
  return (
    <ApprovalRequestPage<ScheduleRequestRecord>
      resource={REQUESTS_RESOURCE}
      listPath={REQUESTS_PATH}
      texts="schedule.requests"
      loadingLabel="schedule.loading"
      heading={(request) => words.problem(request)}
      status={(request) => request.status}
      rejection={(request) =>
        request.note && translate('schedule.last.rejected', { note: request.note })
      }
      history={(request) =>
        request.history.map((change) => ({
          key: `${change.id}`,
          primary: translate('schedule.requests.move', {
            status: translate(`components.approvals.status.${change.toStatus}`),
            date: day(change.changedAt.slice(0, 10)),
          }),
          details: [changedBy(change), change.note],
        }))
      }
      facts={(request) => [
        { label: `${FIELD}.networkLogin`, value: request.networkLogin },
        { label: `${FIELD}.account`, value: request.account },
        { label: `${FIELD}.reason`, value: request.reason },
        {
          label: `${FIELD}.schedule`,
          value: request.schedule ? words.line(request.schedule) : undefined,
        },
        {
          label: request.ProblemID === 7 ? `${FIELD}.FinalDate` : `${FIELD}.StartDate`,
          value: day(request.StartDate),
        },
        { label: `${FIELD}.submittedAt`, value: day(request.submittedAt.slice(0, 10)) },
      ]}
    >
      {(request) => (
        <>
          <WeekSchedule
            caption={translate('schedule.requests.compare')}
            columns={[
              {
                label: translate('schedule.form.current'),
                shifts: request.currentSchedule ? shiftsOfSchedule(request.currentSchedule) : [],
              },
              { label: translate('schedule.form.requested'), shifts: request.shifts },
            ]}
          />
          <Box>
            <Typography variant="subtitle1" component="h3">
              {translate('schedule.requests.image')}
            </Typography>
            {request.imageUrl ? (
              <SupportingImage
                url={request.imageUrl}
                name={translate('schedule.requests.imageName', { id: request.id })}
              />
            ) : (
              <Typography color="text.secondary">
                {translate('schedule.requests.noImage')}
              </Typography>
            )}
          </Box>
        </>
      )}
    </ApprovalRequestPage>
  );
}
