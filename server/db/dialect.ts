import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An integer surrogate key on both databases (SQLite has no identity columns). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works on any schema
export function autoId(db: Kysely<any>) {
  return (column: ColumnDefinitionBuilder) =>
    dialectOf(db) === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
