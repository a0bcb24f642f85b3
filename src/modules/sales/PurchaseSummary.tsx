import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from './money';
import type { PurchaseForm } from './usePurchaseForm';

/** What the order holds and costs: each line, the items, the shipping (home) and the total. */
export function PurchaseSummary({ form: { lines, totals, delivery } }: { form: PurchaseForm }) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <Card component="section" aria-labelledby="sales-summary">
      <CardContent>
        <Typography id="sales-summary" variant="h6" component="h2">
          {translate('sales.form.summary')}
        </Typography>
        {lines.length === 0 ? (
          <Typography color="text.secondary">{translate('sales.form.nothingChosen')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('sales.detail.item')}</TableCell>
                <TableCell align="right">{translate('sales.detail.quantity')}</TableCell>
                <TableCell align="right">{translate('sales.detail.lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.item.id}>
                  <TableCell>{line.item.name}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">
                    {money((line.quantity * line.unitPriceMinor) / 100)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={2}>{translate('sales.form.itemsTotal')}</TableCell>
                <TableCell align="right">{money(totals.itemsTotalMinor / 100)}</TableCell>
              </TableRow>
              {delivery === 'home' && (
                <TableRow>
                  <TableCell colSpan={2}>{translate('sales.form.shippingTotal')}</TableCell>
                  <TableCell align="right">{money(totals.shippingTotalMinor / 100)}</TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell colSpan={2}>
                  <strong>{translate('sales.form.total')}</strong>
                </TableCell>
                <TableCell align="right" data-testid="sales-total">
                  <strong>{money(totals.totalMinor / 100)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
