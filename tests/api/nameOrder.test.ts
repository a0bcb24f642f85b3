/**
 * Lists sorted by name read an index in that order, so a page never folds and sorts every row
 * of the list: the plans (both databases) of BirthdayMembers (migration 0044; its totals come
 * from the counts of 0047) and of the course catalogue (0045) name their index and hold no sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseListQuery } from '../../contracts/extracurricular/extracurricular';
import type { ApiUser } from '../../server/auth/apiTokens';
import { createReferenceRepository } from '../../server/modules/extracurricular/reference/reference';
import {
  birthdaysThisMonth,
  companyMonthDay,
} from '../../server/modules/home/messages/birthdayMembers';
import { createTestApp, insertRows, type TestApp, testDatabase } from './helpers';
import { plansOfQueries } from './plans';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const { month, day } = companyMonthDay();
  const otherDay = day === '01' ? '02' : '01';
  const createdAt = '2026-01-01T00:00:00.000Z';
  // Today's birthdays and the rest of the month, enough that a sort would show in the plans.
  const employees = Array.from({ length: 2000 }, (_, i) => ({
    badge: `77${String(i).padStart(4, '0')}`,
    username: `cumple.${i}`,
    email: `cumple.${i}@empresa.example.com`,
    first_name: 'Ángel',
    last_name: `Cumpleañero ${i}`,
    full_name: `Ángel Cumpleañero ${i}`,
    birthday: `1990-${month}-${i % 2 ? day : otherDay}`,
    created_at: createdAt,
  }));
  await insertRows(t, 'employees', employees);
  const at = new Date().toISOString();
  await t.db
    .insertInto('courses')
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `Curso Ñ ${i}`,
        enable_enrol: 1,
        active: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
});

afterAll(() => t?.close());

const expectSortsNothing = (plan: string) =>
  expect(plan).not.toMatch(testDatabase === 'postgres' ? /\bSort\b/ : /TEMP B-TREE/);

describe('EXPLAIN: name-ordered lists follow their index', () => {
  it('BirthdayMembers: the counts and both pages (today’s, then the month by day)', async () => {
    // The page that holds today's last names and the month's first ones.
    const { month, day } = companyMonthDay();
    const { today } = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number | string>().as('today'))
      .where('active', '=', 1)
      .where('birthday', 'like', `%-${month}-${day}`)
      .executeTakeFirstOrThrow();
    const perPage = 100;
    const page = Math.floor(Number(today) / perPage) + 1;
    const plans = await plansOfQueries(t, (db) => birthdaysThisMonth(db, { page, perPage }), [
      'employees',
    ]);
    // The totals (migration 0047's counts by month-day), then today's page and the month's.
    expect(plans).toHaveLength(3);
    const [counts, ...pages] = plans as [string, ...string[]];
    expect(counts).toMatch(/birthday_counts/);
    expect(counts).not.toMatch(/employees/);
    for (const plan of pages) {
      expect(plan).toContain('employees_active_birthday_order');
      expectSortsNothing(plan);
    }
  });

  it('the course catalogue', async () => {
    const employee = { sub: '2', role: ['Employee'] } as unknown as ApiUser;
    const plans = await plansOfQueries(
      t,
      (db) => createReferenceRepository(db).courses(employee, courseListQuery.validateSync({})),
      ['courses'],
    );
    const pages = plans.filter((plan) => plan.includes('courses_name_folded'));
    expect(pages).toHaveLength(1);
    for (const plan of plans) expectSortsNothing(plan);
  });
});
