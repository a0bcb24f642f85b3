import { createContext } from 'react';

/** A record's snapshot as the audit trail keeps it (before or after a change). */
export type Snapshot = Readonly<Record<string, unknown>>;

/**
 * An entity of the audit trail: what it is called, how its snapshots' fields are labelled and
 * shown, what names a record and where its page is. Snapshots are the service's rows or records
 * (snake_case columns are read as the camelCase fields the resource labels).
 */
export interface AuditedEntity {
  /** i18n key of what a record is; by default the (one) resource's name. */
  label?: string;
  /**
   * The react-admin resource whose labels (`resources.<resource>.fields.*`) name the fields, or
   * the one of each record (one table behind several screens).
   */
  resource?: string | ((snapshot: Snapshot) => string);
  /** Snapshot fields labelled as another field of the resource (`position` → `order`). */
  renamed?: Readonly<Record<string, string>>;
  /** Fields stored as 0/1, shown as yes and no. */
  flags?: readonly string[];
  /** Amounts in minor units (céntimos), shown as money. */
  minorUnits?: readonly string[];
  /** Fields the trail does not show (a key derived from another field). */
  hidden?: readonly string[];
  /** What a record is called; by default its snapshot's `name`, `title` or `text`. */
  nameOf?: (snapshot: Snapshot) => string | undefined;
  /** The record's page (a portal path) from its id and snapshot; none when it has no page. */
  page?: (id: string, snapshot: Snapshot) => string | undefined;
}

/**
 * Every module's audited entities, and the promise of their modules' texts (the labels of their
 * fields), provided by the app so the audit trail's chunk needs no list of modules.
 */
export const AuditedEntitiesContext = createContext<{
  entities: Readonly<Record<string, AuditedEntity>>;
  texts: () => Promise<unknown>;
}>({ entities: {}, texts: () => Promise.resolve() });
