import { Box, Typography } from '@mui/material';
import {
  DateField,
  DateInput,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import { AdminListPage } from '../../shared/AdminListPage';
import { PermissionsTabs } from '../PermissionsTabs';

/** Entities whose writes are audited so far; later modules add theirs. */
const ENTITIES = [
  'module',
  'role',
  'role_user',
  'calendar_activity',
  'home_menu_item',
  'cta',
  'news',
  'kudos',
  'kudos_suggestion',
  'newsletter',
  'file',
];

const csv = (entry: AuditEntry) => ({
  at: entry.at,
  actor: entry.actorUsername,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  before: JSON.stringify(entry.before),
  after: JSON.stringify(entry.after),
});

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          fontSize: 12,
        }}
      >
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function BeforeAfter() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Snapshot label={translate('permissions.audit.before')} value={entry.before} />
      <Snapshot label={translate('permissions.audit.after')} value={entry.after} />
    </Box>
  );
}

/** The audit trail of administrative writes, filtered by user, entity and date. */
export function AuditEntryList() {
  const translate = useTranslate();
  return (
    <>
      <PermissionsTabs />
      {/* Without phone lines: the grid everywhere, each row opening its before and after. */}
      <AdminListPage<AuditEntry>
        resource="audit-entries"
        title="permissions.audit.title"
        search={false}
        filters={[
          <TextInput key="actor" source="actor" alwaysOn />,
          <SelectInput
            key="entity"
            source="entity"
            alwaysOn
            choices={ENTITIES.map((id) => ({ id, name: `permissions.audit.entities.${id}` }))}
          />,
          <DateInput key="from" source="from" alwaysOn />,
          <DateInput key="to" source="to" alwaysOn />,
        ]}
        sort={{ field: 'at', order: 'DESC' }}
        csvName="audit"
        csv={csv}
        expand={<BeforeAfter />}
      >
        <DateField source="at" showTime />
        <TextField source="actorUsername" />
        <FunctionField<AuditEntry>
          source="action"
          render={(entry) => translate(`permissions.audit.actions.${entry.action}`)}
        />
        <FunctionField<AuditEntry>
          source="entity"
          render={(entry) =>
            translate(`permissions.audit.entities.${entry.entity}`, { _: entry.entity })
          }
        />
        <TextField source="entityId" sortable={false} />
      </AdminListPage>
    </>
  );
}
