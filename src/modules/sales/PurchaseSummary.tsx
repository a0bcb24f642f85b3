import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMinorMoney } from '../../../resources/shared/money';
import { OrderTable } from '../../../resources/sales/shared/OrderTable';
import type { PurchaseForm } from './usePurchaseForm';

/** What the order holds and costs: each line, the items, the shipping (home) and the total. */
export function PurchaseSummary({ form: { lines, totals, delivery } }: { form: PurchaseForm }) {
  const translate = useTranslate();
  const money = useMinorMoney();
  return (
    <Card component="section" aria-labelledby="sales-summary">
      <CardContent>
        <Typography id="sales-summary" variant="h6" component="h2">
          {translate('sales.form.summary')}
        </Typography>
        {lines.length === 0 ? (
          <Typography color="text.secondary">{translate('sales.form.nothingChosen')}</Typography>
        ) : (
          <OrderTable
            headings={['sales.detail.item', 'sales.detail.quantity', 'sales.detail.lineTotal']}
            lines={lines.map((line) => ({
              key: line.item.id,
              cells: [line.item.name, line.quantity, money(line.quantity * line.unitPriceMinor)],
            }))}
            itemsTotal={totals.itemsTotalMinor / 100}
            shippingTotal={delivery === 'home' ? totals.shippingTotalMinor / 100 : undefined}
            total={totals.totalMinor / 100}
            totalTestId="sales-total"
          />
        )}
      </CardContent>
    </Card>
  );
}
