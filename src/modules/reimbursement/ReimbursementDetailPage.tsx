import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  HttpError,
  useDelete,
  useGetIdentity,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type {
  Reimbursement,
  ReimbursementStatus,
} from '../../../contracts/reimbursement/reimbursement';
import { ApprovalDecision } from '../../../resources/shared/approvals/ApprovalDecision';
import { ApprovalStatusChip } from '../../../resources/shared/approvals/ApprovalStatusChip';
import { BackButton } from '../../../resources/shared/BackButton';
import { DocumentLink } from '../../../resources/shared/DocumentLink';
import { type Fact, FactList } from '../../../resources/shared/FactList';
import { StatusHistory, useChangedBy } from '../../../resources/shared/StatusHistory';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay } from '../../../resources/shared/dates';
import {
  APPROVALS_PATH,
  APPROVALS_RESOURCE,
  DETAILS_RESOURCE,
  LIST_PATH,
  RESOURCE,
} from '../../../resources/reimbursement/shared/paths';
import {
  ReimbursementPage,
  useIsReimbursementOwner,
  useOptionNames,
} from '../../../resources/reimbursement/shared/reimbursementParts';

/** The author withdraws their pending request, after confirming; the record is read again. */
function WithdrawButton({ request, onDone }: { request: Reimbursement; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const withdraw = () =>
    remove(
      DETAILS_RESOURCE,
      { id: request.id, previousData: request },
      {
        onSuccess: () => {
          setOpen(false);
          notify('reimbursement.detail.withdrawn', { type: 'info' });
          onDone();
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
          onDone();
        },
      },
    );
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('reimbursement.detail.withdraw')}
      </Button>
      <ConfirmDialog
        open={open}
        content={translate('reimbursement.detail.confirmWithdraw', {
          invoice: request.invoiceNumber,
        })}
        onConfirm={withdraw}
        onClose={() => setOpen(false)}
        loading={isPending}
      />
    </>
  );
}

/** The request's facts in the order the form asks them; empty ones show a dash. */
function useRequestFacts() {
  const translate = useTranslate();
  const day = useFormatDay();
  const colones = useMinorMoney();
  const names = useOptionNames();
  const field = (name: string) => `resources.${RESOURCE}.fields.${name}`;
  return (request: Reimbursement): Fact[] => [
    {
      label: 'reimbursement.detail.employee',
      value: `${request.employee.fullName} (${request.employee.badge})`,
    },
    { label: field('reimbursementType'), value: names.type(request.reimbursementType) },
    { label: field('studiesCategory'), value: names.category(request.studiesCategory) },
    { label: field('course'), value: request.course },
    { label: 'reimbursement.detail.institution', value: request.institution },
    { label: field('career'), value: request.career },
    { label: field('languageLevel'), value: request.languageLevel },
    { label: field('invoiceNumber'), value: request.invoiceNumber },
    { label: field('amount'), value: colones(request.amountMinor) },
    { label: field('email'), value: request.email },
    {
      label: field('isLastPeriod'),
      value: translate(request.isLastPeriod ? 'ra.boolean.true' : 'ra.boolean.false'),
    },
    { label: field('score'), value: request.score ?? '' },
    { label: field('endDate'), value: request.endDate ? day(request.endDate) : '' },
    {
      label: field('certificationDate'),
      value: request.certificationDate ? day(request.certificationDate) : '',
    },
    { label: field('comments'), value: request.comments },
    { label: 'reimbursement.detail.sentOn', value: day(request.createdAt.slice(0, 10)) },
  ];
}

/**
 * `/ReembolsoEducativo/Detalle?id=`: one request (the author's own, or anyone's for an owner; 404
 * otherwise) with its status and reason, documents and history; its author may withdraw it while
 * pending, an owner approves or rejects it (the reason required).
 */
export function ReimbursementDetailPage() {
  const translate = useTranslate();
  const day = useFormatDay();
  const changedBy = useChangedBy();
  const facts = useRequestFacts();
  const owner = useIsReimbursementOwner();
  const { identity } = useGetIdentity();
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: request,
    isPending,
    error,
    refetch,
  } = useGetOne<Reimbursement>(DETAILS_RESOURCE, { id }, { enabled: valid });
  // An owner decides through the inbox's record (404 for their own request: no decision then);
  // once it moves, the request is read again.
  const decidable = useGetOne<Reimbursement>(
    APPROVALS_RESOURCE,
    { id },
    { enabled: valid && owner },
  );
  const decided = decidable.data?.status;
  const shown = request?.status;
  useEffect(() => {
    if (decided && shown && decided !== shown) void refetch();
  }, [decided, shown, refetch]);
  const statusName = (status: ReimbursementStatus) =>
    translate(`components.approvals.status.${status}`);
  const mine = request && identity && request.employee.badge === String(identity.id);
  return (
    <ReimbursementPage
      title={
        request
          ? translate('reimbursement.detail.title', { course: request.course })
          : translate('reimbursement.detail.untitled')
      }
    >
      <BackButton
        to={owner && !mine ? APPROVALS_PATH : LIST_PATH}
        label={
          owner && !mine ? 'reimbursement.detail.backToApprovals' : 'reimbursement.detail.back'
        }
      />
      {valid && isPending ? (
        <LoadingSkeleton height={320} label="reimbursement.loading" />
      ) : !valid || error || !request ? (
        <Alert severity="info">{translate('reimbursement.detail.notFound')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack
                direction="row"
                spacing={1}
                alignItems="center"
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
              >
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {request.course}
                </Typography>
                <ApprovalStatusChip status={request.status} />
              </Stack>
              {request.status === 'rejected' && (
                <Alert severity="error" role="none">
                  {translate('reimbursement.detail.rejectedBecause', { reason: request.reason })}
                </Alert>
              )}
              <FactList facts={facts(request)} />
              <Typography variant="h6" component="h2">
                {translate('reimbursement.detail.documents')}
              </Typography>
              <Stack
                alignItems="flex-start"
                aria-label={translate('reimbursement.detail.documents')}
                role="list"
              >
                {request.documents.map((document) => (
                  <div role="listitem" key={document.id}>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {translate(`reimbursement.documentKind.${document.kind}`)}:
                    </Typography>{' '}
                    <DocumentLink url={document.url} name={document.name} />
                  </div>
                ))}
              </Stack>
              <StatusHistory
                heading
                label="reimbursement.detail.history"
                entries={request.history.map((change) => ({
                  key: change.id,
                  primary: translate('reimbursement.detail.move', {
                    status: statusName(change.toStatus),
                    date: day(change.changedAt.slice(0, 10)),
                  }),
                  details: [changedBy(change), change.note],
                }))}
              />
              {owner && !mine && decidable.data && (
                <ApprovalDecision
                  resource={APPROVALS_RESOURCE}
                  record={decidable.data}
                  name={request.employee.fullName}
                  reread={() => {
                    void decidable.refetch();
                    void refetch();
                  }}
                />
              )}
              {mine && request.status === 'submitted' && (
                <WithdrawButton request={request} onDone={() => void refetch()} />
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ReimbursementPage>
  );
}
