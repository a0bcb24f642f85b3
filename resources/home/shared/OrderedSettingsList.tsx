import type { ReactNode } from 'react';
import {
  BooleanField,
  type Exporter,
  NullableBooleanInput,
  type RaRecord,
  SearchInput,
  type SimpleListProps,
  TextField,
  useTranslate,
} from 'react-admin';
import { MAX_PER_PAGE } from '../../../contracts/listQuery';
import type { ListCreateButtonProps } from '../../shared/ListCreateButton';
import { ListActions } from '../../shared/ListActions';
import { ResponsiveList } from '../../shared/ResponsiveList';
import type { OrderedRecord } from './OrderButtons';
import { SettingsRowActions } from './SettingsRowActions';

type SettingRecord = OrderedRecord & { active: boolean };

interface OrderedSettingsListProps<T extends SettingRecord> {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  exporter: Exporter;
  /** The create button: to the create form, or opening the create dialog. */
  create: ListCreateButtonProps;
  /** A row's pencil: the record's edit form (its path), or a click opening its edit dialog. */
  edit: (record: T) => string | (() => void);
  /** What a record is called, in its buttons' accessible names and the delete question. */
  nameOf: (record: RaRecord) => string;
  /** i18n key of the delete question; receives `name`. */
  deleteQuestion: string;
  /** On phones: each record's first lines (the third says when it is inactive). */
  phone: Pick<SimpleListProps<T>, 'leftAvatar' | 'primaryText' | 'secondaryText'>;
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
  exporter,
  create,
  edit,
  nameOf,
  deleteQuestion,
  phone,
  children,
}: OrderedSettingsListProps<T>) {
  const translate = useTranslate();
  return (
    <ResponsiveList<T>
      resource={resource}
      title={translate(title)}
      sort={{ field: 'order', order: 'ASC' }}
      perPage={50}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NullableBooleanInput key="active" source="active" />,
      ]}
      exporter={exporter}
      // The services page at most 100 rows (contracts/listQuery.ts).
      actions={<ListActions create={create} maxResults={MAX_PER_PAGE} />}
      phone={{
        ...phone,
        tertiaryText: (record) => (record.active ? '' : translate('homeSettings.inactive')),
      }}
      rowActions={(record) => (
        <SettingsRowActions
          resource={resource}
          record={record}
          nameOf={nameOf}
          deleteQuestion={deleteQuestion}
          edit={edit(record)}
          ordered
        />
      )}
    >
      <TextField source="order" />
      {children}
      <BooleanField source="active" />
    </ResponsiveList>
  );
}
