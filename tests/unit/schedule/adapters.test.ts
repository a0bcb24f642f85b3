// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FIXED_FINAL_DATE } from '../../../contracts/schedule/schedule';
import {
  type CustomChangeValues,
  customRequest,
  horariosCustomOf,
  imageRequest,
  type OfferedChangeValues,
  scheduleAdapters,
} from '../../../dataProviders/schedule/schedule';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

// The family's base is the adapters' parameter: the fake API serves it.
const API = MAIN_API;
const TOKEN = 'token-de-hoy';
const todayToken = () => Promise.resolve(TOKEN);

const requester = {
  badge: '100002',
  login: 'employee',
  email: 'employee@portal.test',
  name: 'Empleado Demo',
};
const OFF = { start: '', end: '' };
const custom: CustomChangeValues = {
  ...requester,
  kind: 'custom',
  reasonId: 5,
  until: '2026-12-31',
  days: [
    { start: '07:00', end: '15:00' },
    { start: '13:05', end: '21:35' },
    { start: '00:30', end: '08:30' },
    { start: '12:00', end: '20:00' },
    { start: '22:00', end: '06:00' },
    OFF,
    OFF,
  ],
  image: 'data:image/png;base64,iVBORw0KGgo=',
};

/** When set, the image is refused as the service refuses a wrong type. */
let refuseImage = false;

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    if (method === 'POST' && url === '/Agendas/PostBase64ToImage' && refuseImage)
      return HttpResponse.json(
        { message: 'La imagen debe ser JPEG, PNG, WebP o PDF.', errors: { Imagen: 'tipo' } },
        { status: 400 },
      );
    if (method === 'POST' && url === '/Agendas/PostInsertaRequest')
      return HttpResponse.json({ id: 41, StatusID: 1 }, { status: 201 });
    if (method === 'POST' && url === '/Agendas/PostBase64ToImage')
      return HttpResponse.json(
        { request: 41, mime: 'image/png', size: 8, url: '/x' },
        { status: 201 },
      );
    if (url.startsWith('/Agendas/GetUserValid?'))
      return HttpResponse.json({ valid: true, reason: null, message: null });
    if (method === 'DELETE' && url.startsWith('/Agendas/Requests/41?'))
      return HttpResponse.json({ id: 41, StatusID: 4, status: 'cancelled' });
    if (url.startsWith('/Agendas/GetStatusEmployee?'))
      return HttpResponse.json({ badge: '100002', schedule: null, pendingRequestId: null });
    if (url.startsWith('/Agendas/GetAgendasException?')) return HttpResponse.json([]);
    if (url.startsWith('/Agendas/GetAgendas?'))
      return HttpResponse.json([{ id: 3, code: 'A-0600', permanent: true }]);
    if (url.startsWith('/Agendas/GetMyRequestChatBot?'))
      return HttpResponse.json([{ id: 40, StatusID: 2 }]);
    if (url.startsWith('/Agendas/GetReasons?'))
      return HttpResponse.json([{ id: 5, name: 'Estudios', custom: true }]);
    return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
  },
});

const adapters = () => scheduleAdapters(API, api.http, todayToken);
const list = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };

describe('R2: custom schedule times', () => {
  it("sends 24-hour 'HH:MM' as 12-hour 'h:MM am/pm' and leaves an empty day empty", () => {
    expect(horariosCustomOf(custom.days)).toEqual({
      LunesEntrada: '7:00 am',
      LunesSalida: '3:00 pm',
      // Tuesday keeps the contract's typo.
      MatesEntrada: '1:05 pm',
      MatesSalida: '9:35 pm',
      MiercolesEntrada: '12:30 am',
      MiercolesSalida: '8:30 am',
      JuevesEntrada: '12:00 pm',
      JuevesSalida: '8:00 pm',
      ViernesEntrada: '10:00 pm',
      ViernesSalida: '6:00 am',
      SabadoEntrada: '',
      SabadoSalida: '',
      DomingoEntrada: '',
      DomingoSalida: '',
      // 8 + 8.5 + 8 + 8 + 8 (past midnight counted whole).
      TotalHours: '40.5',
    });
  });
});

describe('R3: a custom request', () => {
  it("is ProblemID 7 with the chosen reason, StartDate and FinalDate both the 'Until' date", () => {
    expect(customRequest(custom, TOKEN)).toMatchObject({
      StatusID: 1,
      ProblemID: 7,
      ReasonID: 5,
      StartDate: '2026-12-31',
      FinalDate: '2026-12-31',
      Type: 'Custom',
      token: TOKEN,
    });
  });
});

describe('R5: the schedule image', () => {
  it('is sent with its data-URL prefix stripped', () => {
    expect(imageRequest('data:image/jpeg;base64,/9j/4AAQ', 'employee', 41, TOKEN)).toEqual({
      Imagen: '/9j/4AAQ',
      NetworkLogin: 'employee',
      request: 41,
      token: TOKEN,
    });
  });
});

