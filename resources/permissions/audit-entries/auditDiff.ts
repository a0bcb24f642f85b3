import type { AuditedEntity, Snapshot } from '../../shared/audited';

/** What a change did to one field: its label's field in the resource, and its two values. */
export interface FieldChange {
  /** The snapshot's own name of the field. */
  source: string;
  /** The resource's field whose label names it. */
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields every write touches: they say nothing about what changed. */
const BOOKKEEPING = new Set(['id', 'created_at', 'createdAt', 'updated_at', 'updatedAt']);

/** A service's column name as the portal's field name: `start_date` → `startDate`. */
export const camelCase = (field: string) =>
  field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};

/** Nothing there: a missing field, null and an empty text are the same to a reader. */
const normal = (value: unknown) => (value === undefined || value === '' ? null : value);

/**
 * The fields a change changed, in the snapshots' order: on a creation every field given, on a
 * deletion every field the record had; never the bookkeeping ones or those the entity hides.
 */
export function changedFields(
  before: unknown,
  after: unknown,
  entity?: AuditedEntity,
): FieldChange[] {
  const old = asSnapshot(before);
  const now = asSnapshot(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((source) => !BOOKKEEPING.has(source) && !entity?.hidden?.includes(source))
    .filter((source) => JSON.stringify(normal(old[source])) !== JSON.stringify(normal(now[source])))
    .map((source) => ({
      source,
      field: entity?.renamed?.[source] ?? camelCase(source),
      before: normal(old[source]),
      after: normal(now[source]),
    }));
}

/** What the record is called: the entity's way, else its `name`, `title` or `text`. */
export function recordName(snapshot: unknown, entity?: AuditedEntity): string | undefined {
  const fields = asSnapshot(snapshot);
  const named = entity?.nameOf
    ? entity.nameOf(fields)
    : [fields.name, fields.title, fields.text].find((value) => typeof value === 'string');
  return typeof named === 'string' && named.trim() ? named : undefined;
}

/** The record as it is now (after the change) or was last (a deletion keeps only `before`). */
export const latestSnapshot = (entry: { before: unknown; after: unknown }): Snapshot =>
  asSnapshot(entry.after ?? entry.before);
