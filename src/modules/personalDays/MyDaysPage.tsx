import { PageSection } from '../../../resources/shared/PageSection';
import Add from '@mui/icons-material/Add';
import EventBusy from '@mui/icons-material/EventBusy';
import FactCheck from '@mui/icons-material/FactCheck';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  useBasename,
  useDelete,
  useGetIdentity,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  DAY_REQUEST_STATUSES,
  type DayRequest,
  type DayRequestStatus,
  daysOf,
} from '../../../contracts/personalDays/personalDays';
import type { UserValidationRecord } from '../../../dataProviders/personalDays/personalDays';
import { ApprovalStatusChip } from '../../../resources/shared/approvals/ApprovalStatusChip';
import { StatusHistory } from '../../../resources/shared/StatusHistory';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { useFormatDay } from '../../../resources/shared/dates';
import { balanceBars, type BalanceBar } from './dayRules';
import {
  APPROVALS_LIST,
  HOLIDAY_LIST,
  REQUEST_FORM,
} from '../../../resources/personalDays/shared/paths';
import {
  NotAllowed,
  PersonalDaysPage,
  useDayHistory,
  useDays,
  useIsOwner,
} from '../../../resources/personalDays/shared/personalDaysParts';
import { SpreadRow } from '../../../resources/shared/SpreadRow';

/** My requests are read this many a page. */
const PAGE = 20;

/** The parts of a category's bar: their colour and the i18n key that says them. */
const PARTS = [
  { part: 'used', color: 'primary.main', label: 'personalDays.balance.used' },
  { part: 'pending', color: 'warning.main', label: 'personalDays.balance.pending' },
  { part: 'left', color: 'success.light', label: 'personalDays.balance.left' },
] as const;

/**
 * The year's balance as one bar a category (used, pending, left as parts of the quota): each
 * category's figures are said in words beside it, the bar only shows the proportion.
 */
