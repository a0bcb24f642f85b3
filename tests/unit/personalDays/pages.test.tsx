import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type DataProvider, Notification } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { addDays, calendarDay, isWeekend } from '../../../contracts/calendar';
import type {
  DayRequest,
  TeamDay,
  TimeInterval,
  UserValidation,
} from '../../../contracts/personalDays/personalDays';
import { DayRequestFormPage } from '../../../src/modules/personalDays/DayRequestFormPage';
import { MyDaysPage } from '../../../src/modules/personalDays/MyDaysPage';
import { DayApprovalShow } from '../../../resources/personalDays/personal-days-approvals/DayApprovalShow';
import { renderPageAt } from '../helpers/renderPage';
import { personalDayBalance } from './fixtures';
import { signedInAs } from '../helpers/authProvider';
import { shownDay, typeDay } from '../helpers/days';

const TODAY = calendarDay();
/** The next weekday after today that is not the fake holiday. */
let WEEKDAY = addDays(TODAY, 1);
while (isWeekend(WEEKDAY)) WEEKDAY = addDays(WEEKDAY, 1);
const HOLIDAY = { id: 1, date: WEEKDAY, name: 'Día de prueba', updatedAt: '' };
let FREE_DAY = addDays(WEEKDAY, 1);
while (isWeekend(FREE_DAY)) FREE_DAY = addDays(FREE_DAY, 1);
let SATURDAY = TODAY;
while (new Date(`${SATURDAY}T00:00:00Z`).getUTCDay() !== 6) SATURDAY = addDays(SATURDAY, 1);

const balance = [
  personalDayBalance,
  {
    categoryId: 2,
    name: 'Cumpleaños',
    quotaHalves: 2,
    usedHalves: 2,
    pendingHalves: 0,
    leftHalves: 0,
  },
];
const allowed: UserValidation = {
  allowed: true,
  reasons: [],
  probationEndsOn: '2020-01-01',
  year: Number(TODAY.slice(0, 4)),
  mayApprove: false,
  balance,
};
const intervals: TimeInterval[] = [
  { id: 11, categoryId: 1, name: 'Día completo', startTime: '08:00', endTime: '17:00', halves: 2 },
  { id: 12, categoryId: 1, name: 'Mañana', startTime: '08:00', endTime: '12:00', halves: 1 },
];
const pending: DayRequest = {
  id: 7,
  employee: { badge: '100002', fullName: 'Ana Mora', account: 'Banca Digital' },
  employeeName: 'Ana Mora',
  employeeBadge: '100002',
  categoryId: 1,
  category: 'Día personal',
  timeIntervalId: 12,
  timeInterval: 'Mañana',
  startTime: '08:00',
  endTime: '12:00',
  halves: 1,
  requestDate: FREE_DAY,
  comment: 'Trámite en el banco',
  status: 'submitted',
  reason: '',
  createdAt: `${TODAY}T15:00:00.000Z`,
  submittedAt: `${TODAY}T15:00:00.000Z`,
  statusChangedAt: `${TODAY}T15:00:00.000Z`,
  history: [],
};
const rejected: DayRequest = {
  ...pending,
  id: 6,
  status: 'rejected',
  reason: 'Cierre de mes en la cuenta',
  requestDate: '2026-01-30',
};

const authProvider = signedInAs(['PD_User'], { id: '100002', fullName: 'Ana Mora' });

/** The module's resources as the pages read them, each call recorded. */
/** A teammate of the requester off two days later, as `personal-day-team-days` answers. */
const teamDay: TeamDay = {
  id: 31,
  employeeName: 'Luis Rojas',
  employeeBadge: '100003',
  requestDate: FREE_DAY,
  halves: 2,
  status: 'approved',
};

function fakeProvider(validation: UserValidation, requests: DayRequest[] = []) {
  const calls = {
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...pending, ...data, id: 9 },
    })),
    delete: vi.fn(async (_resource: string, { id }: { id: number }) => ({
      data: { ...pending, id, status: 'cancelled' },
    })),
  };
  const provider = {
    getOne: async (resource: string, { id }: { id: unknown }) => ({
      data: resource === 'personal-days-validation' ? { ...validation, id } : pending,
    }),
    getList: async (resource: string) => {
      const data: unknown[] =
        resource === 'personal-day-categories'
          ? [
              { id: 1, name: 'Día personal', description: '', yearlyQuotaHalves: 6 },
              { id: 2, name: 'Cumpleaños', description: '', yearlyQuotaHalves: 2 },
            ]
          : resource === 'personal-day-intervals'
            ? intervals
            : resource === 'company-holidays'
              ? [HOLIDAY]
              : resource === 'personal-day-team-days'
                ? [teamDay]
                : requests;
      return { data, total: data.length };
    },
    ...calls,
  } as unknown as DataProvider;
  return { provider, calls };
}

function renderAt(path: string, route: string, page: ReactNode, dataProvider: DataProvider) {
  renderPageAt(path, route, page, {
    dataProvider,
    authProvider,
    routes: <Route path="/PersonalDays" element={<p>Mis días</p>} />,
    beside: <Notification />,
  });
}

