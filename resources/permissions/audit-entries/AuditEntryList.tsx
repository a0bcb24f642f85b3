import { use, useContext } from 'react';
import {
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { AuditedEntitiesContext } from '../../shared/audited';
import { AdminListPage, dateRangeFilters } from '../../shared/AdminListPage';
import { PermissionsTabs } from '../PermissionsTabs';
import { AuditChanges, AuditRecord, useEntityLabel } from './AuditChanges';
import { latestSnapshot, recordName } from './auditDiff';

/** An entry's row opened: what it changed. */
function EntryChanges() {
  const entry = useRecordContext<AuditEntry>();
  const { entities } = useContext(AuditedEntitiesContext);
  return entry ? <AuditChanges entry={entry} entity={entities[entry.entity]} /> : null;
}

/**
 * The audit trail of administrative writes, filtered by user, entity and date: each entry names
 * its record (a link to its page while it exists) and opens on what it changed.
 */
export function AuditEntryList() {
  const translate = useTranslate();
  const entityLabel = useEntityLabel();
  const { entities, texts } = useContext(AuditedEntitiesContext);
  // The entities' fields are labelled in their modules' texts.
  use(texts());
  const choices = Object.entries(entities)
    .map(([id, entity]) => ({ id, name: entityLabel(id, entity) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const csv = (entry: AuditEntry) => ({
    at: entry.at,
    actor: entry.actorUsername,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    record: recordName(latestSnapshot(entry), entities[entry.entity]) ?? '',
    before: JSON.stringify(entry.before),
    after: JSON.stringify(entry.after),
  });
  return (
    <>
      <PermissionsTabs />
      {/* Without phone lines: the grid everywhere, each row opening what it changed. */}
      <AdminListPage<AuditEntry>
        resource="audit-entries"
        title="permissions.audit.title"
        search={false}
        filters={[
          <TextInput key="actor" source="actor" alwaysOn />,
          <SelectInput key="entity" source="entity" alwaysOn choices={choices} />,
          ...dateRangeFilters,
        ]}
        sort={{ field: 'at', order: 'DESC' }}
        csvName="audit"
        csv={csv}
        expand={<EntryChanges />}
      >
        <DateField source="at" showTime />
        <TextField source="actorUsername" />
        <FunctionField<AuditEntry>
          source="action"
          render={(entry) => translate(`permissions.audit.actions.${entry.action}`)}
        />
        <FunctionField<AuditEntry>
          source="entity"
          render={(entry) => entityLabel(entry.entity, entities[entry.entity])}
        />
        <FunctionField<AuditEntry>
          source="entityId"
          sortable={false}
          render={(entry) => <AuditRecord entry={entry} entity={entities[entry.entity]} />}
        />
      </AdminListPage>
    </>
  );
}
