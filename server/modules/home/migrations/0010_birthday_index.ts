import { type Kysely, sql } from 'kysely';

/**
 * BirthdayMembers counts and pages the active employees of one month by month-day. A partial
 * index on the expression server/modules/home/messages/birthdays.ts then used
 * (`substr(birthday, 6, 5)`), for active employees only, answers the count from the index alone:
 * the month-day index of 0001 had to read every row of the month to test `active` (~8,300 rows at
 * 100,000 employees).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('employees_active_birthday_month_day')
    .on('employees')
    .expression(sql`substr(birthday, 6, 5)`)
    .where(sql.ref('active'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('employees_active_birthday_month_day').execute();
}
