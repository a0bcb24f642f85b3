// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Appointment, FreeSlot } from '../../../contracts/appointments/appointments';
import { dateToken } from '../../../contracts/dateToken';
import {
  type AppointmentsApi,
  areasAdapter,
  bookingRequest,
  type BookingValues,
  campaignsAdapter,
  dayAppointmentsAdapter,
  diagnosesAdapter,
  myAppointmentsAdapter,
  peopleAdapter,
  phoneOrNone,
  requestTypesAdapter,
  selfManagedAdapter,
  slotsAdapter,
} from '../../../dataProviders/appointments/appointments';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

// The family's base is the adapters' parameter: the fake API serves it.
const PHRASE = 'frase del token';
const today = () => dateToken(PHRASE);

const slot: FreeSlot = {
  idProfesional: 3,
  profesional: 'Dra. Ana Solís',
  especialidad: 'general',
  idEdificio: 1,
  edificio: 'Torre Norte',
  fecha: '2026-11-26',
  horaInicio: '08:30',
  horaFin: '09:00',
};
const appointment: Appointment = {
  id: 41,
  idColaborador: '100002',
  colaborador: 'Esteban Vargas Rojas',
  idProfesional: 3,
  profesional: 'Dra. Ana Solís',
  especialidad: 'general',
  sede: 1,
  edificio: 'Torre Norte',
  fecha: '2026-11-26',
  horaInicio: '08:30',
  horaFin: '09:00',
  modalidad: 'onSite',
  tipoSolicitud: null,
  tipoSolicitudNombre: null,
  motivo: '',
  telefono1: '',
  telefono2: '',
  estado: 'booked',
  proxima: true,
  createdAt: '2026-11-24T15:00:00.000Z',
  cancelledAt: null,
  attendedAt: null,
};

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    const path = url.split('?')[0];
    if (path === '/HorarioDisponible' && method === 'GET') return HttpResponse.json([slot]);
    if (path?.startsWith('/HorarioDisponible') && method === 'POST') {
      return HttpResponse.json(appointment, { status: 201 });
    }
    if (path === '/CitaS' || path === '/Citas') {
      return HttpResponse.json([appointment], { headers: { 'X-Total-Count': '7' } });
    }
    if (path === '/CitaS/41' && method === 'DELETE') {
      return HttpResponse.json({ ...appointment, estado: 'cancelled' });
    }
    if (path === '/Citas/41' && method === 'PUT') {
      return HttpResponse.json({ ...appointment, estado: 'attended' });
    }
    if (path === '/AreaCuenta') return HttpResponse.json(['Ventas', 'Soporte']);
    if (path === '/Personal') {
      return HttpResponse.json([{ badge: '100002', nombre: 'Esteban', coachBadge: '100012' }]);
    }
    if (path === '/diagnosticos/getHistorialDiagnosticos') {
      return HttpResponse.json(
        { message: 'Solo el colaborador y el personal médico' },
        { status: 403 },
      );
    }
    if (path === '/AutogestionCita' && method === 'POST') {
      return HttpResponse.json({ id: 5, estado: 'submitted' }, { status: 201 });
    }
    if (path?.startsWith('/HealthCampaigns') && method === 'DELETE') {
      return HttpResponse.json({ id: 8 });
    }
    return HttpResponse.json([]);
  },
});

const family = (): AppointmentsApi => ({ api: MAIN_API, http: api.http, todayToken: today });
const query = (index = 0) => new URL(`http://x${api.sent[index]?.url}`).searchParams;
const list = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const } };

const booking: BookingValues = {
  modalidad: 'remote',
  idColaborador: '100002',
  idProfesional: 3,
  fecha: '2026-11-26',
  horaInicio: '08:30',
  horaFin: '09:00',
  sede: 1,
  tipoSolicitud: 2,
  motivo: ' Control ',
  telefono1: '',
  telefono2: '88887777',
};

