import type { ReactNode } from 'react';
import { BooleanField, NullableBooleanInput, TextField, useTranslate } from 'react-admin';
import { MAX_PER_PAGE } from '../../../contracts/listQuery';
import { AdminListPage } from '../../shared/AdminListPage';
import type { ListCreateButtonProps } from '../../shared/ListCreateButton';
import type { PhoneLinesProps } from '../../shared/PhoneLines';
import { settingsTexts } from './homeSettings';
import { OrderButtons, type OrderedRecord } from './OrderButtons';

type SettingRecord = OrderedRecord & { active: boolean };

interface OrderedSettingsListProps<T extends SettingRecord> {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** Each record as a row of the CSV export. */
  csv: (record: T) => Record<string, unknown>;
  /** The create button: to the create form, or opening the create dialog. */
  create: ListCreateButtonProps;
  /** A row's pencil: the record's edit form (its path), or a click opening its edit dialog. */
  edit: (record: T) => string | (() => void);
  /** What a record is called, in its buttons' accessible names and the delete question. */
  nameOf: (record: T) => string;
  /** i18n key of the delete question; receives `name`. */
  deleteQuestion: string;
  /** On phones: each record's first lines (the third says when it is inactive). */
  phone: Omit<PhoneLinesProps<T>, 'tertiaryText'>;
  /** The grid's columns between the position and the active flag. */
  children: ReactNode;
}

/**
 * A home setting shown in the order the owners keep (banners, contacts, quick links): searched
 * and filtered by state, exported, each row moved up or down, edited and deleted.
 */
export function OrderedSettingsList<T extends SettingRecord>({
  resource,
  title,
  csv,
  create,
  edit,
  nameOf,
  deleteQuestion,
  phone,
  children,
}: OrderedSettingsListProps<T>) {
  const translate = useTranslate();
  return (
    <AdminListPage<T>
      resource={resource}
      title={title}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={50}
      filters={[<NullableBooleanInput key="active" source="active" />]}
      csv={csv}
      // The services page at most 100 rows (contracts/listQuery.ts).
      maxResults={MAX_PER_PAGE}
      create={create}
      phone={{
        ...phone,
        tertiaryText: (record) => (record.active ? '' : translate('homeSettings.inactive')),
      }}
      row={{
        nameOf,
        textArgs: (record) => ({ name: nameOf(record) }),
        texts: settingsTexts(deleteQuestion),
        edit,
      }}
      rowActions={(record) => (
        <OrderButtons resource={resource} record={record} name={nameOf(record)} />
      )}
    >
      <TextField source="order" />
      {children}
      <BooleanField source="active" />
    </AdminListPage>
  );
}
