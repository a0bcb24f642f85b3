import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { ServerModule } from '../modules/types';
import type { PersonalTable } from './declaration';

/** Kysely cannot resolve generic table names: the walks read the declared tables through this. */
export type Loose = Kysely<Record<string, Record<string, unknown>>>;
export const loose = (q: Kysely<Database>) => q as unknown as Loose;

/** One declared table with the module that declares it. */
export interface DeclaredTable extends PersonalTable {
  module: string;
}

/** Every module's declared tables, in the modules' order and each module's own. */
export function declaredTables(modules: readonly ServerModule[]): DeclaredTable[] {
  return modules.flatMap((module) =>
    (module.personalData?.tables ?? []).map((table) => ({ ...table, module: module.name })),
  );
}

/** The declaration of `table`'s parent, in the same module. */
function parentOf(declared: readonly DeclaredTable[], table: DeclaredTable): DeclaredTable {
  if (!('parent' in table.person)) throw new Error(`${table.table} has no parent`);
  const { parent } = table.person;
  const found = declared.find((other) => other.module === table.module && other.table === parent);
  if (!found)
    throw new Error(`${table.table}: parent ${parent} is not declared by ${table.module}`);
  return found;
}

/**
 * The condition on `table`'s rows that are `employeeId`'s: its own column, or its parent's rows
 * (`column in (select id from parent where …)`), as deep as the parents go.
 */
export function ofPerson(
  declared: readonly DeclaredTable[],
  table: DeclaredTable,
  employeeId: number,
): Expression<SqlBool> {
  const column = sql.ref(`${table.table}.${table.person.column}`);
  if (!('parent' in table.person)) return sql<SqlBool>`${column} = ${employeeId}`;
  const parent = parentOf(declared, table);
  return sql<SqlBool>`${column} in (select ${sql.ref(`${parent.table}.id`)} from ${sql.table(
    parent.table,
  )} where ${ofPerson(declared, parent, employeeId)})`;
}

/** The tables declared with `table` as their parent: their rows go before its rows do. */
export const childrenOf = (declared: readonly DeclaredTable[], table: DeclaredTable) =>
  declared.filter(
    (other) =>
      other.module === table.module &&
      'parent' in other.person &&
      other.person.parent === table.table,
  );
