import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useMoney } from './money';

interface OrderTableProps {
  'aria-label'?: string;
  /** i18n keys of the columns: the item first, then the amounts (right-aligned). */
  headings: string[];
  /** Each line's cells, in the columns' order. */
  lines: { key: number; cells: ReactNode[] }[];
  /** In colones; no shipping row when `shippingTotal` is undefined. */
  itemsTotal: number;
  shippingTotal?: number;
  total: number;
  /** Names the grand total's cell for the tests. */
  totalTestId: string;
}

/** An order's lines under their headings, then its items, shipping and grand totals. */
export function OrderTable({
  'aria-label': label,
  headings,
  lines,
  itemsTotal,
  shippingTotal,
  total,
  totalTestId,
}: OrderTableProps) {
  const translate = useTranslate();
  const money = useMoney();
  const span = headings.length - 1;
  const align = (column: number) => (column === 0 ? undefined : 'right');
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {headings.map((heading, column) => (
            <TableCell key={heading} align={align(column)}>
              {translate(heading)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            {line.cells.map((cell, column) => (
              <TableCell key={column} align={align(column)}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={span}>{translate('sales.form.itemsTotal')}</TableCell>
          <TableCell align="right">{money(itemsTotal)}</TableCell>
        </TableRow>
        {shippingTotal !== undefined && (
          <TableRow>
            <TableCell colSpan={span}>{translate('sales.form.shippingTotal')}</TableCell>
            <TableCell align="right">{money(shippingTotal)}</TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell colSpan={span}>
            <strong>{translate('sales.form.total')}</strong>
          </TableCell>
          <TableCell align="right" data-testid={totalTestId}>
            <strong>{money(total)}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
