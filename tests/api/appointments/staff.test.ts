/**
 * The medical staff's side and the employee's records (both databases): the day's appointments and
 * the staff's actions, the diagnosis history (strictly the employee's and the staff's, the staff's
 * reads recorded for the employee), buildings, campaigns with pictures, people, the liveness call,
 * and the staff's own resources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Appointment,
  Diagnosis,
  HealthCampaign,
  MedicalBuilding,
  Person,
} from '../../../contracts/appointments/appointments';
import { calendarDay } from '../../../contracts/calendar';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  injectMultipart,
  PNG,
  type TestApp,
} from '../helpers';
import {
  APPOINTMENTS,
  aptCall,
  bookingOf,
  slotsOf,
  withToken,
  workingDayAhead,
} from './appointmentsCalls';

let t: TestApp;
let employee: string;
let employeeId: number;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await badgeOf(t, 'employee');
  employeeId = await employeeIdOf(t, 'employee');
  supervisor = await badgeOf(t, 'supervisor');
});
afterAll(async () => {
  await t?.close();
});

const act = (id: number, body: object, username = 'medical.staff') =>
  aptCall(t, username, 'PUT', `/Citas/${id}`, body);

describe('the day’s appointments and the staff’s actions', () => {
  let day: string;
  let appointment: Appointment;

  beforeAll(async () => {
    day = await workingDayAhead(t, 12);
    const slot = (await slotsOf(t, day)).find((s) => s.horaInicio === '09:00')!;
    appointment = expectJson<Appointment>(
      await aptCall(t, 'employee', 'POST', '/HorarioDisponible', bookingOf(employee, slot)),
      201,
    );
  });

  it('lists a day for the staff, filtered by badge, status and time, with the total', async () => {
    const response = await aptCall(
      t,
      'medical.staff',
      'GET',
      `/Citas?fecha=${day}&identificacion=${employee}&estado=booked&hora=09:00`,
    );
    const rows = expectJson<Appointment[]>(response);
    expect(rows.map((a) => a.id)).toEqual([appointment.id]);
    expect(response.headers['x-total-count']).toBe('1');
    expect(
      expectJson<Appointment[]>(
        await aptCall(t, 'medical.staff', 'GET', `/Citas?fecha=${day}&estado=attended`),
      ),
    ).toEqual([]);
    expect((await aptCall(t, 'employee', 'GET', `/Citas?fecha=${day}`)).statusCode).toBe(403);
    expectInvalid(await aptCall(t, 'medical.staff', 'GET', '/Citas?estado=lost'), 'estado');
  });

  it('cancels and enables again; moves to another free slot; refuses a taken one', async () => {
    expect(expectJson<Appointment>(await act(appointment.id, { accion: 'cancel' })).estado).toBe(
      'cancelled',
    );
    const notAllowed = await act(appointment.id, { accion: 'noShow' });
    expect(notAllowed.statusCode).toBe(409);
    expect(Object.keys(notAllowed.json<{ errors: object }>().errors)).toEqual(['accion']);
    expect(expectJson<Appointment>(await act(appointment.id, { accion: 'enable' })).estado).toBe(
      'booked',
    );
    const moved = expectJson<Appointment>(
      await act(appointment.id, {
        accion: 'update',
        fecha: day,
        horaInicio: '09:30',
        horaFin: '10:00',
      }),
    );
    expect(moved.horaInicio).toBe('09:30');
    // Another employee takes 09:00 again; moving back there is 409.
    const slot = (await slotsOf(t, day, appointment.idProfesional)).find(
      (s) => s.horaInicio === '09:00',
    )!;
    expectJson(
      await aptCall(t, 'medical.staff', 'POST', '/HorarioDisponible', bookingOf(supervisor, slot)),
      201,
    );
    const taken = await act(appointment.id, {
      accion: 'update',
      fecha: day,
      horaInicio: '09:00',
      horaFin: '09:30',
    });
    expect(taken.statusCode).toBe(409);
    expectInvalid(await act(appointment.id, { accion: 'update', fecha: day }), 'horaInicio');
    expectInvalid(
      await act(appointment.id, {
        accion: 'update',
        fecha: day,
        horaInicio: '12:15',
        horaFin: '12:45',
      }),
      'horaInicio',
    );
    expect((await t.auditRows('appointment', appointment.id)).map((r) => r.action)).toEqual([
      'update',
      'update',
      'update',
    ]);
  });

  it('marks attended with a diagnosis the employee then reads', async () => {
    const attended = expectJson<Appointment>(
      await act(appointment.id, {
        accion: 'attend',
        diagnostico: 'Migraña tensional',
        tratamiento: 'Reposo',
        notas: '',
      }),
    );
    expect(attended.estado).toBe('attended');
    const history = expectJson<Diagnosis[]>(
      await aptCall(
        t,
        'employee',
        'GET',
        `/diagnosticos/getHistorialDiagnosticos?badge=${employee}`,
      ),
    );
    expect(history[0]).toMatchObject({ diagnostico: 'Migraña tensional', idCita: appointment.id });
    expect((await act(appointment.id, { accion: 'cancel' })).statusCode).toBe(409);
    expect((await act(999_999, { accion: 'cancel' })).statusCode).toBe(404);
    expect((await act(appointment.id, { accion: 'cancel' }, 'employee')).statusCode).toBe(403);
  });
});

describe('the diagnosis history', () => {
  const historyOf = (username: string, badge: string) =>
    aptCall(t, username, 'GET', `/diagnosticos/getHistorialDiagnosticos?badge=${badge}`);

  it('is read by its employee and the medical staff, the staff’s reads recorded for the employee', async () => {
    const readsOfHistory = () =>
      t.db
        .selectFrom('record_reads')
        .select('reader_username')
        .where('subject_employee_id', '=', employeeId)
        .where('what', '=', 'medical_history')
        .orderBy('id')
        .execute();
    const before = (await readsOfHistory()).length;
    const mine = expectJson<Diagnosis[]>(await historyOf('employee', employee));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expectJson(await historyOf('medical.staff', employee));
    const rows = await readsOfHistory();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.reader_username).toBe('medical.staff');
  });

  it('is refused to anyone else, System_Admin included (403), and without a token (400)', async () => {
    expect((await historyOf('supervisor', employee)).statusCode).toBe(403);
    expect((await historyOf('admin', employee)).statusCode).toBe(403);
    expectInvalid(
      await aptCall(
        t,
        'employee',
        'GET',
        `/diagnosticos/getHistorialDiagnosticos?badge=${employee}`,
        undefined,
        { token: null },
      ),
      'token',
    );
  });

  it('answers the liveness call', async () => {
    expect(expectJson(await aptCall(t, 'employee', 'GET', '/diagnosticos/pruebadeApi'))).toEqual({
      status: 'ok',
      database: 'ok',
    });
  });
});

describe('buildings, professionals, request types, areas and people', () => {
  it('creates a building or sets its open flag by name (staff only); a closed one offers no slots', async () => {
    const created = await aptCall(t, 'medical.staff', 'POST', '/Edificios', {
      edificio: 'Anexo Sur',
      abierto: true,
    });
    expect(created.statusCode).toBe(201);
    const changed = expectJson<MedicalBuilding>(
      await aptCall(t, 'medical.staff', 'POST', '/Edificios', {
        edificio: 'torre médica central',
        abierto: false,
      }),
    );
    expect(changed).toMatchObject({ edificio: 'Torre Médica Central', abierto: false });
    const day = await workingDayAhead(t, 5);
    expect((await slotsOf(t, day)).some((s) => s.idEdificio === changed.id)).toBe(false);
    expectJson(
      await aptCall(t, 'medical.staff', 'POST', '/Edificios', {
        edificio: 'Torre Médica Central',
        abierto: true,
      }),
    );
    expect((await slotsOf(t, day)).some((s) => s.idEdificio === changed.id)).toBe(true);
    expect(
      (await aptCall(t, 'employee', 'POST', '/Edificios', { edificio: 'X Y', abierto: true }))
        .statusCode,
    ).toBe(403);
    expectInvalid(
      await aptCall(t, 'medical.staff', 'POST', '/Edificios', { edificio: 'Z' }),
      'abierto',
    );
    expect((await t.auditRows('medical_building', changed.id)).length).toBe(2);
  });

  it('hides an inactive building from employees (and its slots), not from the staff', async () => {
    const created = expectJson<MedicalBuilding>(
      await aptCall(t, 'medical.staff', 'POST', '/Edificios', {
        edificio: 'Anexo Norte',
        abierto: true,
      }),
      201,
    );
    const update = await t.call('medical.staff', 'PUT', `/admin/medical-buildings/${created.id}`, {
      name: 'Anexo Norte',
      open: true,
      active: false,
    });
    expect(update.json()).toMatchObject({ active: false, open: true });
    const seen = (username: string) =>
      aptCall(t, username, 'GET', '/Edificios').then((r) =>
        expectJson<MedicalBuilding[]>(r).map((b) => b.id),
      );
    expect(await seen('employee')).not.toContain(created.id);
    expect(await seen('medical.staff')).toContain(created.id);
    const day = await workingDayAhead(t, 5);
    const slots = expectJson<{ idEdificio: number }[]>(
      await aptCall(t, 'employee', 'GET', `/HorarioDisponible?fecha=${day}&edificio=${created.id}`),
    );
    expect(slots).toEqual([]);
  });

  it('lists professionals, request types of a building and the areas', async () => {
    const professionals = expectJson<{ idEdificio: number }[]>(
      await aptCall(t, 'employee', 'GET', '/Profesionales'),
    );
    expect(professionals.length).toBe(5);
    const types = expectJson<{ idEdificio: number }[]>(
      await aptCall(
        t,
        'employee',
        'GET',
        `/TipoSolicitud?edificio=${professionals[0]!.idEdificio}`,
      ),
    );
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => type.idEdificio === professionals[0]!.idEdificio)).toBe(true);
    expectInvalid(await aptCall(t, 'employee', 'GET', '/TipoSolicitud'), 'edificio');
    const areas = expectJson<string[]>(await aptCall(t, 'employee', 'GET', '/AreaCuenta'));
    expect(areas.length).toBeGreaterThan(1);
  });

  it('finds people for the staff; an employee only themself', async () => {
    const response = await aptCall(t, 'medical.staff', 'GET', `/Personal?coachBadge=${supervisor}`);
    const people = expectJson<Person[]>(response);
    expect(people.map((p) => p.badge)).toContain(employee);
    expect(people.every((p) => p.coachBadge === supervisor)).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBe(people.length);
    const me = expectJson<Person[]>(
      await aptCall(t, 'employee', 'GET', `/Personal?badge=${employee}`),
    );
    expect(me).toHaveLength(1);
    expect((await aptCall(t, 'employee', 'GET', `/Personal?badge=${supervisor}`)).statusCode).toBe(
      403,
    );
    expect((await aptCall(t, 'employee', 'GET', '/Personal')).statusCode).toBe(403);
  });
});

describe('health campaigns', () => {
  const multipart = async (
    method: 'POST' | 'PUT',
    path: string,
    fields: Record<string, string | { filename: string; data: Buffer }>,
  ) =>
    injectMultipart(t.app, {
      method,
      url: `${APPOINTMENTS}${await withToken(t, path)}`,
      token: await t.tokenOf('medical.staff'),
      fields: Object.entries(fields),
    });
  const fields = {
    nombre: 'Donación de sangre',
    ruta: '/MedicalAppointment',
    prioridad: '1',
    activo: 'true',
    fechaInicio: calendarDay(),
    fechaFin: calendarDay(),
  };

  it('shows the campaigns in force to the employee with their own badge, all to the staff', async () => {
    const inForce = expectJson<HealthCampaign[]>(
      await aptCall(t, 'employee', 'GET', `/HealthCampaigns?badge=${employee}`),
    );
    expect(inForce.length).toBe(3);
    expect(inForce.map((c) => c.prioridad)).toEqual([1, 2, 3]);
    expect(inForce.every((c) => c.imagen?.startsWith('/api/main/files/'))).toBe(true);
    expect(
      (await aptCall(t, 'employee', 'GET', `/HealthCampaigns?badge=${supervisor}`)).statusCode,
    ).toBe(403);
    expect(
      (await aptCall(t, 'employee', 'GET', '/HealthCampaigns?obtenerTodos=true')).statusCode,
    ).toBe(403);
    expectJson(await aptCall(t, 'medical.staff', 'GET', '/HealthCampaigns?obtenerTodos=true'));
  });

  it('creates with a picture, changes, removes the picture with -1, deletes naming the image', async () => {
    const created = expectJson<HealthCampaign>(
      await multipart('POST', '/HealthCampaigns', {
        ...fields,
        imagen: { filename: 'a.png', data: PNG },
      }),
      201,
    );
    expect(created.idImagen).toBeTruthy();
    expect(created.badge).toBe(await badgeOf(t, 'medical.staff'));
    expectInvalid(
      await multipart('POST', '/HealthCampaigns', { ...fields, ruta: 'javascript:alert(1)' }),
      'ruta',
    );
    expectInvalid(
      await multipart('POST', '/HealthCampaigns', {
        ...fields,
        imagen: { filename: 'a.png', data: Buffer.from('not a picture') },
      }),
      'imagen',
    );
    const kept = expectJson<HealthCampaign>(
      await multipart('PUT', `/HealthCampaigns/${created.id}`, {
        ...fields,
        nombre: 'Donación de sangre 2026',
      }),
    );
    expect(kept.idImagen).toBe(created.idImagen);
    expectInvalid(
      await aptCall(t, 'medical.staff', 'DELETE', `/HealthCampaigns/${created.id}?image=-1`),
      'image',
    );
    const removed = expectJson<HealthCampaign>(
      await multipart('PUT', `/HealthCampaigns/${created.id}`, { ...fields, imagen: '-1' }),
    );
    expect(removed.idImagen).toBeNull();
    expectJson(
      await aptCall(t, 'medical.staff', 'DELETE', `/HealthCampaigns/${created.id}?image=-1`),
    );
    expect(
      (await aptCall(t, 'medical.staff', 'DELETE', `/HealthCampaigns/${created.id}?image=-1`))
        .statusCode,
    ).toBe(404);
    expect(
      (await aptCall(t, 'employee', 'DELETE', `/HealthCampaigns/${created.id}?image=-1`))
        .statusCode,
    ).toBe(403);
    expect((await t.auditRows('health_campaign', created.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });
});

describe('the staff’s own resources', () => {
  it('lists and edits buildings, professionals, windows and request types (staff only)', async () => {
    const list = await t.call(
      'medical.staff',
      'GET',
      '/admin/medical-professionals?sort=["name","ASC"]&range=[0,9]',
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toMatch(/\/5$/);
    expect((await t.call('employee', 'GET', '/admin/medical-professionals')).statusCode).toBe(403);
    const professional = list.json<{ id: number; buildingId: number }[]>()[0]!;
    const window = await t.call('medical.staff', 'POST', '/admin/medical-availability', {
      professionalId: professional.id,
      weekday: 6,
      startTime: '09:00',
      endTime: '11:00',
      validFrom: calendarDay(),
      validTo: null,
    });
    expect(window.statusCode).toBe(201);
    const overlap = await t.call('medical.staff', 'POST', '/admin/medical-availability', {
      professionalId: professional.id,
      weekday: 6,
      startTime: '10:00',
      endTime: '12:00',
      validFrom: calendarDay(),
      validTo: null,
    });
    expect(overlap.statusCode).toBe(409);
    const bad = await t.call('medical.staff', 'POST', '/admin/medical-availability', {
      professionalId: professional.id,
      weekday: 6,
      startTime: '10:00',
      endTime: '09:00',
      validFrom: calendarDay(),
    });
    expectInvalid(bad, 'endTime');
    expect(
      (
        await t.call(
          'medical.staff',
          'DELETE',
          `/admin/medical-availability/${window.json<{ id: number }>().id}`,
        )
      ).statusCode,
    ).toBe(200);
    const building = await t.call('medical.staff', 'POST', '/admin/medical-buildings', {
      name: 'Clínica Heredia',
      open: true,
    });
    expect(building.statusCode).toBe(409);
    const type = await t.call('medical.staff', 'POST', '/admin/appointment-request-types', {
      buildingId: professional.buildingId,
      name: 'Vacunación',
      nameEn: 'Vaccination',
    });
    expect(type.statusCode).toBe(201);
    expect(type.json()).toMatchObject({ name: 'Vacunación', active: true });
  });
});