async function choose(label: RegExp, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the request form', () => {
  it('says why instead of the form when the employee may not request a day', async () => {
    const { provider } = fakeProvider({
      ...allowed,
      allowed: false,
      reasons: ['probation'],
      probationEndsOn: '2027-02-20',
    });
    renderAt('/FormRequestDay', '/FormRequestDay', <DayRequestFormPage />, provider);
    const why = await screen.findByRole('status', { name: '' });
    expect(
      within(why).getByText(
        'Está en su período de prueba: podrá solicitar días a partir del 20 de febrero de 2027.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('offers each category with what is left of it, an exhausted one disabled', async () => {
    const { provider } = fakeProvider(allowed);
    renderAt('/FormRequestDay', '/FormRequestDay', <DayRequestFormPage />, provider);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Categoría/ }));
    expect(
      await screen.findByRole('option', { name: 'Día personal (le quedan 1,5 días)' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('option', { name: 'Cumpleaños (le quedan 0 días)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('refuses a weekend and a holiday at once, then sends the contract’s body', async () => {
    const { provider, calls } = fakeProvider(allowed);
    renderAt('/FormRequestDay', '/FormRequestDay', <DayRequestFormPage />, provider);
    await choose(/^Categoría/, /^Día personal/);
    await choose(/^Horario/, /^Mañana, de 08:00 a 12:00/);
    const day = screen.getByLabelText(/^Día(\s*\*)?$/);
    typeDay(day, SATURDAY);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Ese día es fin de semana: elija un día entre semana.'),
    ).toBeVisible();
    typeDay(day, HOLIDAY.date);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText('Ese día es feriado (Día de prueba): elija otro.'),
    ).toBeVisible();
    expect(calls.create).not.toHaveBeenCalled();

    typeDay(day, FREE_DAY);
    fireEvent.change(screen.getByLabelText(/^Comentario/), { target: { value: 'Cita médica' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalled());
    expect(calls.create.mock.calls[0]![1].data).toEqual({
      categoryId: 1,
      timeIntervalId: 12,
      requestDate: FREE_DAY,
      comment: 'Cita médica',
    });
    expect(await screen.findByText('Mis días')).toBeVisible();
  });

  it('changes only the day and comment of a pending request', async () => {
    const { provider } = fakeProvider({ ...allowed, allowed: false, reasons: ['noDaysLeft'] });
    renderAt('/FormRequestDay/7', '/FormRequestDay/:id', <DayRequestFormPage />, provider);
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeVisible();
    expect(screen.getByText('Mañana, de 08:00 a 12:00')).toBeVisible();
    expect(screen.getByLabelText(/^Día(\s*\*)?$/)).toHaveValue(shownDay(FREE_DAY));
    expect(screen.queryByRole('combobox', { name: /^Categoría/ })).toBeNull();
  });
});

describe('my personal days', () => {
  it('says the balance in words, and each request with its status and reason', async () => {
    const { provider } = fakeProvider(allowed, [pending, rejected]);
    renderAt('/PersonalDays', '/PersonalDays', <MyDaysPage />, provider);
    const personal = await screen.findByRole('listitem', { name: 'Día personal' });
    expect(within(personal).getByText('Día personal: 3 días al año')).toBeVisible();
    expect(
      within(personal).getByText(
        'Disponibles: 1,5 días · usados: 1 día · pendientes de aprobación: 0,5 días',
      ),
    ).toBeVisible();
    expect(screen.getByText('Motivo del rechazo: Cierre de mes en la cuenta')).toBeVisible();
    expect(screen.getByText('Rechazada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Solicitar un día' })).toHaveAttribute(
      'href',
      '/FormRequestDay',
    );
    // Only the pending request may be changed or cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancelar la solicitud/ })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^Aprobar solicitudes/ })).toBeNull();
  });

  it('cancels a pending request only after a confirmation', async () => {
    const { provider, calls } = fakeProvider({ ...allowed, mayApprove: true }, [pending]);
    renderAt('/PersonalDays', '/PersonalDays', <MyDaysPage />, provider);
    expect(
      await screen.findByRole('link', { name: 'Aprobar solicitudes de mi equipo' }),
    ).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancelar la solicitud/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(dialog).toHaveTextContent('¿Cancelar su solicitud de «Día personal»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls.delete).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancelar la solicitud/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmación' })).getByRole('button', {
        name: 'Sí',
      }),
    );
    await waitFor(() => expect(calls.delete).toHaveBeenCalled());
    expect(await screen.findByText('Solicitud cancelada')).toBeVisible();
  });
});

describe('a request to decide', () => {
  it('says who asks for which day and time, its history, and offers the decision', async () => {
    const { provider } = fakeProvider(allowed);
    renderAt(
      '/PersonalDays/Aprobaciones/7',
      '/PersonalDays/Aprobaciones/:id',
      <DayApprovalShow />,
      provider,
    );
    expect(await screen.findByText('Ana Mora (100002)')).toBeVisible();
    expect(screen.getByText('Banca Digital')).toBeVisible();
    expect(screen.getByText('Mañana, de 08:00 a 12:00 (0,5 días)')).toBeVisible();
    expect(screen.getByText('Trámite en el banco')).toBeVisible();
    expect(screen.getByText('Pendiente')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aprobar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeVisible();
    // Who else of the team is off around that day.
    const team = screen.getByRole('region', { name: 'Días de su equipo' });
    expect(await within(team).findByText(/Luis Rojas \(100003\)/)).toBeVisible();
    expect(within(team).getByText('1 día')).toBeVisible();
    expect(within(team).getByText('Aprobada')).toBeVisible();
  });
});
