/**
 * One slot, 100 bookings at the same instant (both databases): exactly one 201, 99 × 409 naming
 * horaInicio, one row written. The partial unique index on (professional, day, start) of the
 * bookings not cancelled settles it whatever the transaction interleaving.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { aptCall, bookingOf, slotsOf, workingDayAhead } from './appointmentsCalls';

const CONCURRENT = 100;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['medical.staff', 'employee']) await t.tokenOf(username);
});
afterAll(async () => {
  await t?.close();
});

it(`books one slot once under ${CONCURRENT} concurrent bookings`, async () => {
  const day = await workingDayAhead(t, 8);
  const slot = (await slotsOf(t, day)).find((s) => s.horaInicio === '14:30')!;
  // Employees with no appointment at all: only the slot can refuse them.
  const people = await t.db
    .selectFrom('employees')
    .select('badge')
    .where('active', '=', 1)
    .where(
      sql<boolean>`not exists (select 1 from appointments where appointments.employee_id = employees.id)`,
    )
    .orderBy('id')
    .limit(CONCURRENT)
    .execute();
  expect(people).toHaveLength(CONCURRENT);
  const responses = await Promise.all(
    people.map(({ badge }) =>
      aptCall(t, 'medical.staff', 'POST', '/HorarioDisponible', bookingOf(badge, slot)),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
  for (const response of responses.filter((r) => r.statusCode === 409))
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['horaInicio']);
  const rows = await t.db
    .selectFrom('appointments')
    .select('id')
    .where('professional_id', '=', slot.idProfesional)
    .where('date', '=', day)
    .where('start_time', '=', '14:30')
    .where('status', '<>', 'cancelled')
    .execute();
  expect(rows).toHaveLength(1);
});

it('keeps one employee from two overlapping bookings made at once', async () => {
  const day = await workingDayAhead(t, 9);
  const at = (await slotsOf(t, day)).filter((s) => s.horaInicio === '15:00');
  expect(at.length).toBeGreaterThan(1);
  const badge = (
    await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', 'employee')
      .executeTakeFirstOrThrow()
  ).badge;
  const responses = await Promise.all(
    at.map((slot) => aptCall(t, 'employee', 'POST', '/HorarioDisponible', bookingOf(badge, slot))),
  );
  expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
  expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(at.length - 1);
});