describe('schedule adapters over /Agendas', () => {
  it('R4: a permanent schedule offered is ProblemID 1, ReasonID 4 and the fixed FinalDate', async () => {
    const values: OfferedChangeValues = {
      ...requester,
      kind: 'offered',
      schedule: { id: 3, permanent: true },
      startDate: '2026-12-01',
    };
    const { data } = await adapters()['my-schedule-requests'].create('my-schedule-requests', {
      data: values,
    });
    expect(data).toEqual({ id: 41, StatusID: 1, image: 'none' });
    expect(api.sent).toEqual([
      {
        method: 'POST',
        url: '/Agendas/PostInsertaRequest',
        body: {
          StatusID: 1,
          Employee_ID: '100002',
          Network_Login: 'employee',
          Employee_Email: 'employee@portal.test',
          Employee_Name: 'Empleado Demo',
          ProblemID: 1,
          ReasonID: 4,
          Schedule_ID: 3,
          StartDate: '2026-12-01',
          FinalDate: FIXED_FINAL_DATE,
          Type: 'Agenda',
          token: TOKEN,
        },
      },
    ]);
  });

  it('R4: a temporary schedule offered is ProblemID 2, still ReasonID 4 and the fixed FinalDate', async () => {
    await adapters()['my-schedule-requests'].create('my-schedule-requests', {
      data: {
        ...requester,
        kind: 'offered',
        schedule: { id: 7, permanent: false },
        startDate: '2026-12-01',
      },
    });
    expect(api.sent[0]?.body).toMatchObject({
      ProblemID: 2,
      ReasonID: 4,
      Schedule_ID: 7,
      FinalDate: '2099-12-31',
    });
    expect(api.sent[0]?.body).not.toHaveProperty('HorariosCustom');
  });

  it('sends a custom request, then its image (prefix stripped) for the new request id', async () => {
    const { data } = await adapters()['my-schedule-requests'].create('my-schedule-requests', {
      data: custom,
    });
    expect(data).toEqual({ id: 41, StatusID: 1, image: 'sent' });
    expect(api.sent.map((sent) => sent.url)).toEqual([
      '/Agendas/PostInsertaRequest',
      '/Agendas/PostBase64ToImage',
    ]);
    expect(api.sent[0]?.body).toMatchObject({
      ProblemID: 7,
      HorariosCustom: { MatesEntrada: '1:05 pm', SabadoEntrada: '', TotalHours: '40.5' },
    });
    expect(api.sent[1]?.body).toEqual({
      Imagen: 'iVBORw0KGgo=',
      NetworkLogin: 'employee',
      request: 41,
      token: TOKEN,
    });
  });

  it('keeps the request when its image is refused, and says so', async () => {
    refuseImage = true;
    try {
      const { data } = await adapters()['my-schedule-requests'].create('my-schedule-requests', {
        data: custom,
      });
      expect(data).toMatchObject({
        id: 41,
        StatusID: 1,
        image: 'failed',
        imageRefusal: 'La imagen debe ser JPEG, PNG, WebP o PDF.',
      });
    } finally {
      refuseImage = false;
    }
  });

  it('asks the chat-bot lookup with top=1 and the date token', async () => {
    const { data } = await adapters()['my-schedule-requests'].getList('my-schedule-requests', {
      ...list,
      filter: { badge: '100002' },
    });
    expect(data).toEqual([{ id: 40, StatusID: 2 }]);
    expect(api.sent).toEqual([
      {
        method: 'GET',
        url: `/Agendas/GetMyRequestChatBot?badge=100002&top=1&token=${TOKEN}`,
        body: null,
      },
    ]);
  });

  it('carries the date token on every read: validity, status, offered, exceptions, reasons', async () => {
    const all = adapters();
    const { data: eligibility } = await all['schedule-eligibility'].getOne('schedule-eligibility', {
      id: '100002',
    });
    expect(eligibility).toMatchObject({ id: '100002', valid: true });
    const { data: status } = await all['schedule-status'].getOne('schedule-status', {
      id: '100002',
    });
    expect(status).toMatchObject({ id: '100002', pendingRequestId: null });
    await all['schedules-offered'].getList('schedules-offered', {
      ...list,
      filter: { badge: '100002', horaInicio: '06:00', diasLibres: '6,7', permanencia: true },
    });
    await all['schedule-exceptions'].getList('schedule-exceptions', {
      ...list,
      filter: { badge: '100002' },
    });
    await all['schedule-reasons'].getList('schedule-reasons', { ...list, filter: {} });
    expect(api.sent.map((sent) => sent.url)).toEqual([
      `/Agendas/GetUserValid?badge=100002&token=${TOKEN}`,
      `/Agendas/GetStatusEmployee?badge=100002&token=${TOKEN}`,
      `/Agendas/GetAgendas?badge=100002&horaInicio=06%3A00&diasLibres=6%2C7&permanencia=true&token=${TOKEN}`,
      `/Agendas/GetAgendasException?badge=100002&token=${TOKEN}`,
      `/Agendas/GetReasons?token=${TOKEN}`,
    ]);
  });

  it('withdraws my pending request by its id, with my badge and the date token', async () => {
    const { data } = await adapters()['my-schedule-requests'].delete('my-schedule-requests', {
      id: 41,
      meta: { badge: '100002' },
    });
    expect(data).toMatchObject({ id: 41, StatusID: 4 });
    expect(api.sent).toEqual([
      { method: 'DELETE', url: `/Agendas/Requests/41?badge=100002&token=${TOKEN}`, body: null },
    ]);
  });

  it('asks nothing before the badge is known', async () => {
    const { data } = await adapters()['schedules-offered'].getList('schedules-offered', {
      ...list,
      filter: {},
    });
    expect(data).toEqual([]);
    expect(api.sent).toEqual([]);
  });
});
