/**
 * Self-managed appointment requests (both databases): the employee sends one (400 naming each
 * field it breaks), the medical staff approve or reject it with a reason through their inbox,
 * the author withdraws a pending one; another's are refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SelfManagedAppointment } from '../../../contracts/appointments/appointments';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { badgeOf, createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { aptCall, workingDayAhead } from './appointmentsCalls';

let t: TestApp;
let employee: string;
let supervisor: string;
let body: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  employee = await badgeOf(t, 'employee');
  supervisor = await badgeOf(t, 'supervisor');
  const building = await t.db
    .selectFrom('medical_buildings')
    .innerJoin(
      'appointment_request_types',
      'appointment_request_types.building_id',
      'medical_buildings.id',
    )
    .select(['medical_buildings.id', 'appointment_request_types.id as typeId'])
    .where('medical_buildings.open', '=', 1)
    .executeTakeFirstOrThrow();
  body = {
    badge: employee,
    edificio: building.id,
    area: 'Operaciones',
    tipoSolicitud: building.typeId,
    motivo: 'Control de presión',
    horaEntrada: '08:00',
    horaSalida: '17:00',
    horaAlmuerzo: '12:00',
    usuario: 'employee',
    telefono: '',
    fechaCita: await workingDayAhead(t, 3),
  };
});
afterAll(async () => {
  await t?.close();
});

const send = (extra: object = {}, username = 'employee') =>
  aptCall(t, username, 'POST', '/AutogestionCita', { ...body, ...extra });

it('refuses what breaks the rules, naming the field', async () => {
  let saturday = calendarDay();
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
  expectInvalid(await send({ fechaCita: saturday }), 'fechaCita');
  expectInvalid(await send({ fechaCita: addDays(calendarDay(), -1) }), 'fechaCita');
  expectInvalid(await send({ horaSalida: '07:00' }), 'horaSalida');
  expectInvalid(await send({ horaAlmuerzo: '18:00' }), 'horaAlmuerzo');
  expectInvalid(await send({ horaEntrada: '8:00am' }), 'horaEntrada');
  expectInvalid(await send({ usuario: 'supervisor' }), 'usuario');
  expectInvalid(await send({ telefono: '123' }), 'telefono');
  expectInvalid(await send({ tipoSolicitud: 999_999 }), 'tipoSolicitud');
  expect((await send({ badge: supervisor })).statusCode).toBe(403);
  expect((await send({ badge: supervisor }, 'medical.staff')).statusCode).toBe(403);
});

it('is approved by the medical staff and the author sees it', async () => {
  const sent = expectJson<SelfManagedAppointment>(await send(), 201);
  expect(sent).toMatchObject({
    estado: 'submitted',
    telefono: '00000000',
    usuario: 'employee',
    coach: supervisor,
  });
  const inbox = await t.call(
    'medical.staff',
    'GET',
    '/admin/appointment-requests?filter={"status":"submitted"}',
  );
  expect(inbox.statusCode).toBe(200);
  expect(inbox.json<{ id: number }[]>().map((r) => r.id)).toContain(sent.id);
  expect((await t.call('employee', 'GET', '/admin/appointment-requests')).statusCode).toBe(403);
  // Not theirs to decide: not found (the approvals kit bounds the decision, not the door).
  expect(
    (
      await t.call('supervisor', 'PUT', `/admin/appointment-requests/${sent.id}`, {
        status: 'approved',
        note: '',
      })
    ).statusCode,
  ).toBe(404);
  const approved = expectJson<SelfManagedAppointment>(
    await t.call('medical.staff', 'PUT', `/admin/appointment-requests/${sent.id}`, {
      status: 'approved',
      note: '',
    }),
  );
  expect(approved.estado).toBe('approved');
  const mine = expectJson<SelfManagedAppointment[]>(
    await aptCall(t, 'employee', 'GET', `/AutogestionCita?badge=${employee}`),
  );
  expect(mine.find((r) => r.id === sent.id)?.estado).toBe('approved');
  expect(
    (await aptCall(t, 'employee', 'GET', `/AutogestionCita?badge=${supervisor}`)).statusCode,
  ).toBe(403);
  const again = await t.call('medical.staff', 'PUT', `/admin/appointment-requests/${sent.id}`, {
    status: 'rejected',
    note: 'x',
  });
  expect(again.statusCode).toBe(409);
});

it('is rejected with a reason the author reads', async () => {
  const sent = expectJson<SelfManagedAppointment>(await send({ motivo: 'Vacuna' }), 201);
  expectInvalid(
    await t.call('medical.staff', 'PUT', `/admin/appointment-requests/${sent.id}`, {
      status: 'rejected',
    }),
    'note',
  );
  const rejected = expectJson<SelfManagedAppointment>(
    await t.call('medical.staff', 'PUT', `/admin/appointment-requests/${sent.id}`, {
      status: 'rejected',
      note: 'Sin cupo ese día',
    }),
  );
  expect(rejected).toMatchObject({ estado: 'rejected', rechazo: 'Sin cupo ese día' });
  expect(rejected.history.map((h) => h.to)).toEqual(['submitted', 'rejected']);
});

it('is withdrawn by its author while pending, not by anyone else', async () => {
  const sent = expectJson<SelfManagedAppointment>(await send({ motivo: 'Nutrición' }), 201);
  expect(
    (await aptCall(t, 'supervisor', 'DELETE', `/AutogestionCita/${sent.id}?badge=${supervisor}`))
      .statusCode,
  ).toBe(404);
  const cancelled = expectJson<SelfManagedAppointment>(
    await aptCall(t, 'employee', 'DELETE', `/AutogestionCita/${sent.id}?badge=${employee}`),
  );
  expect(cancelled.estado).toBe('cancelled');
  expect(
    (await aptCall(t, 'employee', 'DELETE', `/AutogestionCita/${sent.id}?badge=${employee}`))
      .statusCode,
  ).toBe(409);
});
