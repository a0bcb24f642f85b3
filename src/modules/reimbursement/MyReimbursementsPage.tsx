import Add from '@mui/icons-material/Add';
import { Link as MuiLink, List, Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ReimbursementSummary } from '../../../contracts/reimbursement/reimbursement';
import { useFormatDay } from '../../../resources/shared/dates';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';
import { PageLinks } from '../../../resources/shared/PageLinks';
import { useMinorMoney } from '../../../resources/shared/money';
import {
  APPROVALS_PATH,
  detailPath,
  NEW_PATH,
  RESOURCE,
} from '../../../resources/reimbursement/shared/paths';
import { ApprovalStatusChip } from '../../../resources/shared/approvals/ApprovalStatusChip';
import {
  ReimbursementPage,
  useIsReimbursementOwner,
  useOptionNames,
} from '../../../resources/reimbursement/shared/reimbursementParts';
import { RecordLine } from '../../../resources/shared/RecordLine';

/** Requests a page: the service answers at most 100 a call. */
const PER_PAGE = 20;

/** One request: what was studied, the invoice and amount, the day, its status and the reason. */
function RequestLine({ request }: { request: ReimbursementSummary }) {
  const translate = useTranslate();
  const basename = useBasename();
  const day = useFormatDay();
  const colones = useMinorMoney();
  const names = useOptionNames();
  return (
    <RecordLine
      name={request.course}
      primary={
        <MuiLink component={Link} to={`${basename}${detailPath(request.id)}`}>
          {request.course}
        </MuiLink>
      }
      secondary={
        <>
          {`${names.type(request.reimbursementType)} · ${names.category(request.studiesCategory)}`}
          <br />
          {translate('reimbursement.mine.invoiceLine', {
            invoice: request.invoiceNumber,
            amount: colones(request.amountMinor),
            day: day(request.createdAt.slice(0, 10)),
          })}
          {request.reason && (
            <>
              <br />
              {translate('reimbursement.mine.reason', { reason: request.reason })}
            </>
          )}
        </>
      }
      alignTop
    >
      <Stack sx={{ ml: 'auto' }}>
        <ApprovalStatusChip status={request.status} />
      </Stack>
    </RecordLine>
  );
}

/**
 * `/ReembolsoEducativo/ListaReembolsos`: the caller's requests, newest first, each with its
 * status and, when rejected, the reason; nobody else's. Owners find the inbox from here.
 */
export function MyReimbursementsPage() {
  const translate = useTranslate();
  const owner = useIsReimbursementOwner();
  const list = usePagedList<ReimbursementSummary>(RESOURCE, {
    perPage: PER_PAGE,
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <ReimbursementPage title={translate('reimbursement.mine.title')}>
      <PageLinks
        links={[
          owner && { label: 'reimbursement.mine.toApprovals', to: APPROVALS_PATH },
          { label: 'reimbursement.mine.new', to: NEW_PATH, main: true, icon: <Add /> },
        ]}
      />
      <PagedList
        list={list}
        loading="reimbursement.loading"
        loadingHeight={160}
        failure="reimbursement.loadError"
        empty="reimbursement.mine.empty"
        pagesLabel="reimbursement.mine.pages"
      >
        {(requests) => (
          <List disablePadding aria-label={translate('reimbursement.mine.title')}>
            {requests.map((request) => (
              <RequestLine key={request.id} request={request} />
            ))}
          </List>
        )}
      </PagedList>
    </ReimbursementPage>
  );
}
