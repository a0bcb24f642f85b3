import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../../server/modules';
import { declaredTables } from '../../../server/privacy/declared';
import { createTestApp, type TestApp, testDatabase } from '../helpers';

/** A column that names an employee: `employee_id` or `<role>_employee_id`. */
const namesAnEmployee = (column: string) => /(^|_)employee_id$/.test(column);

let t: TestApp;
let columns: Map<string, Set<string>>;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } =
    testDatabase === 'postgres'
      ? await sql<{ table: string; column: string }>`
          select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = current_schema()`.execute(t.db)
      : await sql<{ table: string; column: string }>`
          select m.name as "table", c.name as "column"
          from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table'`.execute(t.db);
  columns = new Map();
  for (const { table, column } of rows) {
    columns.set(table, (columns.get(table) ?? new Set()).add(column));
  }
});
afterAll(() => t.close());

describe('the modules’ personal-data declarations', () => {
  const declared = declaredTables(modules);

  it('declare every table with an employee column, as personal data or not personal with a reason', () => {
    const notPersonal = new Map(
      modules.flatMap((module) => Object.entries(module.personalData?.notPersonal ?? {})),
    );
    const undeclared = [...columns]
      .filter(([, names]) => [...names].some(namesAnEmployee))
      .map(([table]) => table)
      .filter((table) => !declared.some((entry) => entry.table === table))
      .filter((table) => !notPersonal.get(table)?.trim());
    expect(undeclared).toEqual([]);
  });

  it('name tables and columns the schema has, each table once', () => {
    const wrong = declared.flatMap((entry) => {
      const names = columns.get(entry.table);
      if (!names) return [`${entry.module}: no table ${entry.table}`];
      const named = [
        entry.person.column,
        ...(entry.files ?? []),
        ...(entry.retention ? [entry.retention.after] : []),
        ...(entry.retention?.when ? [entry.retention.when.column] : []),
        ...(entry.retention && entry.retention.expire !== 'delete'
          ? entry.retention.expire.clear
          : []),
        ...(entry.erasure.erase === 'anonymise' ? Object.keys(entry.erasure.columns) : []),
      ];
      return named.filter((name) => !names.has(name)).map((name) => `${entry.table}.${name}`);
    });
    expect(wrong).toEqual([]);
    const tables = declared.map((entry) => entry.table);
    expect(tables.length).toBe(new Set(tables).size);
  });

  it('give every kept table its legal reason and every retention kind one name', () => {
    expect(
      declared.filter(
        (entry) =>
          entry.erasure.erase === 'keep' &&
          !(entry.erasure.reason.es.trim() && entry.erasure.reason.en.trim()),
      ),
    ).toEqual([]);
    const kinds = declared.flatMap((entry) => (entry.retention ? [entry.retention.kind] : []));
    expect(kinds.length).toBe(new Set(kinds).size);
    for (const kind of kinds) expect(kind).toMatch(/^[a-z][a-z_]*$/);
  });
});
