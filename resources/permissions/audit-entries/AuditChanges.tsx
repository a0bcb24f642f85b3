import { Link, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useBasename, useLocaleState, useTranslate, useTranslateLabel } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditEntry } from '../../../contracts/permissions/permissions';
import type { AuditedEntity } from '../../shared/audited';
import { CellTable } from '../../shared/CellTable';
import { changedFields, type FieldChange, latestSnapshot, recordName } from './auditDiff';
import { intlLocale } from '../../shared/dates';

/** A text value longer than this is cut: the trail shows what changed, not the whole body. */
const LONGEST_VALUE = 300;

/** An entry's entity, in the language in use: the module's word for its records. */
export function useEntityLabel() {
  const translate = useTranslate();
  return (entity: string, described?: AuditedEntity) => {
    const { label, resource } = described ?? {};
    const key = label ?? (typeof resource === 'string' ? `resources.${resource}.name` : undefined);
    return key ? translate(key, { smart_count: 1, _: entity }) : entity;
  };
}

/** A field's value as a reader says it: yes or no, money, text without its markup. */
function useShowValue(entity?: AuditedEntity) {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  return ({ source }: FieldChange, value: unknown): string => {
    if (value === null) return '—';
    if (typeof value === 'boolean' || entity?.flags?.includes(source)) {
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    }
    if (typeof value === 'number' && entity?.minorUnits?.includes(source)) {
      return new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: 'CRC',
      }).format(value / 100);
    }
    const text =
      typeof value === 'string'
        ? value.startsWith('<')
          ? value
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()
          : value
        : JSON.stringify(value);
    return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text;
  };
}

// The entry's row opens its changes on a click: the link is the link's alone.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The record an entry is about, by name: a link to its page while it exists and has one;
 * otherwise its name, said to be deleted when it is gone.
 */
export function AuditRecord({ entry, entity }: { entry: AuditEntry; entity?: AuditedEntity }) {
  const translate = useTranslate();
  const basename = useBasename();
  const snapshot = latestSnapshot(entry);
  const name = recordName(snapshot, entity) ?? `#${entry.entityId}`;
  const page = entry.recordDeleted ? undefined : entity?.page?.(entry.entityId, snapshot);
  if (page) {
    return (
      <Link component={RouterLink} to={`${basename}${page}`} onClick={stopPropagation}>
        {name}
      </Link>
    );
  }
  return (
    <span>
      {name}
      {entry.recordDeleted && ` (${translate('permissions.audit.recordDeleted')})`}
    </span>
  );
}

/**
 * What an entry changed, readably: the record (a link to its page while it exists), then only
 * the fields that changed, each labelled as its module labels it, old value → new value.
 */
export function AuditChanges({ entry, entity }: { entry: AuditEntry; entity?: AuditedEntity }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const entityLabel = useEntityLabel();
  const show = useShowValue(entity);
  const changes = changedFields(entry.before, entry.after, entity);
  const snapshot = latestSnapshot(entry);
  const name = recordName(snapshot, entity) ?? `#${entry.entityId}`;
  const resource =
    typeof entity?.resource === 'function' ? entity.resource(snapshot) : entity?.resource;
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="p">
        {entityLabel(entry.entity, entity)}: <AuditRecord entry={entry} entity={entity} />
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate('permissions.audit.noChanges')}</Typography>
      ) : (
        <CellTable
          aria-label={translate('permissions.audit.changesOf', { name })}
          headings={[
            translate('permissions.audit.field'),
            translate('permissions.audit.before'),
            translate('permissions.audit.after'),
          ]}
          rows={changes.map((change) => ({
            key: change.source,
            cells: [
              translateLabel({ source: change.field, resource }),
              show(change, change.before),
              show(change, change.after),
            ],
          }))}
          // The field names its row; a value may be a long unbroken text.
          cell={(index) =>
            index === 0 ? { component: 'th', scope: 'row' } : { sx: { overflowWrap: 'anywhere' } }
          }
        />
      )}
    </Stack>
  );
}
