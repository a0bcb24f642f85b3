import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type {
  EmployeeStatusAnswer,
  ScheduleReason,
  ScheduleRequest,
  UserValidAnswer,
  WorkSchedule,
} from '../../../contracts/schedule/schedule';
import { SchedulePage } from '../../../src/modules/schedule/SchedulePage';
import { closingAsks } from '../helpers/leaving';
import { renderInDataRouterAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';
import { typeDay, typeTime } from '../helpers/days';

const authProvider = signedInAs([], {
  id: '100002',
  fullName: 'Esteban Vargas Rojas',
  username: 'employee',
  email: 'employee@portal.test',
});

const office: WorkSchedule = {
  id: 3,
  code: 'D-0800',
  startTime: '08:00',
  endTime: '17:00',
  daysOff: [6, 7],
  permanent: true,
  account: null,
  active: true,
  weeklyHours: 45,
};
const status: EmployeeStatusAnswer = {
  badge: '100002',
  fullName: 'Esteban Vargas Rojas',
  account: 'Banca Digital',
  position: 'Agente',
  schedule: { ...office, since: '2026-01-05' },
  pendingRequestId: null,
};
const reasons: ScheduleReason[] = [
  { id: 4, name: 'Cambio de horario', custom: false },
  { id: 10, name: 'Estudios', custom: true },
];

const pending: ScheduleRequest = {
  id: 41,
  StatusID: 1,
  status: 'submitted',
  ProblemID: 2,
  ReasonID: 4,
  reason: 'Cambio de horario',
  Schedule_ID: 3,
  schedule: office,
  StartDate: '2026-12-01',
  FinalDate: '2099-12-31',
  Type: 'Agenda',
  HorariosCustom: null,
  shifts: [{ weekday: 1, start: '08:00', end: '17:00' }],
  note: '',
  createdAt: '2026-11-20T15:00:00.000Z',
  statusChangedAt: '2026-11-20T15:00:00.000Z',
  imageUrl: null,
};

function fakeProvider({
  valid = { valid: true, reason: null, message: null, probationEnds: null, pendingRequestId: null },
  statusError,
  mine = [],
}: { valid?: UserValidAnswer; statusError?: HttpError; mine?: ScheduleRequest[] } = {}) {
  const lists: Record<string, unknown[]> = {
    'schedules-offered': [office],
    'schedule-exceptions': [],
    'schedule-reasons': reasons,
    'my-schedule-requests': mine,
  };
  return {
    getList: vi.fn(async (resource: string) => ({
      data: lists[resource] ?? [],
      total: lists[resource]?.length ?? 0,
    })),
    getOne: vi.fn(async (resource: string) => {
      if (resource === 'schedule-eligibility') return { data: { ...valid, id: '100002' } };
      if (statusError) throw statusError;
      return { data: { ...status, id: '100002' } };
    }),
    create: vi.fn(async () => ({ data: { id: 41, StatusID: 1, image: 'none' } })),
    delete: vi.fn(async () => ({ data: { ...pending, StatusID: 4, status: 'cancelled' } })),
  } as unknown as DataProvider & {
    create: ReturnType<typeof vi.fn>;
    delete: ReturnType<typeof vi.fn>;
  };
}

// Under a data router, as in the portal: a form asks before its typed data is left behind.
const open = (dataProvider: DataProvider) =>
  renderInDataRouterAt('/ScheduleChange', '/ScheduleChange', <SchedulePage />, {
    dataProvider,
    authProvider,
  });

describe('/ScheduleChange', () => {
  it('shows my schedule in words and says why I may not request, without a form', async () => {
    open(
      fakeProvider({
        valid: {
          valid: false,
          reason: 'probation',
          message: 'Su período de prueba termina el 2027-01-10.',
          probationEnds: '2027-01-10',
          pendingRequestId: null,
        },
      }),
    );
    const mine = await screen.findByRole('region', { name: 'Mi horario' });
    expect(await within(mine).findByText('8:00 am a 5:00 pm')).toBeVisible();
    expect(within(mine).getByText('sábado y domingo')).toBeVisible();
    expect(await screen.findByText('Su período de prueba termina el 2027-01-10.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('shows a failing call as a message with a retry, never signing out', async () => {
    const refusal = new HttpError('El servicio no responde.', 500, {
      message: 'El servicio no responde.',
    });
    open(fakeProvider({ statusError: refusal }));
    const mine = await screen.findByRole('region', { name: 'Mi horario' });
    expect(await within(mine).findByText('El servicio no responde.')).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('adds up a custom week as it is typed, checks each day has both times, then sends it after confirming', async () => {
    const provider = fakeProvider();
    open(provider);
    const form = await screen.findByRole('region', { name: 'Solicitar cambio' });
    fireEvent.click(await within(form).findByRole('radio', { name: 'Un horario personalizado' }));
    expect(closingAsks()).toBe(false);
    typeTime(within(form).getByLabelText('Entrada del Lunes'), '22:00');
    // What is typed is not left behind without a question; once sent, nothing is lost.
    await waitFor(() => expect(closingAsks()).toBe(true));
    typeTime(within(form).getByLabelText('Salida del Lunes'), '06:30');
    typeTime(within(form).getByLabelText('Entrada del Martes'), '09:00');
    // A night shift counts whole; Tuesday has only its entry so far.
    expect(within(form).getByTestId('total-hours')).toHaveTextContent(
      'Total: 8.5 horas por semana',
    );
    const week = within(form).getByRole('table', { name: 'Horario actual y solicitado' });
    expect(within(week).getByRole('row', { name: /^Lunes/ })).toHaveTextContent(
      '10:00 pm a 6:30 am del día siguiente',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await within(form).findByText('Indique la entrada y la salida, o deje ambas vacías'),
    ).toBeVisible();
    expect(within(form).getByText('Elija el motivo')).toBeVisible();
    expect(provider.create).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Entrada del Martes'), { target: { value: '' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Motivo/ }));
    // Only the custom reasons are offered.
    expect(screen.queryByRole('option', { name: 'Cambio de horario' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Estudios' }));
    typeDay(within(form).getByLabelText(/^Hasta/), '2099-01-01');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findByText('Indique una fecha de hoy a un año')).toBeVisible();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    typeDay(within(form).getByLabelText(/^Hasta/), inAMonth);
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(provider.create).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledOnce());
    expect(provider.create.mock.calls[0]?.[1]).toMatchObject({
      data: {
        kind: 'custom',
        badge: '100002',
        login: 'employee',
        reasonId: 10,
        until: inAMonth,
        image: null,
      },
    });
    expect(provider.create.mock.calls[0]?.[1].data.days[0]).toEqual({
      start: '22:00',
      end: '06:30',
    });
    expect(await screen.findByText('Solicitud enviada')).toBeVisible();
    expect(closingAsks()).toBe(false);
  });

  it('asks before a schedule offered, once chosen, is left behind', async () => {
    open(fakeProvider());
    const form = await screen.findByRole('region', { name: 'Solicitar cambio' });
    const offered = await within(form).findByRole('radio', { name: /8:00 am a 5:00 pm/ });
    expect(closingAsks()).toBe(false);
    fireEvent.click(offered);
    await waitFor(() => expect(closingAsks()).toBe(true));
  });

  it('withdraws my pending request after confirming, with my badge', async () => {
    const provider = fakeProvider({ mine: [pending] });
    open(provider);
    const last = await screen.findByRole('region', { name: 'Mi última solicitud' });
    expect(await within(last).findByText('Pendiente')).toBeVisible();
    fireEvent.click(within(last).getByRole('button', { name: 'Retirar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(provider.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledOnce());
    expect(provider.delete.mock.calls[0]?.[1]).toMatchObject({ id: 41, meta: { badge: '100002' } });
  });
});
