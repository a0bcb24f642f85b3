/**
 * Booking (both databases): the free slots, on-site and remote bookings with their 400s and 409s,
 * my appointments, cancelling, the .ics, the date token and another employee's data refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, FreeSlot } from '../../../contracts/appointments/appointments';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { dateToken } from '../../../contracts/dateToken';
import { badgeOf, createTestApp, expectInvalid, expectJson, type TestApp } from '../helpers';
import { aptCall, bookingOf, slotsOf, workingDayAhead } from './appointmentsCalls';

let t: TestApp;
let employee: string;
let supervisor: string;
let day: string;
let slots: FreeSlot[];

beforeAll(async () => {
  t = await createTestApp();
  employee = await badgeOf(t, 'employee');
  supervisor = await badgeOf(t, 'supervisor');
  day = await workingDayAhead(t, 10);
  slots = await slotsOf(t, day);
});
afterAll(async () => {
  await t?.close();
});

const book = (username: string, body: object, path = '/HorarioDisponible') =>
  aptCall(t, username, 'POST', path, body);

describe('free slots', () => {
  it('offers the open buildings’ windows by 30 minutes, never a closed building’s', async () => {
    expect(slots.length).toBeGreaterThan(0);
    const buildings = expectJson<{ id: number; edificio: string; abierto: boolean }[]>(
      await aptCall(t, 'employee', 'GET', '/Edificios'),
    );
    const closed = buildings.filter((b) => !b.abierto).map((b) => b.id);
    expect(closed.length).toBe(1);
    expect(slots.some((slot) => closed.includes(slot.idEdificio))).toBe(false);
    expect(slots.every((slot) => slot.fecha === day)).toBe(true);
    expect(slots.map((s) => s.horaInicio)).toContain('08:00');
    expect(slots.map((s) => s.horaInicio)).not.toContain('12:00');
    const first = slots.find((s) => s.horaInicio === '08:00')!;
    expect(first.horaFin).toBe('08:30');
  });

  it('offers nothing on a weekend or a holiday, and no time already begun', async () => {
    let saturday = day;
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    expect(await slotsOf(t, saturday)).toEqual([]);
    const monday = addDays(saturday, 2);
    const holiday = await t.db
      .selectFrom('company_holidays')
      .select('id')
      .where('date', '=', monday)
      .executeTakeFirst();
    if (!holiday) {
      const at = new Date().toISOString();
      await t.db
        .insertInto('company_holidays')
        .values({ date: monday, name: 'Prueba', created_at: at, updated_at: at })
        .execute();
    }
    expect(await slotsOf(t, addDays(saturday, 2))).toEqual([]);
    expect(await slotsOf(t, addDays(calendarDay(), -1))).toEqual([]);
  });

  it('defaults to the next 14 days and filters by professional', async () => {
    const all = expectJson<FreeSlot[]>(await aptCall(t, 'employee', 'GET', '/HorarioDisponible'));
    const days = [...new Set(all.map((s) => s.fecha))];
    expect(days.every((d) => d >= calendarDay() && d <= addDays(calendarDay(), 13))).toBe(true);
    const one = slots[0]!.idProfesional;
    const mine = await slotsOf(t, day, one);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s) => s.idProfesional === one)).toBe(true);
  });
});

describe('the date token', () => {
  it('is required and must be current (400 naming token), after the bearer token (401)', async () => {
    expectInvalid(
      await aptCall(t, 'employee', 'GET', '/Edificios', undefined, { token: null }),
      'token',
    );
    const stale = await dateToken(
      t.config.clientTokenPhrase,
      new Date(Date.now() - 3 * 86_400_000),
    );
    expectInvalid(
      await aptCall(t, 'employee', 'GET', '/Edificios', undefined, { token: stale }),
      'token',
    );
    expect((await aptCall(t, null, 'GET', '/Edificios')).statusCode).toBe(401);
  });

  it('comes after the own-badge rule (403 for another’s badge, even without a token)', async () => {
    const response = await aptCall(t, 'employee', 'GET', `/CitaS?badge=${supervisor}`, undefined, {
      token: null,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('booking on site', () => {
  let booked: Appointment;

  it('books a free slot: 201, then the slot is no longer offered', async () => {
    const slot = slots.find((s) => s.horaInicio === '10:00')!;
    booked = expectJson<Appointment>(await book('employee', bookingOf(employee, slot)), 201);
    expect(booked).toMatchObject({
      estado: 'booked',
      modalidad: 'onSite',
      fecha: day,
      horaInicio: '10:00',
      idColaborador: employee,
      proxima: true,
    });
    const after = await slotsOf(t, day, slot.idProfesional);
    expect(after.map((s) => s.horaInicio)).not.toContain('10:00');
  });

  it('refuses the same slot again (409 naming horaInicio) and my overlapping booking', async () => {
    const slot = slots.find(
      (s) => s.horaInicio === '10:00' && s.idProfesional === booked.idProfesional,
    )!;
    const taken = await book('supervisor', bookingOf(supervisor, slot));
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['horaInicio']);
    const other = slots.find(
      (s) => s.horaInicio === '10:00' && s.idProfesional !== booked.idProfesional,
    )!;
    const overlap = await book('employee', bookingOf(employee, other));
    expect(overlap.statusCode).toBe(409);
    expect(Object.keys(overlap.json<{ errors: object }>().errors)).toEqual(['horaInicio']);
  });

  it('refuses slots the availability does not offer (400 naming the field)', async () => {
    const slot = slots.find((s) => s.horaInicio === '08:00')!;
    expectInvalid(
      await book('employee', {
        ...bookingOf(employee, slot),
        horaInicio: '12:00',
        horaFin: '12:30',
      }),
      'horaInicio',
    );
    expectInvalid(
      await book('employee', {
        ...bookingOf(employee, slot),
        horaInicio: '08:10',
        horaFin: '08:40',
      }),
      'horaInicio',
    );
    expectInvalid(
      await book('employee', { ...bookingOf(employee, slot), horaFin: '09:00' }),
      'horaFin',
    );
    expectInvalid(
      await book('employee', { ...bookingOf(employee, slot), horaInicio: '8am' }),
      'horaInicio',
    );
    expectInvalid(
      await book('employee', { ...bookingOf(employee, slot), fecha: '2026-02-30' }),
      'fecha',
    );
    expectInvalid(
      await book('employee', { ...bookingOf(employee, slot), fecha: addDays(calendarDay(), -7) }),
      'horaInicio',
    );
    expectInvalid(
      await book('employee', { ...bookingOf(employee, slot), sede: slot.idEdificio + 1 }),
      'sede',
    );
    expectInvalid(
      await book('employee', { ...bookingOf(employee, slot), idProfesional: 999_999 }),
      'idProfesional',
    );
  });

  it('refuses booking for another employee (403) but lets the medical staff book for them', async () => {
    const slot = slots.find((s) => s.horaInicio === '11:00')!;
    expect((await book('employee', bookingOf(supervisor, slot))).statusCode).toBe(403);
    expect((await book('admin', bookingOf(supervisor, slot))).statusCode).toBe(403);
    const made = expectJson<Appointment>(
      await book('medical.staff', bookingOf(supervisor, slot)),
      201,
    );
    expect(made.idColaborador).toBe(supervisor);
    expect((await t.auditRows('appointment', made.id)).length).toBe(1);
  });
});

describe('booking by phone (WFH)', () => {
  const remote = async (extra: object) => {
    const slot = slots.find((s) => s.horaInicio === '13:00')!;
    const types = expectJson<{ id: number }[]>(
      await aptCall(t, 'employee', 'GET', `/TipoSolicitud?edificio=${slot.idEdificio}`),
    );
    return book(
      'employee',
      {
        ...bookingOf(employee, slot),
        tipoSolicitud: types[0]!.id,
        motivo: 'Dolor de cabeza',
        telefono1: '',
        telefono2: '00000000',
        ...extra,
      },
      '/HorarioDisponibleWFH',
    );
  };

  it('refuses phones that are not 8 digits and request types of another building (400)', async () => {
    expectInvalid(await remote({ telefono1: '1234' }), 'telefono1');
    expectInvalid(await remote({ telefono2: '8888-8888' }), 'telefono2');
    expectInvalid(await remote({ tipoSolicitud: 999_999 }), 'tipoSolicitud');
    expectInvalid(await remote({ motivo: '' }), 'motivo');
  });

  it('books remote with empty phones stored as 00000000', async () => {
    const made = expectJson<Appointment>(await remote({ telefono2: '88887777' }), 201);
    expect(made).toMatchObject({
      modalidad: 'remote',
      telefono1: '00000000',
      telefono2: '88887777',
      motivo: 'Dolor de cabeza',
    });
    expect(made.tipoSolicitudNombre).toBeTruthy();
  });
});

describe('my appointments', () => {
  it('lists mine, upcoming first then past, paged with X-Total-Count', async () => {
    const response = await aptCall(t, 'employee', 'GET', `/CitaS?badge=${employee}`);
    const mine = expectJson<Appointment[]>(response);
    expect(Number(response.headers['x-total-count'])).toBe(mine.length);
    expect(mine.every((a) => a.idColaborador === employee)).toBe(true);
    const firstPast = mine.findIndex((a) => !a.proxima);
    expect(firstPast).toBeGreaterThan(0);
    expect(mine.slice(firstPast).some((a) => a.proxima)).toBe(false);
    const upcoming = mine.slice(0, firstPast).map((a) => `${a.fecha}${a.horaInicio}`);
    expect(upcoming).toEqual([...upcoming].sort());
    expect(mine.some((a) => a.estado === 'attended')).toBe(true);
  });

  it('refuses another’s list (403), the medical staff read it', async () => {
    expect((await aptCall(t, 'employee', 'GET', `/CitaS?badge=${supervisor}`)).statusCode).toBe(
      403,
    );
    expect((await aptCall(t, 'admin', 'GET', `/CitaS?badge=${supervisor}`)).statusCode).toBe(403);
    expectJson(await aptCall(t, 'medical.staff', 'GET', `/CitaS?badge=${supervisor}`));
  });

  it('downloads an appointment as an .ics event in the company time zone', async () => {
    const mine = expectJson<Appointment[]>(
      await aptCall(t, 'employee', 'GET', `/CitaS?badge=${employee}`),
    );
    const one = mine.find((a) => a.fecha === day && a.horaInicio === '10:00')!;
    const response = await aptCall(t, 'employee', 'GET', `/CitaS/${one.id}/ics?badge=${employee}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain(`cita-${day}.ics`);
    const text = response.body.replace(/\r\n[ \t]/g, '');
    // Costa Rica is UTC-6 all year: 10:00 there is 16:00 UTC.
    expect(text).toContain(`DTSTART:${day.replaceAll('-', '')}T160000Z`);
    expect(text).toContain(`DTEND:${day.replaceAll('-', '')}T163000Z`);
    expect(text).toContain(`LOCATION:${one.edificio}`);
    expect(text).toContain(`UID:appointment-${one.id}@intranet-portal`);
    expect(
      (await aptCall(t, 'supervisor', 'GET', `/CitaS/${one.id}/ics?badge=${supervisor}`))
        .statusCode,
    ).toBe(404);
  });

  it('cancels my upcoming appointment; not twice, not a past one, not another’s', async () => {
    const mine = expectJson<Appointment[]>(
      await aptCall(t, 'employee', 'GET', `/CitaS?badge=${employee}`),
    );
    const one = mine.find((a) => a.fecha === day && a.horaInicio === '10:00')!;
    expect(
      (await aptCall(t, 'supervisor', 'DELETE', `/CitaS/${one.id}?badge=${supervisor}`)).statusCode,
    ).toBe(404);
    const cancelled = expectJson<Appointment>(
      await aptCall(t, 'employee', 'DELETE', `/CitaS/${one.id}?badge=${employee}`),
    );
    expect(cancelled.estado).toBe('cancelled');
    const again = await aptCall(t, 'employee', 'DELETE', `/CitaS/${one.id}?badge=${employee}`);
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['estado']);
    const past = mine.find((a) => a.estado === 'attended')!;
    expect(
      (await aptCall(t, 'employee', 'DELETE', `/CitaS/${past.id}?badge=${employee}`)).statusCode,
    ).toBe(409);
    // The slot is free again.
    expect((await slotsOf(t, day, one.idProfesional)).map((s) => s.horaInicio)).toContain('10:00');
  });
});
