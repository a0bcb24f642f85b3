import { useTranslate } from 'react-admin';
import type { TransportRequestRecord } from '../../../contracts/transportation/transportation';
import { useFormatDay } from '../../shared/dates';
import { useChangedBy } from '../../shared/StatusHistory';
import { REQUESTS_PATH, REQUESTS_RESOURCE } from '../shared/paths';
import { useTransportWords } from '../shared/transportParts';
import { ApprovalRequestPage } from '../../shared/approvals/ApprovalRequestPage';

const FIELD = 'resources.transport-requests.fields';

/**
 * `/Transportation/Solicitudes/:id`: one seat request the coordinators decide: who asks, the
 * route, stop and first day, the seats left on the route, the note, the history and the decision
 * (a rejection says why and frees the seat).
 */
export function TransportRequestShow() {
  const translate = useTranslate();
  const day = useFormatDay();
  const changedBy = useChangedBy();
  const words = useTransportWords();
  return (
    <ApprovalRequestPage<TransportRequestRecord>
      resource={REQUESTS_RESOURCE}
      listPath={REQUESTS_PATH}
      texts="transportation.admin.requests"
      loadingLabel="transportation.loading"
      heading={(request) => request.routeName}
      status={(request) => request.status}
      rejection={(request) =>
        request.decisionNote &&
        translate('transportation.mine.rejected', { note: request.decisionNote })
      }
      history={(request) =>
        request.history.map((change) => ({
          key: `${change.id}`,
          primary: translate('transportation.admin.requests.move', {
            status: translate(`components.approvals.status.${change.toStatus}`),
            date: day(change.changedAt.slice(0, 10)),
          }),
          details: [changedBy(change), change.note],
        }))
      }
      facts={(request) => [
        { label: `${FIELD}.employeeEmail`, value: request.employeeEmail },
        { label: `${FIELD}.direction`, value: words.direction(request.direction) },
        { label: `${FIELD}.site`, value: request.site },
        {
          label: `${FIELD}.stopName`,
          value: `${words.time(request.stopTime)} · ${request.stopName}`,
        },
        { label: `${FIELD}.startDate`, value: day(request.startDate) },
        {
          label: `${FIELD}.seatsLeft`,
          value: translate('transportation.admin.requests.seats', {
            left: request.seatsLeft,
            seats: request.seats,
          }),
        },
        { label: `${FIELD}.note`, value: request.note || undefined },
        { label: `${FIELD}.submittedAt`, value: day(request.submittedAt.slice(0, 10)) },
      ]}
    />
  );
}
