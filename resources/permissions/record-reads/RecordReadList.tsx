import { FunctionField, SelectInput, TextInput, useTranslate } from 'react-admin';
import { RECORD_KINDS, type RecordReadEntry } from '../../../contracts/privacy/reads';
import { AdminListPage } from '../../shared/AdminListPage';
import { DateField } from '../../shared/DateField';
import { useFormatInstant } from '../../shared/dates';
import { PermissionsTabs } from '../PermissionsTabs';

/** A person as the list names them: their name, or their user name when they are gone. */
const personOf = ({ fullName, username }: { fullName: string | null; username: string }) =>
  fullName ?? username;

/** The words of a read's kind and roles, in the reader's language. */
function useReadWords() {
  const translate = useTranslate();
  return {
    what: (read: RecordReadEntry) =>
      translate(`components.recordReads.${read.what}`, { _: read.what }),
    roles: (read: RecordReadEntry) =>
      read.readerRoles
        .map((code) => translate(`permissions.names.roles.${code}`, { _: code }))
        .join(', '),
  };
}

/**
 * Every read of a person's records by someone else (the audit of reads): who read what of whom,
 * when, in which roles and from which screen; filtered by reader, person and kind.
 */
export function RecordReadList() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const words = useReadWords();
  const choices = RECORD_KINDS.map((kind) => ({
    id: kind,
    name: translate(`components.recordReads.${kind}`),
  }));
  return (
    <>
      <PermissionsTabs />
      <AdminListPage<RecordReadEntry>
        resource="record-reads"
        title="permissions.reads.title"
        search={false}
        empty="permissions.reads.empty"
        filters={[
          <TextInput key="reader" source="reader" alwaysOn />,
          <TextInput key="subject" source="subject" alwaysOn />,
          <SelectInput key="what" source="what" alwaysOn choices={choices} />,
        ]}
        sort={{ field: 'at', order: 'DESC' }}
        csvName="record-reads"
        csv={(read) => ({
          at: read.at,
          reader: read.reader.username,
          readerRoles: read.readerRoles.join(','),
          what: read.what,
          recordId: read.recordId ?? '',
          subject: read.subject.username,
          screen: read.screen ?? '',
        })}
        phone={{
          primaryText: (read) =>
            translate('permissions.reads.line', {
              reader: personOf(read.reader),
              what: words.what(read),
              subject: personOf(read.subject),
            }),
          secondaryText: (read) => formatInstant(read.at),
          tertiaryText: (read) => [words.roles(read), read.screen].filter(Boolean).join(' · '),
        }}
      >
        <DateField source="at" showTime />
        <FunctionField<RecordReadEntry>
          source="reader"
          sortable={false}
          render={(read) => personOf(read.reader)}
        />
        <FunctionField<RecordReadEntry>
          source="readerRoles"
          sortable={false}
          render={words.roles}
        />
        <FunctionField<RecordReadEntry> source="what" render={words.what} />
        <FunctionField<RecordReadEntry>
          source="subject"
          sortable={false}
          render={(read) => personOf(read.subject)}
        />
        <FunctionField<RecordReadEntry>
          source="screen"
          sortable={false}
          render={(read) => read.screen ?? '—'}
        />
      </AdminListPage>
    </>
  );
}