describe('appointments adapters over the appointments family', () => {
  it('reads the free slots with the filters and today’s date token, each slot a record', async () => {
    const { data } = await slotsAdapter(family()).getList('appointment-slots', {
      ...list,
      filter: { fecha: '2026-11-26', profesional: 3, edificio: 1 },
    });
    expect(data).toEqual([{ ...slot, id: '3-2026-11-26-08:30' }]);
    expect(api.sent[0]?.url.split('?')[0]).toBe('/HorarioDisponible');
    expect(Object.fromEntries(query())).toEqual({
      fecha: '2026-11-26',
      profesional: '3',
      edificio: '1',
      token: await today(),
    });
  });

  it('books on site with the slot only, by phone on the WFH call with the remote fields', async () => {
    const slots = slotsAdapter(family());
    await slots.create('appointment-slots', { data: { ...booking, modalidad: 'onSite' } });
    await slots.create('appointment-slots', { data: booking });
    expect(api.sent.map((sent) => sent.url.split('?')[0])).toEqual([
      '/HorarioDisponible',
      '/HorarioDisponibleWFH',
    ]);
    expect(api.sent[0]?.body).toEqual({
      idColaborador: '100002',
      idProfesional: 3,
      fecha: '2026-11-26',
      horaInicio: '08:30',
      horaFin: '09:00',
      sede: 1,
    });
    expect(api.sent[1]?.body).toMatchObject({
      tipoSolicitud: 2,
      motivo: 'Control',
      telefono1: '00000000',
      telefono2: '88887777',
    });
    expect(query(0).get('token')).toBe(await today());
    expect(query(1).get('token')).toBe(await today());
  });

  it('sends an empty phone as 00000000 (R7), both phones empty too', () => {
    expect(phoneOrNone('')).toBe('00000000');
    expect(phoneOrNone('   ')).toBe('00000000');
    expect(phoneOrNone(undefined)).toBe('00000000');
    expect(phoneOrNone('88887777')).toBe('88887777');
    expect(bookingRequest({ ...booking, telefono1: '', telefono2: '' })).toMatchObject({
      telefono1: '00000000',
      telefono2: '00000000',
    });
  });

  it('lists my appointments by badge, paged, and asks nothing before the badge is known', async () => {
    const mine = myAppointmentsAdapter(family());
    const none = await mine.getList('my-appointments', { ...list, filter: {} });
    expect(none).toEqual({ data: [], total: 0 });
    expect(api.sent).toEqual([]);
    const { data, total } = await mine.getList('my-appointments', {
      ...list,
      filter: { badge: '100002' },
    });
    expect({ ids: data.map((row) => row.id), total }).toEqual({ ids: [41], total: 7 });
    expect(Object.fromEntries(query())).toEqual({
      badge: '100002',
      page: '1',
      perPage: '50',
      token: await today(),
    });
  });

  it('cancels mine with DELETE /CitaS/{id}?badge= and gives the .ics address with the token', async () => {
    const mine = myAppointmentsAdapter(family());
    const { data } = await mine.update('my-appointments', {
      id: 41,
      data: { badge: '100002' },
      previousData: appointment,
    });
    expect(data).toMatchObject({ id: 41, estado: 'cancelled' });
    expect(api.sent[0]).toMatchObject({ method: 'DELETE', body: null });
    expect(api.sent[0]?.url).toBe(`/CitaS/41?badge=100002&token=${await today()}`);
    const { data: url } = await (
      mine as unknown as {
        calendarUrl: (r: string, p: { id: number; badge: string }) => Promise<{ data: string }>;
      }
    ).calendarUrl('my-appointments', { id: 41, badge: '100002' });
    expect(url).toBe(`${MAIN_API}/CitaS/41/ics?badge=100002&token=${await today()}`);
  });

  it('lists a day for the staff with its filters, sort and page, and sends their action', async () => {
    const day = dayAppointmentsAdapter(family());
    await day.getList('day-appointments', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'horaInicio', order: 'DESC' },
      filter: { fecha: '2026-11-26', estado: 'booked', identificacion: '100002' },
    });
    expect(Object.fromEntries(query())).toEqual({
      fecha: '2026-11-26',
      identificacion: '100002',
      estado: 'booked',
      sort: 'horaInicio',
      order: 'DESC',
      page: '2',
      perPage: '25',
      token: await today(),
    });
    await day.update('day-appointments', {
      id: 41,
      data: { accion: 'attend', diagnostico: 'Gripe', tratamiento: 'Reposo', notas: '' },
      previousData: appointment,
    });
    expect(api.sent[1]).toMatchObject({
      method: 'PUT',
      body: { accion: 'attend', diagnostico: 'Gripe', tratamiento: 'Reposo', notas: '' },
    });
    expect(api.sent[1]?.url).toBe(`/Citas/41?token=${await today()}`);
  });

  it('reports a refused history with its status and message (the session goes on)', async () => {
    const refusal = await diagnosesAdapter(family())
      .getList('my-diagnoses', { ...list, filter: { badge: '100003' } })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
    expect(query().get('token')).toBe(await today());
  });

  it('asks the request types of a building only, the areas as records, a person by badge', async () => {
    const types = requestTypesAdapter(family());
    expect(await types.getList('appointment-request-type-list', { ...list, filter: {} })).toEqual({
      data: [],
      total: 0,
    });
    await types.getList('appointment-request-type-list', { ...list, filter: { edificio: 2 } });
    const areas = await areasAdapter(family()).getList('appointment-areas', {
      ...list,
      filter: {},
    });
    expect(areas.data).toEqual([
      { id: 'Ventas', name: 'Ventas' },
      { id: 'Soporte', name: 'Soporte' },
    ]);
    const { data: person } = await peopleAdapter(family()).getOne('appointment-people', {
      id: '100002',
    });
    expect(person).toMatchObject({ id: '100002', coachBadge: '100012' });
    expect(api.sent.map((sent) => sent.url)).toEqual([
      `/TipoSolicitud?edificio=2&token=${await today()}`,
      `/AreaCuenta?token=${await today()}`,
      `/Personal?badge=100002&token=${await today()}`,
    ]);
  });

  it('sends a self-managed request with an empty phone as 00000000, withdraws it by badge', async () => {
    const requests = selfManagedAdapter(family());
    await requests.create('my-self-managed-appointments', {
      data: {
        badge: '100002',
        edificio: 1,
        area: 'Ventas',
        tipoSolicitud: 2,
        motivo: 'Control anual',
        horaEntrada: '08:00',
        horaSalida: '17:00',
        horaAlmuerzo: '12:00',
        usuario: 'employee',
        telefono: '',
        fechaCita: '2026-11-30',
      },
    });
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      url: `/AutogestionCita?token=${await today()}`,
      body: { telefono: '00000000', fechaCita: '2026-11-30', usuario: 'employee' },
    });
    await requests.update('my-self-managed-appointments', {
      id: 5,
      data: { badge: '100002' },
      previousData: { id: 5 },
    });
    expect(api.sent[1]).toMatchObject({
      method: 'DELETE',
      url: `/AutogestionCita/5?badge=100002&token=${await today()}`,
    });
  });

  it('reads the campaigns in force by badge or all for the staff; a delete names the picture or -1', async () => {
    const campaigns = campaignsAdapter(family());
    await campaigns.getList('health-campaign-list', { ...list, filter: { badge: '100002' } });
    await campaigns.getList('health-campaign-list', { ...list, filter: { all: true } });
    await campaigns.delete('health-campaign-list', {
      id: 8,
      previousData: { id: 8, idImagen: 'abc' },
    });
    await campaigns.delete('health-campaign-list', {
      id: 8,
      previousData: { id: 8, idImagen: null },
    });
    const token = await today();
    expect(api.sent.map((sent) => `${sent.method} ${sent.url}`)).toEqual([
      `GET /HealthCampaigns?badge=100002&token=${token}`,
      `GET /HealthCampaigns?obtenerTodos=true&token=${token}`,
      `DELETE /HealthCampaigns/8?image=abc&token=${token}`,
      `DELETE /HealthCampaigns/8?image=-1&token=${token}`,
    ]);
  });
});
