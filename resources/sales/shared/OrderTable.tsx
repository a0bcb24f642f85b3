import {
  Box,
  Divider,
  Stack,
  TableCell,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CellTable, type CellRow } from '../../shared/CellTable';
import { useMoney } from '../../shared/money';

interface OrderTableProps {
  'aria-label'?: string;
  /** i18n keys of the columns: the item first, then the amounts (right-aligned). */
  headings: string[];
  /** Each line's cells, in the columns' order. */
  lines: CellRow[];
  /** In colones; no shipping row when `shippingTotal` is undefined. */
  itemsTotal: number;
  shippingTotal?: number;
  total: number;
  /** Names the grand total's cell for the tests. */
  totalTestId: string;
}

/** A labelled value: its label, the value and the test id naming it. */
type Pair = [label: ReactNode, value: ReactNode, testId?: string];

/** What the phone's and the wide screen's views show: the lines, then the totals. */
interface OrderViewProps extends Pick<OrderTableProps, 'aria-label' | 'headings' | 'lines'> {
  totals: Pair[];
}

/** Labelled values, one pair a line: a line's amounts and the order's totals on a phone. */
function Pairs({ pairs }: { pairs: Pair[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}
    >
      {pairs.map(([label, value, testId], index) => (
        <Fragment key={index}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            <span data-testid={testId}>{value}</span>
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * An order's lines under their headings, then its items, shipping and grand totals. On a phone
 * each line is a block of its own (the item, then its labelled amounts): five columns of amounts
 * are wider than the screen.
 */
export function OrderTable({
  itemsTotal,
  shippingTotal,
  total,
  totalTestId,
  ...view
}: OrderTableProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const money = useMoney();
  const totals: Pair[] = [
    [translate('sales.form.itemsTotal'), money(itemsTotal)],
    ...(shippingTotal !== undefined
      ? [[translate('sales.form.shippingTotal'), money(shippingTotal)] as Pair]
      : []),
    [
      <strong key="total">{translate('sales.form.total')}</strong>,
      <strong key="amount">{money(total)}</strong>,
      totalTestId,
    ],
  ];
  return isPhone ? (
    <OrderLines {...view} totals={totals} />
  ) : (
    <OrderGrid {...view} totals={totals} />
  );
}

function OrderLines({ 'aria-label': label, headings, lines, totals }: OrderViewProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map(({ key, cells: [item, ...amounts] }) => (
          <li key={key}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{item}</Typography>
            <Pairs
              pairs={amounts.map((amount, index) => [translate(headings[index + 1] ?? ''), amount])}
            />
          </li>
        ))}
      </Stack>
      <Divider />
      <Pairs pairs={totals} />
    </Stack>
  );
}

function OrderGrid({ 'aria-label': label, headings, lines, totals }: OrderViewProps) {
  const translate = useTranslate();
  const span = headings.length - 1;
  return (
    <CellTable
      aria-label={label}
      headings={headings.map((heading) => translate(heading))}
      rows={lines}
      column={(column) => ({ align: column === 0 ? undefined : 'right' })}
    >
      {totals.map(([name, amount, testId], index) => (
        <TableRow key={index}>
          <TableCell colSpan={span}>{name}</TableCell>
          <TableCell align="right" data-testid={testId}>
            {amount}
          </TableCell>
        </TableRow>
      ))}
    </CellTable>
  );
}
