import {
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import { useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { invoiceKey, type InvoiceDetailRecord } from '../../../dataProviders/cafeteria/cafeteria';
import { FactList } from '../../../resources/shared/FactList';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { useMinorMoney } from '../../../resources/shared/money';
import { useFormatDay } from '../../../resources/shared/dates';
import { CafeteriaPage, InvoiceStatusChip, useBadge } from './cafeteriaParts';
import { INVOICE_DETAILS_RESOURCE, INVOICES_PATH } from '../../../resources/cafeteria/shared/paths';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';

/** `/payroll/cafeteriaDetails/:invoiceNumber`: one of my invoices with its lines and total. */
export function InvoiceDetailPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const colones = useMinorMoney();
  const day = useFormatDay();
  const badge = useBadge();
  const { invoiceNumber = '' } = useParams();
  const {
    data: invoice,
    isPending,
    error,
    refetch,
  } = useGetOne<InvoiceDetailRecord>(
    INVOICE_DETAILS_RESOURCE,
    { id: invoiceKey(badge ?? '', invoiceNumber) },
    { enabled: badge !== undefined },
  );
  return (
    <CafeteriaPage title={translate('cafeteria.detail.title', { invoice: invoiceNumber })}>
      <div>
        <Button component={Link} to={`${basename}${INVOICES_PATH}`}>
          {translate('cafeteria.detail.back')}
        </Button>
      </div>
      {isPending ? (
        <LoadingSkeleton height={200} label="cafeteria.loading" />
      ) : error || !invoice ? (
        <ServiceFailure error={error} retry={() => void refetch()} />
      ) : (
        <Card variant="outlined" component="section" aria-label={invoice.invoiceNumber}>
          <CardContent>
            <FactList
              facts={[
                { label: 'cafeteria.detail.number', value: invoice.invoiceNumber },
                { label: 'cafeteria.detail.cafeteria', value: invoice.cafeteria },
                { label: 'cafeteria.detail.issuedAt', value: day(invoice.issuedAt.slice(0, 10)) },
                {
                  label: 'cafeteria.detail.status',
                  value: <InvoiceStatusChip status={invoice.status} />,
                },
                ...(invoice.deductedOn
                  ? [{ label: 'cafeteria.detail.deductedOn', value: day(invoice.deductedOn) }]
                  : []),
              ]}
            />
            <TableContainer sx={{ mt: 2 }}>
              <Table size="small" aria-label={translate('cafeteria.detail.lines')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('cafeteria.detail.product')}</TableCell>
                    <TableCell align="right">{translate('cafeteria.detail.quantity')}</TableCell>
                    <TableCell align="right">{translate('cafeteria.detail.unitPrice')}</TableCell>
                    <TableCell align="right">{translate('cafeteria.detail.lineTotal')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invoice.lines.map((line, index) => (
                    <TableRow key={`${line.product}-${index}`}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.product}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{colones(line.unitPriceMinor)}</TableCell>
                      <TableCell align="right">{colones(line.totalMinor)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={3}>{translate('cafeteria.detail.total')}</TableCell>
                    <TableCell align="right">{colones(invoice.totalMinor)}</TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          </CardContent>
        </Card>
      )}
    </CafeteriaPage>
  );
}
