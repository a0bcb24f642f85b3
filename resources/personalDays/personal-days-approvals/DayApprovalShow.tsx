import { useTranslate } from 'react-admin';
import { type DayRequest, daysOf } from '../../../contracts/personalDays/personalDays';
import { useFormatDay } from '../../shared/dates';
import { APPROVALS_LIST } from '../shared/paths';
import { useDayHistory, useDays } from '../shared/personalDaysParts';
import { ApprovalRequestPage } from '../../shared/approvals/ApprovalRequestPage';
import { TeamDays } from './TeamDays';

const FIELD = 'resources.personal-days-approvals.fields';

/**
 * `/PersonalDays/Aprobaciones/:id`: one request the user decides: who asks for which day and
 * time, their comment, the team's days around it, the history, and the decision (the author is
 * notified of it).
 */
export function DayApprovalShow() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const days = useDays();
  const history = useDayHistory();
  return (
    <ApprovalRequestPage<DayRequest>
      resource="personal-days-approvals"
      listPath={APPROVALS_LIST}
      texts="personalDays.approvals"
      heading={(request) => formatDay(request.requestDate)}
      status={(request) => request.status}
      rejection={(request) =>
        request.reason && translate('personalDays.requests.reason', { reason: request.reason })
      }
      history={history}
      facts={(request) => [
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
        { label: `${FIELD}.submittedAt`, value: formatDay(request.submittedAt.slice(0, 10)) },
      ]}
      // Who else of the team is off around that day, before deciding.
      children={(request) => <TeamDays requestId={request.id} />}
    />
  );
}
