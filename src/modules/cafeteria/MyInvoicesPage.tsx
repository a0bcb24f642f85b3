import { Link as MuiLink, List, Typography } from '@mui/material';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DEFAULT_INVOICE_STATUS,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '../../../contracts/cafeteria/cafeteria';
import type { InvoiceRecord } from '../../../dataProviders/cafeteria/cafeteria';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay } from '../../../resources/shared/dates';
import { CafeteriaPage, InvoiceStatusChip, useBadge } from './cafeteriaParts';
import {
  detailPath,
  HOME_PATH,
  INVOICES_RESOURCE,
} from '../../../resources/cafeteria/shared/paths';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { RecordLine } from '../../../resources/shared/RecordLine';
import { SpreadRow } from '../../../resources/shared/SpreadRow';
import { FilterSelect } from '../../../resources/shared/FilterSelect';

const isStatus = (value: string | null): value is InvoiceStatus =>
  INVOICE_STATUSES.includes(value as InvoiceStatus);

/** One invoice: its number (opening its lines), cafeteria, day, units, total and status. */
function InvoiceLine({ invoice }: { invoice: InvoiceRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const colones = useMinorMoney();
  const day = useFormatDay();
  return (
    <RecordLine
      name={invoice.invoiceNumber}
      primary={
        <MuiLink component={Link} to={`${basename}${detailPath(invoice.invoiceNumber)}`}>
          {invoice.invoiceNumber}
        </MuiLink>
      }
      secondary={translate('cafeteria.invoices.line', {
        cafeteria: invoice.cafeteria,
        day: day(invoice.issuedAt.slice(0, 10)),
        smart_count: invoice.items,
      })}
    >
      <Typography>{colones(invoice.totalMinor)}</Typography>
      <InvoiceStatusChip status={invoice.status} />
    </RecordLine>
  );
}

/**
 * `/payroll/cafeteria`: my cafeteria invoices of one status, pending (to be deducted from the
 * next payslip) by default, newest first; each opens its lines.
 */
export function MyInvoicesPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const colones = useMinorMoney();
  const badge = useBadge();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = isStatus(asked) ? asked : DEFAULT_INVOICE_STATUS;
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<InvoiceRecord>(
    INVOICES_RESOURCE,
    { filter: { badge, status }, pagination: { page: 1, perPage: 100 } },
    { enabled: badge !== undefined },
  );
  const total = data.reduce((sum, invoice) => sum + invoice.totalMinor, 0);
  return (
    <CafeteriaPage title={translate('cafeteria.invoices.title')}>
      <SpreadRow>
        <FilterSelect
          label="cafeteria.invoices.status"
          value={status}
          choices={INVOICE_STATUSES.map((option) => ({
            id: option,
            name: translate(`cafeteria.status.${option}`),
          }))}
          onChange={(next) => setParams({ status: next }, { replace: true })}
          sx={{ minWidth: '12rem' }}
        />
        <MuiLink component={Link} to={`${basename}${HOME_PATH}`}>
          {translate('cafeteria.invoices.toHome')}
        </MuiLink>
      </SpreadRow>
      {isPending ? (
        <LoadingSkeleton height={160} label="cafeteria.loading" />
      ) : error ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">
          {translate(`cafeteria.invoices.empty.${status}`)}
        </Typography>
      ) : (
        <>
          <List disablePadding aria-label={translate('cafeteria.invoices.title')}>
            {data.map((invoice) => (
              <InvoiceLine key={invoice.id} invoice={invoice} />
            ))}
          </List>
          <Typography sx={{ fontWeight: 'bold' }}>
            {translate(`cafeteria.invoices.total.${status}`, { total: colones(total) })}
          </Typography>
        </>
      )}
    </CafeteriaPage>
  );
}
