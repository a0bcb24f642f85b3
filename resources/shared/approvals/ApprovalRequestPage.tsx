import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ApprovalStatus } from '../../../contracts/approvals';
import { LoadingSkeleton } from '../LoadingSkeleton';
import { useBreadcrumbName } from '../breadcrumbNames';
import { BackButton } from '../BackButton';
import { type Fact, FactList } from '../FactList';
import { StatusHistory, type StatusHistoryEntry } from '../StatusHistory';
import { ApprovalDecision } from './ApprovalDecision';
import { ApprovalStatusChip } from './ApprovalStatusChip';

/** What the frame reads of every request: its id and whose it is. */
interface ApprovalRequest {
  id: Identifier;
  employeeName: string;
  employeeBadge: string;
}

/**
 * `${listPath}/:id`: one request of an approvals inbox as its approver sees it: the request's
 * heading and status, who asks and the module's facts and extras, the rejection's reason, the
 * history and the decision. The module's words are under `texts`: `title`, `requestTitle`
 * (`%{name}`), `back`, `notFound` and `history`; who asks is labelled by the resource's
 * `employeeName` field.
 */
export function ApprovalRequestPage<R extends ApprovalRequest>({
  resource,
  listPath,
  texts,
  loadingLabel,
  heading,
  status,
  rejection,
  history,
  facts,
  children,
}: {
  /** The inbox's resource (read and decided). */
  resource: string;
  /** The inbox's path: where the back button goes and the page's breadcrumb hangs from. */
  listPath: string;
  /** The module's i18n prefix of the page's words. */
  texts: string;
  /** The loading announcement (an i18n key); react-admin's by default. */
  loadingLabel?: string;
  /** The card's h2. */
  heading: (request: R) => ReactNode;
  /** The request's approval status (records name it differently). */
  status: (request: R) => ApprovalStatus;
  /** Why it was rejected, in words, shown while rejected; nothing when no reason was given. */
  rejection: (request: R) => string | null | undefined;
  history: (request: R) => readonly StatusHistoryEntry[];
  /** The module's facts, after who asks. */
  facts: (request: R) => readonly Fact[];
  /** What the module shows after its facts (a comparison, a document). */
  children?: (request: R) => ReactNode;
}) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: request, isPending, error, refetch } = useGetOne<R>(resource, { id: Number(id) });
  const name = request?.employeeName;
  useBreadcrumbName(`${listPath}/${id}`, name);
  const reason = request && status(request) === 'rejected' ? rejection(request) : undefined;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title
        title={name ? translate(`${texts}.requestTitle`, { name }) : translate(`${texts}.title`)}
      />
      <BackButton to={listPath} label={`${texts}.back`} />
      {isPending ? (
        <LoadingSkeleton height={320} label={loadingLabel} />
      ) : error || !request ? (
        <Alert severity="info">{translate(`${texts}.notFound`)}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <Typography variant="h5" component="h2">
                  {heading(request)}
                </Typography>
                <ApprovalStatusChip status={status(request)} />
              </Stack>
              <FactList
                facts={[
                  {
                    label: `resources.${resource}.fields.employeeName`,
                    value: `${request.employeeName} (${request.employeeBadge})`,
                  },
                  ...facts(request),
                ]}
              />
              {children?.(request)}
              {reason && (
                <Alert severity="warning" sx={{ overflowWrap: 'anywhere' }}>
                  {reason}
                </Alert>
              )}
              <StatusHistory heading label={`${texts}.history`} entries={history(request)} />
              <ApprovalDecision
                resource={resource}
                record={{ id: request.id, status: status(request) }}
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
