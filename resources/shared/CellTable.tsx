import {
  Table,
  TableBody,
  TableCell,
  type TableCellProps,
  TableHead,
  type TableProps,
  TableRow,
} from '@mui/material';
import type { Key, ReactNode } from 'react';

/** A row of a `CellTable`: its key, and its cells in the columns' order. */
export interface CellRow {
  key: Key;
  cells: ReactNode[];
}

interface CellTableProps extends Omit<TableProps, 'children'> {
  /** Above the headings: the table's `<caption>`. */
  caption?: ReactNode;
  /** The columns' headings, as shown. */
  headings: ReactNode[];
  rows: CellRow[];
  /** The props of a column's cells, its heading's too (its alignment). */
  column?: (index: number) => TableCellProps;
  /** The props of a column's cells in the rows only (a row's header, wrapping). */
  cell?: (index: number) => TableCellProps;
  /** Rows after the records' (totals). */
  children?: ReactNode;
}

/** A small table: a row of headings, then a row of cells per record, then `children`. */
export function CellTable({
  caption,
  headings,
  rows,
  column,
  cell,
  children,
  ...table
}: CellTableProps) {
  return (
    <Table size="small" {...table}>
      {caption}
      <TableHead>
        <TableRow>
          {headings.map((heading, index) => (
            <TableCell key={index} {...column?.(index)}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((content, index) => (
              <TableCell key={index} {...column?.(index)} {...cell?.(index)}>
                {content}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {children}
      </TableBody>
    </Table>
  );
}
