import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Datagrid,
  type DatagridProps,
  FunctionField,
  List,
  type ListProps,
  type RaRecord,
  SimpleList,
  type SimpleListProps,
} from 'react-admin';

interface ResponsiveListProps<T extends RaRecord> extends Omit<ListProps<T>, 'children'> {
  /** On phones: the lines of each record (a SimpleList). */
  phone: SimpleListProps<T>;
  /** Elsewhere: the columns of the grid. */
  children: ReactNode;
  /** What a row's click opens, on phones too unless `phone` says otherwise; nothing by default. */
  rowClick?: DatagridProps<T>['rowClick'];
  /** Each record's buttons: on the right on phones, in the grid's last column elsewhere. */
  rowActions?: (record: T) => ReactNode;
}

/** A list page: a SimpleList on phones, a Datagrid without bulk actions elsewhere. */
export function ResponsiveList<T extends RaRecord>({
  phone,
  children,
  rowClick = false,
  rowActions,
  ...listProps
}: ResponsiveListProps<T>) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<T> {...listProps}>
      {isPhone ? (
        <SimpleList<T>
          rowClick={rowClick}
          rightIcon={rowActions && ((record) => rowActions(record))}
          {...phone}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={rowClick}>
          {children}
          {rowActions && <FunctionField<T> label="" render={(record) => rowActions(record)} />}
        </Datagrid>
      )}
    </List>
  );
}
