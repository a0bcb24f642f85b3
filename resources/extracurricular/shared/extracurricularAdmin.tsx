import {
  AutocompleteInput,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import type { EmployeeSearchResult } from '../../../contracts/permissions/permissions';
import { formOf } from './paths';
import { AdminListPage, type AdminListPageProps } from '../../shared/AdminListPage';
import { employeeOptions } from '../../shared/EmployeeOption';

/**
 * The `active` filter of a reference list: the active rows, the inactive ones, or all. Rows are
 * deactivated rather than deleted (courses refer to them), so the list offers both.
 */
export const activeFilter = (source = 'active') => (
  <SelectInput
    key={source}
    source={source}
    label="extracurricular.admin.active"
    choices={[
      { id: 'true', name: 'extracurricular.admin.active' },
      { id: 'false', name: 'extracurricular.admin.inactive' },
    ]}
    emptyText="extracurricular.admin.all"
  />
);

/** Whether a reference row shows, in words ('Activo', 'Inactivo'): its line on a phone. */
export function useActiveWord(): (active: boolean) => string {
  const translate = useTranslate();
  return (active) =>
    translate(active ? 'extracurricular.admin.active' : 'extracurricular.admin.inactive');
}

/** A reference list's create button, its grid shown even when empty, and rows opening their form. */
export function referenceList<T extends RaRecord>(listPath: string) {
  const form = formOf(listPath);
  return {
    create: { label: 'extracurricular.admin.create', to: form },
    empty: false as const,
    open: (record: T) => `${form}/${record.id}`,
  };
}

/**
 * A reference list: its rows by their name (A to Z), the list's own filters then whether the rows
 * are active (unless they cannot be deactivated), the create button, each row opening its form,
 * and on a phone each row's name over its `detail`, given the row's activity in words.
 */
export function ReferenceListPage<T extends RaRecord>({
  listPath,
  name = 'name',
  filters = [],
  deactivable = true,
  detail = (_record, active) => active,
  ...page
}: Omit<AdminListPageProps<T>, 'sort' | 'create' | 'empty' | 'open' | 'phone'> & {
  listPath: string;
  /** The field naming a row. */
  name?: string;
  deactivable?: boolean;
  detail?: (record: T, active: string) => string;
}) {
  const activeWord = useActiveWord();
  return (
    <AdminListPage<T>
      {...page}
      sort={{ field: name, order: 'ASC' }}
      filters={deactivable ? [...filters, activeFilter()] : filters}
      {...referenceList<T>(listPath)}
      phone={{
        primaryText: (record) => String(record[name]),
        secondaryText: (record) => detail(record, activeWord(Boolean(record.active))),
      }}
    />
  );
}

/** A reference form's way back, breadcrumb and titles; records are never deleted. */
export function referenceForm<T extends RaRecord>(
  listPath: string,
  createTitle: string,
  nameOf: (record: T) => string,
) {
  return {
    listPath,
    formPath: formOf(listPath),
    back: 'extracurricular.admin.back',
    createTitle,
    editTitle: 'extracurricular.admin.editTitle',
    nameOf,
  };
}

/**
 * What a form saves: its values with the signed-in administrator as their editor (`modified_By`
 * or `badge`), whom the service requires to be the caller.
 */
export function useEditorStamp<T extends RaRecord>(source: string) {
  const { identity } = useGetIdentity();
  return (data: T): T => ({ ...data, [source]: String(identity?.id ?? '') });
}

/**
 * The employee a record is about, picked by badge or name; `onPick` receives the one chosen (to
 * fill their name and email). Fixed once saved: an existing record stays that employee's.
 */
export function EmployeePicker({
  disabled,
  onPick,
}: {
  disabled?: boolean;
  onPick?: (employee: EmployeeSearchResult) => void;
}) {
  return (
    <ReferenceInput source="badge" reference="employee-search">
      <AutocompleteInput
        {...employeeOptions}
        filterToQuery={(q: string) => ({ q })}
        // A fixed picker needs no help (and its greyed help would be unreadable).
        helperText={disabled ? false : 'extracurricular.admin.employeeHelp'}
        onChange={(_badge: unknown, employee: RaRecord | '') => {
          if (employee) onPick?.(employee as unknown as EmployeeSearchResult);
        }}
        disabled={disabled}
        fullWidth
        sx={{ maxWidth: 600 }}
      />
    </ReferenceInput>
  );
}
