import { Box, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import { isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridClasses,
  type DatagridProps,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  type ListProps,
  type RaRecord,
  SearchInput,
  SortButton,
  TopToolbar,
  useBasename,
  useTranslate,
} from 'react-admin';
import { DateInput } from './DateInput';
import { BulkDeleteButton } from './BulkDeleteButton';
import { csvExporter } from './csv';
import { DeleteButton } from './DeleteButton';
import { ListCreateButton, type ListCreateButtonProps } from './ListCreateButton';
import { NamedSelectionRow, SELECT_CELL } from './NamedSelectionRow';
import { type OpenRecord, PhoneLines, type PhoneLinesProps } from './PhoneLines';
import { RowEditButton } from './RowEditButton';

/** i18n keys (or texts) of a record's buttons in a list row; each receives the row's `textArgs`. */
export interface RowTexts {
  /** The pencil's accessible name. */
  edit: string;
  /** The bin's accessible name, the confirmation's question and the notice once deleted. */
  delete: string;
  confirmDelete: string;
  deleted: string;
}

export interface RowButtons<T extends RaRecord> {
  /** What the record is called (the bulk delete's question and report name it so). */
  nameOf: (record: T) => string;
  /** What the buttons' texts receive: by default `{ name }`. */
  textArgs: (record: T) => Record<string, unknown>;
  texts: RowTexts;
  /** The record's edit form (its path), or a click opening its edit dialog: the row opens it too. */
  edit: OpenRecord<T>;
}

/** Rows edited at `{formPath}/{id}`, whose texts receive the record's `name`. */
export function rowsEditedAt<T extends RaRecord>(
  formPath: string,
  texts: RowTexts,
  nameOf: (record: T) => string,
): RowButtons<T> {
  return {
    nameOf,
    textArgs: (record) => ({ name: nameOf(record) }),
    texts,
    edit: (record) => `${formPath}/${record.id}`,
  };
}

/**
 * An entity listed at `listPath` and edited at `{formPath}/{id}`: what its list's rows and its
 * form (`adminForm`) both name.
 */
export interface AdminScreens<T extends RaRecord> extends RowButtons<T> {
  resource: string;
  listPath: string;
  formPath: string;
}

/** The screens of `resource`: rows edited at `{formPath}/{id}`, whose texts receive `name`. */
export function adminScreens<T extends RaRecord>(
  resource: string,
  listPath: string,
  formPath: string,
  texts: RowTexts,
  nameOf: (record: T) => string,
): AdminScreens<T> {
  return { resource, listPath, formPath, ...rowsEditedAt(formPath, texts, nameOf) };
}

/** A list's dates: its records from and to a day, always shown. */
export const dateRangeFilters = [
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/**
 * A register of dated records (`createdAt`): its `filters` then the dates, newest first, and an
 * export of up to 5,000 of them.
 */
export function datedRegister(filters: ReactElement[]) {
  return {
    filters: [...filters, ...dateRangeFilters],
    sort: { field: 'createdAt', order: 'DESC' as const },
    maxResults: 5000,
  };
}

/** A list's props that its form names too (`adminScreens`): its resource, create button and rows. */
export function adminList<T extends RaRecord>(screens: AdminScreens<T>, createLabel: string) {
  return {
    resource: screens.resource,
    create: { label: createLabel, to: screens.formPath },
    row: screens,
  };
}

export interface AdminListPageProps<T extends RaRecord> extends Omit<
  ListProps<T>,
  'children' | 'title' | 'actions' | 'empty' | 'exporter' | 'filters' | 'resource'
> {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** The filters after the search box; those not `alwaysOn` are offered by an "add filter" menu. */
  filters?: ReactElement[];
  /** The search box (`q`), there unless the list has no full-text search. */
  search?: boolean;
  /** Each record as a row of the CSV export (named after the resource unless `csvName`). */
  csv: (record: T) => Record<string, unknown>;
  csvName?: string;
  /** The most records one export asks for (react-admin's default otherwise). */
  maxResults?: number;
  /** The fields a sort button in the toolbar offers (a phone's lines have no column headers). */
  sortFields?: string[];
  /** The create button: in the toolbar and in the empty state. */
  create?: ListCreateButtonProps;
  /**
   * With nothing at all: the i18n key of what the list holds (with the create button); `false`
   * shows the empty grid; react-admin's own page otherwise.
   */
  empty?: string | false;
  /** On phones: the lines of each record; without them, the grid everywhere. */
  phone?: PhoneLinesProps<T>;
  /** What a row's click opens (a line's, on phones): by default what its pencil opens. */
  open?: OpenRecord<T>;
  /** A row's panel, opened by its click (on phones under the record's lines). */
  expand?: DatagridProps<T>['expand'];
  /**
   * Each record's edit and delete buttons; the records can then be selected and deleted
   * together (BulkDeleteButton).
   */
  row?: RowButtons<T>;
  /** Each record's other buttons, before edit and delete. */
  rowActions?: (record: T) => ReactNode;
  /** What the selected records can be done with, instead of the delete `row` brings. */
  bulkActions?: ReactNode;
  /** The grid's columns. */
  children: ReactNode;
}

/** What a list with nothing says, and its create button. */
function EmptyState({ text, create }: { text: string; create?: ListCreateButtonProps }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography color="text.secondary" gutterBottom>
        {translate(text)}
      </Typography>
      {create && <ListCreateButton {...create} />}
    </Box>
  );
}

/** A row's buttons: its own first, then edit, and delete after a 'Sí'; all name the record. */
export function RowActions<T extends RaRecord>({
  resource,
  record,
  row,
  rowActions,
}: {
  /** By default the list's. */
  resource?: string;
  record: T;
  row?: RowButtons<T>;
  rowActions?: (record: T) => ReactNode;
}) {
  const translate = useTranslate();
  const args = row?.textArgs(record);
  const edit = row?.edit(record);
  return (
    <Stack direction="row" alignItems="center" spacing={0.5}>
      {rowActions?.(record)}
      {row && (
        <RowEditButton
          label={translate(row.texts.edit, { _: row.texts.edit, ...args })}
          {...(typeof edit === 'string' ? { to: edit } : { onClick: edit! })}
        />
      )}
      {row && (
        <DeleteButton
          resource={resource}
          record={record}
          label={row.texts.delete}
          confirmContent={row.texts.confirmDelete}
          successMessage={row.texts.deleted}
          translateOptions={args}
        />
      )}
    </Stack>
  );
}

const ROW_ACTIONS = 'row-actions';

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A grid wider than its box scrolls inside it, never the page (`contain` keeps its width out of
 * the page's), with each row's buttons pinned to the right edge so they are always in view.
 */
const FITS_ITS_BOX = {
  [`& .${DatagridClasses.tableWrapper}`]: { overflowX: 'auto', contain: 'inline-size' },
  [`& td.${SELECT_CELL}`]: { width: '1%', padding: '0 0 0 4px' },
  [`& .${ROW_ACTIONS}`]: { position: 'sticky', right: 0, bgcolor: 'background.paper' },
  [`& thead .${ROW_ACTIONS}`]: { zIndex: 3 },
} as const;

export interface ListRecordsProps<T extends RaRecord> {
  /** On phones: the lines of each record; without them, the grid everywhere. */
  phone?: PhoneLinesProps<T>;
  /** What a row's click (a line's, on phones) opens: the record's page or its dialog. */
  open?: OpenRecord<T>;
  /** A row's panel opened by its click (on phones under the record's lines). */
  expand?: DatagridProps<T>['expand'];
  /** Each record's buttons: the grid's last column, the lines' right end. */
  actions?: (record: T) => ReactNode;
  /** What the selected records can be done with (a BulkDeleteButton); none: no selection. */
  bulkActions?: ReactNode;
  /** What a record's checkbox names; by default its first line on phones. */
  nameOf?: (record: T) => string;
  /** The grid's columns. */
  children: ReactNode;
}

/**
 * The records of a list (inside a react-admin <List>): lines on phones when it has them, else a
 * grid that scrolls inside its own box; the same buttons, the same way to open a record, and
 * the same selection either way.
 */
export function ListRecords<T extends RaRecord>({
  phone,
  open,
  expand,
  actions,
  bulkActions,
  nameOf,
  children,
}: ListRecordsProps<T>) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const basename = useBasename();
  const named =
    nameOf ?? ((record: T) => (phone ? String(phone.primaryText(record)) : `#${record.id}`));
  if (isPhone && phone) {
    return (
      <PhoneLines<T>
        lines={phone}
        open={open}
        expand={isValidElement(expand) ? expand : undefined}
        actions={actions}
        bulkActions={bulkActions}
        nameOf={named}
      />
    );
  }
  const rowClick: DatagridProps<T>['rowClick'] = expand
    ? 'expand'
    : open &&
      ((_id, _resource, record) => {
        const target = open(record as T);
        if (typeof target === 'string') return `${basename}${target}`;
        target();
        return false;
      });
  return (
    <Datagrid
      bulkActionButtons={bulkActions ?? false}
      body={<DatagridBody row={<NamedSelectionRow<T> nameOf={named} />} />}
      rowClick={rowClick || false}
      expand={expand}
      sx={FITS_ITS_BOX}
    >
      {children}
      {actions && (
        <FunctionField<T>
          label=""
          // The row opens its record on a click: its buttons and their dialogs (whose clicks
          // bubble up the React tree from their portal) are theirs alone.
          render={(record) => <Box onClick={stopPropagation}>{actions(record)}</Box>}
          cellClassName={ROW_ACTIONS}
          headerClassName={ROW_ACTIONS}
        />
      )}
    </Datagrid>
  );
}

/**
 * An administrators' list (react-admin <List>): search and filters, sort, pages, CSV export, a
 * create button, each row opening its record, each row's edit and delete and the selected rows'
 * delete; its records as `ListRecords` shows them.
 */
export function AdminListPage<T extends RaRecord>({
  resource,
  title,
  filters = [],
  search = true,
  csv,
  csvName = resource,
  maxResults,
  sortFields,
  create,
  empty,
  phone,
  row,
  open = row?.edit,
  expand,
  rowActions,
  bulkActions = row && <BulkDeleteButton<T> nameOf={row.nameOf} />,
  children,
  ...listProps
}: AdminListPageProps<T>) {
  const translate = useTranslate();
  // Filters not always on are shown from the toolbar's "add filter" menu.
  const togglable = filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn);
  const actions =
    row || rowActions
      ? (record: T) => <RowActions record={record} row={row} rowActions={rowActions} />
      : undefined;
  return (
    <List<T>
      resource={resource}
      title={translate(title)}
      filters={search ? [<SearchInput key="q" source="q" alwaysOn />, ...filters] : filters}
      exporter={csvExporter<T>(csvName, csv)}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          {togglable && <FilterButton disableSaveQuery />}
          {sortFields && <SortButton fields={sortFields} />}
          {create && <ListCreateButton {...create} />}
          <ExportButton maxResults={maxResults} />
        </TopToolbar>
      }
      empty={typeof empty === 'string' ? <EmptyState text={empty} create={create} /> : empty}
      {...listProps}
    >
      <ListRecords<T>
        phone={phone}
        open={open}
        expand={expand}
        actions={actions}
        bulkActions={bulkActions}
        nameOf={row?.nameOf}
      >
        {children}
      </ListRecords>
    </List>
  );
}
