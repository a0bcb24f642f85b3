import type { CreateTableBuilder } from 'kysely';

// Migrations already applied call these: a change here would change what they create, so a new
// column set gets a new helper instead.

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
