import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../db/dialect';

/** Every month-day a birthday can fall on, 02-29 included: '01-01' … '12-31'. */
const MONTH_DAYS = Array.from({ length: 366 }, (_, i) =>
  // 2024 is a leap year: its days are every month-day once.
  new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(5, 10),
);

const monthDayOf = (row: 'new' | 'old') => sql.raw(`substr(${row}.birthday, 6, 5)`);
const add = (row: 'new' | 'old', delta: '+ 1' | '- 1') =>
  sql`update birthday_counts set employees = employees ${sql.raw(delta)}
    where month_day = ${monthDayOf(row)}`;

/**
 * BirthdayMembers' total counted the month's active birthdays along the index of 0044 on every
 * call: 8,467 index entries at 100,000 employees (the read's main cost, and the part that grew).
 * This table holds how many active employees have their birthday on each month-day, kept by
 * triggers on every write to employees (so no writer can forget it), and the total becomes a sum
 * of at most 31 rows. Only a change of birthday or activity touches a count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('birthday_counts')
    .addColumn('month_day', 'varchar(5)', (c) => c.primaryKey())
    .addColumn('employees', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('birthday_counts' as never)
    .values(MONTH_DAYS.map((monthDay) => ({ month_day: monthDay, employees: 0 })) as never)
    .execute();
  // One pass over the index of 0044: a count per month-day correlated to each row read every
  // employee 366 times on SQLite (19 s at 100,000 employees; this, 6 ms).
  await sql`update birthday_counts set employees = counted.employees
    from (select substr(birthday, 6, 5) as month_day, count(*) as employees from employees
      where active = 1 group by substr(birthday, 6, 5)) as counted
    where counted.month_day = birthday_counts.month_day`.execute(db);
  const changed = sql`old.birthday <> new.birthday or old.active <> new.active`;
  if (dialectOf(db) === 'postgres') {
    await sql`
      create function portal_birthday_count() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          if old.active = 1 then ${add('old', '- 1')}; end if;
        end if;
        if tg_op <> 'DELETE' then
          if new.active = 1 then ${add('new', '+ 1')}; end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger employees_birthday_count_write after insert or delete on employees
      for each row execute function portal_birthday_count()`.execute(db);
    await sql`create trigger employees_birthday_count_update
      after update of birthday, active on employees for each row when (${changed})
      execute function portal_birthday_count()`.execute(db);
    return;
  }
  await sql`create trigger employees_birthday_count_insert after insert on employees
    when new.active = 1 begin ${add('new', '+ 1')}; end`.execute(db);
  await sql`create trigger employees_birthday_count_delete after delete on employees
    when old.active = 1 begin ${add('old', '- 1')}; end`.execute(db);
  await sql`create trigger employees_birthday_count_update after update of birthday, active
    on employees when ${changed}
    begin
      ${add('old', '- 1')} and old.active = 1;
      ${add('new', '+ 1')} and new.active = 1;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger employees_birthday_count_write on employees`.execute(db);
    await sql`drop trigger employees_birthday_count_update on employees`.execute(db);
    await sql`drop function portal_birthday_count()`.execute(db);
  } else {
    for (const trigger of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.id(`employees_birthday_count_${trigger}`)}`.execute(db);
  }
  await db.schema.dropTable('birthday_counts').execute();
}