export function BalanceChart({ bars }: { bars: readonly BalanceBar[] }) {
  const translate = useTranslate();
  const days = useDays();
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {bars.map((bar) => (
          <Box component="li" key={bar.categoryId} aria-label={bar.name}>
            <Typography variant="subtitle2" component="h3">
              {translate('personalDays.balance.category', {
                category: bar.name,
                quota: days(bar.quota),
              })}
            </Typography>
            <Typography variant="body2" data-testid={`balance-${bar.categoryId}`}>
              {translate('personalDays.balance.figures', {
                left: days(bar.left),
                used: days(bar.used),
                pending: days(bar.pending),
              })}
            </Typography>
            <Box
              aria-hidden="true"
              sx={{
                display: 'flex',
                height: 14,
                mt: 0.5,
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              {PARTS.map(({ part, color }) => (
                <Box
                  key={part}
                  data-testid={`bar-${bar.categoryId}-${part}`}
                  sx={{ width: `${bar.percent[part]}%`, bgcolor: color }}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
      {/* The colours' legend: the figures above already say every part in words. */}
      <Stack direction="row" spacing={2} aria-hidden="true" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {PARTS.map(({ part, color, label }) => (
          <Stack key={part} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
            <Typography variant="caption">{translate(label)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Cancels a pending request once the employee says 'Sí' (it stays in the history, cancelled). */
function CancelButton({ request, name }: { request: DayRequest; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const [cancel, { isPending }] = useDelete<DayRequest>();
  const confirm = () =>
    cancel(
      'personal-day-requests',
      { id: request.id, previousData: request },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('personalDays.requests.cancelled', { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          // Decided meanwhile: the service says so.
          notify((error as Error).message, { type: 'error' });
        },
        // The balance changes with it, and a refusal means the request moved: read all again.
        onSettled: () => refresh(),
      },
    );
  return (
    <>
      <Button
        color="error"
        startIcon={<EventBusy />}
        onClick={() => setOpen(true)}
        aria-label={translate('personalDays.requests.cancelNamed', { name })}
      >
        {translate('personalDays.requests.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        content={translate('personalDays.requests.confirmCancel', {
          category: request.category,
          date: name,
        })}
        loading={isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** One of my requests: the day, its status, what it is, the reason if rejected, its history. */
function MyRequest({ request }: { request: DayRequest }) {
  const translate = useTranslate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const days = useDays();
  const history = useDayHistory();
  const date = formatDay(request.requestDate);
  return (
    <ListItem
      divider
      sx={{ display: 'block', px: 0 }}
      aria-label={translate('personalDays.requests.named', { category: request.category, date })}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="h3" variant="subtitle1">
          {date}
        </Typography>
        <ApprovalStatusChip status={request.status} />
      </Stack>
      <Typography variant="body2">
        {translate('personalDays.requests.what', {
          category: request.category,
          interval: request.timeInterval,
          start: request.startTime,
          end: request.endTime,
          days: days(daysOf(request.halves)),
        })}
      </Typography>
      {request.comment && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('personalDays.requests.comment', { comment: request.comment })}
        </Typography>
      )}
      {request.status === 'rejected' && request.reason && (
        <Alert severity="warning" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {translate('personalDays.requests.reason', { reason: request.reason })}
        </Alert>
      )}
      <StatusHistory
        label={translate('personalDays.requests.history', { date })}
        entries={history(request)}
      />
      {request.status === 'submitted' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={`${basename}${REQUEST_FORM}/${request.id}`}
            startIcon={<Edit />}
            aria-label={translate('personalDays.requests.changeNamed', { name: date })}
          >
            {translate('personalDays.requests.change')}
          </Button>
          <CancelButton request={request} name={date} />
        </Stack>
      )}
    </ListItem>
  );
}

/** My requests, newest day first, filtered by status, read a page at a time. */
function MyRequests() {
  const translate = useTranslate();
  const [status, setStatus] = useState<DayRequestStatus | ''>('');
  const list = usePagedList<DayRequest>('personal-day-requests', {
    filter: status ? { status } : {},
    perPage: PAGE,
    sort: { field: 'requestDate', order: 'DESC' },
  });
  const filter = (
    <TextField
      select
      size="small"
      label={translate('personalDays.requests.status')}
      value={status}
      onChange={(event) => setStatus(event.target.value as DayRequestStatus | '')}
      // "Todas" shows as the value, not as an empty box under the label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate('personalDays.requests.all')}</MenuItem>
      {DAY_REQUEST_STATUSES.map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`components.approvals.status.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <PageSection title={translate('personalDays.requests.title')} action={filter}>
      <PagedList
        list={list}
        loadingHeight={160}
        failure="personalDays.loadError"
        empty={status ? 'personalDays.requests.noneWithStatus' : 'personalDays.requests.empty'}
        pagesLabel="personalDays.requests.pages"
        pagesSx={{ mt: 1 }}
      >
        {(requests) => (
          <List disablePadding>
            {requests.map((request) => (
              <MyRequest key={request.id} request={request} />
            ))}
          </List>
        )}
      </PagedList>
    </PageSection>
  );
}

/** Where the approvers and the owners go from here: the inbox, the company's holidays. */
function OtherPages({ mayApprove }: { mayApprove: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const owner = useIsOwner();
  if (!mayApprove && !owner) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {mayApprove && (
        <Button component={Link} to={`${basename}${APPROVALS_LIST}`} startIcon={<FactCheck />}>
          {translate('personalDays.toApprovals')}
        </Button>
      )}
      {owner && (
        <Button component={Link} to={`${basename}${HOLIDAY_LIST}`}>
          {translate('personalDays.toHolidays')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/PersonalDays`: my balance for the year per category (a small chart, its figures in words),
 * whether I may request a day (and why not), my requests with their status, reason and history
 * (pending ones changed or cancelled here), and the approvers' and owners' pages.
 */
export function MyDaysPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const badge = identity ? String(identity.id) : '';
  const {
    data: validation,
    isPending,
    error,
  } = useGetOne<UserValidationRecord>(
    'personal-days-validation',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  return (
    <PersonalDaysPage title={translate('personalDays.title')}>
      <SpreadRow>
        <OtherPages mayApprove={Boolean(validation?.mayApprove)} />
        {validation?.allowed && (
          <Button
            component={Link}
            to={`${basename}${REQUEST_FORM}`}
            variant="contained"
            startIcon={<Add />}
            sx={{ ml: 'auto' }}
          >
            {translate('personalDays.request')}
          </Button>
        )}
      </SpreadRow>
      {isPending ? (
        <LoadingSkeleton height={200} />
      ) : error || !validation ? (
        <Alert severity="warning">{translate('personalDays.loadError')}</Alert>
      ) : (
        <>
          {!validation.allowed && <NotAllowed validation={validation} />}
          <PageSection title={translate('personalDays.balance.title', { year: validation.year })}>
            <BalanceChart bars={balanceBars(validation.balance)} />
          </PageSection>
        </>
      )}
      <MyRequests />
    </PersonalDaysPage>
  );
}
