import type { CreateTableBuilder } from 'kysely';

// Migrations already applied call timestamps and authoredTimestamps: a change to them would change
// what those create, so a new column set gets a new helper instead.

/** When the row was created and last changed (ISO instants), the last columns of most tables. */
export function timestamps<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull());
}

/** The timestamps with the employees who created and last changed the row. */
export function authoredTimestamps<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
) {
  return table
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('employees.id'));
}

/** authoredTimestamps' values for a change `by` (an employee id) makes at `at`. */
export const changedStamps = (at: string, by: number | null) => ({
  updated_at: at,
  updated_by: by,
});

/** authoredTimestamps' values for a row `by` creates at `at` (its last change too). */
export const createdStamps = (at: string, by: number | null) => ({
  created_at: at,
  created_by: by,
  ...changedStamps(at, by),
});
