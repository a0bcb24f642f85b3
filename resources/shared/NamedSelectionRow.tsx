import { Checkbox } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  DatagridRow,
  type DatagridRowProps,
  type RaRecord,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';

/** The class of the selection's cells (styled as the header's checkbox cell). */
export const SELECT_CELL = 'select-record';

// The row opens its record on a click: the checkbox's click is the checkbox's alone.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A row's selection checkbox, its input named after the record ('Seleccionar «Viajes»'). */
function SelectRecord<T extends RaRecord>({
  nameOf,
}: {
  nameOf: (record: T) => string;
  /** Read by the grid's cell. */
  cellClassName: string;
}) {
  const record = useRecordContext<T>();
  const { selectedIds, onToggleItem } = useListContext<T>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(record.id)}
      onClick={stopPropagation}
      onChange={() => onToggleItem(record.id)}
      slotProps={{
        input: {
          'aria-label': translate('components.adminList.select', { name: nameOf(record) }),
        },
      }}
    />
  );
}

/**
 * A grid row whose selection checkbox names its record: react-admin's own puts its label on the
 * checkbox's wrapper, leaving the input itself unnamed (axe: 'label', 'aria-prohibited-attr').
 * The row draws no checkbox of its own; the named one is its first cell, under the header's
 * 'select all'.
 */
export function NamedSelectionRow<T extends RaRecord>({
  nameOf,
  hasBulkActions,
  children,
  ...row
}: DatagridRowProps & { nameOf: (record: T) => string }) {
  return (
    <DatagridRow {...row} hasBulkActions={false}>
      {hasBulkActions && <SelectRecord<T> nameOf={nameOf} cellClassName={SELECT_CELL} />}
      {children}
    </DatagridRow>
  );
}
